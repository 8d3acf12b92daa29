import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { exportPKCS8, generateKeyPair, jwtVerify } from 'jose';
import { expect } from 'vitest';
import type { Engine } from '../../src/db/database';
import { freshIp } from './auth-helpers';
import { FakeProvider } from './fake-oidc-provider';
import { guardOutbound, type OutboundGuard } from './outbound-guard';
import { createTestContext, type TestContext } from './test-context';

/** A test database with an app that has all four providers, each backed by a fake. */
export interface OAuthFixture {
  ctx: TestContext;
  /** The app with every provider configured (ctx.app has none). */
  app: FastifyInstance;
  google: FakeProvider;
  facebook: FakeProvider;
  twitter: FakeProvider;
  apple: FakeProvider;
  /** The environment that configures all four providers. */
  env: Record<string, string>;
  /** Requests that tried to leave 127.0.0.1; must be empty when the fixture closes. */
  guard: OutboundGuard;
  close(): Promise<void>;
}

/** Starts the fakes, an outbound guard and a test context, and configures the providers. */
export async function createOAuthFixture(engine: Engine): Promise<OAuthFixture> {
  const guard: OutboundGuard = guardOutbound();
  const appleKeys = await generateKeyPair('ES256', { extractable: true });
  const apple: FakeProvider = new FakeProvider({
    kind: 'oidc',
    clientId: 'apple-client',
    clientAuth: 'post',
    // Apple's client secret is a JWT the site signs with its team's key.
    checkSecret: async (secret) => {
      try {
        await jwtVerify(secret, appleKeys.publicKey, {
          issuer: 'apple-team',
          subject: 'apple-client',
          audience: apple.url,
          algorithms: ['ES256'],
        });
        return true;
      } catch {
        return false;
      }
    },
  });
  const google = new FakeProvider({
    kind: 'oidc',
    clientId: 'google-client',
    clientAuth: 'post',
    checkSecret: async (secret) => secret === 'google-secret',
    profileInUserinfo: true,
  });
  const facebook = new FakeProvider({
    kind: 'graph',
    clientId: 'facebook-client',
    clientAuth: 'post',
    checkSecret: async (secret) => secret === 'facebook-secret',
    appSecret: 'facebook-secret',
  });
  const twitter = new FakeProvider({
    kind: 'x',
    clientId: 'twitter-client',
    clientAuth: 'basic',
    checkSecret: async (secret) => secret === 'twitter-secret',
  });
  await Promise.all([apple.start(), google.start(), facebook.start(), twitter.start()]);
  const env = {
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_ISSUER: google.url,
    FACEBOOK_CLIENT_ID: 'facebook-client',
    FACEBOOK_CLIENT_SECRET: 'facebook-secret',
    FACEBOOK_AUTHORIZATION_URL: `${facebook.url}/authorize`,
    FACEBOOK_TOKEN_URL: `${facebook.url}/token`,
    FACEBOOK_USERINFO_URL: `${facebook.url}/me`,
    TWITTER_CLIENT_ID: 'twitter-client',
    TWITTER_CLIENT_SECRET: 'twitter-secret',
    TWITTER_AUTHORIZATION_URL: `${twitter.url}/authorize`,
    TWITTER_TOKEN_URL: `${twitter.url}/token`,
    TWITTER_USERINFO_URL: `${twitter.url}/2/users/me`,
    APPLE_CLIENT_ID: 'apple-client',
    APPLE_TEAM_ID: 'apple-team',
    APPLE_KEY_ID: 'apple-key',
    // As operators paste it into an env file: one line, `\n` escapes.
    APPLE_PRIVATE_KEY: (await exportPKCS8(appleKeys.privateKey)).replace(/\n/g, '\\n'),
    APPLE_ISSUER: apple.url,
  };
  const ctx = await createTestContext(engine);
  const app = await ctx.appWith(env);
  return {
    ctx,
    app,
    google,
    facebook,
    twitter,
    apple,
    env,
    guard,
    async close() {
      await ctx.close();
      await Promise.all([apple.close(), google.close(), facebook.close(), twitter.close()]);
      guard.restore();
      expect(guard.refused, 'requests that left 127.0.0.1').toEqual([]);
    },
  };
}

/** A cookie the answer set, as a `name=value` request header part. */
export function cookieFrom(res: LightMyRequestResponse, name: string): string {
  const cookie = res.cookies.find((candidate) => candidate.name === name);
  if (!cookie) throw new Error(`no ${name} cookie in the answer`);
  return `${name}=${cookie.value}`;
}

/** Starts a sign-in as a browser does; answers the provider URL and the browser's cookie. */
export async function startSignIn(
  app: FastifyInstance,
  provider: string,
  mode: 'popup' | 'redirect' | 'app' = 'popup',
  /** The native app's PKCE challenge (mode 'app'). */
  codeChallenge?: string,
) {
  const challenge = codeChallenge
    ? `&code_challenge=${codeChallenge}&code_challenge_method=S256`
    : '';
  const res = await app.inject({
    method: 'GET',
    url: `/api/auth/oauth/${provider}/start?mode=${mode}${challenge}`,
    remoteAddress: freshIp(),
  });
  expect(res.statusCode, res.body).toBe(302);
  return { location: new URL(res.headers.location!), browser: cookieFrom(res, 'vantage_oauth') };
}

/** The browser following the provider's redirect back to the site's callback. */
export function callback(app: FastifyInstance, url: URL, browser: string | undefined) {
  return app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: browser ? { cookie: browser } : {},
    remoteAddress: freshIp(),
  });
}

/** The person consenting at the provider, and the browser brought back to the callback. */
export async function returnFromConsent(
  app: FastifyInstance,
  provider: Pick<FakeProvider, 'consent'>,
  started: { location: URL; browser: string | undefined },
) {
  return callback(app, await provider.consent(started.location.href), started.browser);
}

/** The message a sign-in popup posts to the page when the sign-in failed, saying why. */
export function popupFailure(message: string) {
  return { type: 'vantage-auth', ok: false, message };
}

/** The JSON message the popup page posts to its opener. */
export function popupMessage(res: LightMyRequestResponse): Record<string, unknown> {
  const match = /<script type="application\/json" id="vantage-auth">(.*?)<\/script>/s.exec(
    res.body,
  );
  if (!match) throw new Error(`no popup message in: ${res.body}`);
  return (JSON.parse(match[1]!) as { message: Record<string, unknown> }).message;
}
