import {
  uniqueTagNames,
  type CurrentUser,
  type ProposalVoteAnswer,
  type SpotTag,
} from '@vantage/shared';
import { HttpError } from '../../lib/errors';
import { requireUser } from '../../lib/permissions';
import { toSpotTag } from '../../lib/spot-tag';
import type * as SpotWriter from '../spots/spot-writer.repository';
import type { TagRepository } from '../spots/tag.repository';
import type { ProposalEngine } from './proposal-engine.service';
import { cleanLine, spotOf, type ProposalHandler } from './proposal-kind';
import type { ProposalRepository, SpotTagState } from './proposal.repository';
import type { CommunityTransaction } from './vote.repository';

type Engine = Pick<ProposalEngine, 'limit' | 'run' | 'voting' | 'propose' | 'vote' | 'lockSpot'>;
type TagSql = Pick<
  ProposalRepository,
  'tagsOf' | 'addTag' | 'setTagStatus' | 'removeTag' | 'openForTag' | 'decide'
>;

/** The tags a spot shows: those not waiting to be added. */
const live = (tags: readonly SpotTagState[]) =>
  tags.filter((tag) => tag.status !== 'pending_add').map((tag) => tag.name);

/**
 * A request to add or to delete one tag of a spot: one open request per tag, whatever the
 * member asks again is a vote for it. Until decided the tag shows as requested (a tag to add
 * is pending, a tag to delete marked); applied, the spot's words follow its tags.
 */
export function tagHandler(
  proposals: TagSql,
  spots: Pick<typeof SpotWriter, 'storeSpotWords'>,
  kind: 'tag_add' | 'tag_delete',
): ProposalHandler {
  return {
    same: () => true,
    describeOpen: () => '',
    async opened(trx, spot, values, author, direct) {
      if (values.tagId === undefined) return;
      if (kind === 'tag_add') {
        // Pending until applied, at once when its author applies directly.
        await proposals.addTag(trx, spot.id, values.tagId, 'pending_add', author.id);
      } else if (!direct) {
        await proposals.setTagStatus(trx, spot.id, values.tagId, 'pending_delete');
      }
    },
    async apply(trx, changed, locked, proposal) {
      const spot = spotOf(locked);
      const before = await proposals.tagsOf(trx, spot.id);
      if (kind === 'tag_add') {
        await proposals.setTagStatus(trx, spot.id, proposal.tag_id!, 'active');
      } else {
        await proposals.removeTag(trx, spot.id, proposal.tag_id!);
      }
      const after = await proposals.tagsOf(trx, spot.id);
      await spots.storeSpotWords(trx, spot.id, { tags: live(after) });
      await changed({
        spotId: spot.id,
        userId: proposal.user_id,
        proposalId: proposal.id,
        kind: 'retagged',
        before: { tags: live(before) },
        after: { tags: live(after) },
      });
    },
    async rejected(trx, spot, proposal) {
      if (!spot) return;
      // A tag requested goes; a tag marked for deletion stays.
      if (kind === 'tag_add') await proposals.removeTag(trx, spot.id, proposal.tag_id!);
      else await proposals.setTagStatus(trx, spot.id, proposal.tag_id!, 'active');
    },
  };
}

/** Requests to add and delete tags of spots, and the votes on them. */
export class TagProposals {
  constructor(
    private readonly engine: Engine,
    private readonly proposals: TagSql,
    private readonly tags: Pick<TagRepository, 'getOrCreate'>,
  ) {}

  /**
   * `POST /point/{id}/editTags`: the tag list as the member wants it. A name the spot does not
   * carry is a request to add it; a tag missing from the list a request to delete it; a
   * member's own open request undone by the list is withdrawn. Answers the spot's tags, the
   * ones this call added marked `isNew`.
   */
  async editTags(actor: CurrentUser | null, spotId: number, names: readonly string[]) {
    const user = requireUser(actor);
    const wanted = uniqueTagNames(names.map(cleanLine));
    await this.engine.limit(user, 'proposals');
    const added = new Set<string>();
    const tags = await this.engine.run(async (trx, changed) => {
      const spot = await this.engine.lockSpot(trx, spotId);
      const current = await this.proposals.tagsOf(trx, spotId);
      const wantedKeys = new Set(wanted.map((name) => name.toLowerCase()));
      const byKey = new Map(current.map((tag) => [tag.name.toLowerCase(), tag]));
      for (const name of wanted) {
        const existing = byKey.get(name.toLowerCase());
        if (!existing) {
          const tagId = await this.tags.getOrCreate(name, null, false, trx);
          await this.engine.propose(trx, changed, user, spot, 'tag_add', { tagId });
          added.add(name.toLowerCase());
        } else if (existing.status === 'pending_delete') {
          await this.withdrawOwn(trx, user, spotId, existing.tag_id, 'tag_delete');
        }
      }
      for (const tag of current) {
        if (wantedKeys.has(tag.name.toLowerCase())) continue;
        if (tag.status === 'active') {
          await this.engine.propose(trx, changed, user, spot, 'tag_delete', { tagId: tag.tag_id });
        } else if (tag.status === 'pending_add') {
          await this.withdrawOwn(trx, user, spotId, tag.tag_id, 'tag_add');
        }
      }
      return this.tagList(trx, spotId);
    });
    return tags.map((tag) => ({ ...tag, isNew: added.has(tag.tag.toLowerCase()) }));
  }

  /** `POST /point/{id}/rateTag`: a vote on a tag's open request; 0 withdraws the vote. */
  async rateTag(
    actor: CurrentUser | null,
    spotId: number,
    name: string,
    value: -1 | 0 | 1,
  ): Promise<ProposalVoteAnswer> {
    return this.engine.voting(actor, async (trx, changed, user) => {
      const spot = await this.engine.lockSpot(trx, spotId);
      const tag = (await this.proposals.tagsOf(trx, spotId)).find(
        (candidate) => candidate.name.toLowerCase() === cleanLine(name).toLowerCase(),
      );
      if (!tag) throw new HttpError(404, 'not_found', 'tag: this spot has no such tag');
      const open = await this.proposals.openForTag(trx, spotId, tag.tag_id);
      if (!open) throw new HttpError(404, 'not_found', 'tag: no request about this tag is open');
      return this.engine.vote(trx, changed, user, spot, open, value);
    });
  }

  /** A member takes back their own open request about a tag. */
  private async withdrawOwn(
    trx: CommunityTransaction,
    user: CurrentUser,
    spotId: number,
    tagId: number,
    kind: 'tag_add' | 'tag_delete',
  ) {
    const open = await this.proposals.openForTag(trx, spotId, tagId);
    if (!open || open.kind !== kind || open.user_id !== user.id) return;
    await this.proposals.decide(trx, open.id, 'dropped');
    if (kind === 'tag_add') await this.proposals.removeTag(trx, spotId, tagId);
    else await this.proposals.setTagStatus(trx, spotId, tagId, 'active');
  }

  private async tagList(trx: CommunityTransaction, spotId: number): Promise<SpotTag[]> {
    const tags = await this.proposals.tagsOf(trx, spotId);
    const result: SpotTag[] = [];
    for (const tag of tags) {
      const open =
        tag.status === 'active'
          ? undefined
          : await this.proposals.openForTag(trx, spotId, tag.tag_id);
      result.push(toSpotTag(tag, open?.rating ?? 0));
    }
    return result;
  }
}
