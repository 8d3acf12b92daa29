import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * Flickr import: a member's connected Flickr account (OAuth 1.0a access token) and the request
 * tokens of connections under way, kept until Flickr sends the member back. Also when each
 * import decision was taken, so skipped photos come back in the order they were skipped.
 */
export const flickr: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('flickr_accounts')
      .addColumn('user_id', 'integer', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('nsid', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('token_secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('flickr_request_tokens')
      .addColumn('token', 'text', (c) => c.primaryKey())
      .addColumn('token_secret', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.alterTable('flickr_imports').addColumn('taken_at', 'bigint').execute();
    await db.schema.alterTable('flickr_imports').addColumn('decided_at', 'bigint').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('flickr_imports').dropColumn('decided_at').execute();
    await db.schema.alterTable('flickr_imports').dropColumn('taken_at').execute();
    await db.schema.dropTable('flickr_request_tokens').execute();
    await db.schema.dropTable('flickr_accounts').execute();
  },
};
