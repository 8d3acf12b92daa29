import { tooManyRequests } from '../../lib/errors';
import { RateLimiter, type RateLimitRule, type RateLimitStore } from '../../lib/rate-limit';

const MINUTE = 60_000;

/** The limits on sign-in failures and on requests that send mail. */
export const AUTH_LIMITS = {
  /** Failures of one account from one client, counted for the growing delays. */
  signInPerAccountAndClient: { name: 'signin-pair', limit: 5, windowMs: 60 * MINUTE },
  /** Failures of one account from every client without its device cookie, together. */
  signInPerAccount: { name: 'signin-account', limit: 10, windowMs: 60 * MINUTE },
  /** Failures of one account from one browser with its device cookie. */
  signInPerDevice: { name: 'signin-device', limit: 5, windowMs: 60 * MINUTE },
  signInPerClient: { name: 'signin-client', limit: 20, windowMs: 15 * MINUTE },
  mailPerAddress: { name: 'mail-address', limit: 3, windowMs: 60 * MINUTE },
  mailPerClient: { name: 'mail-client', limit: 10, windowMs: 60 * MINUTE },
  oauthStartPerClient: { name: 'oauth-start-client', limit: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/**
 * Failed sign-ins free of delay for one account from one client (or one known browser); each
 * later failure doubles the wait before the next attempt from there, from 1 second up to 15
 * minutes.
 */
export const SIGN_IN_FREE_FAILURES = AUTH_LIMITS.signInPerAccountAndClient.limit;
/**
 * Failed sign-ins free of delay for one account from all clients without its device cookie
 * together; after them every such client waits, 1 second and doubling up to 15 minutes.
 */
export const SIGN_IN_ACCOUNT_FREE_FAILURES = AUTH_LIMITS.signInPerAccount.limit;
const MAX_SIGN_IN_DELAY_MS = 15 * MINUTE;

/** The wait after the `failures`-th failure when `free` failures go without one, in ms. */
export function signInDelayMs(failures: number, free = SIGN_IN_FREE_FAILURES): number {
  if (failures < free) return 0;
  return Math.min(1000 * 2 ** (failures - free), MAX_SIGN_IN_DELAY_MS);
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
 * Guessing follows OWASP's advice. A browser that signed in to the account before (its
 * device cookie, see `DeviceCookies`) has a budget of its own: its failures make it alone
 * wait longer and longer. Every other client waits longer and longer after failing on the
 * account itself, and after the account's failures from all such clients together, however
 * many addresses they come from; each client also has a limit of failures over all accounts.
 * An account is never locked: its owner's known browser signs in whatever others guess.
 */
export class AuthThrottle {
  private readonly signInPair: RateLimiter;
  private readonly signInAccount: RateLimiter;
  private readonly signInDevice: RateLimiter;
  private readonly signInClient: RateLimiter;
  private readonly mailAddress: RateLimiter;
  private readonly mailClient: RateLimiter;
  private readonly oauthStartClient: RateLimiter;

  constructor(private readonly store: RateLimitStore) {
    this.signInPair = new RateLimiter(store, AUTH_LIMITS.signInPerAccountAndClient);
    this.signInAccount = new RateLimiter(store, AUTH_LIMITS.signInPerAccount);
    this.signInDevice = new RateLimiter(store, AUTH_LIMITS.signInPerDevice);
    this.signInClient = new RateLimiter(store, AUTH_LIMITS.signInPerClient);
    this.mailAddress = new RateLimiter(store, AUTH_LIMITS.mailPerAddress);
    this.mailClient = new RateLimiter(store, AUTH_LIMITS.mailPerClient);
    this.oauthStartClient = new RateLimiter(store, AUTH_LIMITS.oauthStartPerClient);
  }

  /**
   * Checks a sign-in attempt: 429 while this client must still wait after failing on this
   * account, while the account waits after failures from clients without its device cookie,
   * or once the client has failed too often over all accounts. The attempt counts against the
   * client before the password is checked; {@link signInSucceeded} takes it back. `device`,
   * the browser's device for this account, if it has one, replaces all of these by its own wait.
   */
  async signInAttempt(
    account: string,
    client: string,
    device: string | null = null,
  ): Promise<void> {
    if (device !== null) {
      await this.refuseWhileWaiting(deviceKey(device));
      return;
    }
    await this.refuseWhileWaiting(pairKey(account, client));
    await this.refuseWhileWaiting(accountKey(account));
    await this.signInClient.enforce(
      client,
      (seconds) => `Too many failed sign-in attempts. Please wait ${wait(seconds)} and try again.`,
    );
  }

  /**
   * A wrong password: the known browser (`device`) waits longer before its next try; any
   * other client waits longer on this account, and all of them once the account's failures
   * from such clients pass their free number.
   */
  async signInFailed(account: string, client: string, device: string | null = null): Promise<void> {
    if (device !== null) {
      await this.waitAfter(deviceKey(device), await this.signInDevice.count(device));
      return;
    }
    await this.waitAfter(
      pairKey(account, client),
      await this.signInPair.count(pairKey(account, client)),
    );
    const failures = await this.signInAccount.count(account.toLowerCase());
    await this.waitAfter(accountKey(account), failures, SIGN_IN_ACCOUNT_FREE_FAILURES);
  }

  /**
   * The right password: the failures from this client (or known browser) are forgotten, its
   * attempt undone. The account's failures from unknown clients stay: they may be anyone's.
   */
  async signInSucceeded(
    account: string,
    client: string,
    device: string | null = null,
  ): Promise<void> {
    if (device !== null) {
      await this.signInDevice.reset(device);
      return;
    }
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

  private async refuseWhileWaiting(key: string): Promise<void> {
    const waitMs = await this.store.blockedMs(key);
    if (waitMs <= 0) return;
    const seconds = Math.ceil(waitMs / 1000);
    throw tooManyRequests(
      `Too many failed sign-in attempts. Please wait ${waitSeconds(seconds)} and try again.`,
      seconds,
    );
  }

  private async waitAfter(key: string, failures: number, free?: number): Promise<void> {
    const delayMs = signInDelayMs(failures, free);
    if (delayMs > 0) await this.store.block(key, delayMs);
  }
}

function pairKey(account: string, client: string): string {
  return `${account.toLowerCase()}|${client}`;
}

/** The wait of every client without the account's device cookie ('*': no address is one). */
function accountKey(account: string): string {
  return `${account.toLowerCase()}|*`;
}

function deviceKey(device: string): string {
  return `device|${device}`;
}
