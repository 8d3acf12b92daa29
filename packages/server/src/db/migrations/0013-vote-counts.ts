import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * A member's applied proposals are counted for their badges whenever their impact changes
 * (each decided proposal, each vote on their descriptions): by member and status, the count
 * reads the index alone instead of every proposal the member ever made.
 */
export const voteCounts: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createIndex('proposals_user_status')
      .on('proposals')
      .columns(['user_id', 'status'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('proposals_user_status').execute();
  },
};
