import type { Insertable } from 'kysely';
import type { DB, UserRow } from '../../db/types';
import { deleteExpired } from '../../db/expiry';
import { SqlRepository } from '../../db/sql-repository';

/** A live session with its user's row. */
export type SessionWithUser = UserRow & {
  last_seen_at: number;
  expires_at: number;
  session_created_at: number;
};

/** SQL for sessions; rows are keyed by the token's hash, never the token. */
export class SessionRepository extends SqlRepository {
  async insert(session: Insertable<DB['sessions']>): Promise<void> {
    await this.db.insertInto('sessions').values(session).execute();
  }

  /** The session's user when the session exists and has not expired. */
  findLive(tokenHash: string, now: number): Promise<SessionWithUser | undefined> {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select([
        'sessions.last_seen_at',
        'sessions.expires_at',
        'sessions.created_at as session_created_at',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', now)
      .executeTakeFirst();
  }

  /** A member's suspension as stored; undefined for an unknown member. */
  suspensionOf(userId: number) {
    return this.db
      .selectFrom('users')
      .select(['suspension_reason', 'suspended_until'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  async touch(tokenHash: string, now: number, expiresAt: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: now, expires_at: expiresAt })
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  async delete(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  }

  /** Ends every session of a user, or every one but `keepHash`. */
  async deleteForUser(userId: number, keepHash?: string): Promise<void> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepHash) query = query.where('token_hash', '!=', keepHash);
    await query.execute();
  }

  /** Removes every expired session; answers how many. */
  deleteExpired(now: number): Promise<number> {
    return deleteExpired(this.db, 'sessions', now);
  }

  async deleteExpiredForUser(userId: number, now: number): Promise<void> {
    await this.db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('expires_at', '<=', now)
      .execute();
  }
}
