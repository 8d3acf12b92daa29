import type { FastifyBaseLogger } from 'fastify';
import { createMailer, type Mailer } from '../../adapters/mail/mailer';
import { createOAuthProviders } from '../../adapters/oauth/providers';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { MemoryRateLimitStore, type RateLimitStore } from '../../lib/rate-limit';
import { UnsubscribeService } from '../users/unsubscribe.service';
import { UserRepository } from '../users/user.repository';
import { AppMetaRepository } from './app-meta.repository';
import { AuthAccountRepository } from './auth-account.repository';
import { AuthThrottle } from './auth-throttle';
import { AuthService } from './auth.service';
import { EmailTokenRepository } from './email-token.repository';
import { OAuthStateRepository } from './oauth-state.repository';
import { OAuthService } from './oauth.service';
import { PasswordHasher } from './password-hasher';
import { ProviderAccountService } from './provider-account.service';
import { ServerSecret } from './server-secret';
import { SessionRepository } from './session.repository';
import { SessionService } from './session.service';

/** What the auth module is built from; tests pass their own mailer and a cheaper hasher. */
export interface AuthDeps {
  config: Config;
  database: Database;
  mailer?: Mailer;
  passwords?: PasswordHasher;
  rateLimits?: RateLimitStore;
}

/** The auth module's parts that routes and hooks use. */
export interface AuthModule {
  auth: AuthService;
  oauth: OAuthService;
  providerAccounts: ProviderAccountService;
  sessions: SessionService;
  unsubscribe: UnsubscribeService;
  mailer: Mailer;
}

/** Wires sessions, e-mail and provider accounts, throttling, mail and signed links together. */
export function buildAuth(deps: AuthDeps, log: FastifyBaseLogger): AuthModule {
  const { config, database } = deps;
  const users = new UserRepository(database);
  const sessions = new SessionService(new SessionRepository(database));
  const mailer = deps.mailer ?? createMailer(config, log);
  const unsubscribe = new UnsubscribeService(
    new ServerSecret(config.secretKey, new AppMetaRepository(database)),
    users,
  );
  const emailTokens = new EmailTokenRepository(database);
  const throttle = new AuthThrottle(deps.rateLimits ?? new MemoryRateLimitStore());
  const auth = new AuthService(
    users,
    sessions,
    emailTokens,
    deps.passwords ?? new PasswordHasher(),
    throttle,
    mailer,
    unsubscribe,
    config.siteName,
    log,
  );
  const providerAccounts = new ProviderAccountService(
    users,
    new AuthAccountRepository(database),
    emailTokens,
    auth,
    throttle,
    mailer,
    config.siteName,
    log,
  );
  const oauth = new OAuthService(
    createOAuthProviders(config.oauth),
    new OAuthStateRepository(database),
    providerAccounts,
    throttle,
    log,
  );
  return { auth, oauth, providerAccounts, sessions, unsubscribe, mailer };
}
