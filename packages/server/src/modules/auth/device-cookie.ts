import crypto from 'node:crypto';
import type { ServerSecret } from '../../lib/server-secret';

/** How long a browser stays known after its last sign-in. */
export const DEVICE_COOKIE_TTL_MS = 365 * 24 * 3600 * 1000;

const PURPOSE = 'device-cookie';
const COOKIE_PATTERN = /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/**
 * OWASP's device cookies against online guessing: every sign-in gives the browser a cookie
 * naming the account, `<user id>.<nonce>.<HMAC-SHA256 of both>`. A sign-in to that account
 * from a browser with a valid one has a failure budget of its own (the nonce is the device),
 * so guesses from everywhere else, which share the account's budget, never slow its owner.
 */
export class DeviceCookies {
  constructor(private readonly secret: ServerSecret) {}

  /** A new device cookie for a browser that just signed in to `userId`. */
  async issue(userId: number): Promise<string> {
    const nonce = crypto.randomBytes(16).toString('base64url');
    return `${userId}.${nonce}.${(await this.sign(userId, nonce)).toString('base64url')}`;
  }

  /**
   * The device of a cookie signed for this account, or null: no cookie, no account, a forged
   * or malformed cookie, or one naming another account.
   */
  async deviceFor(cookie: string | undefined, userId: number | undefined): Promise<string | null> {
    if (cookie === undefined || userId === undefined) return null;
    const match = COOKIE_PATTERN.exec(cookie);
    if (!match || Number(match[1]) !== userId) return null;
    const nonce = match[2]!;
    const given = Buffer.from(match[3]!, 'base64url');
    const expected = await this.sign(userId, nonce);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    return nonce;
  }

  private async sign(userId: number, nonce: string): Promise<Buffer> {
    const key = await this.secret.keyFor(PURPOSE);
    return crypto.createHmac('sha256', key).update(`${userId}.${nonce}`).digest();
  }
}
