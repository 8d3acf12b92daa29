import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NewSpotListBody,
  SpotList,
  SpotListChangeAnswer,
  SpotListDownloadParams,
  SpotListMembership,
  SpotListOwnerParams,
  SpotListPageQuery,
  SpotListParams,
  SpotListPhotoBody,
  SpotListsOfPhotoParams,
  SpotListsOfSpotParams,
  SpotListSpotBody,
  SpotListSummary,
  SpotListUpdateBody,
} from '@vantage/shared';
import { z } from 'zod';
import { siteOrigin } from '../../lib/origin';
import { documentedAs } from '../../lib/route-docs';
import { signedIn } from '../../lib/session-http';
import type { ZodApp } from '../../lib/zod-app';
import type { GalleryService } from './gallery.service';

const doc = documentedAs(['galleries']);
const guard = { preValidation: signedIn };
const noStore = 'private, no-store';

/** HTTP for galleries (spot lists): pages, lists, the add-to-gallery menu, changes, downloads. */
export function galleryRoutes(galleries: GalleryService, publicUrl: string) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    readingRoutes(app, galleries, publicUrl);
    membershipRoutes(app, galleries);
    changeRoutes(app, galleries);
  };
}

/** A gallery's page and downloads, and a member's galleries. */
function readingRoutes(app: ZodApp, galleries: GalleryService, publicUrl: string) {
  app.get(
    '/spotlist/:title/:username',
    doc('A gallery with its spots and photos (404 for a private gallery of another member)', {
      params: SpotListParams,
      response: { 200: SpotList },
      errors: [404],
    }),
    async (request, reply) => {
      void reply.header('Cache-Control', noStore);
      return galleries.get(request.params.title, request.params.username, request.user);
    },
  );

  app.get(
    '/spotlist/:title/:username/:format',
    doc('A gallery as KML (3 images, 1 description per spot), GPX (1 image) or GeoJSON', {
      params: SpotListDownloadParams,
      files: {
        200: [
          'application/vnd.google-earth.kml+xml',
          'application/gpx+xml',
          'application/geo+json',
        ],
      },
      errors: [404],
    }),
    async (request, reply) => {
      const { title, username, format } = request.params;
      const file = await galleries.download(
        title,
        username,
        format,
        request.user,
        siteOrigin(request, publicUrl),
      );
      return reply
        .header('Cache-Control', noStore)
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  app.get(
    '/spotlist/:username',
    doc("A member's galleries, newest first; their private ones only to themselves", {
      params: SpotListOwnerParams,
      querystring: SpotListPageQuery,
      response: { 200: z.array(SpotListSummary) },
      errors: [404],
    }),
    async (request, reply) => {
      void reply.header('Cache-Control', noStore);
      const { limit, offset } = request.query;
      return galleries.ofUser(request.params.username, request.user, limit, offset);
    },
  );
}

/** The add-to-gallery menu: which of the member's galleries hold a spot or a photo. */
function membershipRoutes(app: ZodApp, galleries: GalleryService) {
  app.get(
    '/spotLists/:spotId',
    doc(
      "The signed-in member's galleries, each saying whether it holds the spot",
      {
        params: SpotListsOfSpotParams,
        response: { 200: SpotListMembership },
        errors: [401],
      },
      guard,
    ),
    async (request, reply) => {
      void reply.header('Cache-Control', noStore);
      return galleries.membershipOfSpot(request.params.spotId, request.user);
    },
  );

  app.get(
    '/spotListsPhoto/:photoId',
    doc(
      "The signed-in member's galleries, each saying whether it holds the photo",
      {
        params: SpotListsOfPhotoParams,
        response: { 200: SpotListMembership },
        errors: [401],
      },
      guard,
    ),
    async (request, reply) => {
      void reply.header('Cache-Control', noStore);
      return galleries.membershipOfPhoto(request.params.photoId, request.user);
    },
  );
}

/** New galleries, spots and photos put in or taken out, and edits or deletion. */
function changeRoutes(app: ZodApp, galleries: GalleryService) {
  app.post(
    '/spotlist/new',
    doc(
      'A new gallery, optionally holding a first spot or photo; its url title is made unique',
      {
        body: NewSpotListBody,
        response: { 200: SpotListChangeAnswer },
        errors: [401, 404],
      },
      guard,
    ),
    (request) => galleries.create(request.body, request.user),
  );

  app.post(
    '/spotlist',
    doc(
      'Puts a spot (and its photo, when given) into a gallery',
      {
        body: SpotListSpotBody,
        response: { 200: SpotListChangeAnswer },
        errors: [401, 404, 409],
      },
      guard,
    ),
    (request) => galleries.addSpot(request.body, request.user),
  );

  app.delete(
    '/spotlist',
    doc(
      'Takes a spot (and its photo, when given) out of a gallery',
      {
        body: SpotListSpotBody,
        response: { 200: SpotListChangeAnswer },
        errors: [401, 404],
      },
      guard,
    ),
    (request) => galleries.removeSpot(request.body, request.user),
  );

  app.post(
    '/spotlistPhoto',
    doc(
      'Puts a photo (and its spot) into a gallery',
      {
        body: SpotListPhotoBody,
        response: { 200: SpotListChangeAnswer },
        errors: [401, 404, 409],
      },
      guard,
    ),
    (request) => galleries.addPhoto(request.body.idSpotlist, request.body.idPhoto, request.user),
  );

  app.delete(
    '/spotlistPhoto',
    doc(
      'Takes a photo out of a gallery',
      {
        body: SpotListPhotoBody,
        response: { 200: SpotListChangeAnswer },
        errors: [401, 404],
      },
      guard,
    ),
    (request) => galleries.removePhoto(request.body.idSpotlist, request.body.idPhoto, request.user),
  );

  app.post(
    '/spotlist/update',
    doc(
      "Saves a gallery's title, description and privacy, or deletes it with {id, delete: true}",
      {
        body: SpotListUpdateBody,
        response: { 200: SpotListChangeAnswer },
        errors: [401, 404],
      },
      guard,
    ),
    (request) => galleries.update(request.body, request.user),
  );
}
