import { deleteExpired } from '../../db/expiry';
import { SqlRepository } from '../../db/sql-repository';

/** What an e-mailed link (or the native app's one-time sign-in code) is for. */
export type EmailTokenPurpose = 'verify' | 'reset' | 'link-provider' | 'app-sign-in';

/** SQL for the tokens of e-mailed links; rows hold the token's hash, never the token. */
export class EmailTokenRepository extends SqlRepository {
  /** Stores a new token and drops the user's unused ones of the same purpose. */
  async replace(token: {
    userId: number;
    purpose: EmailTokenPurpose;
    tokenHash: string;
    email: string | null;
    expiresAt: number;
    now: number;
    /** JSON the link carries, e.g. the provider identity it links. */
    payload?: string;
  }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('email_tokens')
        .where('user_id', '=', token.userId)
        .where('purpose', '=', token.purpose)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .insertInto('email_tokens')
        .values({
          user_id: token.userId,
          purpose: token.purpose,
          token_hash: token.tokenHash,
          email: token.email,
          expires_at: token.expiresAt,
          payload: token.payload ?? null,
          created_at: token.now,
        })
        .execute();
    });
  }

  /**
   * Marks a live token used and answers whose it was, in one statement, so two requests
   * racing with the same link cannot both use it.
   */
  consume(tokenHash: string, purpose: EmailTokenPurpose, now: number) {
    return this.db
      .updateTable('email_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['user_id', 'email', 'payload'])
      .executeTakeFirst();
  }

  /** Removes the tokens of links that can no longer be used; answers how many. */
  deleteExpired(now: number): Promise<number> {
    return deleteExpired(this.db, 'email_tokens', now);
  }
}
