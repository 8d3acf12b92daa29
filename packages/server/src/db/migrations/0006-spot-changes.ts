import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../database';

type AnyDb = Kysely<unknown>;

/**
 * The history of each spot: every creation, move, new title, new tags and new cover photo,
 * who made it (null: the site itself) and when, with the values before and after as JSON.
 * A spot's history is read newest first, so it is indexed by spot and time.
 */
export function spotChanges(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      const table = db.schema.createTable('spot_changes');
      await (
        engine === 'postgres'
          ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('spot_id', 'integer', (c) =>
          c.notNull().references('spots.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await db.schema
        .createIndex('spot_changes_spot_created')
        .on('spot_changes')
        .columns(['spot_id', 'created_at'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('spot_changes').execute();
    },
  };
}
