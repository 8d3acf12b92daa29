import type { Insertable, Kysely } from 'kysely';
import { committing } from '../../db/after-commit';
import type { DB } from '../../db/types';
import { SqlRepository } from '../../db/sql-repository';

/** SQL for the audit log, warnings and members' suspensions. */
export class ModerationLogRepository extends SqlRepository {
  /** One transaction; the notifications told inside it are handed on once it committed. */
  transaction<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
    return committing(this.db, work);
  }

  async write(db: Kysely<DB>, entry: Insertable<DB['moderation_log']>): Promise<void> {
    await db.insertInto('moderation_log').values(entry).execute();
  }

  /** The log, newest first; `before` an entry id to page back. */
  entries(limit: number, before?: number) {
    let query = this.db.selectFrom('moderation_log').selectAll();
    if (before !== undefined) query = query.where('id', '<', before);
    return query.orderBy('id', 'desc').limit(limit).execute();
  }

  /** The actions on members' work or accounts, newest first, at most `perMember` each. */
  async actionsOn(userIds: readonly number[], perMember: number) {
    const byMember = new Map<number, { action: string; created_at: number }[]>();
    if (userIds.length === 0) return byMember;
    const rows = await this.db
      .selectFrom('moderation_log')
      .select(['target_user_id', 'action', 'created_at'])
      .where('target_user_id', 'in', [...userIds])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    for (const row of rows) {
      if (row.target_user_id == null) continue;
      const list = byMember.get(row.target_user_id) ?? [];
      if (list.length < perMember) list.push(row);
      byMember.set(row.target_user_id, list);
    }
    return byMember;
  }

  /** A member's name and suspension. */
  member(userId: number, db: Kysely<DB> = this.db) {
    return db
      .selectFrom('users')
      .select([
        'id',
        'username',
        'display_name',
        'admin',
        'suspension_reason',
        'suspended_until',
        'suspended_at',
      ])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  /** Members' public names, by id. */
  members(userIds: readonly number[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('users')
      .select(['id', 'username', 'display_name', 'picture'])
      .where('id', 'in', [...new Set(userIds)])
      .execute();
  }

  /** Members' suspensions, by id. */
  suspensions(userIds: readonly number[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('users')
      .select(['id', 'suspension_reason', 'suspended_until'])
      .where('id', 'in', [...userIds])
      .execute();
  }

  /** Suspends a member (until null: for good) from `now`, or lifts it (reason null). */
  async setSuspension(
    db: Kysely<DB>,
    userId: number,
    suspension: { reason: string; until: number | null; now: number } | null,
  ): Promise<void> {
    await db
      .updateTable('users')
      .set(
        suspension
          ? {
              suspension_reason: suspension.reason,
              suspended_until: suspension.until,
              suspended_at: suspension.now,
              updated_at: suspension.now,
            }
          : { suspension_reason: null, suspended_until: null },
      )
      .where('id', '=', userId)
      .execute();
  }

  async warn(db: Kysely<DB>, userId: number, message: string, now: number): Promise<void> {
    await db.insertInto('warnings').values({ user_id: userId, message, created_at: now }).execute();
  }

  /** A member's warnings not yet seen, oldest first. */
  unseenWarnings(userId: number) {
    return this.db
      .selectFrom('warnings')
      .select(['id', 'message', 'created_at'])
      .where('user_id', '=', userId)
      .where('seen_at', 'is', null)
      .orderBy('id')
      .execute();
  }

  /** Marks a member's warning seen; answers whether it was theirs and unseen. */
  async markSeen(userId: number, id: number, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('warnings')
      .set({ seen_at: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('seen_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
