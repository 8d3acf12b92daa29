import {
  canEditDescription,
  canVoteOnContribution,
  type CurrentUser,
  type Description,
  type RatingAnswer,
  type VoteDirection,
} from '@vantage/shared';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { requireUser } from '../../lib/permissions';
import type { Notify } from '../../lib/notify';
import { toUserRef } from '../../lib/user-ref';
import type { SpotChanges } from '../spots/spot-changes.service';
import type { PostDoor } from '../visibility/post-door.service';
import type { DescriptionRepository } from './description.repository';
import type { ReputationService } from './reputation.service';
import type { CommunityTransaction, VoteRepository } from './vote.repository';

/** Scripts, event handlers and script URLs have no place in a description. */
const SCRIPT = /<\s*\/?\s*script|javascript\s*:|vbscript\s*:|\bon[a-z]+\s*=\s*["']?/i;

/**
 * Members' descriptions of spots: one per member and spot (writing a second edits the
 * first), edited by their author alone, voted on by everyone else. The text is kept as
 * written; the site renders it through its one sanitizer.
 */
export class DescriptionService {
  constructor(
    private readonly repository: DescriptionRepository,
    private readonly votes: VoteRepository,
    private readonly reputation: Pick<ReputationService, 'award' | 'refreshBadges'>,
    /** Spot pages show descriptions with their ratings. */
    private readonly changes: Pick<SpotChanges, 'shownContentChanged'>,
    /** A description's author hears of votes on it. */
    private readonly notify?: Notify,
    /** New members' descriptions with links wait for review; spammers' links are refused. */
    private readonly door?: Pick<PostDoor, 'admit' | 'hold' | 'isHeld'>,
  ) {}

  /** `POST /point/{id}/desc`: the member's description of the spot, new or edited. */
  async save(actor: CurrentUser | null, spotId: number, raw: string): Promise<Description> {
    const user = requireUser(actor);
    const text = checkedText(raw);
    if (!(await this.repository.spotExists(spotId))) throw notFound('spot');
    const admission = await this.admit(user, text);
    const id = await this.votes.inTransaction(async (trx) => {
      const own = await this.repository.ofMember(trx, spotId, user.id);
      if (own) {
        await this.repository.update(trx, own.id, text);
        if (admission.hold) await this.door?.hold('description', own.id, user.id, trx);
        return own.id;
      }
      const created = await this.repository.insert(trx, spotId, user.id, text);
      if (admission.hold) await this.door?.hold('description', created, user.id, trx);
      await this.reputation.refreshBadges(trx, user.id);
      return created;
    });
    this.changes.shownContentChanged();
    return this.view(id);
  }

  /** The description `descId` of the spot; 404 when there is none of that spot. */
  private async onSpot(trx: CommunityTransaction, spotId: number, descId: number) {
    const description = await this.repository.byId(trx, descId);
    if (!description || description.spot_id !== spotId) throw notFound('description');
    return description;
  }

  /** `POST /point/{id}/desc/{descId}`: edits a description; only its author may. */
  async edit(
    actor: CurrentUser | null,
    spotId: number,
    descId: number,
    raw: string,
  ): Promise<Description> {
    const user = requireUser(actor);
    const text = checkedText(raw);
    const admission = await this.admit(user, text);
    await this.votes.inTransaction(async (trx) => {
      const description = await this.onSpot(trx, spotId, descId);
      if (!canEditDescription(user, { authorId: description.user_id })) {
        throw new HttpError(403, 'forbidden', 'Only its author edits a description.');
      }
      await this.repository.update(trx, descId, text);
      if (admission.hold) await this.door?.hold('description', descId, user.id, trx);
    });
    this.changes.shownContentChanged();
    return this.view(descId);
  }

  /** `POST /point/{id}/desc/{descId}/rateUp|rateDown`: one vote per member; answers the rating. */
  async rate(
    actor: CurrentUser | null,
    spotId: number,
    descId: number,
    direction: VoteDirection,
  ): Promise<RatingAnswer> {
    const user = requireUser(actor);
    const answer = await this.votes.inTransaction(async (trx) => {
      const description = await this.onSpot(trx, spotId, descId);
      if (!canVoteOnContribution(user, { authorId: description.user_id })) {
        throw new HttpError(403, 'own_description', 'You cannot vote for your own description.');
      }
      const delta = await this.votes.setVote(trx, user.id, 'description', descId, direction);
      const rating = await this.repository.addRating(trx, descId, delta);
      if (rating === undefined) throw notFound('description');
      if (delta !== 0 && user.emailVerified) {
        const event = direction === 1 ? 'descriptionUpVoted' : 'descriptionDownVoted';
        await this.reputation.award(trx, description.user_id, event, {
          type: 'description',
          id: descId,
        });
      }
      if (delta !== 0) {
        await this.notify?.notify(
          { type: 'descriptionVoted', descriptionId: descId, actorId: user.id },
          trx,
        );
      }
      return { rating };
    });
    this.changes.shownContentChanged();
    return answer;
  }

  private admit(user: CurrentUser, text: string) {
    return this.door?.admit(user, [{ field: 'description', text }]) ?? { hold: false };
  }

  private async view(id: number): Promise<Description> {
    const d = await this.repository.withAuthor(id);
    const held = (await this.door?.isHeld('description', id)) ?? false;
    return {
      id: d.id,
      text: d.text,
      rating: d.rating,
      created: new Date(d.created_at).toISOString(),
      user: toUserRef(d.user_id, d.username, d.display_name, d.picture),
      author: d.author,
      license: d.license,
      linkURL: d.link_url,
      ...(held ? { held } : {}),
    };
  }
}

function checkedText(raw: string): string {
  // eslint-disable-next-line no-control-regex
  const text = raw.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
  if (text.trim() === '') throw badRequest('description', 'must not be empty');
  if (SCRIPT.test(text))
    throw badRequest(
      'description',
      'must not contain scripts (<script> tags or javascript: links); write plain text with **bold**, *italic*, lists and http(s):// links',
    );
  return text.trim();
}
