import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../db/types';
import { deleteExpired } from '../../db/expiry';
import { SqlRepository } from '../../db/sql-repository';

/** A pending provider sign-in as stored. */
export type OAuthStateRow = Selectable<DB['oauth_states']>;

/** SQL for pending provider sign-ins; rows are keyed by the state's hash, never the state. */
export class OAuthStateRepository extends SqlRepository {
  async insert(row: Insertable<DB['oauth_states']>): Promise<void> {
    await this.db.insertInto('oauth_states').values(row).execute();
  }

  /**
   * Removes the state and answers it, in one statement, so a state is used once even when
   * two callbacks race with it. Expired rows are answered too; the caller refuses them.
   */
  consume(stateHash: string): Promise<OAuthStateRow | undefined> {
    return this.db
      .deleteFrom('oauth_states')
      .where('state_hash', '=', stateHash)
      .returningAll()
      .executeTakeFirst();
  }

  /** Forgets sign-ins that were started and never finished. */
  deleteExpired(now: number): Promise<number> {
    return deleteExpired(this.db, 'oauth_states', now);
  }
}
