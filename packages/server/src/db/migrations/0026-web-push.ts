import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * Web push: each browser a member turned push on in (its push service's endpoint, which is
 * the subscription's name, and the keys its messages are encrypted to), the member's on/off
 * choice per kind of notification (stored once made; the defaults live in the code), and the
 * newest of each member's notifications that was pushed.
 */
export const webPush: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('push_subscriptions')
      .addColumn('endpoint', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('p256dh', 'text', (c) => c.notNull())
      .addColumn('auth', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('push_subscriptions_user')
      .on('push_subscriptions')
      .column('user_id')
      .execute();
    await db.schema
      .createTable('notification_push_choices')
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('notification_push_choices_pk', ['user_id', 'kind'])
      .execute();
    await db.schema
      .createTable('notification_push_state')
      .addColumn('user_id', 'integer', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('pushed_id', 'integer', (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('notification_push_state').execute();
    await db.schema.dropTable('notification_push_choices').execute();
    await db.schema.dropTable('push_subscriptions').execute();
  },
};
