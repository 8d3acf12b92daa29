import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../database';

type AnyDb = Kysely<unknown>;

/**
 * Galleries become private or public (public by default, shareable), and are listed per
 * owner newest first; a guide keeps its article as structured JSON beside the HTML rendered
 * from it, and the location hierarchy it was written under; the curated Popular Locations.
 */
export function galleriesGuides(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('spot_lists')
        .addColumn('is_public', 'smallint', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('spot_lists_user_updated')
        .on('spot_lists')
        .columns(['user_id', 'updated_at'])
        .execute();
      await db.schema
        .createIndex('spot_list_photos_photo')
        .on('spot_list_photos')
        .column('photo_id')
        .execute();
      await db.schema
        .createIndex('spot_list_spots_spot')
        .on('spot_list_spots')
        .column('spot_id')
        .execute();
      await db.schema
        .alterTable('guides')
        .addColumn('doc', 'text', (c) => c.notNull().defaultTo('{"type":"doc","content":[]}'))
        .execute();
      await db.schema
        .alterTable('guides')
        .addColumn('loc_hier', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      const table = db.schema.createTable('popular_locations');
      await (
        engine === 'postgres'
          ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('tag_id', 'integer', (c) =>
          c.notNull().unique().references('tags.id').onDelete('cascade'),
        )
        .addColumn('photo_id', 'integer', (c) => c.references('photos.id').onDelete('set null'))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('popular_locations').execute();
      await db.schema.alterTable('guides').dropColumn('loc_hier').execute();
      await db.schema.alterTable('guides').dropColumn('doc').execute();
      await db.schema.dropIndex('spot_list_spots_spot').execute();
      await db.schema.dropIndex('spot_list_photos_photo').execute();
      await db.schema.dropIndex('spot_lists_user_updated').execute();
      await db.schema.alterTable('spot_lists').dropColumn('is_public').execute();
    },
  };
}
