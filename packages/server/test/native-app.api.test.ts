import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppSignInService, pkceChallengeOf } from '../src/modules/auth/app-sign-in.service';
import { EmailTokenRepository } from '../src/modules/auth/email-token.repository';
import { freshIp, sessionCookie } from './support/auth-helpers';
import { engines } from './support/engine-suite';
import type { SignedInUser } from './support/factories';
import {
  callback,
  createOAuthFixture,
  returnFromConsent,
  startSignIn,
  type OAuthFixture,
} from './support/oauth-fixture';

/** The origin of the Android app's pages (Capacitor 7), and of the iOS app's. */
const ANDROID = 'https://localhost';
const IOS = 'capacitor://localhost';

/** The app's PKCE verifier for a sign-in, and another app's that intercepted its return link. */
const VERIFIER = 'app-verifier-0123456789-0123456789-0123456789';
const OTHER_VERIFIER = 'thief-verifier-0123456789-0123456789-01234567';

describe.each(engines)('the native app against the API on %s', (engine) => {
  let f: OAuthFixture;
  let member: SignedInUser;

  beforeAll(async () => {
    f = await createOAuthFixture(engine);
    member = await f.ctx.make.signedIn({ displayName: 'Ansel Adams' });
  });
  afterAll(() => f.close());

  const preflight = (origin: string, app = f.app, url = '/api/point/1/img/1/rateUp') =>
    app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
  const vote = (spotId: number, photoId: number, headers: Record<string, string>) =>
    f.app.inject({
      method: 'POST',
      url: `/api/point/${spotId}/img/${photoId}/rateUp`,
      headers,
      remoteAddress: freshIp(),
    });
  const exchange = (code: string, verifier = VERIFIER) =>
    f.app.inject({
      method: 'POST',
      url: '/api/auth/appCode',
      payload: { code, code_verifier: verifier },
      headers: { origin: ANDROID },
      remoteAddress: freshIp(),
    });

  it("answers preflights and calls of the app's origins only, without credentials", async () => {
    for (const origin of [ANDROID, IOS]) {
      const res = await preflight(origin);
      expect(res.statusCode, origin).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-methods']).toContain('POST');
      expect(String(res.headers['access-control-allow-headers'])).toMatch(/authorization/i);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(String(res.headers.vary)).toMatch(/origin/i);
    }
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-allow-methods']).toBeUndefined();

    const read = await f.app.inject({
      method: 'GET',
      url: '/api/auth/providers',
      headers: { origin: ANDROID },
    });
    expect(read.headers['access-control-allow-origin']).toBe(ANDROID);
    const foreignRead = await f.app.inject({
      method: 'GET',
      url: '/api/auth/providers',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreignRead.headers['access-control-allow-origin']).toBeUndefined();
    // Pages are not the API: no CORS for them, whatever the origin.
    const page = await f.app.inject({ method: 'GET', url: '/', headers: { origin: ANDROID } });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();

    const off = await f.ctx.appWith({ NATIVE_APP_ORIGINS: 'off' });
    expect((await preflight(ANDROID, off)).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('computes the S256 challenge the app sends (the same pair is in the web tests)', () => {
    expect(pkceChallengeOf('dBjftJeZ4CVP-mJ0kUg6M4qHdKbSDLc8T2gYeZNMt4Q')).toBe(
      'MfTqhzCkXQl7_rOPL7t1iWYJgMW5wFYKktAgFOIE8ls',
    );
  });

  it("lets the app's pages load photos and map files from the server", async () => {
    const spotId = await f.ctx.make.spot();
    await f.ctx.make.photo({ spotId });
    const spot = await f.app.inject({ method: 'GET', url: `/api/point/${spotId}` });
    const thumb = spot.json<{ images: { urls: { thumb: string } }[] }>().images[0]!.urls.thumb;
    const mediaUrl = new URL(thumb, 'http://localhost');
    for (const url of [mediaUrl.pathname, '/tiles/style.json']) {
      const res = await f.app.inject({ method: 'GET', url, headers: { origin: ANDROID } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['access-control-allow-origin'], url).toBe(ANDROID);
      expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
    // Pages keep the site's own policy.
    const page = await f.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cross-origin-resource-policy']).toBe('same-site');
    const off = await f.ctx.appWith({ NATIVE_APP_ORIGINS: 'off' });
    const closed = await off.inject({
      method: 'GET',
      url: '/tiles/style.json',
      headers: { origin: ANDROID },
    });
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();
    expect(closed.headers['cross-origin-resource-policy']).toBe('same-site');
  });

  it('lets the app change things with its Bearer token and refuses a cookie from its origin', async () => {
    const spotId = await f.ctx.make.spot();
    const photoId = await f.ctx.make.photo({ spotId, userId: member.id });
    const voter = await f.ctx.make.signedIn();

    const cookie = await vote(spotId, photoId, {
      cookie: `vantage_session=${voter.token}`,
      origin: ANDROID,
    });
    expect(cookie.statusCode).toBe(403);
    expect(cookie.json().error.code).toBe('bad_origin');

    // E-mail sign-in from the app answers the token it then sends as Bearer.
    const signIn = await f.app.inject({
      method: 'POST',
      url: '/api/remAuth',
      payload: { provider: 'email', mode: 'login', email: voter.email, password: voter.password },
      headers: { origin: ANDROID },
      remoteAddress: freshIp(),
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.headers['access-control-allow-origin']).toBe(ANDROID);
    expect(signIn.json<{ token: string }>().token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const bearer = await vote(spotId, photoId, { ...voter.bearerHeaders, origin: ANDROID });
    expect(bearer.statusCode, bearer.body).toBe(200);
    expect(bearer.headers['access-control-allow-origin']).toBe(ANDROID);
    const votes = await f.ctx.database.db
      .selectFrom('votes')
      .select('user_id')
      .where('target_type', '=', 'photo')
      .where('target_id', '=', photoId)
      .execute();
    expect(votes.map((row) => row.user_id)).toEqual([voter.id]);
  });

  it('hands the app a one-time code after a provider sign-in; the code works once', async () => {
    f.google.person = {
      sub: 'google-app',
      email: 'eliot@example.com',
      emailVerified: true,
      name: 'Eliot Porter',
    };
    const started = await startSignIn(f.app, 'google', 'app', pkceChallengeOf(VERIFIER));
    const res = await returnFromConsent(f.app, f.google, started);
    expect(res.statusCode).toBe(303);
    expect(sessionCookie(res)).toBeUndefined();
    const back = new URL(res.headers.location!);
    expect(`${back.protocol}//${back.host}${back.pathname}`).toBe('app.vantage.atlas://signin');
    const code = back.searchParams.get('code')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The browser that did the sign-in holds no session.
    const sessions = await f.ctx.database.db.selectFrom('sessions').selectAll().execute();
    const before = sessions.length;

    // Another app that intercepted the return link has the code but not the verifier.
    const intercepted = await exchange(code, OTHER_VERIFIER);
    expect(intercepted.statusCode).toBe(400);
    expect(intercepted.json().error.message).toMatch(/^code: /);
    const noVerifier = await f.app.inject({
      method: 'POST',
      url: '/api/auth/appCode',
      payload: { code },
      remoteAddress: freshIp(),
    });
    expect(noVerifier.statusCode).toBe(400);

    const first = await exchange(code);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['access-control-allow-origin']).toBe(ANDROID);
    expect(first.cookies).toEqual([]);
    const { token, user } = first.json<{ token: string; user: { displayName: string } }>();
    expect(user.displayName).toBe('Eliot Porter');
    expect(await f.ctx.database.db.selectFrom('sessions').selectAll().execute()).toHaveLength(
      before + 1,
    );
    const me = await f.app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: { authorization: `Bearer ${token}`, origin: ANDROID },
    });
    expect(me.json()).toMatchObject({ displayName: 'Eliot Porter' });

    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toMatch(/^code: /);
    expect((await exchange('not-a-code')).statusCode).toBe(400);

    // Signing out in the app ends that session.
    const logout = await f.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}`, origin: ANDROID },
    });
    expect(logout.statusCode).toBe(200);
    const after = await f.app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses an expired code and tells the app when the sign-in failed', async () => {
    const codes = new EmailTokenRepository(f.ctx.database);
    const past = new AppSignInService(
      codes,
      f.ctx.container.sessions,
      () => Date.now() - 3 * 60_000,
    );
    const stale = await past.issue(member.id, pkceChallengeOf(VERIFIER));
    const res = await exchange(stale);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/expired/);
    // The app can read why a call failed.
    expect(res.headers['access-control-allow-origin']).toBe(ANDROID);

    // An app sign-in without a PKCE challenge is refused before it reaches the provider.
    const unbound = await f.app.inject({
      method: 'GET',
      url: '/api/auth/oauth/google/start?mode=app',
      remoteAddress: freshIp(),
    });
    expect(unbound.statusCode).toBe(400);
    expect(unbound.json().error.message).toMatch(/^code_challenge: /);

    const cancelled = await startSignIn(f.app, 'google', 'app', pkceChallengeOf(VERIFIER));
    const back = new URL('http://localhost/api/auth/oauth/google/callback');
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('state', cancelled.location.searchParams.get('state')!);
    const denied = await callback(f.app, back, cancelled.browser);
    expect(denied.statusCode).toBe(303);
    const to = new URL(denied.headers.location!);
    expect(to.protocol).toBe('app.vantage.atlas:');
    expect(to.searchParams.get('error')).toBe('Sign-in with Google was cancelled.');
    expect(to.searchParams.has('code')).toBe(false);
  });
});
