import {
  canSuspend,
  isAdmin,
  reportOutcomeOf,
  type CurrentUser,
  type DeleteAccountBody,
  type ModerationActionAnswer,
  type ModerationActionBody,
  type ReportTargetKind,
} from '@vantage/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import type { Notify } from '../../lib/notify';
import type { RequestInfo } from '../../lib/request-info';
import type { HeldKind, HeldPostRepository } from '../visibility/held-post.repository';
import type { LinkRightService } from './link-right.service';
import { requireModerator } from './moderation-queue.service';
import type { ModerationLogRepository } from './moderation-log.repository';
import type { ReportRepository } from './report.repository';
import type { SuspensionService } from './suspension.service';

/** Deleting a photo through the photos' own path (its files, its spot's numbers). */
export interface PhotoDeleter {
  delete(actor: CurrentUser | null, id: number): Promise<{ ok: true }>;
}

/** Deleting an account through the accounts' own path (what the member gave stays, credited to a deleted member). */
export interface AccountDeleter {
  delete(
    actor: CurrentUser | null,
    userId: number,
    body: DeleteAccountBody,
    info: RequestInfo,
  ): Promise<{ ok: true }>;
}

export interface ModerationActionDeps {
  reports: ReportRepository;
  log: ModerationLogRepository;
  suspensions: SuspensionService;
  photos: PhotoDeleter;
  accounts: AccountDeleter;
  held: HeldPostRepository;
  linkRights: Pick<LinkRightService, 'revoke'>;
  /** Tells the reporters how their reports ended, and others of a held reply approved. */
  notify: Notify;
  /** Told when an item was hidden, shown again or deleted, so what holds it is made afresh. */
  itemShownChanged: (kind: ReportTargetKind, id: number) => Promise<void>;
  now?: () => number;
}

/** The kinds of items that can be held for review. */
const HELD_KINDS: ReadonlySet<ReportTargetKind> = new Set<HeldKind>([
  'description',
  'guide',
  'reply',
  'gallery',
  'photo',
]);

/**
 * A moderator's one-click actions on a reported or held item: dismiss the reports (the item
 * shows again), hide it, delete it, warn its author, or (administrators) suspend its author;
 * approve a held post (it is published) or remove it as spam (it stays hidden for good and its
 * author loses the right to post links, as when a spam report ends in hiding or deleting).
 * Each closes the item's open reports, so their reporters see how they ended, and is written
 * to the audit log.
 */
export class ModerationActionService {
  private readonly now: () => number;

  constructor(private readonly deps: ModerationActionDeps) {
    this.now = deps.now ?? Date.now;
  }

