import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParams,
  MovePhotoAnswer,
  MovePhotoBody,
  PhotoVoteParams,
  RatingAnswer,
  voteDirectionOf,
} from '@vantage/shared';
import { documentedAs } from '../../lib/route-docs';
import { signedIn } from '../auth/auth-http';
import type { PhotoVotesService } from './photo-votes.service';

const doc = documentedAs(['photos']);
const ACTIONS = ['rateUp', 'rateDown'] as const;

/** HTTP for photo votes and for moving photos to another spot. */
export function photoVotesRoutes(service: PhotoVotesService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    for (const action of ACTIONS) {
      const direction = voteDirectionOf(action);
      app.post(
        `/point/:spotId/img/:imgId/${action}`,
        doc(
          `Votes a photo ${direction > 0 ? 'up' : 'down'} (needs login; one vote per user); answers its rating`,
          { params: PhotoVoteParams, response: { 200: RatingAnswer } },
          { preValidation: signedIn },
        ),
        async (request, reply) => {
          const answer = await service.ratePhoto(
            request.user,
            request.params.spotId,
            request.params.imgId,
            direction,
          );
          return reply.header('Cache-Control', 'no-store').send(answer);
        },
      );
      app.post(
        `/movePhoto/:id/${action}`,
        doc(
          `Votes ${direction > 0 ? 'for' : 'against'} the pending move of a photo (needs login); applied at +3, dropped at −3`,
          { params: IdParams, response: { 200: MovePhotoAnswer } },
          { preValidation: signedIn },
        ),
        async (request, reply) => {
          const answer = await service.rateMove(request.user, request.params.id, direction);
          return reply.header('Cache-Control', 'no-store').send(answer);
        },
      );
    }

    app.post(
      '/movePhoto/:id',
      doc(
        'Asks to move a photo to another spot (needs login): recorded as a pending move with the requester’s +1, applied at once for its owner or an administrator',
        { params: IdParams, body: MovePhotoBody, response: { 200: MovePhotoAnswer } },
        { preValidation: signedIn },
      ),
      async (request, reply) => {
        const answer = await service.requestMove(
          request.user,
          request.params.id,
          request.body.newIdSpot,
        );
        return reply.header('Cache-Control', 'no-store').send(answer);
      },
    );
  };
}
