import {
  blurredPosition,
  canSeeExactSpotPosition,
  type PositionViewer,
  canRevertChange,
  ChangeValues,
  titleSlug,
  type CurrentUser,
  type HistoryEntry,
  type RevertChangesAnswer,
  type SpotHistoryAnswer,
} from '@vantage/shared';
import type { SpotChangeKind, SpotChangeRow } from '../../db/types';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { requireUser } from '../../lib/permissions';
import type { SpotChangeRepository } from '../spots/spot-change.repository';
import type { ReportChange } from '../spots/spot-changes.service';
import * as spotWriter from '../spots/spot-writer.repository';
import type { TagRepository } from '../spots/tag.repository';
import type { UserRepository } from '../users/user.repository';
import { toUserRef } from '../../lib/user-ref';
import { moveSpot } from './position-proposal.service';
import type { ProposalRepository } from './proposal.repository';
import type { ProposalService } from './proposal.service';
import type { CommunityTransaction } from './vote.repository';
import type { AuditTrail } from '../moderation/audit-trail';

/** The kinds of change an administrator can revert. */
const REVERTIBLE = new Set<SpotChangeKind>(['renamed', 'moved', 'retagged']);

interface Detail {
  before: ChangeValues;
  after: ChangeValues;
  proposalId?: number;
  revertOf?: number;
}

function parseDetail(json: string): Detail {
  try {
    const raw = JSON.parse(json) as Record<string, unknown>;
    return {
      before: ChangeValues.catch({}).parse(raw.before ?? {}),
      after: ChangeValues.catch({}).parse(raw.after ?? {}),
      proposalId: typeof raw.proposalId === 'number' ? raw.proposalId : undefined,
      revertOf: typeof raw.revertOf === 'number' ? raw.revertOf : undefined,
    };
  } catch {
    return { before: {}, after: {} };
  }
}

/** A spot's History (who changed what, when, from what to what, by which votes) and reverts. */
export class HistoryService {
  constructor(
    private readonly deps: {
      history: SpotChangeRepository;
      proposals: ProposalRepository;
      proposalService: Pick<ProposalService, 'lists' | 'run'>;
      users: Pick<UserRepository, 'findById'>;
      tags: Pick<TagRepository, 'getOrCreate'>;
      /** Where a revert of a member's changes is written down. */
      audit: Pick<AuditTrail, 'write'>;
    },
  ) {}

  /** `GET /point/{id}/history`: the open proposals and the changes, newest first. */
  async ofSpot(spotId: number, viewer: PositionViewer | null): Promise<SpotHistoryAnswer> {
    const [rows, open, spot] = await Promise.all([
      this.deps.history.ofSpot(spotId),
      this.deps.proposalService.lists.openOfSpot(spotId, viewer),
      this.deps.proposals.spotPrivacy(spotId),
    ]);
    // The past positions of a sensitive place are as protected as its present one.
    const exact =
      !spot ||
      canSeeExactSpotPosition(viewer, {
        authorId: spot.user_id,
        sensitive: spot.sensitive_reason !== null,
      });
    const shown = (values: ChangeValues): ChangeValues =>
      exact || values.lat === undefined || values.lng === undefined
        ? values
        : { ...values, ...blurredPosition({ lat: values.lat, lng: values.lng }) };
    const details = rows.map((row) => parseDetail(row.detail));
    const proposalIds = details.flatMap((d) => (d.proposalId !== undefined ? [d.proposalId] : []));
    const proposals = new Map(
      (await this.deps.proposals.byIds(proposalIds)).map((p) => [p.id, p.rating]),
    );
    const userIds = [...new Set(rows.flatMap((row) => (row.user_id != null ? [row.user_id] : [])))];
    const users = new Map(
      (await Promise.all(userIds.map((id) => this.deps.users.findById(id)))).flatMap((user) =>
        user ? [[user.id, toUserRef(user.id, user.username, user.display_name, user.picture)]] : [],
      ),
    );
    const changes: HistoryEntry[] = rows.map((row, i) => {
      const detail = details[i]!;
      const rating = detail.proposalId !== undefined ? proposals.get(detail.proposalId) : undefined;
      return {
        id: row.id,
        kind: row.kind,
        user: row.user_id != null ? (users.get(row.user_id) ?? null) : null,
        created: new Date(row.created_at).toISOString(),
        before: shown(detail.before),
        after: shown(detail.after),
        proposal:
          detail.proposalId !== undefined && rating !== undefined
            ? { id: detail.proposalId, rating }
            : null,
        revertOf: detail.revertOf ?? null,
      };
    });
    return { open, changes };
  }

  /** Reverts an applied change (administrators only); the revert is a change of its own. */
  async revert(actor: CurrentUser | null, spotId: number, changeId: number): Promise<void> {
    const user = this.administrator(actor);
    const row = await this.deps.history.byId(changeId);
    if (!row || row.spot_id !== spotId) throw notFound('change');
    if (!REVERTIBLE.has(row.kind)) {
      throw badRequest('changeId', 'only new titles, moves and tag changes are reverted');
    }
    // The engine's transaction: a spot moved back gets its automatic tags back too.
    await this.deps.proposalService.run(async (trx, changed) => {
      if (!(await this.undo(trx, changed, user, row, row.id))) {
        throw badRequest('changeId', 'this change cannot be reverted');
      }
    });
  }

