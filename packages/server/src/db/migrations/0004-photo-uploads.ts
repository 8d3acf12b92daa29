import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * Photo uploads: on the new-photo page a file is uploaded first and named by an
 * opaque image id; the photo row is made when the form is submitted with that id. Also marks
 * equirectangular 360° photos, which the 360 view shows before any other source.
 */
export const photoUploads: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('photo_uploads')
      .addColumn('token', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('media_key', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('pano', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('exif', 'text')
      .addColumn('lat', 'double precision')
      .addColumn('lng', 'double precision')
      .addColumn('taken_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('photo_uploads_created')
      .on('photo_uploads')
      .column('created_at')
      .execute();
    await db.schema
      .alterTable('photos')
      .addColumn('pano', 'smallint', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('photo_uploads').execute();
    await db.schema.alterTable('photos').dropColumn('pano').execute();
  },
};
