import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * Running the site: whether a photo's owner published where it was taken (hidden by
 * default), and the leases of scheduled jobs, so that one process at a time runs each when
 * several serve the same database.
 */
export const operations: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('photos')
      .addColumn('position_public', 'smallint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('job_leases')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('holder', 'text')
      .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('last_run_at', 'bigint')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('job_leases').execute();
    await db.schema.alterTable('photos').dropColumn('position_public').execute();
  },
};
