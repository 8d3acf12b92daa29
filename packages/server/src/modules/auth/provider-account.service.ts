import {
  PROVIDER_EMAIL_EXISTS_MESSAGE,
  OAuthProvider,
  type AuthAnswer,
  type ProviderCheckEmailAnswer,
  cleanText,
} from '@vantage/shared';
import type { Insertable } from 'kysely';
import { z } from 'zod';
import type { Mailer } from '../../adapters/mail/mailer';
import type { ProviderIdentity } from '../../adapters/oauth/oauth-provider';
import { isUniqueViolation } from '../../db/errors';
import type { DB, UserRow } from '../../db/types';
import { HttpError } from '../../lib/errors';
import type { Log } from '../../lib/log';
import type { UserRepository } from '../users/user.repository';
import type { AuthAccountRepository, ProviderAccount } from './auth-account.repository';
import { linkProviderMail } from './auth-mails';
import type { AuthThrottle } from './auth-throttle';
import type { RequestInfo } from '../../lib/request-info';
import { LINK_TTL_MS, type AuthService } from './auth.service';
import type { EmailTokenRepository } from './email-token.repository';
import { hashToken, newToken } from './tokens';

/** How a provider sign-in ended: signed in, or waiting for the account owner's mailbox. */
export type ProviderSignIn =
  | { status: 'signed-in'; answer: AuthAnswer }
  | ({ status: 'check-email' } & ProviderCheckEmailAnswer);

/** Names of the providers as people know them, for messages and mails. */
export const PROVIDER_LABELS: Record<OAuthProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'X',
  apple: 'Apple',
};

/** users.provider_type, as older clients number providers: 2 Facebook, 3 Google, 4 Twitter; Apple has none. */
const PROVIDER_TYPE: Record<OAuthProvider, number | null> = {
  facebook: 2,
  google: 3,
  twitter: 4,
  apple: null,
};

/** The identity a 'link-provider' link carries, checked again when it comes back. */
const LinkPayload = z.object({
  provider: OAuthProvider,
  accountId: z.string().min(1),
  email: z.string().nullable(),
  picture: z.string().nullable(),
});
type LinkPayload = z.infer<typeof LinkPayload>;

const invalidLink = () =>
  new HttpError(400, 'invalid_token', 'This link is invalid or has expired.');

