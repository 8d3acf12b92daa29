import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * New members' first posts with links wait for review: a held item is a hidden item marked
 * held, so every place that keeps hidden items from others keeps held ones too. A member whose
 * posts were removed as spam loses the right to post links: when, on their row (null: allowed).
 */
export const heldPosts: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('hidden_items')
      .addColumn('held', 'smallint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('users').addColumn('links_revoked_at', 'bigint').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('users').dropColumn('links_revoked_at').execute();
    await db.schema.alterTable('hidden_items').dropColumn('held').execute();
  },
};
