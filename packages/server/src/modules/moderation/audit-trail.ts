import type { AuditAction, CurrentUser } from '@vantage/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { ModerationLogRepository } from './moderation-log.repository';

/** What an audit entry records besides its actor and time. */
export interface AuditFacts {
  action: AuditAction;
  targetKind: 'photo' | 'description' | 'guide' | 'reply' | 'gallery' | 'spot' | 'member';
  targetId: number;
  targetUserId: number | null;
  reason: string | null;
}

/** The audit log's one writer: every moderator's and administrator's action is an entry. */
export class AuditTrail {
  constructor(
    private readonly log: Pick<ModerationLogRepository, 'write' | 'member'>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Writes an audit entry in `db`'s transaction, with the actor's and the target member's
   * names as they are now (kept as text, so the entry outlives both).
   */
  async write(db: Kysely<DB>, actor: CurrentUser, facts: AuditFacts): Promise<void> {
    const target =
      facts.targetUserId !== null ? await this.log.member(facts.targetUserId, db) : undefined;
    await this.log.write(db, {
      actor_id: actor.id,
      actor_name: actor.displayName,
      action: facts.action,
      target_kind: facts.targetKind,
      target_id: facts.targetId,
      target_user_id: facts.targetUserId,
      target_user_name: target?.display_name ?? null,
      reason: facts.reason,
      created_at: this.now(),
    });
  }
}
