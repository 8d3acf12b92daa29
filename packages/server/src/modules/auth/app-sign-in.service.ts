import crypto from 'node:crypto';
import type { AuthAnswer } from '@vantage/shared';
import { HttpError } from '../../lib/errors';
import { LINK_TTL_MS } from './auth.service';
import type { EmailTokenRepository } from './email-token.repository';
import type { SessionService } from './session.service';
import { hashToken, newToken, TOKEN_PATTERN } from './tokens';

/** Where a provider sign-in started by the native app returns: the app's own link scheme. */
export const NATIVE_APP_RETURN_URL = 'app.vantage.atlas://signin';

function badCode(): HttpError {
  return new HttpError(
    400,
    'invalid_code',
    'code: the sign-in code is unknown, used or expired; please sign in again.',
  );
}

/** The PKCE S256 challenge of a verifier: base64url of its SHA-256 (RFC 7636). */
export function pkceChallengeOf(verifier: string): string {
  return crypto.createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/**
 * The stored hash of a code bound to its PKCE challenge: only the code together with the
 * verifier of that challenge finds the row, so an intercepted return link redeems nothing.
 */
function boundCodeHash(code: string, challenge: string): string {
  return hashToken(`${code}.${challenge}`);
}

/**
 * The native app's side of a provider sign-in: the browser that did the sign-in returns to
 * the app with a one-time code (never the session token), which the app exchanges once,
 * within two minutes, with the PKCE verifier of the challenge it started the sign-in with,
 * for a session token it sends as `Authorization: Bearer`.
 */
export class AppSignInService {
  constructor(
    private readonly codes: EmailTokenRepository,
    private readonly sessions: SessionService,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new one-time code for a member who just signed in, bound to the app's challenge; stored hashed. */
  async issue(userId: number, challenge: string): Promise<string> {
    const code = newToken();
    const now = this.now();
    await this.codes.replace({
      userId,
      purpose: 'app-sign-in',
      tokenHash: boundCodeHash(code, challenge),
      email: null,
      expiresAt: now + LINK_TTL_MS['app-sign-in'],
      now,
    });
    return code;
  }

  /**
   * Uses a code (once) with the verifier of its challenge and starts the app's session; 400
   * when unknown, used, expired or sent with another verifier.
   */
  async exchange(
    code: string,
    verifier: string,
    userAgent: string | undefined,
  ): Promise<AuthAnswer> {
    if (!TOKEN_PATTERN.test(code)) throw badCode();
    const hash = boundCodeHash(code, pkceChallengeOf(verifier));
    const used = await this.codes.consume(hash, 'app-sign-in', this.now());
    if (!used) throw badCode();
    const token = await this.sessions.create(used.user_id, userAgent);
    const session = await this.sessions.resolve(token);
    if (!session || 'suspended' in session) throw badCode();
    return { token, user: session.user };
  }

  /** The app link that hands the code over, or tells the app the sign-in failed. */
  static returnUrl(outcome: { code: string } | { error: string }): string {
    const params = new URLSearchParams('code' in outcome ? { code: outcome.code } : outcome);
    return `${NATIVE_APP_RETURN_URL}?${params.toString()}`;
  }
}
