import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, SpotChangeKind, SpotChangeRow, SpotChangesTable } from '../../db/types';
import { committing } from '../../db/after-commit';
import { SqlRepository } from '../../db/sql-repository';

/** SQL for the history of spots. */
export class SpotChangeRepository extends SqlRepository {
  /** Runs `work` in one transaction. */
  transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return committing(this.db, work);
  }

  /** Adds an entry to a spot's history; `db` is the transaction the change is made in. */
  async insert(change: Insertable<SpotChangesTable>, db: Kysely<DB> = this.db): Promise<void> {
    await db.insertInto('spot_changes').values(change).execute();
  }

  /** One entry of the history. */
  byId(id: number, db: Kysely<DB> = this.db): Promise<SpotChangeRow | undefined> {
    return db.selectFrom('spot_changes').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * The changes of `kinds` since `since` (epoch ms) on every spot the member made one of them
   * on, by anyone, grouped by spot and newest first within it.
   */
  onSpotsChangedBy(
    userId: number,
    since: number,
    kinds: readonly SpotChangeKind[],
  ): Promise<SpotChangeRow[]> {
    return this.db
      .selectFrom('spot_changes')
      .selectAll()
      .where('kind', 'in', kinds)
      .where('created_at', '>=', since)
      .where('spot_id', 'in', (query) =>
        query
          .selectFrom('spot_changes')
          .select('spot_id')
          .where('user_id', '=', userId)
          .where('created_at', '>=', since)
          .where('kind', 'in', kinds),
      )
      .orderBy('spot_id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** A spot's history, newest first. */
  ofSpot(spotId: number, limit = 100): Promise<SpotChangeRow[]> {
    return this.db
      .selectFrom('spot_changes')
      .selectAll()
      .where('spot_id', '=', spotId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
