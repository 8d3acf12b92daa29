import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * The ground elevation an elevation service gave for a spot: members adjust a spot's elevation
 * within ±300 m of this base. A row means the service was asked once and answered;
 * a null base means it had no data there (open sea), so it is not asked again.
 */
export const planning: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('elevation_lookups')
      .addColumn('spot_id', 'integer', (c) =>
        c.primaryKey().references('spots.id').onDelete('cascade'),
      )
      .addColumn('base_elev', 'double precision')
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('looked_up_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('elevation_lookups').execute();
  },
};
