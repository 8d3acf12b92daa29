import {
  appliesDirectly,
  movesPhotoDirectly,
  type CurrentUser,
  type MovePhotoAnswer,
  type VoteDirection,
} from '@vantage/shared';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { requireUser } from '../../lib/permissions';
import type { SpotChanges } from '../spots/spot-changes.service';
import { voterOf, type Outcome, type ProposalEngine } from './proposal-engine.service';
import type { ProposalHandler } from './proposal-kind';
import type { ProposalRepository, ProposalRow } from './proposal.repository';
import type { CommunityTransaction } from './vote.repository';

/**
 * A photo's move to another spot, applied by the engine like every proposal. Requests come
 * through {@link PhotoMoveService}, which compares them itself and names the spot a waiting
 * one leads to; the engine asks this handler only to apply.
 */
export function photoMoveHandler(
  proposals: Pick<ProposalRepository, 'movePhoto'>,
): ProposalHandler {
  return {
    same: () => false,
    describeOpen: () => 'A move of this photograph is waiting for votes. Please vote on it first.',
    async apply(trx, _changed, _spot, proposal) {
      await proposals.movePhoto(trx, proposal.photo_id!, proposal.new_spot_id!);
    },
  };
}

/** What moving photos is built from. */
export interface PhotoMoveDeps {
  proposals: Pick<
    ProposalRepository,
    'lockPhoto' | 'openPhotoMove' | 'insertPhotoMove' | 'decide' | 'spotById'
  >;
  /** The proposal engine: its limits, its transactions and its weighted votes. */
  engine: Pick<ProposalEngine, 'proposing' | 'run' | 'limit' | 'vote' | 'apply'>;
  /** A moved photo changes both spots' photo counts, covers and tile lists. */
  changes: Pick<SpotChanges, 'photosChanged'>;
}

/** Where a move stands, and the spots whose photos changed when it was applied. */
interface MoveResult {
  answer: MovePhotoAnswer;
  moved: [number | null, number] | null;
}

/**
 * Requests to move a photo to another spot: proposals of the community's one engine, with
 * its weighted votes, its ±3 and its limits. The photo's owner and administrators move a
 * photo at once, and their vote on someone else's request decides it. One open request per
 * photo: the same request again is a vote for it, another one answers 409.
 */
export class PhotoMoveService {
  constructor(private readonly deps: PhotoMoveDeps) {}

  /** `POST /movePhoto/{idPhoto}`. */
  async requestMove(
    actor: CurrentUser | null,
    photoId: number,
    newSpotId: number,
  ): Promise<MovePhotoAnswer> {
    const user = requireUser(actor);
    const decided = await this.deps.engine.proposing(
      user,
      async (trx, changed): Promise<MoveResult> => {
        const target = await this.deps.proposals.spotById(trx, newSpotId);
        if (!target) throw new HttpError(404, 'not_found', 'newIdSpot: spot not found');
        const photo = await this.lockPhoto(trx, photoId);
        if (photo.spot_id === newSpotId) {
          throw badRequest('newIdSpot', 'the photograph is already at this spot');
        }
        const open = await this.deps.proposals.openPhotoMove(trx, photoId);
        const direct =
          movesPhotoDirectly(user, { ownerId: photo.user_id }) ||
          appliesDirectly(voterOf(user), 'photo_move');
        if (open && !direct) {
          if (open.new_spot_id !== newSpotId) {
            const waiting = await this.deps.proposals.spotById(trx, open.new_spot_id!);
            throw new HttpError(
              409,
              'proposal_open',
              `A move of this photograph to “${waiting?.title ?? 'another spot'}” is waiting for votes. Please vote on it first.`,
            );
          }
          if (open.user_id === user.id) return pending(photo.spot_id, open, open.rating);
          // The same move again: the member backs the open request with their vote.
          const outcome = await this.deps.engine.vote(trx, changed, user, null, open, 1, false);
          return moveResult(photo.spot_id, open, outcome);
        }
        if (open) await this.deps.proposals.decide(trx, open.id, 'dropped');
        const move = await this.deps.proposals.insertPhotoMove(trx, {
          photoId,
          fromSpotId: photo.spot_id,
          toSpotId: newSpotId,
          userId: user.id,
        });
        if (!direct) return pending(photo.spot_id, move, 0);
        await this.deps.proposals.decide(trx, move.id, 'applied');
        await this.deps.engine.apply(trx, changed, null, move);
        return moveResult(photo.spot_id, move, { status: 'applied', rating: 0 });
      },
    );
    await this.afterMove(decided, user.id);
    return decided.answer;
  }

  /** `POST /movePhoto/{id}/rateUp|rateDown`: a vote on the photo's open move. */
  async rateMove(
    actor: CurrentUser | null,
    photoId: number,
    direction: VoteDirection,
  ): Promise<MovePhotoAnswer> {
    const user = requireUser(actor);
    await this.deps.engine.limit(user, 'votes');
    const decided = await this.deps.engine.run(async (trx, changed): Promise<MoveResult> => {
      const photo = await this.lockPhoto(trx, photoId);
      const open = await this.deps.proposals.openPhotoMove(trx, photoId);
      if (!open) throw notFound('pending move of this photograph');
      const decides = movesPhotoDirectly(user, { ownerId: photo.user_id });
      const outcome = await this.deps.engine.vote(
        trx,
        changed,
        user,
        null,
        open,
        direction,
        decides,
      );
      return moveResult(photo.spot_id, open, outcome);
    });
    await this.afterMove(decided, user.id);
    return decided.answer;
  }

  private async lockPhoto(trx: CommunityTransaction, photoId: number) {
    const photo = await this.deps.proposals.lockPhoto(trx, photoId);
    if (!photo) throw notFound('photo');
    return photo;
  }

  private async afterMove(result: MoveResult, userId: number): Promise<void> {
    if (!result.moved) return;
    for (const spotId of result.moved) {
      if (spotId != null) await this.deps.changes.photosChanged(spotId, userId);
    }
  }
}

function pending(spotId: number | null, move: ProposalRow, rating: number): MoveResult {
  return {
    answer: { status: 'pending', idSpot: spotId, newSpot: { idSpot: move.new_spot_id!, rating } },
    moved: null,
  };
}

function moveResult(spotId: number | null, move: ProposalRow, outcome: Outcome): MoveResult {
  const toSpotId = move.new_spot_id!;
  switch (outcome.status) {
    case 'pending':
      return pending(spotId, move, outcome.rating);
    case 'applied':
      return {
        answer: { status: 'applied', idSpot: toSpotId, newSpot: null },
        moved: [spotId, toSpotId],
      };
    case 'rejected':
      return { answer: { status: 'dropped', idSpot: spotId, newSpot: null }, moved: null };
  }
}
