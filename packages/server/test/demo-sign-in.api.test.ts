import { AuthAnswer, DemoMemberAnswer } from '@vantage/shared';
import { expect, it } from 'vitest';
import { describeEachEngine } from './support/engine-suite';

const DEMO_USERNAME = 'lena_alpine';
const LOCAL = { origin: 'http://localhost:80' };

describeEachEngine('exploring the demo as its first member on %s', (ctx) => {
  it('is offered and signs in outside production once the demo member exists, and never in production', async () => {
    const offered = async (app = ctx.app) =>
      DemoMemberAnswer.parse((await app.inject('/api/auth/demo')).json()).member;
    // Before the demo content is there, there is nobody to explore as.
    expect(await offered()).toBeNull();
    const none = await ctx.app.inject({ method: 'POST', url: '/api/auth/demo', headers: LOCAL });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('This site has no demo member to explore as.');

    const id = await ctx.make.user({ username: DEMO_USERNAME, displayName: 'Lena Hofer' });
    expect(await offered()).toEqual({ displayName: 'Lena Hofer' });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/demo', headers: LOCAL });
    expect(res.statusCode).toBe(200);
    const answer = AuthAnswer.parse(res.json());
    expect(answer.user).toMatchObject({ id, displayName: 'Lena Hofer' });
    const cookie = res.cookies.find((c) => c.name === 'vantage_session')!;
    expect(cookie).toMatchObject({ httpOnly: true });
    const me = await ctx.app.inject({
      url: '/api/user/',
      headers: { cookie: `vantage_session=${cookie.value}` },
    });
    expect(me.json()).toMatchObject({ id });

    // Another site's page cannot sign its visitors in here.
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/demo',
      headers: { origin: 'https://evil.example' },
    });
    expect(elsewhere.statusCode).toBe(403);

    const production = await ctx.appWith({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://vantage.example',
    });
    expect(await offered(production)).toBeNull();
    const refused = await production.inject({
      method: 'POST',
      url: '/api/auth/demo',
      headers: { origin: 'https://vantage.example' },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('is not offered for an account a person owns', async () => {
    await ctx.database.db
      .updateTable('users')
      .set({ email: 'lena@example.com' })
      .where('username', '=', DEMO_USERNAME)
      .execute();
    const answer = DemoMemberAnswer.parse((await ctx.app.inject('/api/auth/demo')).json());
    expect(answer.member).toBeNull();
  });
});
