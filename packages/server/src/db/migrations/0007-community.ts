import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';

type AnyDb = Kysely<unknown>;

/**
 * The community's proposals and reputation: proposals name the tag they add or delete; one
 * open proposal per spot and kind (and tag) is enforced by partial unique indexes, so racing
 * requests cannot open two; open proposals are listed oldest first for review; every change
 * of a member's impact is a row of the impact ledger (daily caps are counted from it).
 */
export function community(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('proposals')
        .addColumn('tag_id', 'integer', (c) => c.references('tags.id').onDelete('cascade'))
        .execute();
      await sql`CREATE UNIQUE INDEX proposals_open_spot_kind ON proposals (spot_id, kind) WHERE status = 'pending' AND kind IN ('title', 'location')`.execute(
        db,
      );
      await sql`CREATE UNIQUE INDEX proposals_open_spot_tag ON proposals (spot_id, tag_id) WHERE status = 'pending' AND tag_id IS NOT NULL`.execute(
        db,
      );
      await db.schema
        .createIndex('proposals_status_created')
        .on('proposals')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema
        .createIndex('proposals_user')
        .on('proposals')
        .columns(['user_id', 'created_at'])
        .execute();

      const table = db.schema.createTable('impact_events');
      await (
        engine === 'postgres'
          ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('points', 'integer', (c) => c.notNull())
        .addColumn('ref_type', 'text')
        .addColumn('ref_id', 'integer')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('impact_events_user_created')
        .on('impact_events')
        .columns(['user_id', 'created_at'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('impact_events').execute();
      await db.schema.dropIndex('proposals_user').execute();
      await db.schema.dropIndex('proposals_status_created').execute();
      await db.schema.dropIndex('proposals_open_spot_tag').execute();
      await db.schema.dropIndex('proposals_open_spot_kind').execute();
      await db.schema.alterTable('proposals').dropColumn('tag_id').execute();
    },
  };
}
