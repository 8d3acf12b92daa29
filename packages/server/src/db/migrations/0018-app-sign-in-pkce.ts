import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * The native app's PKCE challenge (S256) on a pending provider sign-in: the one-time code its
 * return link carries can only be redeemed with the verifier the app kept, so another app that
 * intercepts the link gets nothing.
 */
export const appSignInPkce: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('oauth_states').addColumn('app_code_challenge', 'text').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('oauth_states').dropColumn('app_code_challenge').execute();
  },
};
