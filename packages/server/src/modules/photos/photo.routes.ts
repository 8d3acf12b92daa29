import {
  FeaturedPhotos,
  FeaturePhotoBody,
  IdParams,
  Photo,
  PhotoFeedQuery,
  PhotoList,
  UserPhotosQuery,
} from '@vantage/shared';
import { documentedAs } from '../../lib/route-docs';
import { signedInOnly } from '../../lib/session-http';
import { zodRoutes } from '../../lib/zod-app';
import { cacheControl } from '../../lib/cache-control';
import type { FeaturedPhotoService } from './featured-photo.service';
import type { PhotoService } from './photo.service';

const doc = documentedAs(['photos']);

/** HTTP for reading photos, the photo feeds and the home header's featured photos. */
export function photoRoutes(service: PhotoService, featured: FeaturedPhotoService) {
  return zodRoutes((app) => {
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
      '/photos/featured',
      doc(
        "The home header's photos: those administrators feature, else the best rated",
        {
          response: { 200: FeaturedPhotos },
        },
        cacheControl('public, max-age=60'),
      ),
      () => featured.list(),
    );
    app.post(
      '/photo/:id/featured',
      doc(
        'Administrators: features a photo in the home header (15 at most), or stops',
        {
          params: IdParams,
          body: FeaturePhotoBody,
          response: { 200: FeaturedPhotos },
          errors: [401, 404, 409],
        },
        signedInOnly,
      ),
      (request) => featured.set(request.params.id, request.body.featured, request.user),
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
      doc('One photo', { params: IdParams, response: { 200: Photo }, errors: [404] }),
      (request) => service.get(request.params.id, request.user),
    );
  });
}
