import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * The usernames members had before they chose another: a link to `/by/{old name}` (a profile or
 * a gallery shared before the change) still leads to the member, until someone else takes the
 * name. Stored lower-cased, as usernames are compared.
 */
export const formerUsernames: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('former_usernames')
      .addColumn('name_lower', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('former_usernames_user')
      .on('former_usernames')
      .column('user_id')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('former_usernames').execute();
  },
};
