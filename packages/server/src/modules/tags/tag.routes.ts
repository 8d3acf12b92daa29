import {
  IdParams,
  PhotoList,
  PopularLocationList,
  PopularLocationsBody,
  SpotSummary,
  TagListQuery,
  TagMapRectBody,
  TagNameParams,
  TagPage,
  TagUpdateBody,
} from '@vantage/shared';
import { z } from 'zod';
import { sendPrepared } from '../../lib/prepared-body';
import { documentedAs } from '../../lib/route-docs';
import { zodRoutes, type ZodApp } from '../../lib/zod-app';
import { signedInOnly } from '../../lib/session-http';
import { cacheControl } from '../../lib/cache-control';
import type { PopularLocationService } from './popular-location.service';
import type { TagService } from './tag.service';

const doc = documentedAs(['tags']);

/** HTTP for tag pages, the administrators' tag edits and the curated Popular Locations. */
export function tagRoutes(tags: TagService, popular: PopularLocationService) {
  return zodRoutes((app) => {
    readingRoutes(app, tags, popular);
    editRoutes(app, tags);
  });
}

/** Tag pages with their spots and photos, and the Popular Locations. */
function readingRoutes(app: ZodApp, tags: TagService, popular: PopularLocationService) {
  app.get(
    '/tag/:name',
    doc(
      'A tag page in one answer: header, hierarchy, best spots and photos, sub-tags, contributors, guides',
      {
        params: TagNameParams,
        response: { 200: TagPage, 304: z.null() },
        errors: [404],
      },
    ),
    async (request, reply) => {
      const answer = await tags.pageAnswer(request.params.name);
      void reply.header('Cache-Control', 'public, max-age=60');
      // The cache holds the answer serialized and compressed once.
      return sendPrepared(request, reply, answer);
    },
  );

  app.get(
    '/popularLocations',
    doc(
      'The curated Popular Locations: tags with a sample photo and their hierarchy',
      {
        response: { 200: PopularLocationList },
      },
      cacheControl('public, max-age=60'),
    ),
    () => popular.list(),
  );

  app.post(
    '/popularLocations',
    doc(
      'Administrators: the Popular Locations in their new order, each with its sample photo',
      { body: PopularLocationsBody, response: { 200: PopularLocationList }, errors: [401] },
      signedInOnly,
    ),
    (request) => popular.replaceList(request.body, request.user),
  );

  app.get(
    '/tagSpots/:name',
    doc("More of a tag's spots, the best first", {
      params: TagNameParams,
      querystring: TagListQuery,
      response: { 200: z.array(SpotSummary) },
      errors: [404],
    }),
    (request) => tags.spots(request.params.name, request.query.limit, request.query.offset),
  );

  app.get(
    '/tagPhotos/:name',
    doc("More of a tag's photos, the best first", {
      params: TagNameParams,
      querystring: TagListQuery,
      response: { 200: PhotoList },
      errors: [404],
    }),
    (request) => tags.tagPhotos(request.params.name, request.query.limit, request.query.offset),
  );
}

/** The administrators' tag edits. */
function editRoutes(app: ZodApp, tags: TagService) {
  app.post(
    '/tag/update',
    doc(
      'Administrators: parent tag, square and header images, header offset, OSM id and type, info text',
      {
        body: TagUpdateBody,
        response: { 200: TagPage },
        errors: [401, 404],
      },
      signedInOnly,
    ),
    (request) => tags.update(request.body, request.user),
  );

  app.post(
    '/tag/updateMapRect',
    doc(
      "Administrators: the rectangle the tag's map opens on",
      {
        body: TagMapRectBody,
        response: { 200: TagPage },
        errors: [401, 404],
      },
      signedInOnly,
    ),
    (request) => tags.updateMapRect(request.body.idTag, request.body.rect, request.user),
  );

  app.delete(
    '/tag/:id',
    doc(
      'Administrators: deletes a tag from every spot',
      {
        params: IdParams,
        response: { 200: z.object({ ok: z.literal(true) }) },
        errors: [401, 404],
      },
      signedInOnly,
    ),
    async (request) => {
      await tags.delete(request.params.id, request.user);
      return { ok: true as const };
    },
  );
}
