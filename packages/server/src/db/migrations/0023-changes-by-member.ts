import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * A member's changes of spots found by member and time: an administrator undoes everything a
 * member changed since a moment in one action.
 */
export const changesByMember: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createIndex('spot_changes_user_created')
      .on('spot_changes')
      .columns(['user_id', 'created_at'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('spot_changes_user_created').execute();
  },
};
