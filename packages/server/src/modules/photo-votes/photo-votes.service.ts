import {
  canVoteOnPhoto,
  movesPhotoDirectly,
  proposalOutcome,
  type CurrentUser,
  type MovePhotoAnswer,
  type RatingAnswer,
  type VoteDirection,
} from '@vantage/shared';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { requireUser } from '../auth/permissions';
import type { SpotChanges } from '../spots/spot-changes.service';
import type { MoveProposal, PhotoVotesRepository, VoteTransaction } from './photo-votes.repository';

/** Where a move stands after a call, and which spots it changed. */
interface MoveResult {
  answer: MovePhotoAnswer;
  /** The spots whose photo count and cover changed (the move was applied). */
  moved: [number | null, number] | null;
}

/**
 * Votes on photos, and moves of photos to another spot: a move is a proposal the community
 * votes on, applied at net +3 and dropped at −3.
 * Administrators and the photo's owner decide at once: their request or up vote applies the
 * move, their down vote drops it. Anyone else's request counts as their own +1 vote.
 */
export class PhotoVotesService {
  constructor(
    private readonly repository: PhotoVotesRepository,
    /** The one path of spot changes: votes and moves change spots' scores and covers. */
    private readonly changes: Pick<SpotChanges, 'photosChanged'>,
  ) {}

  /**
   * One vote per user and photo: the same vote again changes nothing, the other vote
   * replaces it. Owners cannot vote for their own photos.
   */
  async ratePhoto(
    actor: CurrentUser | null,
    spotId: number,
    photoId: number,
    direction: VoteDirection,
  ): Promise<RatingAnswer> {
    const user = requireUser(actor);
    const photo = await this.repository.photo(photoId);
    if (!photo || photo.spot_id !== spotId) throw notFound('photo');
    if (!canVoteOnPhoto(user, { ownerId: photo.user_id })) {
      throw new HttpError(403, 'own_photo', 'You cannot vote for your own photograph.');
    }
    let changed = false;
    const rating = await this.repository.inTransaction(async (trx) => {
      const delta = await this.repository.castVote(trx, user.id, 'photo', photoId, direction);
      changed = delta !== 0;
      const after = await this.repository.addPhotoRating(trx, photoId, delta);
      if (after === undefined) throw notFound('photo');
      return after;
    });
    // The best rated photo is the spot's cover, and ratings weigh in its popularity.
    if (changed) await this.changes.photosChanged(spotId, user.id);
    return { rating };
  }

  /** `POST /movePhoto/{idPhoto}`: asks to move a photo to another spot. */
  async requestMove(
    actor: CurrentUser | null,
    photoId: number,
    newSpotId: number,
  ): Promise<MovePhotoAnswer> {
    const user = requireUser(actor);
    if (!(await this.repository.spot(newSpotId))) {
      throw new HttpError(404, 'not_found', 'newIdSpot: spot not found');
    }
    const result = await this.repository.inTransaction(async (trx): Promise<MoveResult> => {
      const photo = await this.repository.lockPhoto(trx, photoId);
      if (!photo) throw notFound('photo');
      if (photo.spot_id === newSpotId) {
        throw badRequest('newIdSpot', 'the photograph is already at this spot');
      }
      const pending = await this.repository.pendingMove(trx, photoId);
      if (movesPhotoDirectly(user, { ownerId: photo.user_id })) {
        if (pending) await this.repository.decide(trx, pending.id, 'dropped');
        await this.repository.insertMove(trx, {
          photoId,
          fromSpotId: photo.spot_id,
          toSpotId: newSpotId,
          userId: user.id,
          status: 'applied',
        });
        await this.repository.movePhoto(trx, photoId, newSpotId);
        return applied(photo.spot_id, newSpotId);
      }
      if (pending?.new_spot_id === newSpotId) {
        // The same move again: the requester joins it with their up vote.
        return this.vote(trx, user.id, photo.spot_id, pending, 1);
      }
      if (pending && pending.rating > 1) {
        throw new HttpError(
          409,
          'move_pending',
          'Another move of this photograph is waiting for votes. Please vote on it first.',
        );
      }
      // A move nobody but its requester backs gives way to the newer request.
      if (pending) await this.repository.decide(trx, pending.id, 'dropped');
      const id = await this.repository.insertMove(trx, {
        photoId,
        fromSpotId: photo.spot_id,
        toSpotId: newSpotId,
        userId: user.id,
        status: 'pending',
      });
      const move = { id, photo_id: photoId, new_spot_id: newSpotId, rating: 0, user_id: user.id };
      return this.vote(trx, user.id, photo.spot_id, move, 1);
    });
    await this.afterMove(result, user.id);
    return result.answer;
  }