  async act(
    kind: ReportTargetKind,
    id: number,
    body: ModerationActionBody,
    actor: CurrentUser | null,
    info: RequestInfo,
  ): Promise<ModerationActionAnswer> {
    const moderator = requireModerator(actor);
    const { reports } = this.deps;
    const item = await reports.item(kind, id);
    const openCount = await reports.openCount(kind, id);
    if (!item && openCount === 0) throw notFound(kind);
    const authorId = kind === 'member' ? id : (item?.authorId ?? null);
    const reason = body.reason ?? null;
    const facts = { targetKind: kind, targetId: id, targetUserId: authorId };
    const now = this.now();
    let closed: number[] = [];
    switch (body.action) {
      case 'dismiss':
        await reports.transaction(async (trx) => {
          closed = await this.closeReports(trx, kind, id, body.action, moderator, now);
          await reports.unhide(trx, kind, id);
          await this.deps.suspensions.audit(trx, moderator, {
            ...facts,
            action: 'dismiss',
            reason,
          });
        });
        break;
      case 'hide':
        if (!item) throw notFound(kind);
        await reports.transaction(async (trx) => {
          await this.revokeLinksAfterSpamReports(trx, moderator, kind, id, authorId, reason);
          await reports.hide(trx, kind, id, authorId, true, now);
          closed = await this.closeReports(trx, kind, id, body.action, moderator, now);
          await this.deps.suspensions.audit(trx, moderator, { ...facts, action: 'hide', reason });
        });
        break;
      case 'delete': {
        if (!item) throw notFound(kind);
        const spamReported = (await reports.openReasons(kind, id)).includes('spam');
        await this.delete(kind, id, moderator, info);
        await reports.transaction(async (trx) => {
          if (spamReported && authorId !== null && kind !== 'member') {
            await this.deps.linkRights.revoke(trx, moderator, authorId, reason ?? 'spam');
          }
          await reports.unhide(trx, kind, id);
          closed = await this.closeReports(trx, kind, id, body.action, moderator, now);
          await this.deps.suspensions.audit(trx, moderator, { ...facts, action: 'delete', reason });
        });
        break;
      }
      case 'approve':
        if (!item || !HELD_KINDS.has(kind)) throw notFound(kind);
        await reports.transaction(async (trx) => {
          if (!(await this.deps.held.release(trx, kind as HeldKind, id))) {
            throw new HttpError(409, 'conflict', `This ${kind} is not held for review.`);
          }
          closed = await this.closeReports(trx, kind, id, body.action, moderator, now);
          // A held reply told nobody; published now, it tells whom a reply tells.
          if (kind === 'reply') {
            await this.deps.notify.notify({ type: 'guideReplied', replyId: id }, trx);
          }
          await this.deps.suspensions.audit(trx, moderator, {
            ...facts,
            action: 'approve_held',
            reason,
          });
        });
        break;
      case 'remove_spam':
        if (!item) throw notFound(kind);
        if (kind === 'member') {
          throw badRequest('action', 'a member is not removed as spam; suspend them instead');
        }
        await reports.transaction(async (trx) => {
          const wasHeld = HELD_KINDS.has(kind)
            ? await this.deps.held.removeHeld(trx, kind as HeldKind, id)
            : false;
          if (!wasHeld) await reports.hide(trx, kind, id, authorId, true, now);
          closed = await this.closeReports(trx, kind, id, body.action, moderator, now);
          await this.deps.suspensions.audit(trx, moderator, {
            ...facts,
            action: 'remove_spam',
            reason,
          });
          if (authorId !== null) {
            await this.deps.linkRights.revoke(trx, moderator, authorId, reason ?? 'spam');
          }
        });
        break;
      case 'warn': {
        const message = body.message!;
        if (authorId === null) throw badRequest('action', 'this item has no author to warn');
        await reports.transaction(async (trx) => {
          await this.deps.log.warn(trx, authorId, message, now);
          closed = await this.closeReports(trx, kind, id, body.action, moderator, now);
          await this.deps.suspensions.audit(trx, moderator, {
            ...facts,
            action: 'warn',
            reason: reason ?? message,
          });
        });
        break;
      }
      case 'suspend':
        if (!canSuspend(moderator)) {
          throw new HttpError(403, 'forbidden', 'Only administrators suspend members.');
        }
        if (authorId === null) throw badRequest('action', 'this item has no author to suspend');
        await reports.transaction(async (trx) => {
          await this.deps.suspensions.suspend(
            moderator,
            authorId,
            { days: body.days ?? null, reason: body.reason! },
            trx,
          );
          closed = await this.closeReports(trx, kind, id, body.action, moderator, now);
        });
        break;
    }
    await this.deps.itemShownChanged(kind, id);
    return { ok: true, closedReports: closed.length };
  }

  /**
   * Closes the item's open reports (dismissed, or acted on) and tells their reporters how they
   * ended, in the action's transaction; answers the closed reports' ids.
   */
  private async closeReports(
    trx: Kysely<DB>,
    kind: ReportTargetKind,
    id: number,
    action: ModerationActionBody['action'],
    moderator: CurrentUser,
    now: number,
  ): Promise<number[]> {
    const status = action === 'dismiss' || action === 'approve' ? 'dismissed' : 'acted';
    const closed = await this.deps.reports.close(trx, kind, id, status, now);
    if (closed.length > 0) {
      await this.deps.notify.notify(
        {
          type: 'reportsDecided',
          reportIds: closed,
          outcome: reportOutcomeOf(action),
          actorId: moderator.id,
        },
        trx,
      );
    }
    return closed;
  }

  /** An item hidden after spam reports costs its author the right to post links. */
  private async revokeLinksAfterSpamReports(
    trx: Parameters<ReportRepository['close']>[0],
    moderator: CurrentUser,
    kind: ReportTargetKind,
    id: number,
    authorId: number | null,
    reason: string | null,
  ): Promise<void> {
    if (authorId === null || kind === 'member') return;
    if (!(await this.deps.reports.openReasons(kind, id, trx)).includes('spam')) return;
    await this.deps.linkRights.revoke(trx, moderator, authorId, reason ?? 'spam');
  }

  /** Deletes a photo or an account through its own path; other items are hidden instead. */
  private async delete(
    kind: ReportTargetKind,
    id: number,
    moderator: CurrentUser,
    info: RequestInfo,
  ): Promise<void> {
    if ((kind === 'photo' || kind === 'member') && !isAdmin(moderator)) {
      throw new HttpError(
        403,
        'forbidden',
        `Only administrators delete a ${kind}; hide it instead.`,
      );
    }
    if (kind === 'photo') {
      await this.deps.photos.delete(moderator, id);
      return;
    }
    if (kind === 'member') {
      const member = await this.deps.log.member(id);
      if (!member) throw notFound('member');
      await this.deps.accounts.delete(
        moderator,
        id,
        { confirm: member.username ?? member.display_name },
        info,
      );
      return;
    }
    throw badRequest(
      'action',
      `a ${kind} is not deleted from the queue (its author keeps it); hide it instead`,
    );
  }
}
