import {
  type CurrentUser,
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
import { documentedAs, type ErrorStatus } from '../../lib/route-docs';
import { signedInOnly } from '../../lib/session-http';
import { zodRoutes, type ZodApp } from '../../lib/zod-app';
import { cacheControl } from '../../lib/cache-control';
import type { GalleryService } from './gallery.service';

const doc = documentedAs(['galleries']);
const noStore = 'private, no-store';

/** HTTP for galleries (spot lists): pages, lists, the add-to-gallery menu, changes, downloads. */
export function galleryRoutes(galleries: GalleryService, publicUrl: string) {
  return zodRoutes((app) => {
    readingRoutes(app, galleries, publicUrl);
    membershipRoutes(app, galleries);
    changeRoutes(app, galleries);
  });
}

/** A gallery's page and downloads, and a member's galleries. */
function readingRoutes(app: ZodApp, galleries: GalleryService, publicUrl: string) {
  app.get(
    '/spotlist/:title/:username',
    doc(
      'A gallery with its spots and photos (404 for a private gallery of another member)',
      {
        params: SpotListParams,
        response: { 200: SpotList },
        errors: [404],
      },
      cacheControl(noStore),
    ),
    (request) => galleries.get(request.params.title, request.params.username, request.user),
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
    doc(
      "A member's galleries, newest first; their private ones only to themselves",
      {
        params: SpotListOwnerParams,
        querystring: SpotListPageQuery,
        response: { 200: z.array(SpotListSummary) },
        errors: [404],
      },
      cacheControl(noStore),
    ),
    async (request) => {
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
      { ...signedInOnly, ...cacheControl(noStore) },
    ),
    (request) => galleries.membershipOfSpot(request.params.spotId, request.user),
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
      { ...signedInOnly, ...cacheControl(noStore) },
    ),
    (request) => galleries.membershipOfPhoto(request.params.photoId, request.user),
  );
}

/** New galleries, spots and photos put in or taken out, and edits or deletion. */
function changeRoutes(app: ZodApp, galleries: GalleryService) {
  galleryChange(
    app,
    ['POST', '/spotlist/new'],
    'A new gallery, optionally holding a first spot or photo; its url title is made unique',
    { body: NewSpotListBody, errors: [401, 404] },
    (body, user) => galleries.create(body, user),
  );
  galleryChange(
    app,
    ['POST', '/spotlist'],
    'Puts a spot (and its photo, when given) into a gallery',
    { body: SpotListSpotBody, errors: [401, 404, 409] },
    (body, user) => galleries.addSpot(body, user),
  );
  galleryChange(
    app,
    ['DELETE', '/spotlist'],
    'Takes a spot (and its photo, when given) out of a gallery',
    { body: SpotListSpotBody, errors: [401, 404] },
    (body, user) => galleries.removeSpot(body, user),
  );
  galleryChange(
    app,
    ['POST', '/spotlistPhoto'],
    'Puts a photo (and its spot) into a gallery',
    { body: SpotListPhotoBody, errors: [401, 404, 409] },
    (body, user) => galleries.addPhoto(body.idSpotlist, body.idPhoto, user),
  );
  galleryChange(
    app,
    ['DELETE', '/spotlistPhoto'],
    'Takes a photo out of a gallery',
    { body: SpotListPhotoBody, errors: [401, 404] },
    (body, user) => galleries.removePhoto(body.idSpotlist, body.idPhoto, user),
  );
  galleryChange(
    app,
    ['POST', '/spotlist/update'],
    "Saves a gallery's title, description and privacy, or deletes it with {id, delete: true}",
    { body: SpotListUpdateBody, errors: [401, 404] },
    (body, user) => galleries.update(body, user),
  );
}

/** A member's change of a gallery: its JSON body in, the gallery as it then stands out. */
function galleryChange<Body>(
  app: ZodApp,
  [method, url]: ['POST' | 'DELETE', string],
  summary: string,
  { body, errors }: { body: z.ZodType<Body>; errors: readonly ErrorStatus[] },
  change: (body: Body, user: CurrentUser | null) => Promise<SpotListChangeAnswer>,
) {
  app.route({
    method,
    url,
    ...doc(summary, { body, response: { 200: SpotListChangeAnswer }, errors }, signedInOnly),
    // Validated by `body`; the type provider does not carry a generic schema's type through.
    handler: (request) => change(request.body as Body, request.user),
  });
}