  /** `POST /movePhoto/{id}/rateUp|rateDown`: a vote on the photo's pending move. */
  async rateMove(
    actor: CurrentUser | null,
    photoId: number,
    direction: VoteDirection,
  ): Promise<MovePhotoAnswer> {
    const user = requireUser(actor);
    const result = await this.repository.inTransaction(async (trx): Promise<MoveResult> => {
      const photo = await this.repository.lockPhoto(trx, photoId);
      if (!photo) throw notFound('photo');
      const pending = await this.repository.pendingMove(trx, photoId);
      if (!pending) throw notFound('pending move of this photograph');
      if (movesPhotoDirectly(user, { ownerId: photo.user_id })) {
        await this.repository.castVote(trx, user.id, 'proposal', pending.id, direction);
        if (direction === 1) {
          await this.repository.decide(trx, pending.id, 'applied');
          await this.repository.movePhoto(trx, photoId, pending.new_spot_id!);
          return applied(photo.spot_id, pending.new_spot_id!);
        }
        await this.repository.decide(trx, pending.id, 'dropped');
        return dropped(photo.spot_id);
      }
      return this.vote(trx, user.id, photo.spot_id, pending, direction);
    });
    await this.afterMove(result, user.id);
    return result.answer;
  }

  /** Counts a user's vote on a pending move, and applies or drops the move at ±3. */
  private async vote(
    trx: VoteTransaction,
    userId: number,
    currentSpotId: number | null,
    move: MoveProposal,
    direction: VoteDirection,
  ): Promise<MoveResult> {
    const delta = await this.repository.castVote(trx, userId, 'proposal', move.id, direction);
    const rating = await this.repository.addProposalRating(trx, move.id, delta);
    if (rating === undefined) throw notFound('pending move of this photograph');
    const toSpotId = move.new_spot_id!;
    switch (proposalOutcome(rating)) {
      case 'applied':
        await this.repository.decide(trx, move.id, 'applied');
        await this.repository.movePhoto(trx, move.photo_id!, toSpotId);
        return applied(currentSpotId, toSpotId);
      case 'dropped':
        await this.repository.decide(trx, move.id, 'dropped');
        return dropped(currentSpotId);
      case 'pending':
        return {
          answer: {
            status: 'pending',
            idSpot: currentSpotId,
            newSpot: { idSpot: toSpotId, rating },
          },
          moved: null,
        };
    }
  }

  /** A moved photo changes both spots' photo counts, covers and map tiles. */
  private async afterMove(result: MoveResult, userId: number): Promise<void> {
    if (!result.moved) return;
    for (const spotId of result.moved) {
      if (spotId != null) await this.changes.photosChanged(spotId, userId);
    }
  }
}

function applied(fromSpotId: number | null, toSpotId: number): MoveResult {
  return {
    answer: { status: 'applied', idSpot: toSpotId, newSpot: null },
    moved: [fromSpotId, toSpotId],
  };
}

function dropped(spotId: number | null): MoveResult {
  return { answer: { status: 'dropped', idSpot: spotId, newSpot: null }, moved: null };
}
