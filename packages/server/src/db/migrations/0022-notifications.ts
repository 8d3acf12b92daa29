import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../database';

type AnyDb = Kysely<unknown>;

/**
 * Members' notifications and what they follow. A notification gathers several events about
 * one thing (`subject`, e.g. `photo:12`) while it is unread, counting them; it keeps the name
 * of the thing and its link as they were, so it reads the same after a rename. Follows are
 * one row per member and spot, tag or member, found from the followed thing's side when it
 * changes.
 */
export function notifications(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      const table = db.schema.createTable('notifications');
      await (
        engine === 'postgres'
          ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('detail', 'text')
        .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('read_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('notifications_user_id')
        .on('notifications')
        .columns(['user_id', 'id'])
        .execute();
      await db.schema
        .createIndex('notifications_user_subject')
        .on('notifications')
        .columns(['user_id', 'subject', 'kind'])
        .execute();
      await db.schema
        .createIndex('notifications_actor')
        .on('notifications')
        .column('actor_id')
        .execute();

      await db.schema
        .createTable('follows')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('follows_pk', ['user_id', 'target_type', 'target_id'])
        .execute();
      await db.schema
        .createIndex('follows_target')
        .on('follows')
        .columns(['target_type', 'target_id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('follows').execute();
      await db.schema.dropTable('notifications').execute();
    },
  };
}
