import { tooManyRequests } from '../../lib/errors';
import { RateLimiter, type RateLimitRule, type RateLimitStore } from '../../lib/rate-limit';

const MINUTE = 60_000;

/** The limits on sign-in failures and on requests that send mail. */
export const AUTH_LIMITS = {
  signInPerAccount: { name: 'signin-account', limit: 5, windowMs: 15 * MINUTE },
  signInPerClient: { name: 'signin-client', limit: 20, windowMs: 15 * MINUTE },
  mailPerAddress: { name: 'mail-address', limit: 3, windowMs: 60 * MINUTE },
  mailPerClient: { name: 'mail-client', limit: 10, windowMs: 60 * MINUTE },
  oauthStartPerClient: { name: 'oauth-start-client', limit: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

function wait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}

/**
 * Throttles guessing passwords (per account and per client address) and requests that send
 * mail (per address and per client), whether or not the e-mail belongs to an account, so the
 * limits themselves reveal nothing.
 */
export class AuthThrottle {
  private readonly signInAccount: RateLimiter;
  private readonly signInClient: RateLimiter;
  private readonly mailAddress: RateLimiter;
  private readonly mailClient: RateLimiter;
  private readonly oauthStartClient: RateLimiter;

  constructor(store: RateLimitStore) {
    this.signInAccount = new RateLimiter(store, AUTH_LIMITS.signInPerAccount);
    this.signInClient = new RateLimiter(store, AUTH_LIMITS.signInPerClient);
    this.mailAddress = new RateLimiter(store, AUTH_LIMITS.mailPerAddress);
    this.mailClient = new RateLimiter(store, AUTH_LIMITS.mailPerClient);
    this.oauthStartClient = new RateLimiter(store, AUTH_LIMITS.oauthStartPerClient);
  }

  /**
   * Counts a sign-in attempt against the account and the client; 429 once either has had
   * too many. A successful attempt is taken back by {@link signInSucceeded}.
   */
  async signInAttempt(account: string, client: string): Promise<void> {
    const seconds = Math.max(
      await this.signInAccount.hit(account),
      await this.signInClient.hit(client),
    );
    if (seconds > 0) {
      throw tooManyRequests(
        `Too many failed sign-in attempts. Please wait ${wait(seconds)} and try again.`,
        seconds,
      );
    }
  }

  /** The right password: the account's failures are forgotten, the client's attempt undone. */
  async signInSucceeded(account: string, client: string): Promise<void> {
    await this.signInAccount.reset(account);
    await this.signInClient.undo(client);
  }

  /** A reset proved the owner: the account's failures no longer count against it. */
  forgetFailures(account: string): Promise<void> {
    return this.signInAccount.reset(account);
  }

  /** Counts a request that sends mail to `address`; 429 once either limit is passed. */
  async mailRequested(address: string, client: string): Promise<void> {
    const seconds = Math.max(
      await this.mailAddress.hit(address),
      await this.mailClient.hit(client),
    );
    if (seconds > 0) {
      throw tooManyRequests(
        `Too many e-mails were requested. Please wait ${wait(seconds)} and try again.`,
        seconds,
      );
    }
  }

  /** Counts a started provider sign-in, each of which stores a pending state until it expires. */
  async oauthStarted(client: string): Promise<void> {
    await this.oauthStartClient.enforce(
      client,
      (seconds) => `Too many sign-ins were started. Please wait ${wait(seconds)} and try again.`,
    );
  }
}
