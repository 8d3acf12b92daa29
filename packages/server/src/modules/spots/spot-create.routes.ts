import { DuplicatesAnswer, latLngOf, NearParams, NewSpotBody, Spot } from '@vantage/shared';
import { documentedAs } from '../../lib/route-docs';
import { answerCacheControl } from '../../lib/cache-control';
import { signedInOnly } from '../../lib/session-http';
import { zodRoutes } from '../../lib/zod-app';
import type { SpotCreateService } from './spot-create.service';

const doc = documentedAs(['spots']);

/** HTTP for adding spots: the duplicate check and the new spot itself. */
export function spotCreateRoutes(service: SpotCreateService) {
  return zodRoutes((app) => {
    app.post(
      '/point',
      doc(
        'Adds a spot (needs login): position, title and tags; answers the new spot',
        { body: NewSpotBody, response: { 201: Spot }, errors: [401] },
        { ...signedInOnly, ...answerCacheControl('no-store') },
      ),
      async (request, reply) =>
        reply.code(201).send(await service.create(request.user, request.body)),
    );

    app.get(
      '/duplicates/:lat/:long',
      doc('Existing spots within 25 m of a position, nearest first', {
        params: NearParams,
        response: { 200: DuplicatesAnswer },
      }),
      (request) => service.duplicates(latLngOf(request.params)),
    );
  });
}
