import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * How members are mailed of their notifications. A choice per member and kind is stored only
 * once the member made it (the defaults live in the code). One row per member remembers when
 * the last "as it happens" mail went and when one held back is due, and where each digest
 * ended, so a digest lists only what came since.
 */
export const notificationMail: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('notification_mail_choices')
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('choice', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('notification_mail_choices_pk', ['user_id', 'kind'])
      .execute();
    await db.schema
      .createTable('notification_mail_state')
      .addColumn('user_id', 'integer', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('instant_sent_at', 'bigint')
      .addColumn('instant_due_at', 'bigint')
      .addColumn('daily_until', 'bigint')
      .addColumn('weekly_until', 'bigint')
      .execute();
    await db.schema
      .createIndex('notification_mail_state_instant_due')
      .on('notification_mail_state')
      .column('instant_due_at')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('notification_mail_state').execute();
    await db.schema.dropTable('notification_mail_choices').execute();
  },
};
