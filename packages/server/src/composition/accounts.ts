import { DEMO_USERS } from '../seed/demo-locations';
import type { Base, Container } from './types';
import { createOAuthProviders } from '../adapters/oauth/providers';
import { AuthAccountRepository } from '../modules/auth/auth-account.repository';
import { AuthThrottle } from '../modules/auth/auth-throttle';
import { AuthService } from '../modules/auth/auth.service';
import { AppSignInService } from '../modules/auth/app-sign-in.service';
import { EmailTokenRepository } from '../modules/auth/email-token.repository';
import { OAuthStateRepository } from '../modules/auth/oauth-state.repository';
import { OAuthService } from '../modules/auth/oauth.service';
import { PasswordHasher } from '../modules/auth/password-hasher';
import { ProviderAccountService } from '../modules/auth/provider-account.service';
import { ServerSecret } from '../lib/server-secret';
import { DeviceCookies } from '../modules/auth/device-cookie';
import { SessionService } from '../modules/auth/session.service';
import { UnsubscribeService } from '../modules/users/unsubscribe.service';
import { AdminGrants } from '../modules/users/admin-grants.service';
import { AccountDeletionRepository } from '../modules/profiles/account-deletion.repository';
import { AccountDeletionService } from '../modules/profiles/account-deletion.service';
import { UserService } from '../modules/profiles/user.service';
import { PostDoor } from '../modules/visibility/post-door.service';

/** The account parts built here; `emailTokens` also goes to the clean-up job. */
type AccountParts = Pick<
  Container,
  | 'admins'
  | 'sessions'
  | 'unsubscribe'
  | 'devices'
  | 'auth'
  | 'providerAccounts'
  | 'appSignIn'
  | 'oauth'
  | 'users'
  | 'accountDeletion'
> & { emailTokens: EmailTokenRepository };

/** Sessions, sign-in and sign-up, providers, profiles and the deletion of an account. */
export function buildAccounts(
  { config, database, media, repositories, mailer, rateLimits, log }: Base,
  built: Pick<Container, 'photos' | 'spotChanges' | 'hiddenItems'>,
  passwords: PasswordHasher = new PasswordHasher(),
): AccountParts {
  const admins = new AdminGrants(repositories.users, config.adminEmails);
  const sessions = new SessionService(repositories.sessions, Date.now, admins);
  const secret = new ServerSecret(config.secretKey, repositories.appMeta);
  const unsubscribe = new UnsubscribeService(secret, repositories.users);
  const devices = new DeviceCookies(secret);
  const emailTokens = new EmailTokenRepository(database);
  const throttle = new AuthThrottle(rateLimits);
  const auth = new AuthService(
    repositories.users,
    sessions,
    emailTokens,
    passwords,
    throttle,
    devices,
    mailer,
    unsubscribe,
    config.siteName,
    log,
    // Outside production a visitor may explore the demo content as its first member.
    config.production ? null : DEMO_USERS[0]!.username,
  );
  const providerAccounts = new ProviderAccountService(
    repositories.users,
    new AuthAccountRepository(database),
    emailTokens,
    auth,
    throttle,
    mailer,
    config.siteName,
    log,
  );
  const oauthStates = new OAuthStateRepository(database);
  const providers = createOAuthProviders(config.oauth);
  return {
    admins,
    sessions,
    unsubscribe,
    devices,
    auth,
    providerAccounts,
    appSignIn: new AppSignInService(emailTokens, sessions),
    oauth: new OAuthService(providers, oauthStates, providerAccounts, throttle, log),
    users: new UserService(
      repositories.users,
      built.photos,
      built.spotChanges,
      built.hiddenItems,
      new PostDoor({ held: repositories.heldPosts, rateLimits }),
    ),
    accountDeletion: new AccountDeletionService({
      repository: new AccountDeletionRepository(database),
      users: repositories.users,
      proposals: repositories.proposals,
      auth,
      media,
      changes: built.spotChanges,
      log,
    }),
    emailTokens,
  };
}
