import {
  canVoteOnPhoto,
  type CurrentUser,
  type RatingAnswer,
  type VoteDirection,
} from '@vantage/shared';
import { HttpError, notFound } from '../../lib/errors';
import type { Notify } from '../../lib/notify';
import { requireUser } from '../../lib/permissions';
import type { ReputationService } from '../community/reputation.service';
import type { VoteRepository } from '../community/vote.repository';
import type { SpotChanges } from '../spots/spot-changes.service';
import type { PhotoVotesRepository } from './photo-votes.repository';

/** What photo votes are built from. */
export interface PhotoVotesDeps {
  repository: PhotoVotesRepository;
  /** The community's one vote writer: one vote per member and target. */
  votes: Pick<VoteRepository, 'inTransaction' | 'setVote'>;
  /** Up and down votes on a photo are its author's impact. */
  reputation: Pick<ReputationService, 'award'>;
  /** The one path of spot changes: votes change spots' scores and covers. */
  changes: Pick<SpotChanges, 'photosChanged'>;
  /** The photo's owner hears of votes on it. */
  notify?: Notify;
}

/**
 * Votes on photos. (Requests to move a photo to another spot are proposals of the
 * community's engine.)
 */
export class PhotoVotesService {
  constructor(private readonly deps: PhotoVotesDeps) {}

  /**
   * One vote per member and photo: the same vote again changes nothing, the other vote
   * replaces it. Owners cannot vote for their own photos. A changed vote of a member whose
   * e-mail is confirmed earns or costs the photo's author impact.
   */
  async ratePhoto(
    actor: CurrentUser | null,
    spotId: number,
    photoId: number,
    direction: VoteDirection,
  ): Promise<RatingAnswer> {
    const user = requireUser(actor);
    const photo = await this.deps.repository.photo(photoId);
    if (!photo || photo.spot_id !== spotId) throw notFound('photo');
    if (!canVoteOnPhoto(user, { ownerId: photo.user_id })) {
      throw new HttpError(403, 'own_photo', 'You cannot vote for your own photograph.');
    }
    let changed = false;
    const rating = await this.deps.votes.inTransaction(async (trx) => {
      const delta = await this.deps.votes.setVote(trx, user.id, 'photo', photoId, direction);
      changed = delta !== 0;
      const after = await this.deps.repository.addPhotoRating(trx, photoId, delta);
      if (after === undefined) throw notFound('photo');
      if (changed && user.emailVerified) {
        const event = direction === 1 ? 'photoUpVoted' : 'photoDownVoted';
        await this.deps.reputation.award(trx, photo.user_id, event, { type: 'photo', id: photoId });
      }
      if (changed) {
        await this.deps.notify?.notify({ type: 'photoVoted', photoId, actorId: user.id }, trx);
      }
      return after;
    });
    // The best rated photo is the spot's cover, and ratings weigh in its popularity.
    if (changed) await this.deps.changes.photosChanged(spotId, user.id);
    return { rating };
  }
}
