import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  Guide,
  GuideNameParams,
  GuideRateParams,
  GuideSaveBody,
  RatingAnswer,
} from '@vantage/shared';
import { documentedAs } from '../../lib/route-docs';
import { signedIn } from '../../lib/session-http';
import type { GuideService } from './guide.service';

const doc = documentedAs(['guides']);
const guard = { preValidation: signedIn };

/** HTTP for guide articles. */
export function guideRoutes(guides: GuideService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/guide/:name',
      doc('A guide article by its permalink', {
        params: GuideNameParams,
        response: { 200: Guide },
        errors: [404],
      }),
      async (request, reply) => {
        void reply.header('Cache-Control', 'no-cache');
        return guides.get(request.params.name);
      },
    );

    for (const url of ['/guide/', '/guide']) {
      app.post(
        url,
        doc(
          'Saves a guide: id -2 for a new one; the article is checked, sanitized and rendered',
          {
            body: GuideSaveBody,
            response: { 200: Guide },
            errors: [401, 404],
            hide: url === '/guide',
          },
          guard,
        ),
        (request) => guides.save(request.body, request.user),
      );
    }

    app.post(
      '/guide/:id/rate/:value',
      doc(
        'A vote on a guide, +1 or -1; answers its rating',
        {
          params: GuideRateParams,
          response: { 200: RatingAnswer },
          errors: [401, 404],
        },
        guard,
      ),
      (request) => guides.rate(request.params.id, request.params.value as 1 | -1, request.user),
    );
  };
}
