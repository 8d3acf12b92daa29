import {
  Guide,
  GuideNameParams,
  GuideRateParams,
  GuideSaveBody,
  RatingAnswer,
} from '@vantage/shared';
import { documentedAs } from '../../lib/route-docs';
import { signedInOnly } from '../../lib/session-http';
import { zodRoutes } from '../../lib/zod-app';
import { cacheControl } from '../../lib/cache-control';
import type { GuideService } from './guide.service';

const doc = documentedAs(['guides']);

/** HTTP for guide articles. */
export function guideRoutes(guides: GuideService) {
  return zodRoutes((app) => {
    app.get(
      '/guide/:name',
      doc(
        'A guide article by its permalink',
        {
          params: GuideNameParams,
          response: { 200: Guide },
          errors: [404],
        },
        cacheControl('no-cache'),
      ),
      (request) => guides.get(request.params.name, request.user),
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
          signedInOnly,
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
        signedInOnly,
      ),
      (request) => guides.rate(request.params.id, request.params.value as 1 | -1, request.user),
    );
  });
}
