import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';

type AnyDb = Kysely<unknown>;

/**
 * Reports, moderation and suspensions. A report names its item by kind and id and its author
 * by id (no foreign key: the item may go, the report stays for its reporter); one open report
 * per reporter and item. Hidden items are listed apart, so each kind's table stays as it was.
 * The audit log keeps its members' names as text and no foreign key, so it outlives them.
 * A member's suspension lives on their row: its reason while it holds, its end (null: for
 * good), and when the latest began, so sessions begun before it stay ended.
 */
export function moderation(engine: Engine): Migration {
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    engine === 'postgres'
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('users').addColumn('suspension_reason', 'text').execute();
      await db.schema.alterTable('users').addColumn('suspended_until', 'bigint').execute();
      await db.schema.alterTable('users').addColumn('suspended_at', 'bigint').execute();

      await withId(db.schema.createTable('reports'))
        .addColumn('target_kind', 'text', (c) => c.notNull())
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('target_user_id', 'integer')
        .addColumn('target_title', 'text', (c) => c.notNull())
        .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('decided_at', 'bigint')
        .execute();
      await sql`CREATE UNIQUE INDEX reports_open_once ON reports (reporter_id, target_kind, target_id) WHERE status = 'open'`.execute(
        db,
      );
      await sql`CREATE INDEX reports_target ON reports (target_kind, target_id, status)`.execute(
        db,
      );
      await sql`CREATE INDEX reports_status_created ON reports (status, created_at)`.execute(db);
      await sql`CREATE INDEX reports_target_user ON reports (target_user_id)`.execute(db);

      await db.schema
        .createTable('hidden_items')
        .addColumn('target_kind', 'text', (c) => c.notNull())
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('author_id', 'integer')
        .addColumn('hidden_at', 'bigint', (c) => c.notNull())
        .addColumn('by_moderator', 'smallint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('hidden_items_pk', ['target_kind', 'target_id'])
        .execute();

      await withId(db.schema.createTable('moderation_log'))
        .addColumn('actor_id', 'integer')
        .addColumn('actor_name', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_kind', 'text', (c) => c.notNull())
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('target_user_id', 'integer')
        .addColumn('target_user_name', 'text')
        .addColumn('reason', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await sql`CREATE INDEX moderation_log_target_user ON moderation_log (target_user_id, created_at)`.execute(
        db,
      );

      await withId(db.schema.createTable('warnings'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('seen_at', 'bigint')
        .execute();
      await sql`CREATE INDEX warnings_user ON warnings (user_id, seen_at)`.execute(db);
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('warnings').execute();
      await db.schema.dropTable('moderation_log').execute();
      await db.schema.dropTable('hidden_items').execute();
      await db.schema.dropTable('reports').execute();
      await db.schema.alterTable('users').dropColumn('suspended_at').execute();
      await db.schema.alterTable('users').dropColumn('suspended_until').execute();
      await db.schema.alterTable('users').dropColumn('suspension_reason').execute();
    },
  };
}
