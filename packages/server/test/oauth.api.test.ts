import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, sessionCookie, userOfToken, userSignedInBy } from './support/auth-helpers';
import { engines } from './support/engine-suite';
import {
  callback,
  createOAuthFixture,
  popupFailure,
  popupMessage,
  returnFromConsent,
  startSignIn,
  type OAuthFixture,
} from './support/oauth-fixture';

describe.each(engines)('provider sign-in flows on %s', (engine) => {
  let f: OAuthFixture;

  beforeAll(async () => {
    f = await createOAuthFixture(engine);
  });
  afterAll(() => f.close());

  const me = (cookie: string) =>
    f.app.inject({ method: 'GET', url: '/api/user/', headers: { cookie } });
  const userRow = (id: number) =>
    f.ctx.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('lists only the configured providers; the others have no start URL', async () => {
    const all = await f.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(all.json()).toEqual({ providers: ['google', 'facebook', 'twitter', 'apple'] });

    const none = await f.ctx.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(none.json()).toEqual({ providers: [] });
    const unconfigured = await f.ctx.app.inject({
      method: 'GET',
      url: '/api/auth/oauth/google/start',
    });
    expect(unconfigured.statusCode).toBe(404);

    const googleOnly = await f.ctx.appWith({
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_ISSUER: f.google.url,
    });
    const some = await googleOnly.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(some.json()).toEqual({ providers: ['google'] });
    for (const provider of ['facebook', 'twitter', 'apple', 'github']) {
      const start = await googleOnly.inject({
        method: 'GET',
        url: `/api/auth/oauth/${provider}/start`,
      });
      expect(start.statusCode, provider).toBe(404);
      expect(start.cookies).toEqual([]);
    }
  });

  it('signs in with Google through a complete authorization-code flow in a popup', async () => {
    f.google.person = {
      sub: 'google-ada',
      email: 'Ada@Example.com',
      emailVerified: true,
      name: 'Ada Lovelace',
      picture: 'https://images.example/ada.jpg',
    };
    const { location, browser } = await startSignIn(f.app, 'google');
    expect(location.origin).toBe(f.google.url);
    expect(location.pathname).toBe('/authorize');
    const params = location.searchParams;
    expect(params.get('client_id')).toBe('google-client');
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('redirect_uri')).toBe('http://localhost/api/auth/oauth/google/callback');
    expect(params.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('code_challenge_method')).toBe('S256');

    const back = await f.google.consent(location.href);
    expect(back.searchParams.get('state')).toBe(params.get('state'));
    const res = await callback(f.app, back, browser);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(
      /^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/=]+'; base-uri 'none'/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(popupMessage(res)).toEqual({ type: 'vantage-auth', ok: true });
    expect(res.body).toContain('"origin":"http://localhost"');
    expect(res.body).not.toContain(back.searchParams.get('code')!);

    const token = f.google.tokenRequests.at(-1)!;
    expect(token.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(token.get('client_secret')).toBe('google-secret');

    const session = sessionCookie(res)!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const current = await me(`vantage_session=${session.value}`);
    expect(current.statusCode).toBe(200);
    // Name and picture came from /userinfo, the e-mail from the provider, in lower case.
    expect(current.json()).toMatchObject({
      displayName: 'Ada Lovelace',
      email: 'ada@example.com',
      emailVerified: true,
      picture: 'https://images.example/ada.jpg',
    });
    const id = current.json().id as number;
    expect(await userRow(id)).toMatchObject({ provider_type: 3, provider_id: 'google-ada' });

    // The next sign-in of the same person is the same user.
    const again = await startSignIn(f.app, 'google');
    const second = await returnFromConsent(f.app, f.google, again);
    expect(popupMessage(second)).toEqual({ type: 'vantage-auth', ok: true });
    const secondMe = await userSignedInBy(f.app, second);
    expect(secondMe.json().id).toBe(id);
  });

  it('refuses a wrong, reused, expired or foreign-browser state without a session', async () => {
    f.google.person = { sub: 'google-state', email: 'state@example.com', emailVerified: true };
    const { location, browser } = await startSignIn(f.app, 'google');
    const back = await f.google.consent(location.href);

    const forged = new URL(back);
    forged.searchParams.set('state', 'not-the-state-we-sent');
    const wrong = await callback(f.app, forged, browser);
    expect(wrong.statusCode).toBe(400);
    expect(popupMessage(wrong)).toMatchObject({ ok: false });
    expect(sessionCookie(wrong)).toBeUndefined();

    expect((await callback(f.app, back, browser)).statusCode).toBe(200);
    const reused = await callback(f.app, back, browser);
    expect(reused.statusCode).toBe(400);
    expect(popupMessage(reused)).toEqual(
      popupFailure('This sign-in has expired or was already used. Please start it again.'),
    );
    expect(sessionCookie(reused)).toBeUndefined();

    // Someone else's callback URL opened in this browser (login CSRF) is refused.
    const theirs = await startSignIn(f.app, 'google');
    const theirBack = await f.google.consent(theirs.location.href);
    const mine = await startSignIn(f.app, 'google');
    const csrf = await callback(f.app, theirBack, mine.browser);
    expect(csrf.statusCode).toBe(400);
    expect(sessionCookie(csrf)).toBeUndefined();
    expect((await callback(f.app, theirBack, undefined)).statusCode).toBe(400);

    const late = await startSignIn(f.app, 'google');
    const lateBack = await f.google.consent(late.location.href);
    await f.ctx.database.db
      .updateTable('oauth_states')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const expired = await callback(f.app, lateBack, late.browser);
    expect(expired.statusCode).toBe(400);
    expect(sessionCookie(expired)).toBeUndefined();

    // A state of one provider does not finish another's sign-in.
    const other = await startSignIn(f.app, 'google');
    const otherBack = await f.google.consent(other.location.href);
    const crossed = new URL(`http://localhost/api/auth/oauth/facebook/callback${otherBack.search}`);
    expect((await callback(f.app, crossed, other.browser)).statusCode).toBe(400);
  });

  it('fails cleanly when the token endpoint refuses the PKCE verifier', async () => {
    f.google.person = { sub: 'google-pkce', email: 'pkce@example.com', emailVerified: true };
    const { location, browser } = await startSignIn(f.app, 'google');
    // A challenge swapped on the way cannot be answered by the verifier the server kept.
    location.searchParams.set('code_challenge', 'A'.repeat(43));
    const back = await f.google.consent(location.href);
    const res = await callback(f.app, back, browser);
    expect(res.statusCode).toBe(400);
    expect(popupMessage(res)).toEqual(
      popupFailure('Sign-in with Google failed. Please try again.'),
    );
    expect(sessionCookie(res)).toBeUndefined();
    const users = await f.ctx.database.db
      .selectFrom('auth_accounts')
      .select('id')
      .where('provider_account_id', '=', 'google-pkce')
      .execute();
    expect(users).toEqual([]);
  });

  it('redirects to the site in redirect mode, with the message when it failed', async () => {
    f.google.person = { sub: 'google-redirect', name: 'Redirected' };
    const ok = await startSignIn(f.app, 'google', 'redirect');
    const res = await callback(f.app, await f.google.consent(ok.location.href), ok.browser);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    const current = await userSignedInBy(f.app, res);
    expect(current.json()).toMatchObject({ displayName: 'Redirected', email: null });

    const cancelled = await startSignIn(f.app, 'google', 'redirect');
    const back = new URL('http://localhost/api/auth/oauth/google/callback');
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('state', cancelled.location.searchParams.get('state')!);
    const denied = await callback(f.app, back, cancelled.browser);
    expect(denied.statusCode).toBe(303);
    expect(denied.headers.location).toBe(
      `/?login&error=${encodeURIComponent('Sign-in with Google was cancelled.')}`,
    );
    expect(sessionCookie(denied)).toBeUndefined();
  });

  it("exchanges the native app's code and state through /api/remAuth (Facebook)", async () => {
    f.facebook.person = {
      sub: 'fb-1001',
      email: 'grace@example.com',
      name: 'Grace Hopper',
      picture: 'https://images.example/grace.jpg',
    };
    const { location } = await startSignIn(f.app, 'facebook', 'redirect');
    expect(location.searchParams.get('scope')).toBe('public_profile email');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.has('nonce')).toBe(false);
    const back = await f.facebook.consent(location.href);
    const body = {
      provider: 'facebook',
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    };
    const post = () =>
      f.app.inject({
        method: 'POST',
        url: '/api/remAuth',
        payload: body,
        remoteAddress: freshIp(),
      });
    const res = await post();
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.user).toMatchObject({
      displayName: 'Grace Hopper',
      email: 'grace@example.com',
      emailVerified: true,
      picture: 'https://images.example/grace.jpg',
    });
    expect(await userRow(answer.user.id)).toMatchObject({
      provider_type: 2,
      provider_id: 'fb-1001',
    });
    const current = await userOfToken(f.app, answer.token);
    expect(current.json().id).toBe(answer.user.id);

    const reused = await post();
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('invalid_state');
  });

  it('signs in with X, which gives no e-mail, with its client in the Basic header', async () => {
    f.twitter.person = {
      sub: 'x-42',
      name: 'Katherine',
      picture: 'https://pbs.example/profile_images/1/k_normal.jpg',
    };
    const { location, browser } = await startSignIn(f.app, 'twitter');
    expect(location.searchParams.get('scope')).toBe('users.read tweet.read');
    const res = await callback(f.app, await f.twitter.consent(location.href), browser);
    expect(popupMessage(res)).toEqual({ type: 'vantage-auth', ok: true });
    expect(f.twitter.tokenRequests.at(-1)!.has('client_secret')).toBe(false);
    const current = await userSignedInBy(f.app, res);
    expect(current.json()).toMatchObject({
      displayName: 'Katherine',
      email: null,
      picture: 'https://pbs.example/profile_images/1/k_400x400.jpg',
    });
    expect(await userRow(current.json().id)).toMatchObject({ provider_type: 4 });
  });

  it('signs in with Apple: form post, signed client secret, the name sent once', async () => {
    f.apple.person = { sub: 'apple-7', email: 'relay@privaterelay.example', emailVerified: 'true' };
    const { location, browser } = await startSignIn(f.app, 'apple');
    expect(location.searchParams.get('response_mode')).toBe('form_post');
    expect(location.searchParams.get('scope')).toBe('openid name email');
    const back = await f.apple.consent(location.href);
    // Apple posts the answer from its own origin. A browser that sent a session cookie along
    // anyway is not refused by the Origin check: the route only redirects.
    const somebody = await f.ctx.make.signedIn();
    const posted = await f.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/apple/callback',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: f.apple.url,
        cookie: `vantage_session=${somebody.token}`,
      },
      payload: new URLSearchParams({
        code: back.searchParams.get('code')!,
        state: back.searchParams.get('state')!,
        user: JSON.stringify({ name: { firstName: 'Mary', lastName: 'Jackson' } }),
      }).toString(),
    });
    expect(posted.statusCode).toBe(303);
    const next = new URL(posted.headers.location as string, 'http://localhost');
    expect(next.pathname).toBe('/api/auth/oauth/apple/callback');
    const res = await callback(f.app, next, browser);
    expect(popupMessage(res)).toEqual({ type: 'vantage-auth', ok: true });
    const current = await userSignedInBy(f.app, res);
    expect(current.json()).toMatchObject({
      displayName: 'Mary Jackson',
      email: 'relay@privaterelay.example',
      emailVerified: true,
    });
    expect(await userRow(current.json().id)).toMatchObject({ provider_type: null });
  });

  it('answers 502 when a provider cannot be reached, and never calls the real service', async () => {
    const unreachable = await f.ctx.appWith({
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
    });
    const res = await unreachable.inject({ method: 'GET', url: '/api/auth/oauth/google/start' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({
      code: 'oauth_failed',
      message: 'Google cannot be reached right now.',
    });
    // The guard stopped the discovery request to the real issuer; forget it, it was expected.
    expect(f.guard.refused).toEqual([
      'https://accounts.google.com/.well-known/openid-configuration',
    ]);
    f.guard.refused.length = 0;
  });

  it('documents the sign-in endpoints in the OpenAPI document', async () => {
    const docs = await f.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/oauth/{provider}/start',
        '/api/auth/oauth/{provider}/callback',
        '/api/authF',
        '/api/auth/linkProvider',
        '/api/auth/providers',
      ]),
    );
  });

  it('throttles starting sign-ins from one client', async () => {
    const ip = freshIp();
    const start = () =>
      f.app.inject({ method: 'GET', url: '/api/auth/oauth/google/start', remoteAddress: ip });
    for (let i = 0; i < 30; i += 1) expect((await start()).statusCode).toBe(302);
    const limited = await start();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
