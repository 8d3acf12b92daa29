import { cleanText } from '@vantage/shared';
import type { AuthAnswer, CurrentUser } from '@vantage/shared';
import type { Mail, Mailer } from '../../adapters/mail/mailer';
import { isUniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/types';
import { badRequest, HttpError } from '../../lib/errors';
import type { Log } from '../../lib/log';
import type { RequestInfo } from '../../lib/request-info';
import type { UnsubscribeService } from '../users/unsubscribe.service';
import type { UserRepository } from '../users/user.repository';
import { toCurrentUser } from '../users/user-view';
import { alreadyRegisteredMail, resetMail, verifyMail } from './auth-mails';
import type { AuthThrottle } from './auth-throttle';
import type { DeviceCookies } from './device-cookie';
import { isCommonPassword } from './common-passwords';
import type { EmailTokenPurpose, EmailTokenRepository } from './email-token.repository';
import type { PasswordHasher } from './password-hasher';
import { requireUser } from '../../lib/permissions';
import type { SessionService } from './session.service';
import { hashToken, newToken } from './tokens';

const HOUR = 3600 * 1000;
/** How long e-mailed links work. */
export const LINK_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify: 48 * HOUR,
  reset: HOUR,
  'link-provider': 24 * HOUR,
  // The native app's one-time sign-in code, exchanged right after its redirect.
  'app-sign-in': 2 * 60 * 1000,
};

/** The answer of every call that sent (or pretended to send) a mail. */
export const CHECK_EMAIL = { status: 'check-email' } as const;

const wrongCredentials = () => new HttpError(401, 'wrong_credentials', 'Wrong e-mail or password.');
const invalidLink = () =>
  new HttpError(400, 'invalid_token', 'This link is invalid or has expired.');
const commonPassword = (field: string) =>
  badRequest(field, 'is one of the most common passwords, please choose another one');

