import { PhotoVoteParams, RatingAnswer, voteDirectionOf } from '@vantage/shared';
import { documentedAs } from '../../lib/route-docs';
import { answerCacheControl } from '../../lib/cache-control';
import { signedInOnly } from '../../lib/session-http';
import { zodRoutes } from '../../lib/zod-app';
import type { PhotoVotesService } from './photo-votes.service';

const doc = documentedAs(['photos']);
const ACTIONS = ['rateUp', 'rateDown'] as const;

/** HTTP for photo votes. */
export function photoVotesRoutes(service: PhotoVotesService) {
  return zodRoutes((app) => {
    for (const action of ACTIONS) {
      const direction = voteDirectionOf(action);
      app.post(
        `/point/:spotId/img/:imgId/${action}`,
        doc(
          `Votes a photo ${direction > 0 ? 'up' : 'down'} (needs login; one vote per user); answers its rating`,
          { params: PhotoVoteParams, response: { 200: RatingAnswer }, errors: [401, 404, 409] },
          { ...signedInOnly, ...answerCacheControl('no-store') },
        ),
        (request) =>
          service.ratePhoto(request.user, request.params.spotId, request.params.imgId, direction),
      );
    }
  });
}
