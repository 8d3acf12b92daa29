import {
  type CurrentUser,
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
  tagEditRoute(
    app,
    '/tag/update',
    'Administrators: parent tag, square and header images, header offset, OSM id and type, info text',
    TagUpdateBody,
    (body, user) => tags.update(body, user),
  );
  tagEditRoute(
    app,
    '/tag/updateMapRect',
    "Administrators: the rectangle the tag's map opens on",
    TagMapRectBody,
    (body, user) => tags.updateMapRect(body.idTag, body.rect, user),
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

/** An administrator's edit of a tag, described by the body: answers the tag's page as it then is. */
function tagEditRoute<Body>(
  app: ZodApp,
  url: string,
  summary: string,
  body: z.ZodType<Body>,
  edit: (body: Body, user: CurrentUser | null) => Promise<TagPage>,
) {
  app.post(
    url,
    doc(summary, { body, response: { 200: TagPage }, errors: [401, 404] }, signedInOnly),
    // The body is validated by `body`; the type provider does not carry a generic schema's type.
    (request) => edit(request.body as Body, request.user),
  );
}
