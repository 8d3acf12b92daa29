import { SqlRepository } from '../../db/sql-repository';

/** SQL for the leases of scheduled jobs: which process runs a job, and until when. */
export class JobLeaseRepository extends SqlRepository {
  /**
   * Takes the lease of job `name` for `holder` until `now + leaseMs` when nobody holds it
   * past `now`. One conditional UPDATE, so of several processes asking at once exactly one
   * gets it (PostgreSQL re-checks the condition after the row lock; SQLite has one writer).
   */
  async acquire(name: string, holder: string, now: number, leaseMs: number): Promise<boolean> {
    await this.db
      .insertInto('job_leases')
      .values({ name, holder: null, locked_until: 0, last_run_at: null })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const result = await this.db
      .updateTable('job_leases')
      .set({ holder, locked_until: now + leaseMs, last_run_at: now })
      .where('name', '=', name)
      .where('locked_until', '<=', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
