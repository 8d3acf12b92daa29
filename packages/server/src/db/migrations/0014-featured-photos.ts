import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/** The photos administrators feature in the home page's header, in the order they chose them. */
export const featuredPhotos: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('featured_photos')
      .addColumn('photo_id', 'integer', (c) =>
        c.primaryKey().references('photos.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('featured_photos').execute();
  },
};
