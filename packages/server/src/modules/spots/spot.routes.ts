import { z } from 'zod';
import {
  NearAnswer,
  NearParams,
  PointPreview,
  PointPreviewsAnswer,
  PointPreviewsBody,
  MostPhotographedAnswer,
  PhotoFeedQuery,
  PopularAnswer,
  PspotsAnswer,
  PspotsParams,
  RangeAnswer,
  RangeParams,
  Spot,
  IdParams,
  latLngOf,
} from '@vantage/shared';
import { documentedAs } from '../../lib/route-docs';
import { sendPrepared } from '../../lib/prepared-body';
import { sendAsBuilt } from '../../lib/send-as-built';
import { zodRoutes } from '../../lib/zod-app';
import { cacheControl } from '../../lib/cache-control';
import type { SpotService } from './spot.service';

const doc = documentedAs(['spots']);

/** HTTP for reading spots. */
export function spotRoutes(service: SpotService) {
  return zodRoutes((app) => {
    app.get(
      '/point/:id',
      doc(
        'A spot with everything its page shows; a sensitive place at its blurred position unless the member may see it exactly',
        { params: IdParams, response: { 200: Spot, 304: z.null() }, errors: [404] },
      ),
      async (request, reply) => {
        const { id } = request.params;
        if (request.user) return sendAsBuilt(reply, await service.getSpot(id, request.user));
        // A visitor's answer is the same for every visitor: kept, serialized once.
        return sendPrepared(request, reply, await service.visitorAnswer(id), () =>
          service.keptVisitorAnswer(id),
        );
      },
    );

    app.get(
      '/pointPreview/:id',
      doc('Title, cover image and time zone of a spot', {
        params: IdParams,
        response: { 200: PointPreview },
        errors: [404],
      }),
      (request) => service.preview(request.params.id),
    );

    app.post(
      '/pointPreviews',
      doc('Previews of many spots at once', {
        body: PointPreviewsBody,
        response: { 200: PointPreviewsAnswer },
      }),
      (request) => service.previews(request.body.ids),
    );

    app.get(
      '/near/:lat/:long',
      doc('Spots nearest to a point', { params: NearParams, response: { 200: NearAnswer } }),
      (request) => service.near(latLngOf(request.params), request.user),
    );

    app.get(
      '/range/:lat/:long/:dLat/:dLong',
      doc('Spots in a rectangle (centre and full height/width), capped at 100', {
        params: RangeParams,
        response: { 200: RangeAnswer },
      }),
      async (request, reply) =>
        sendAsBuilt(reply, await service.range(request.params, request.user)),
    );

    app.get(
      '/pspots/popular',
      doc(
        'The most popular spots',
        { response: { 200: PopularAnswer } },
        cacheControl('public, max-age=300'),
      ),
      () => service.popular(),
    );

    app.get(
      '/pspots/mostPhotographed',
      doc(
        'Spots with the most photographs, a page at a time (limit, offset)',
        {
          querystring: PhotoFeedQuery,
          response: { 200: MostPhotographedAnswer },
        },
        cacheControl('public, max-age=300'),
      ),
      (request) => service.mostPhotographed(request.query.limit, request.query.offset),
    );

    app.get(
      '/pspots/:level/:x/:y',
      doc('The best spots of one web-map tile (levels 0, 5, 7 and 10 are precomputed)', {
        params: PspotsParams,
        response: { 200: PspotsAnswer, 304: z.null() },
      }),
      async (request, reply) => {
        const { level, x, y } = request.params;
        const tile = await service.tile(level, x, y);
        void reply.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600');
        // The same for every viewer (protected places at their blurred positions).
        return sendPrepared(request, reply, tile, () => service.keptTile(level, x, y));
      },
    );
  });
}
