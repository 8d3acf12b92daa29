import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import { SIGN_IN_ACCOUNT_FREE_FAILURES } from '../src/modules/auth/auth-throttle';
import {
  deviceCookie,
  freshIp,
  linkToken,
  postFrom,
  sessionCookie,
  uniquePassword,
} from './support/auth-helpers';
import { describeEachEngine } from './support/engine-suite';
import { TEST_ORIGIN } from './support/factories';
import type { TestContext } from './support/test-context';

describeEachEngine('sessions and e-mail sign-in on %s', (ctx) => {
  const post = (
    url: string,
    payload: unknown,
    options: Parameters<typeof postFrom>[3] & { app?: TestContext['app'] } = {},
  ) => postFrom(options.app ?? ctx.app, url, payload, options);
  const login = (email: string, password: string, options: Parameters<typeof post>[2] = {}) =>
    post('/api/remAuth', { provider: 'email', mode: 'login', email, password }, options);
  const signUp = (email: string, password: string, displayName = 'Nora') =>
    post('/api/remAuth', { provider: 'email', mode: 'signup', email, password, displayName });
  const me = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/user/', headers });

  it('signs up with 202 and a mailed link that confirms the address and signs in', async () => {
    const password = uniquePassword();
    const res = await signUp('Nora@Example.com', password);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'check-email' });
    expect(sessionCookie(res)).toBeUndefined();

    const row = await ctx.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'nora@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ display_name: 'Nora', email_verified: 0, username: null });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    const verified = await post('/api/auth/verify', {
      token: linkToken(ctx.outbox, 'nora@example.com', 'verify'),
    });
    expect(verified.statusCode).toBe(200);
    const answer = verified.json();
    expect(answer.user).toMatchObject({ id: row.id, emailVerified: true, email: row.email });
    const cookie = sessionCookie(verified);
    expect(cookie).toMatchObject({ value: answer.token, httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.path).toBe('/');
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBe(30 * 24 * 3600);

    const byCookie = await me({ cookie: `vantage_session=${answer.token}` });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json()).toMatchObject({ id: row.id, email: 'nora@example.com' });
    const byBearer = await me({ authorization: `Bearer ${answer.token}` });
    expect(byBearer.json()).toMatchObject({ id: row.id, emailVerified: true });
    // The account signs in with its password too.
    expect((await login('nora@example.com', password)).statusCode).toBe(200);
  });

  it('answers a sign-up for a registered address exactly like a new one and changes nothing', async () => {
    const existing = await ctx.make.userWithPassword({ email: 'taken@example.com' });
    const fresh = await signUp('fresh@example.com', 'another secret 77');
    const taken = await signUp('taken@example.com', 'another secret 77', 'Impostor');
    for (const res of [fresh, taken]) expect(sessionCookie(res)).toBeUndefined();
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    const accounts = await ctx.database.db
      .selectFrom('users')
      .select(['id', 'display_name'])
      .where('email', '=', 'taken@example.com')
      .execute();
    expect(accounts).toEqual([
      { id: existing.id, display_name: expect.not.stringMatching('Impostor') },
    ]);
    expect((await login('taken@example.com', 'another secret 77')).statusCode).toBe(401);
    expect((await login('taken@example.com', existing.password)).statusCode).toBe(200);
    // The owner hears about it, with a way back in; the newcomer gets the usual welcome.
    expect(ctx.outbox.latestTo('taken@example.com')?.subject).toMatch(/already have/);
    expect(ctx.outbox.latestTo('fresh@example.com')?.subject).toMatch(/Confirm/);
  });

  it('keeps passwords between 8 and 256 characters and refuses the most common ones', async () => {
    const tooShort = await signUp('short@example.com', 'k9#Lm2q');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.message).toBe('password: must be at least 8 characters');
    expect((await signUp('eight@example.com', 'k9#Lm2qz')).statusCode).toBe(202);
    expect((await signUp('long@example.com', 'x'.repeat(256))).statusCode).toBe(202);
    const tooLong = await signUp('longer@example.com', 'x'.repeat(257));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('password: must be at most 256 characters');
    for (const common of ['password1', 'Sunshine1', 'qwertyuiop']) {
      const res = await signUp(`common-${common}@example.com`, common);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'invalid_input',
        message: 'password: is one of the most common passwords, please choose another one',
      });
    }
  });

  it('fails alike for an unknown e-mail and a wrong password', async () => {
    const user = await ctx.make.userWithPassword();
    const unknown = await login('nobody@example.com', user.password);
    const wrong = await login(user.email, 'not the password');
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'wrong_credentials', message: 'Wrong e-mail or password.' },
      });
    }
  });

  it('sets an httpOnly, SameSite=Lax cookie, Secure over HTTPS from a declared proxy', async () => {
    const user = await ctx.make.userWithPassword();
    const plain = await login(user.email, user.password);
    expect(plain.statusCode).toBe(200);
    expect(sessionCookie(plain)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sessionCookie(plain)?.secure).toBeFalsy();

    const https = { 'x-forwarded-proto': 'https' };
    const untrusted = await login(user.email, user.password, { headers: https });
    expect(sessionCookie(untrusted)?.secure).toBeFalsy();
    const proxied = await ctx.appWith({ TRUST_PROXY: 'true' });
    const trusted = await login(user.email, user.password, { headers: https, app: proxied });
    expect(trusted.statusCode).toBe(200);
    expect(sessionCookie(trusted)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  });

  it('sets a Secure cookie whenever PUBLIC_URL is https, with no proxy declared', async () => {
    const user = await ctx.make.userWithPassword();
    const https = await ctx.appWith({ PUBLIC_URL: 'https://vantage.example' });
    const res = await login(user.email, user.password, { app: https });
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(deviceCookie(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
    const cookie = `vantage_session=${res.json().token}`;
    const out = await post(
      '/api/logout',
      {},
      {
        app: https,
        headers: { cookie, origin: 'https://vantage.example' },
      },
    );
    expect(out.statusCode).toBe(200);
    expect(sessionCookie(out)).toMatchObject({ value: '', secure: true });
  });

  it('stores only the SHA-256 of a session token', async () => {
    const user = await ctx.make.userWithPassword();
    const { token } = (await login(user.email, user.password)).json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await ctx.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows.map((row) => row.token_hash)).toEqual([
      crypto.createHash('sha256').update(token).digest('hex'),
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('gives every sign-in a new token and ends the session the browser came with', async () => {
    const user = await ctx.make.userWithPassword();
    const first = (await login(user.email, user.password)).json().token;
    const elsewhere = (await login(user.email, user.password)).json().token;
    const again = await login(user.email, user.password, {
      headers: { cookie: `vantage_session=${first}`, origin: TEST_ORIGIN },
    });
    const second = again.json().token;
    expect(new Set([first, elsewhere, second]).size).toBe(3);
    expect((await me({ authorization: `Bearer ${first}` })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${second}` })).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${elsewhere}` })).statusCode).toBe(200);
  });

  it('keeps the cookie of a session replaced by a sign-in on fetches, and clears a dead one when a page opens', async () => {
    const user = await ctx.make.signedIn();
    await post('/api/logout', {}, { headers: user.cookieHeaders });
    const ended = { cookie: `vantage_session=${user.token}` };
    // A fetch that was in flight while the browser signed in again must not clear the new cookie.
    const fetched = await me({ ...ended, 'sec-fetch-dest': 'empty' });
    expect(fetched.statusCode).toBe(401);
    expect(sessionCookie(fetched)).toBeUndefined();
    const opened = await ctx.app.inject({
      method: 'GET',
      url: '/about',
      headers: { ...ended, 'sec-fetch-dest': 'document' },
    });
    expect(sessionCookie(opened)?.value).toBe('');
  });

  it('ends the session on the server at logout and clears the cookie', async () => {
    const user = await ctx.make.signedIn();
    const res = await post('/api/logout', {}, { headers: user.cookieHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const cleared = sessionCookie(res);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await me(user.bearerHeaders)).statusCode).toBe(401);
    expect((await me({ cookie: `vantage_session=${user.token}` })).statusCode).toBe(401);
  });

  it('slides the expiry of a session in use, and ends it once expired', async () => {
    const user = await ctx.make.signedIn();
    const session = ctx.database.db.updateTable('sessions').where('user_id', '=', user.id);
    const twoHoursAgo = Date.now() - 2 * 3600 * 1000;
    await session.set({ last_seen_at: twoHoursAgo, expires_at: Date.now() + 60_000 }).execute();
    const used = await me({ cookie: `vantage_session=${user.token}` });
    expect(used.statusCode).toBe(200);
    expect(sessionCookie(used)?.maxAge).toBe(30 * 24 * 3600);
    const row = await ctx.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.expires_at).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    expect(row.last_seen_at).toBeGreaterThan(twoHoursAgo);

    await session.set({ expires_at: Date.now() - 1 }).execute();
    // A page opened with it tells the browser to forget the cookie.
    const expired = await me({
      cookie: `vantage_session=${user.token}`,
      'sec-fetch-dest': 'document',
    });
    expect(expired.statusCode).toBe(401);
    expect(sessionCookie(expired)?.value).toBe('');
  });

  it('answers 401 for the current user without a session, and for a made-up token', async () => {
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${'a'.repeat(43)}` })).json().error.code).toBe(
      'unauthorized',
    );
  });

  it('makes a client wait longer after each failure past five, and never locks the owner out', async () => {
    const user = await ctx.make.userWithPassword();
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(user.email, `wrong ${attempt}`, { ip })).statusCode).toBe(401);
    }
    const waiting = await login(user.email, user.password, { ip });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error).toEqual({
      code: 'too_many_requests',
      message: 'Too many failed sign-in attempts. Please wait a second and try again.',
    });
    expect(waiting.headers['retry-after']).toBe('1');
    // The owner, from their own client, signs in at once: no account is ever locked.
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    // The guessing client's next wait is twice as long.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await login(user.email, 'wrong again', { ip })).statusCode).toBe(401);
    const longer = await login(user.email, 'wrong again', { ip });
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');
  });

  it('forgets earlier failures of an account once its owner signs in', async () => {
    const user = await ctx.make.userWithPassword();
    for (let attempt = 0; attempt < 4; attempt++) await login(user.email, 'wrong');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) await login(user.email, 'wrong');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('slows 200 guesses on one account from 200 addresses, while its owner’s browser signs in at once', async () => {
    const user = await ctx.make.userWithPassword();
    const other = await ctx.make.userWithPassword();
    const proxied = await ctx.appWith({ TRUST_PROXY: '10.0.0.0/8' });
    const proxy = freshIp();
    const from = (address: string, cookie?: string) => ({
      app: proxied,
      ip: proxy,
      headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
    });
    // The owner signed in with this browser before: it has the account's device cookie.
    const first = await login(user.email, user.password, from('192.0.2.10'));
    expect(first.statusCode).toBe(200);
    const device = deviceCookie(first)!;
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/' });
    const ownBrowser = `vantage_device=${device.value}`;
    const othersBrowser = `vantage_device=${deviceCookie(await login(other.email, other.password, from('192.0.2.11')))!.value}`;

    const guesses: number[] = [];
    for (let attempt = 0; attempt < 200; attempt++) {
      const address = `198.18.${attempt >> 8}.${attempt & 255}`;
      const res = await login(user.email, `guess ${attempt}`, from(address));
      guesses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(res.json().error.code).toBe('too_many_requests');
      } else {
        expect(res.statusCode).toBe(401);
      }
      if (attempt % 50 === 25) {
        // Meanwhile the owner's known browser signs in at once, from any address.
        const owner = await login(user.email, user.password, from(address, ownBrowser));
        expect(owner.statusCode, `owner after ${attempt + 1} guesses`).toBe(200);
      }
    }
    // The first guesses go through; after them each one needs a wait that doubles, so a
    // handful more at most are checked however fast the test runs.
    expect(guesses.slice(0, SIGN_IN_ACCOUNT_FREE_FAILURES)).toEqual(
      Array(SIGN_IN_ACCOUNT_FREE_FAILURES).fill(401),
    );
    expect(guesses.filter((status) => status === 401).length).toBeLessThan(
      SIGN_IN_ACCOUNT_FREE_FAILURES + 8,
    );
    // The loop may have ended just before the account's last wait ran out: one more guess
    // either starts a longer wait or finds one still seconds ahead.
    for (let probe = 0; ; probe++) {
      const res = await login(user.email, `probe ${probe}`, from(`198.19.0.${probe}`));
      if (res.statusCode === 401 || Number(res.headers['retry-after']) >= 3) break;
      await new Promise((resolve) =>
        setTimeout(resolve, Number(res.headers['retry-after']) * 1000),
      );
    }
    // Another account's device cookie, or a forged one, is an unknown browser here.
    const stranger = await login(user.email, user.password, from('192.0.2.12', othersBrowser));
    expect(stranger.statusCode).toBe(429);
    const forged = `vantage_device=${user.id}.${'A'.repeat(22)}.${'B'.repeat(43)}`;
    expect((await login(user.email, user.password, from('192.0.2.13', forged))).statusCode).toBe(
      429,
    );
    expect(
      (await login(user.email, user.password, from('192.0.2.14', ownBrowser))).statusCode,
    ).toBe(200);
  });

  it('makes a known browser that guesses wait on its own', async () => {
    const user = await ctx.make.userWithPassword();
    const signIn = async (password: string, cookie?: string) =>
      login(user.email, password, cookie ? { headers: { cookie } } : {});
    const browser = `vantage_device=${deviceCookie(await signIn(user.password))!.value}`;
    const elsewhere = `vantage_device=${deviceCookie(await signIn(user.password))!.value}`;
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(`wrong ${attempt}`, browser)).statusCode).toBe(401);
    }
    const waiting = await signIn(user.password, browser);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    // The owner's other browser, and unknown clients, are not slowed by it.
    expect((await signIn(user.password, elsewhere)).statusCode).toBe(200);
    expect((await signIn(user.password)).statusCode).toBe(200);
  });

  it('throttles failures per client address; a forged X-Forwarded-For does not reset it', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 20; attempt++) {
      const res = await login(`guess${attempt}@example.com`, 'wrong password', {
        ip,
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login('guess-last@example.com', 'wrong password', {
      ip,
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('counts per forwarded address only behind a declared proxy', async () => {
    const proxied = await ctx.appWith({ TRUST_PROXY: '10.0.0.0/8' });
    const proxy = freshIp();
    for (let attempt = 0; attempt < 25; attempt++) {
      const res = await login(`far${attempt}@example.com`, 'wrong password', {
        app: proxied,
        ip: proxy,
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses cookie requests that change state from another origin; Bearer needs no Origin', async () => {
    const user = await ctx.make.signedIn();
    const body = { id: user.id, about: 'Hello' };
    const cookie = `vantage_session=${user.token}`;
    const foreign = await post('/api/user', body, {
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('bad_origin');
    const foreignReferer = await post('/api/user', body, {
      headers: { cookie, referer: 'https://evil.example/page' },
    });
    expect(foreignReferer.statusCode).toBe(403);
    expect((await post('/api/user', body, { headers: { cookie } })).statusCode).toBe(403);

    expect((await post('/api/user', body, { headers: user.cookieHeaders })).statusCode).toBe(200);
    const sameReferer = await post('/api/user', body, {
      headers: { cookie, referer: `${TEST_ORIGIN}/settings` },
    });
    expect(sameReferer.statusCode).toBe(200);
    expect((await post('/api/user', body, { headers: user.bearerHeaders })).statusCode).toBe(200);
    // Reading is not state-changing.
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });

  it('lists no sign-in providers until OAuth is configured, and refuses their callbacks', async () => {
    const providers = await ctx.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json()).toEqual({ providers: [] });
    const callback = await post('/api/remAuth', { provider: 'google', code: 'c', state: 's' });
    expect(callback.statusCode).toBe(400);
    expect(callback.json().error.code).toBe('provider_unavailable');
  });

  it('puts the signed-in user into the page data', async () => {
    const user = await ctx.make.signedIn({ displayName: 'Page Viewer' });
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/map',
      headers: { cookie: `vantage_session=${user.token}` },
    });
    expect(page.body).toContain('"displayName":"Page Viewer"');
    expect(page.headers['cache-control']).toBe('private, no-store');
    const visitor = await ctx.app.inject({ method: 'GET', url: '/map' });
    expect(visitor.body).toContain('"currentUser":null');
  });
});
