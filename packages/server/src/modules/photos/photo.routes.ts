import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Photo, PhotoFeedQuery, PhotoList, IdParams, UserPhotosQuery } from '@vantage/shared';
import type { PhotoService } from './photo.service';

const TAGS = ['photos'];

/** HTTP for reading photos and the photo feeds. */
export function photoRoutes(service: PhotoService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const feed = { tags: TAGS, querystring: PhotoFeedQuery, response: { 200: PhotoList } };

    app.get(
      '/photos/latest',
      { schema: { ...feed, summary: 'Recent uploads (without test shots)' } },
      (request) => service.latest(request.query.limit, request.query.offset, false),
    );
    app.get(
      '/photos/recentAll',
      { schema: { ...feed, summary: 'Recent uploads including test shots' } },
      (request) => service.latest(request.query.limit, request.query.offset, true),
    );
    app.get(
      '/photos/fav',
      { schema: { ...feed, summary: 'Favorite photos, best rated first' } },
      (request) => service.favorites(request.query.limit, request.query.offset),
    );
    app.get(
      '/user/:id/photos',
      {
        schema: {
          tags: TAGS,
          summary: "A user's photos (type normal) or test shots (type test), newest first",
          params: IdParams,
          querystring: UserPhotosQuery,
          response: { 200: PhotoList },
        },
      },
      (request) =>
        service.ofUser(
          request.params.id,
          request.query.type,
          request.query.limit,
          request.query.offset,
        ),
    );
    app.get(
      '/photo/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'One photo',
          params: IdParams,
          response: { 200: Photo },
        },
      },
      (request) => service.get(request.params.id),
    );
  };
}
