import { tooManyRequests } from '../../lib/errors';
import { RateLimiter, type RateLimitRule, type RateLimitStore } from '../../lib/rate-limit';

const MINUTE = 60_000;

/** The limits on sign-in failures and on requests that send mail. */
export const AUTH_LIMITS = {
  /** Failures of one account from one client, counted for the growing delays. */
  signInPerAccountAndClient: { name: 'signin-pair', limit: 5, windowMs: 60 * MINUTE },
  signInPerClient: { name: 'signin-client', limit: 20, windowMs: 15 * MINUTE },
  mailPerAddress: { name: 'mail-address', limit: 3, windowMs: 60 * MINUTE },
  mailPerClient: { name: 'mail-client', limit: 10, windowMs: 60 * MINUTE },
  oauthStartPerClient: { name: 'oauth-start-client', limit: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/**
 * Failed sign-ins free of delay for one account from one client; each later failure doubles
 * the wait before the next attempt from that client, from 1 second up to 15 minutes.
 */
export const SIGN_IN_FREE_FAILURES = 5;
const MAX_SIGN_IN_DELAY_MS = 15 * MINUTE;

/** The wait after the `failures`-th failure of an account from one client, in ms. */
export function signInDelayMs(failures: number): number {
  if (failures < SIGN_IN_FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - SIGN_IN_FREE_FAILURES), MAX_SIGN_IN_DELAY_MS);
}

function waitSeconds(seconds: number): string {
  if (seconds < 60) return seconds <= 1 ? 'a second' : `${seconds} seconds`;
  return wait(seconds);
}

function wait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}

/**
 * Throttles guessing passwords and requests that send mail (per address and per client),
 * whether or not the e-mail belongs to an account, so the limits themselves reveal nothing.
 * Guessing follows OWASP's advice: failures of an account from one client make that client
 * wait longer and longer, and each client has a limit of failures over all accounts; an
 * account is never locked, so an attacker cannot keep its owner out.
 */
export class AuthThrottle {
  private readonly signInPair: RateLimiter;
  private readonly signInClient: RateLimiter;
  private readonly mailAddress: RateLimiter;
  private readonly mailClient: RateLimiter;
  private readonly oauthStartClient: RateLimiter;

  constructor(private readonly store: RateLimitStore) {
    this.signInPair = new RateLimiter(store, AUTH_LIMITS.signInPerAccountAndClient);
    this.signInClient = new RateLimiter(store, AUTH_LIMITS.signInPerClient);
    this.mailAddress = new RateLimiter(store, AUTH_LIMITS.mailPerAddress);
    this.mailClient = new RateLimiter(store, AUTH_LIMITS.mailPerClient);
    this.oauthStartClient = new RateLimiter(store, AUTH_LIMITS.oauthStartPerClient);
  }

  /**
   * Checks a sign-in attempt: 429 while this client must still wait after failing on this
   * account, or once the client has failed too often over all accounts. The attempt counts
   * against the client before the password is checked; {@link signInSucceeded} takes it back.
   */
  async signInAttempt(account: string, client: string): Promise<void> {
    const waitMs = await this.store.blockedMs(pairKey(account, client));
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw tooManyRequests(
        `Too many failed sign-in attempts. Please wait ${waitSeconds(seconds)} and try again.`,
        seconds,
      );
    }
    const seconds = await this.signInClient.hit(client);
    if (seconds > 0) {
      throw tooManyRequests(
        `Too many failed sign-in attempts. Please wait ${wait(seconds)} and try again.`,
        seconds,
      );
    }
  }

  /** A wrong password: this client waits longer before its next try on this account. */
  async signInFailed(account: string, client: string): Promise<void> {
    const failures = await this.signInPair.count(pairKey(account, client));
    const delayMs = signInDelayMs(failures);
    if (delayMs > 0) await this.store.block(pairKey(account, client), delayMs);
  }

  /** The right password: the failures from this client are forgotten, its attempt undone. */
  async signInSucceeded(account: string, client: string): Promise<void> {
    await this.signInPair.reset(pairKey(account, client));
    await this.signInClient.undo(client);
  }

  /** A reset proved the owner: failures on the account from their client no longer count. */
  async forgetFailures(account: string, client: string): Promise<void> {
    await this.signInPair.reset(pairKey(account, client));
    await this.store.block(pairKey(account, client), 0);
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

function pairKey(account: string, client: string): string {
  return `${account.toLowerCase()}|${client}`;
}