  /**
   * `POST /user/{id}/revertChanges` (administrators only): every new title, move and tag
   * change the member made since `since` is undone in one transaction. On each spot and for
   * each of the three, the member's latest changes in a row are undone together, back to the
   * value before the first of them; where someone else changed the same thing after the
   * member, the member's changes are left as they are. Each undo is a change of its own in
   * the spot's History, credited to the administrator.
   */
  async revertMemberSince(
    actor: CurrentUser | null,
    memberId: number,
    since: Date,
  ): Promise<RevertChangesAnswer> {
    const user = this.administrator(actor);
    if (!(await this.deps.users.findById(memberId))) throw notFound('user');
    const rows = await this.deps.history.onSpotsChangedBy(memberId, since.getTime(), [
      ...REVERTIBLE,
    ]);
    const { undone, skipped } = memberRuns(rows, memberId);
    const spots = new Set(undone.map((run) => run.oldest.spot_id));
    const answer = {
      reverted: undone.reduce((sum, run) => sum + run.count, 0),
      spots: spots.size,
      skipped,
    };
    await this.deps.proposalService.run(async (trx, changed) => {
      for (const run of undone) await this.undo(trx, changed, user, run.oldest, run.newest.id);
      await this.deps.audit.write(trx, user, {
        action: 'revert_changes',
        targetKind: 'member',
        targetId: memberId,
        targetUserId: memberId,
        reason: `Changes since ${since.toISOString()}: ${answer.reverted} undone on ${answer.spots} spots, ${answer.skipped} left as others changed them since.`,
      });
    });
    return answer;
  }

  private administrator(actor: CurrentUser | null): CurrentUser {
    const user = requireUser(actor);
    if (!canRevertChange(user)) {
      throw new HttpError(403, 'forbidden', 'Only administrators revert changes.');
    }
    return user;
  }

  /**
   * Sets the spot's title, position or tags back to what they were before `row`, recorded as
   * a revert of `revertOf`; false when the entry holds no value to go back to.
   */
  private async undo(
    trx: CommunityTransaction,
    changed: ReportChange,
    user: CurrentUser,
    row: SpotChangeRow,
    revertOf: number,
  ): Promise<boolean> {
    const spotId = row.spot_id;
    const { before } = parseDetail(row.detail);
    const spot = await this.deps.proposals.lockSpot(trx, spotId);
    if (!spot) throw notFound('spot');
    const base = { spotId, userId: user.id, revertOf };
    if (row.kind === 'renamed' && before.title !== undefined) {
      await spotWriter.renameSpot(trx, spotId, before.title, titleSlug(before.title));
      await changed({
        ...base,
        kind: 'renamed',
        before: { title: spot.title },
        after: { title: before.title },
      });
    } else if (row.kind === 'moved' && before.lat !== undefined && before.lng !== undefined) {
      await moveSpot(spotWriter, trx, changed, spot, { lat: before.lat, lng: before.lng }, base);
    } else if (row.kind === 'retagged' && before.tags !== undefined) {
      const current = await this.deps.proposals.tagsOf(trx, spotId);
      const live = current.filter((tag) => tag.status !== 'pending_add').map((t) => t.name);
      const wanted = new Set(before.tags.map((name) => name.toLowerCase()));
      for (const tag of current) {
        const keep = wanted.has(tag.name.toLowerCase());
        if (keep && tag.status === 'active') continue;
        // A request about a tag the revert settles is closed with it.
        const open = await this.deps.proposals.openForTag(trx, spotId, tag.tag_id);
        if (open) await this.deps.proposals.decide(trx, open.id, 'dropped');
        if (keep) await this.deps.proposals.setTagStatus(trx, spotId, tag.tag_id, 'active');
        else await this.deps.proposals.removeTag(trx, spotId, tag.tag_id);
      }
      const have = new Set(current.map((tag) => tag.name.toLowerCase()));
      for (const name of before.tags) {
        if (have.has(name.toLowerCase())) continue;
        const tagId = await this.deps.tags.getOrCreate(name, null, false, trx);
        await this.deps.proposals.addTag(trx, spotId, tagId, 'active', user.id);
      }
      await spotWriter.storeSpotWords(trx, spotId, { tags: before.tags });
      await changed({
        ...base,
        kind: 'retagged',
        before: { tags: live },
        after: { tags: before.tags },
      });
    } else {
      return false;
    }
    return true;
  }
}

/** A member's latest changes in a row of one kind on one spot. */
interface MemberRun {
  newest: SpotChangeRow;
  oldest: SpotChangeRow;
  count: number;
}

/**
 * From changes grouped by spot and newest first: for each spot and kind, the member's changes
 * at the top (none changed it after them), and how many of the member's changes lie under
 * someone else's.
 */
export function memberRuns(
  rows: readonly SpotChangeRow[],
  memberId: number,
): { undone: MemberRun[]; skipped: number } {
  const undone: MemberRun[] = [];
  let skipped = 0;
  const open = new Map<string, MemberRun | 'closed'>();
  for (const row of rows) {
    const key = `${row.spot_id}/${row.kind}`;
    const run = open.get(key);
    const mine = row.user_id === memberId;
    if (run === undefined) {
      if (!mine) {
        open.set(key, 'closed');
        continue;
      }
      const started = { newest: row, oldest: row, count: 1 };
      undone.push(started);
      open.set(key, started);
    } else if (run !== 'closed' && mine) {
      run.oldest = row;
      run.count++;
    } else {
      open.set(key, 'closed');
      if (mine) skipped++;
    }
  }
  return { undone, skipped };
}
