import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_EMAIL_EXISTS_MESSAGE } from '@vantage/shared';
import { freshIp, sessionCookie, userSignedInBy } from './support/auth-helpers';
import { engines } from './support/engine-suite';
import {
  callback,
  createOAuthFixture,
  popupMessage,
  returnFromConsent,
  startSignIn,
  type OAuthFixture,
} from './support/oauth-fixture';

function linkToken(text: string): string {
  const match = /\/\?linkProvider=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no linkProvider link in: ${text}`);
  return match[1]!;
}

describe.each(engines)('provider accounts and ID tokens on %s', (engine) => {
  let f: OAuthFixture;

  beforeAll(async () => {
    f = await createOAuthFixture(engine);
  });
  afterAll(() => f.close());

  const post = (url: string, payload: object) =>
    f.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
  const accountsOf = (userId: number) =>
    f.ctx.database.db
      .selectFrom('auth_accounts')
      .select(['provider', 'provider_account_id'])
      .where('user_id', '=', userId)
      .execute();

  it('gives an existing account to a provider sign-in only after its owner confirms by mail', async () => {
    const owner = await f.ctx.make.userWithPassword({ email: 'owner@example.com' });
    f.google.person = {
      sub: 'google-owner',
      email: 'owner@example.com',
      emailVerified: true,
      name: 'Not Yet',
      picture: 'https://images.example/owner.jpg',
    };
    const { location, browser } = await startSignIn(f.app, 'google');
    const res = await callback(f.app, await f.google.consent(location.href), browser);
    expect(res.statusCode).toBe(202);
    expect(popupMessage(res)).toEqual({
      type: 'vantage-auth',
      ok: false,
      checkEmail: true,
      message: PROVIDER_EMAIL_EXISTS_MESSAGE,
    });
    expect(sessionCookie(res)).toBeUndefined();
    expect(await accountsOf(owner.id)).toEqual([]);

    const mail = f.ctx.outbox.latestTo('owner@example.com')!;
    expect(mail.subject).toBe('Sign in to Vantage with Google?');
    expect(mail.text).toMatch(/^http:\/\/localhost(:80)?\/\?linkProvider=/m);
    const token = linkToken(mail.text);

    const linked = await post('/api/auth/linkProvider', { token });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().user).toMatchObject({ id: owner.id, email: 'owner@example.com' });
    expect(sessionCookie(linked)?.value).toBe(linked.json().token);
    expect(await accountsOf(owner.id)).toEqual([
      { provider: 'google', provider_account_id: 'google-owner' },
    ]);
    const row = await f.ctx.database.db
      .selectFrom('users')
      .select(['picture', 'provider_type', 'provider_id'])
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      picture: 'https://images.example/owner.jpg',
      provider_type: 3,
      provider_id: 'google-owner',
    });

    const reused = await post('/api/auth/linkProvider', { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('invalid_token');

    // From now on the provider signs straight into the account.
    const again = await startSignIn(f.app, 'google');
    const direct = await returnFromConsent(f.app, f.google, again);
    expect(popupMessage(direct)).toEqual({ type: 'vantage-auth', ok: true });
    const me = await userSignedInBy(f.app, direct);
    expect(me.json().id).toBe(owner.id);
  });

  it('answers 202 with the message to the native app, and keeps unverified addresses apart', async () => {
    await f.ctx.make.userWithPassword({ email: 'native@example.com' });
    f.facebook.person = { sub: 'fb-native', email: 'native@example.com', name: 'Native' };
    const { location } = await startSignIn(f.app, 'facebook', 'redirect');
    const back = await f.facebook.consent(location.href);
    const res = await post('/api/remAuth', {
      provider: 'facebook',
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'check-email', message: PROVIDER_EMAIL_EXISTS_MESSAGE });
    expect(sessionCookie(res)).toBeUndefined();

    // An address the provider does not vouch for neither matches nor is kept.
    const holder = await f.ctx.make.userWithPassword({ email: 'unverified@example.com' });
    const mailsBefore = f.ctx.outbox.list().length;
    f.google.person = { sub: 'google-unverified', email: 'unverified@example.com', name: 'Other' };
    const start = await startSignIn(f.app, 'google');
    const signedIn = await returnFromConsent(f.app, f.google, start);
    expect(popupMessage(signedIn)).toEqual({ type: 'vantage-auth', ok: true });
    const me = await userSignedInBy(f.app, signedIn);
    expect(me.json()).toMatchObject({ displayName: 'Other', email: null, emailVerified: false });
    expect(me.json().id).not.toBe(holder.id);
    expect(f.ctx.outbox.list().length).toBe(mailsBefore);
  });

  it('signs in with a valid Google ID token through /api/authF', async () => {
    const token = await f.google.idToken({
      sub: 'google-native',
      email: 'idtoken@example.com',
      email_verified: true,
      name: 'Token Person',
    });
    const res = await post('/api/authF', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      displayName: 'Token Person',
      email: 'idtoken@example.com',
      emailVerified: true,
    });
    expect(sessionCookie(res)?.value).toBe(res.json().token);

    const again = await post('/api/authF', {
      token: await f.google.idToken({ sub: 'google-native' }),
    });
    expect(again.json().user.id).toBe(res.json().user.id);

    const apple = await post('/api/authF', {
      token: await f.apple.idToken({ sub: 'apple-native', email_verified: 'true' }),
    });
    expect(apple.statusCode).toBe(200);
  });

  it('refuses ID tokens signed by another key, for another audience, expired or unknown', async () => {
    const stranger = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    const refused = {
      otherKey: await f.google.idToken({ sub: 'x' }, { key: stranger.privateKey }),
      otherAudience: await f.google.idToken({ sub: 'x', aud: 'someone-else' }),
      expired: await f.google.idToken({ sub: 'x', iat: now - 7200, exp: now - 3600 }),
      otherIssuer: await f.google.idToken({ sub: 'x', iss: 'https://issuer.example' }),
      notAJwt: 'not-a-token',
    };
    for (const [name, token] of Object.entries(refused)) {
      const res = await post('/api/authF', { token });
      expect(res.statusCode, name).toBe(401);
      expect(res.json().error, name).toEqual({
        code: 'invalid_token',
        message: 'This sign-in token is invalid or has expired.',
      });
      expect(sessionCookie(res), name).toBeUndefined();
    }
  });

  it('answers that ID tokens are not configured when no OpenID provider is', async () => {
    const res = await f.ctx.app.inject({
      method: 'POST',
      url: '/api/authF',
      payload: { token: await f.google.idToken({ sub: 'x' }) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('provider_unavailable');
  });
});
