import { expect, it } from 'vitest';
import {
  freshIp,
  linkToken,
  postFrom,
  sessionCookie,
  uniquePassword,
  userOfToken,
} from './support/auth-helpers';
import { describeEachEngine } from './support/engine-suite';

describeEachEngine('e-mailed links and passwords on %s', (ctx) => {
  const post = (url: string, payload: unknown, options: Parameters<typeof postFrom>[3] = {}) =>
    postFrom(ctx.app, url, payload, options);
  const login = (email: string, password: string) =>
    post('/api/remAuth', { provider: 'email', mode: 'login', email, password });
  const expireLinks = (email: string) =>
    ctx.database.db
      .updateTable('email_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('email', '=', email)
      .execute();

  it('uses a confirmation link once, and not after it expired', async () => {
    await post('/api/remAuth', {
      provider: 'email',
      mode: 'signup',
      email: 'once@example.com',
      password: uniquePassword(),
      displayName: 'Once',
    });
    const token = linkToken(ctx.outbox, 'once@example.com', 'verify');
    expect((await post('/api/auth/verify', { token })).statusCode).toBe(200);
    const reused = await post('/api/auth/verify', { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toEqual({
      code: 'invalid_token',
      message: 'This link is invalid or has expired.',
    });

    await post('/api/remAuth', {
      provider: 'email',
      mode: 'signup',
      email: 'late@example.com',
      password: uniquePassword(),
      displayName: 'Late',
    });
    const late = linkToken(ctx.outbox, 'late@example.com', 'verify');
    await expireLinks('late@example.com');
    expect((await post('/api/auth/verify', { token: late })).statusCode).toBe(400);
    expect((await post('/api/auth/verify', { token: 'x'.repeat(43) })).statusCode).toBe(400);
  });

  it('resends a confirmation link to a signed-in user whose address is unconfirmed', async () => {
    const unconfirmed = await ctx.make.signedIn({ emailVerified: false });
    const res = await post(
      '/api/auth/resendVerification',
      {},
      { headers: unconfirmed.bearerHeaders },
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'check-email' });
    const token = linkToken(ctx.outbox, unconfirmed.email, 'verify');
    const verified = await post('/api/auth/verify', { token });
    expect(verified.json().user).toMatchObject({ id: unconfirmed.id, emailVerified: true });

    const confirmed = await ctx.make.signedIn();
    const again = await post(
      '/api/auth/resendVerification',
      {},
      { headers: confirmed.bearerHeaders },
    );
    expect(again.statusCode).toBe(409);
    expect((await post('/api/auth/resendVerification', {})).statusCode).toBe(401);
  });

  it('answers a reset request the same whether or not the address is registered', async () => {
    const user = await ctx.make.userWithPassword();
    const known = await post('/api/auth/requestReset', { email: user.email });
    const unknown = await post('/api/auth/requestReset', { email: 'stranger@example.com' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ status: 'check-email' });
    expect(ctx.outbox.latestTo(user.email)?.subject).toMatch(/Reset/);
    expect(ctx.outbox.latestTo('stranger@example.com')).toBeUndefined();
  });

  it('resets a password from the mailed link: every session ends, the new one starts', async () => {
    const user = await ctx.make.signedIn({ emailVerified: false });
    const other = (await login(user.email, user.password)).json().token;
    await post('/api/auth/requestReset', { email: user.email });
    const token = linkToken(ctx.outbox, user.email, 'reset');
    expect(ctx.outbox.latestTo(user.email)?.text).toContain(`http://localhost:80/?reset=${token}`);

    const common = await post('/api/auth/reset', { token, password: 'password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.message).toMatch(/^password: is one of the most common/);

    const password = uniquePassword();
    const res = await post('/api/auth/reset', { token, password });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.user).toMatchObject({ id: user.id, emailVerified: true });
    expect(sessionCookie(res)?.value).toBe(answer.token);
    expect((await userOfToken(ctx.app, user.token)).statusCode).toBe(401);
    expect((await userOfToken(ctx.app, other)).statusCode).toBe(401);
    expect((await userOfToken(ctx.app, answer.token)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, password)).statusCode).toBe(200);
    expect((await post('/api/auth/reset', { token, password: uniquePassword() })).statusCode).toBe(
      400,
    );
  });

  it('refuses an expired reset link, and an older link once a newer one was sent', async () => {
    const user = await ctx.make.userWithPassword();
    await post('/api/auth/requestReset', { email: user.email });
    const older = linkToken(ctx.outbox, user.email, 'reset');
    await post('/api/auth/requestReset', { email: user.email });
    const newer = linkToken(ctx.outbox, user.email, 'reset');
    expect(newer).not.toBe(older);
    expect(
      (await post('/api/auth/reset', { token: older, password: uniquePassword() })).statusCode,
    ).toBe(400);
    await expireLinks(user.email);
    expect(
      (await post('/api/auth/reset', { token: newer, password: uniquePassword() })).statusCode,
    ).toBe(400);
  });

  it('throttles reset requests per address and per client, registered or not', async () => {
    const user = await ctx.make.userWithPassword();
    for (const email of [user.email, 'nobody-here@example.com']) {
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await post('/api/auth/requestReset', { email })).statusCode).toBe(202);
      }
      const blocked = await post('/api/auth/requestReset', { email });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.message).toMatch(/^Too many e-mails were requested/);
    }
    const ip = freshIp();
    for (let attempt = 0; attempt < 10; attempt++) {
      const res = await post(
        '/api/auth/requestReset',
        { email: `ip${attempt}@example.com` },
        { ip },
      );
      expect(res.statusCode).toBe(202);
    }
    const blocked = await post('/api/auth/requestReset', { email: 'ip-last@example.com' }, { ip });
    expect(blocked.statusCode).toBe(429);
  });

  it('changes a password only with the current one and ends every other session', async () => {
    const user = await ctx.make.signedIn();
    const other = (await login(user.email, user.password)).json().token;
    const change = (currentPassword: string, newPassword: string) =>
      post(
        '/api/auth/changePassword',
        { currentPassword, newPassword },
        { headers: user.cookieHeaders },
      );

    const wrong = await change('not it', uniquePassword());
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('wrong_password');
    const common = await change(user.password, 'iloveyou1');
    expect(common.statusCode).toBe(400);
    expect(common.json().error.message).toMatch(/^newPassword: is one of the most common/);

    const password = uniquePassword();
    const res = await change(user.password, password);
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(sessionCookie(res)?.value).toBe(token);
    expect((await userOfToken(ctx.app, token)).statusCode).toBe(200);
    expect((await userOfToken(ctx.app, other)).statusCode).toBe(401);
    expect((await userOfToken(ctx.app, user.token)).statusCode).toBe(401);
    expect((await login(user.email, password)).statusCode).toBe(200);
    expect(
      (
        await post('/api/auth/changePassword', {
          currentPassword: password,
          newPassword: uniquePassword(),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('shows the outbox at /dev/outbox, but not in production', async () => {
    const user = await ctx.make.userWithPassword();
    await post('/api/auth/requestReset', { email: user.email });
    const token = linkToken(ctx.outbox, user.email, 'reset');
    const page = await ctx.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<a href="http://localhost:80/?reset=${token}">`);

    const production = await ctx.appWith({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://vantage.example',
    });
    expect((await production.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
  });
});