function parsePayload(payload: string | null): LinkPayload | null {
  try {
    const parsed = LinkPayload.safeParse(JSON.parse(payload ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function account(identity: LinkPayload): ProviderAccount {
  return { provider: identity.provider, accountId: identity.accountId, email: identity.email };
}

/**
 * The account rules of a provider sign-in: a linked identity signs its user in; a verified
 * e-mail of an existing account only mails its owner a link (whoever controls a provider
 * account must not get someone's account by claiming the address); otherwise a new user.
 */
export class ProviderAccountService {
  constructor(
    private readonly users: UserRepository,
    private readonly accounts: AuthAccountRepository,
    private readonly tokens: EmailTokenRepository,
    private readonly auth: AuthService,
    private readonly throttle: AuthThrottle,
    private readonly mailer: Mailer,
    private readonly siteName: string,
    private readonly log: Log,
  ) {}

  /** Signs in the identity's user, creating it when the identity and its e-mail are new. */
  async signIn(
    identity: ProviderIdentity,
    info: RequestInfo,
    retry = true,
  ): Promise<ProviderSignIn> {
    const linked = await this.accounts.findUser(identity.provider, identity.accountId);
    if (linked) {
      await this.refreshPicture(linked, identity);
      return { status: 'signed-in', answer: await this.auth.startSession(linked.id, info) };
    }
    const verifiedEmail = identity.emailVerified ? identity.email : null;
    const owner = verifiedEmail ? await this.users.findByEmail(verifiedEmail) : undefined;
    if (owner && verifiedEmail) return this.askOwner(owner, verifiedEmail, identity, info);
    let userId: number;
    try {
      userId = await this.accounts.createUser(this.newUser(identity, verifiedEmail), {
        provider: identity.provider,
        accountId: identity.accountId,
        email: identity.email,
      });
    } catch (error) {
      // A second callback of the same identity, or a sign-up with the address, came first.
      if (retry && isUniqueViolation(error)) return this.signIn(identity, info, false);
      throw error;
    }
    return { status: 'signed-in', answer: await this.auth.startSession(userId, info) };
  }

  /** Links the identity of a mailed 'link-provider' link to its account and signs in. */
  async link(token: string, info: RequestInfo): Promise<AuthAnswer> {
    const link = await this.tokens.consume(hashToken(token), 'link-provider', Date.now());
    if (!link) throw invalidLink();
    const user = await this.users.findById(link.user_id);
    // A link is for the address it was sent to; it dies if the account's address changed.
    if (!user || user.email !== link.email) throw invalidLink();
    const identity = parsePayload(link.payload);
    if (!identity) throw invalidLink();
    try {
      await this.accounts.link(user.id, account(identity));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const holder = await this.accounts.findUser(identity.provider, identity.accountId);
      if (holder && holder.id !== user.id) {
        throw new HttpError(
          409,
          'provider_linked',
          `This ${PROVIDER_LABELS[identity.provider]} account is already linked to another account.`,
        );
      }
    }
    const type = PROVIDER_TYPE[identity.provider];
    // Opening the mailed link proved the mailbox, so the address counts as confirmed too.
    await this.users.update(user.id, {
      email_verified: 1,
      ...(user.picture === null && identity.picture ? { picture: identity.picture } : {}),
      ...(user.provider_type === null && type !== null
        ? { provider_type: type, provider_id: identity.accountId }
        : {}),
    });
    return this.auth.startSession(user.id, info);
  }

  private async askOwner(
    owner: UserRow,
    email: string,
    identity: ProviderIdentity,
    info: RequestInfo,
  ): Promise<ProviderSignIn> {
    await this.throttle.mailRequested(email, info.ip);
    const token = newToken();
    const now = Date.now();
    const payload: LinkPayload = {
      provider: identity.provider,
      accountId: identity.accountId,
      email: identity.email,
      picture: identity.picture,
    };
    await this.tokens.replace({
      userId: owner.id,
      purpose: 'link-provider',
      tokenHash: hashToken(token),
      email,
      expiresAt: now + LINK_TTL_MS['link-provider'],
      now,
      payload: JSON.stringify(payload),
    });
    const mail = linkProviderMail(
      { siteName: this.siteName, origin: info.origin },
      { email, displayName: owner.display_name },
      PROVIDER_LABELS[identity.provider],
      token,
    );
    // Not awaited: a slow mail server must not hold the sign-in's answer.
    this.mailer.send(mail).catch((error: unknown) => {
      this.log.error({ err: error, subject: mail.subject }, 'mail could not be sent');
    });
    return { status: 'check-email', message: PROVIDER_EMAIL_EXISTS_MESSAGE };
  }

  private newUser(identity: ProviderIdentity, verifiedEmail: string | null) {
    const now = Date.now();
    const name = cleanText(identity.displayName ?? '').slice(0, 80);
    return {
      username: null,
      display_name: name || 'Photographer',
      // An address the provider does not vouch for is not kept: it could be someone else's.
      email: verifiedEmail,
      email_verified: verifiedEmail ? 1 : 0,
      picture: identity.picture,
      provider_type: PROVIDER_TYPE[identity.provider],
      provider_id: identity.accountId,
      created_at: now,
      updated_at: now,
    } satisfies Insertable<DB['users']>;
  }

  /** Provider avatars (Facebook's in particular) are signed URLs that expire: keep them fresh. */
  private async refreshPicture(user: UserRow, identity: ProviderIdentity): Promise<void> {
    const fromThisProvider =
      user.provider_type !== null && user.provider_type === PROVIDER_TYPE[identity.provider];
    if (fromThisProvider && identity.picture && identity.picture !== user.picture) {
      await this.users.update(user.id, { picture: identity.picture });
    }
  }
}
