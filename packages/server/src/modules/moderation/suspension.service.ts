import {
  canReadAuditLog,
  canSuspend,
  isSuspended,
  type AuditAction,
  type AuditLog,
  type AuditLogQuery,
  type CurrentUser,
  type SuspendBody,
  type SuspensionAnswer,
  type WarningsAnswer,
} from '@vantage/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { HttpError, notFound } from '../../lib/errors';
import { requireUser } from '../../lib/permissions';
import { AuditTrail, type AuditFacts } from './audit-trail';
import type { ModerationLogRepository } from './moderation-log.repository';

const DAY_MS = 86_400_000;
/** Entries of the audit log answered when the request names no limit. */
const AUDIT_PAGE_DEFAULT = 50;

export interface SuspensionServiceDeps {
  log: ModerationLogRepository;
  /** Told when a member's standing changed, so pages showing them are made afresh. */
  shownContentChanged: () => void;
  now?: () => number;
}

/**
 * Suspensions (administrators suspend a member for some days or for good, and lift it), the
 * audit log every moderator's action is written to, and the warnings members are shown once.
 */
export class SuspensionService {
  private readonly now: () => number;

  private readonly trail: AuditTrail;

  constructor(private readonly deps: SuspensionServiceDeps) {
    this.now = deps.now ?? Date.now;
    this.trail = new AuditTrail(deps.log, this.now);
  }

  /** Writes an audit entry in `db`'s transaction (see {@link AuditTrail.write}). */
  audit(db: Kysely<DB>, actor: CurrentUser, facts: AuditFacts): Promise<void> {
    return this.trail.write(db, actor, facts);
  }

  /** A member's suspension now, as administrators see it. */
  async get(actor: CurrentUser | null, userId: number): Promise<SuspensionAnswer> {
    this.requireAdmin(actor);
    const row = await this.deps.log.member(userId);
    if (!row) throw notFound('user');
    return this.answer(row.suspension_reason, row.suspended_until);
  }

  /** Suspends a member: they cannot sign in or act until it ends; their sessions end. */
  async suspend(
    actor: CurrentUser | null,
    userId: number,
    body: SuspendBody,
    db?: Kysely<DB>,
  ): Promise<SuspensionAnswer> {
    const admin = this.requireAdmin(actor);
    if (userId === admin.id) throw new HttpError(403, 'forbidden', 'You cannot suspend yourself.');
    const now = this.now();
    const until = body.days === null ? null : now + body.days * DAY_MS;
    const work = async (trx: Kysely<DB>) => {
      const row = await this.deps.log.member(userId, trx);
      if (!row) throw notFound('user');
      if (row.admin === 1) {
        throw new HttpError(403, 'forbidden', 'An administrator cannot be suspended.');
      }
      await this.deps.log.setSuspension(trx, userId, { reason: body.reason, until, now });
      await this.audit(trx, admin, {
        action: 'suspend',
        targetKind: 'member',
        targetId: userId,
        targetUserId: userId,
        reason: `${body.reason} (${body.days === null ? 'for good' : `${body.days} days`})`,
      });
    };
    await (db ? work(db) : this.deps.log.transaction(work));
    this.deps.shownContentChanged();
    return this.answer(body.reason, until);
  }

  /** Lifts a member's suspension (an audited action); 409 when they are not suspended. */
  async lift(
    actor: CurrentUser | null,
    userId: number,
    reason: string | undefined,
  ): Promise<SuspensionAnswer> {
    const admin = this.requireAdmin(actor);
    await this.deps.log.transaction(async (trx) => {
      const row = await this.deps.log.member(userId, trx);
      if (!row) throw notFound('user');
      const record = { reason: row.suspension_reason, untilMs: row.suspended_until };
      if (!isSuspended(record, this.now())) {
        throw new HttpError(409, 'not_suspended', 'This member is not suspended.');
      }
      await this.deps.log.setSuspension(trx, userId, null);
      await this.audit(trx, admin, {
        action: 'unsuspend',
        targetKind: 'member',
        targetId: userId,
        targetUserId: userId,
        reason: reason ?? null,
      });
    });
    return this.answer(null, null);
  }

  /** The audit log, newest first: administrators only. */
  async auditLog(actor: CurrentUser | null, query: AuditLogQuery): Promise<AuditLog> {
    const user = requireUser(actor);
    if (!canReadAuditLog(user)) {
      throw new HttpError(403, 'forbidden', 'Only administrators read the audit log.');
    }
    const rows = await this.deps.log.entries(query.limit ?? AUDIT_PAGE_DEFAULT, query.before);
    return {
      entries: rows.map((row) => ({
        id: row.id,
        actorId: row.actor_id,
        actorName: row.actor_name,
        action: row.action as AuditAction,
        targetKind: row.target_kind,
        targetId: row.target_id,
        targetUserId: row.target_user_id,
        targetUserName: row.target_user_name,
        reason: row.reason,
        createdAt: row.created_at,
      })),
    };
  }

  /** The signed-in member's warnings not yet seen. */
  async warnings(actor: CurrentUser | null): Promise<WarningsAnswer> {
    const user = requireUser(actor);
    const rows = await this.deps.log.unseenWarnings(user.id);
    return {
      warnings: rows.map((row) => ({
        id: row.id,
        message: row.message,
        createdAt: row.created_at,
      })),
    };
  }

  /** The member saw a warning: it is not shown again. */
  async warningSeen(actor: CurrentUser | null, id: number): Promise<{ ok: true }> {
    const user = requireUser(actor);
    if (!(await this.deps.log.markSeen(user.id, id, this.now()))) throw notFound('warning');
    return { ok: true };
  }

  private requireAdmin(actor: CurrentUser | null): CurrentUser {
    const user = requireUser(actor);
    if (!canSuspend(user)) {
      throw new HttpError(403, 'forbidden', 'Only administrators suspend members.');
    }
    return user;
  }

  private answer(reason: string | null, until: number | null): SuspensionAnswer {
    const suspended = isSuspended({ reason, untilMs: until }, this.now());
    return {
      suspended,
      until: suspended ? until : null,
      reason: suspended ? reason : null,
    };
  }
}