/** E-mail accounts: sign-up, sign-in, e-mail confirmation, password reset and change. */
export class AuthService {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
    private readonly tokens: EmailTokenRepository,
    private readonly passwords: PasswordHasher,
    private readonly throttle: AuthThrottle,
    private readonly devices: DeviceCookies,
    private readonly mailer: Mailer,
    private readonly unsubscribe: UnsubscribeService,
    private readonly siteName: string,
    private readonly log: Log,
    /** The demo member's username where visitors may explore as them (null in production). */
    private readonly demoUsername: string | null = null,
  ) {}

  /**
   * The demo's first member, if this site lets visitors explore as them: outside production,
   * with the demo content loaded (the member exists and has no e-mail address, so no person
   * owns the account).
   */
  async demoMember(): Promise<UserRow | null> {
    if (this.demoUsername === null) return null;
    const user = await this.users.findByUsername(this.demoUsername);
    return user && user.email === null ? user : null;
  }

  /** Signs a visitor in as the demo member; 404 where the site offers none. */
  async demoSignIn(info: RequestInfo): Promise<AuthAnswer> {
    const member = await this.demoMember();
    if (!member) {
      throw new HttpError(404, 'not_found', 'This site has no demo member to explore as.');
    }
    return this.startSession(member.id, info);
  }

  /**
   * Sign-up answers the same for a new and a registered address, so it cannot be used to
   * find out who has an account: a new address gets an account and a confirmation link
   * (which signs in), a registered one gets a reminder with a reset link and no change.
   */
  async signUp(
    body: { email: string; password: string; displayName: string },
    info: RequestInfo,
  ): Promise<typeof CHECK_EMAIL> {
    if (isCommonPassword(body.password)) throw commonPassword('password');
    const displayName = cleanText(body.displayName);
    if (!displayName) throw badRequest('displayName', 'must not be empty');
    await this.throttle.mailRequested(body.email, info.ip);
    // Hashed in both cases, so both take the same time.
    const passwordHash = await this.passwords.hash(body.password);
    const existing = await this.users.findByEmail(body.email);
    if (existing) {
      await this.mailAlreadyRegistered(existing, info.origin);
      return CHECK_EMAIL;
    }
    let userId: number;
    try {
      const now = Date.now();
      userId = await this.users.insert({
        email: body.email,
        display_name: displayName,
        username: null,
        password_hash: passwordHash,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same address signed up twice at once: the other request made the account.
      const winner = await this.users.findByEmail(body.email);
      if (winner) await this.mailAlreadyRegistered(winner, info.origin);
      return CHECK_EMAIL;
    }
    await this.mailVerification(userId, body.email, displayName, info.origin);
    return CHECK_EMAIL;
  }

  /**
   * E-mail sign-in; one answer for an unknown address and a wrong password. A browser that
   * signed in to the account before is throttled on its own (see `AuthThrottle`).
   */
  async signIn(body: { email: string; password: string }, info: RequestInfo): Promise<AuthAnswer> {
    const user = await this.users.findByEmail(body.email);
    const device = await this.devices.deviceFor(info.deviceCookie, user?.id);
    await this.throttle.signInAttempt(body.email, info.ip, device);
    const ok = user?.password_hash
      ? await this.passwords.verify(user.password_hash, body.password)
      : await this.passwords.verifyNothing(body.password);
    if (!user?.password_hash || !ok) {
      await this.throttle.signInFailed(body.email, info.ip, device);
      throw wrongCredentials();
    }
    await this.throttle.signInSucceeded(body.email, info.ip, device);
    if (this.passwords.needsRehash(user.password_hash)) {
      await this.users.update(user.id, { password_hash: await this.passwords.hash(body.password) });
    }
    return this.startSession(user.id, info);
  }

  /** Signs a known user in: the end of every sign-in flow, OAuth callbacks included. */
  async startSession(userId: number, info: RequestInfo): Promise<AuthAnswer> {
    // A new sign-in never keeps the session the browser came with (no session fixation).
    if (info.sessionHash) await this.sessions.end(info.sessionHash);
    const token = await this.sessions.create(userId, info.userAgent);
    const user = await this.users.findById(userId);
    if (!user) throw new HttpError(404, 'not_found', 'user not found');
    return { token, user: toCurrentUser(user) };
  }

  /** Ends the request's session (logout); without one there is nothing to end. */
  async logout(sessionHash: string | undefined): Promise<void> {
    if (sessionHash) await this.sessions.end(sessionHash);
  }

  /** Confirms the address of the link's account and signs in: the last step of sign-up. */
  async verifyEmail(token: string, info: RequestInfo): Promise<AuthAnswer> {
    const user = await this.useLink(token, 'verify');
    if (user.email_verified !== 1) await this.users.update(user.id, { email_verified: 1 });
    return this.startSession(user.id, info);
  }

  /** Sends the signed-in user a new confirmation link. */
  async resendVerification(
    actor: CurrentUser | null,
    info: RequestInfo,
  ): Promise<typeof CHECK_EMAIL> {
    const user = requireUser(actor, { allowUnconfirmed: true });
    if (user.emailVerified) {
      throw new HttpError(409, 'already_verified', 'Your e-mail address is already confirmed.');
    }
    if (!user.email) {
      throw new HttpError(409, 'no_email', 'Your account has no e-mail address.');
    }
    await this.throttle.mailRequested(user.email, info.ip);
    await this.mailVerification(user.id, user.email, user.displayName, info.origin);
    return CHECK_EMAIL;
  }

  /** Mails a reset link when the address has an account; the answer never tells. */
  async requestReset(email: string, info: RequestInfo): Promise<typeof CHECK_EMAIL> {
    await this.throttle.mailRequested(email, info.ip);
    const user = await this.users.findByEmail(email);
    if (user?.email) {
      const token = await this.issueLink(user.id, user.email, 'reset');
      this.dispatch(resetMail(this.site(info.origin), user.email, token));
    }
    return CHECK_EMAIL;
  }

  /**
   * Sets a new password from a reset link, ends every session and signs in. The link proves
   * the mailbox is the user's, so the address counts as confirmed too.
   */
  async resetPassword(token: string, password: string, info: RequestInfo): Promise<AuthAnswer> {
    // Checked before the link is used, so a refused password does not spend the link.
    if (isCommonPassword(password)) throw commonPassword('password');
    const passwordHash = await this.passwords.hash(password);
    const user = await this.useLink(token, 'reset');
    await this.users.update(user.id, { password_hash: passwordHash, email_verified: 1 });
    await this.sessions.endAllFor(user.id);
    if (user.email) await this.throttle.forgetFailures(user.email, info.ip);
    return this.startSession(user.id, { ...info, sessionHash: undefined });
  }

  /** Changes the signed-in user's password; every session ends and a new one is answered. */
  async changePassword(
    actor: CurrentUser | null,
    body: { currentPassword: string; newPassword: string },
    info: RequestInfo,
  ): Promise<AuthAnswer> {
    const row = await this.users.findById(requireUser(actor).id);
    if (!row) throw new HttpError(401, 'unauthorized', 'Please log in or sign up first.');
    if (isCommonPassword(body.newPassword)) throw commonPassword('newPassword');
    // Guessing the current password with a stolen session is throttled like sign-in.
    if (!(await this.confirmPassword(row, body.currentPassword, info))) {
      throw new HttpError(403, 'wrong_password', 'Your current password is wrong.');
    }
    await this.users.update(row.id, { password_hash: await this.passwords.hash(body.newPassword) });
    await this.sessions.endAllFor(row.id);
    return this.startSession(row.id, { ...info, sessionHash: undefined });
  }

  /**
   * Whether `password` is the account's current password, throttled like sign-in so a stolen
   * session cannot guess it. False for an account without a password.
   */
  async confirmPassword(row: UserRow, password: string, info: RequestInfo): Promise<boolean> {
    const account = row.email ?? `id:${row.id}`;
    const device = await this.devices.deviceFor(info.deviceCookie, row.id);
    await this.throttle.signInAttempt(account, info.ip, device);
    const ok = row.password_hash
      ? await this.passwords.verify(row.password_hash, password)
      : await this.passwords.verifyNothing(password);
    if (ok) await this.throttle.signInSucceeded(account, info.ip, device);
    else await this.throttle.signInFailed(account, info.ip, device);
    return ok;
  }

  private async useLink(token: string, purpose: EmailTokenPurpose): Promise<UserRow> {
    const link = await this.tokens.consume(hashToken(token), purpose, Date.now());
    if (!link) throw invalidLink();
    const user = await this.users.findById(link.user_id);
    // A link is for the address it was sent to; it dies if the account's address changed.
    if (!user || user.email !== link.email) throw invalidLink();
    return user;
  }

  private async issueLink(
    userId: number,
    email: string,
    purpose: EmailTokenPurpose,
  ): Promise<string> {
    const token = newToken();
    const now = Date.now();
    await this.tokens.replace({
      userId,
      purpose,
      tokenHash: hashToken(token),
      email,
      expiresAt: now + LINK_TTL_MS[purpose],
      now,
    });
    return token;
  }

  private async mailVerification(
    userId: number,
    email: string,
    displayName: string,
    origin: string,
  ): Promise<void> {
    const token = await this.issueLink(userId, email, 'verify');
    const unsubscribe = await this.unsubscribe.link(origin, userId);
    this.dispatch(verifyMail(this.site(origin), { email, displayName }, token, unsubscribe));
  }

  private async mailAlreadyRegistered(user: UserRow, origin: string): Promise<void> {
    if (!user.email) return;
    const token = await this.issueLink(user.id, user.email, 'reset');
    this.dispatch(alreadyRegisteredMail(this.site(origin), user.email, token));
  }

  private site(origin: string) {
    return { siteName: this.siteName, origin };
  }

  /**
   * Hands a mail over without waiting for the mail server, so a slow server neither holds
   * the answer nor makes "registered" answers measurably slower than the others.
   */
  private dispatch(mail: Mail): void {
    this.mailer.send(mail).catch((error: unknown) => {
      this.log.error({ err: error, subject: mail.subject }, 'mail could not be sent');
    });
  }
}
