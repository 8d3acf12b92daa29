import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Photo, PhotoFeedQuery, PhotoList, IdParams, UserPhotosQuery } from '@vantage/shared';
import { documentedAs } from '../../lib/route-docs';
import type { PhotoService } from './photo.service';

const doc = documentedAs(['photos']);

/** HTTP for reading photos and the photo feeds. */
export function photoRoutes(service: PhotoService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const feed = { querystring: PhotoFeedQuery, response: { 200: PhotoList } };

    app.get('/photos/latest', doc('Recent uploads (without test shots)', feed), (request) =>
      service.latest(request.query.limit, request.query.offset, false),
    );
    app.get('/photos/recentAll', doc('Recent uploads including test shots', feed), (request) =>
      service.latest(request.query.limit, request.query.offset, true),
    );
    app.get('/photos/fav', doc('Favorite photos, best rated first', feed), (request) =>
      service.favorites(request.query.limit, request.query.offset),
    );
    app.get(
      '/user/:id/photos',
      doc("A user's photos (type normal) or test shots (type test), newest first", {
        params: IdParams,
        querystring: UserPhotosQuery,
        response: { 200: PhotoList },
      }),
      (request) =>
        service.ofUser(
          request.params.id,
          request.query.type,
          request.query.limit,
          request.query.offset,
          request.user,
        ),
    );
    app.get(
      '/photo/:id',
      doc('One photo', { params: IdParams, response: { 200: Photo } }),
      (request) => service.get(request.params.id, request.user),
    );
  };
}
