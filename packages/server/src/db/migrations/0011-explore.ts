import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/** Most Photographed pages through spots by photo count, so that order has an index. */
export const explore: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createIndex('spots_photo_count')
      .on('spots')
      .columns(['photo_count', 'id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('spots_photo_count').execute();
  },
};
