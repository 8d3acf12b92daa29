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

/**
 * The native app's side of a provider sign-in: the browser that did the sign-in returns to
 * the app with a one-time code (never the session token), which the app exchanges once,
 * within two minutes, for a session token it sends as `Authorization: Bearer`.
 */
export class AppSignInService {
  constructor(
    private readonly codes: EmailTokenRepository,
    private readonly sessions: SessionService,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new one-time code for a member who just signed in; stored hashed. */
  async issue(userId: number): Promise<string> {
    const code = newToken();
    const now = this.now();
    await this.codes.replace({
      userId,
      purpose: 'app-sign-in',
      tokenHash: hashToken(code),
      email: null,
      expiresAt: now + LINK_TTL_MS['app-sign-in'],
      now,
    });
    return code;
  }

  /** Uses a code (once) and starts the app's session; 400 when unknown, used or expired. */
  async exchange(code: string, userAgent: string | undefined): Promise<AuthAnswer> {
    if (!TOKEN_PATTERN.test(code)) throw badCode();
    const used = await this.codes.consume(hashToken(code), 'app-sign-in', this.now());
    if (!used) throw badCode();
    const token = await this.sessions.create(used.user_id, userAgent);
    const session = await this.sessions.resolve(token);
    if (!session) throw badCode();
    return { token, user: session.user };
  }

  /** The app link that hands the code over, or tells the app the sign-in failed. */
  static returnUrl(outcome: { code: string } | { error: string }): string {
    const params = new URLSearchParams('code' in outcome ? { code: outcome.code } : outcome);
    return `${NATIVE_APP_RETURN_URL}?${params.toString()}`;
  }
}
