import type { Kysely, Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * Pending provider sign-ins (state, PKCE verifier, nonce) kept on the server rather than in a
 * cookie: Apple answers with a cross-site POST that carries no SameSite cookie, and the native
 * app finishes the flow from another client than the browser that started it. Also gives
 * e-mailed tokens a payload, for the provider identity a 'link-provider' link confirms.
 */
export const oauthStates: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('oauth_states')
      .addColumn('state_hash', 'text', (c) => c.primaryKey())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('code_verifier', 'text', (c) => c.notNull())
      .addColumn('nonce', 'text')
      .addColumn('redirect_uri', 'text', (c) => c.notNull())
      .addColumn('binding_hash', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('oauth_states_expires')
      .on('oauth_states')
      .column('expires_at')
      .execute();
    await db.schema.alterTable('email_tokens').addColumn('payload', 'text').execute();
  },
};
