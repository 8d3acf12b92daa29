import { describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/seed';
import { linkToken, postFrom, userOfToken } from './support/auth-helpers';
import { describeEachEngine, engines } from './support/engine-suite';
import { useTestContext } from './support/test-context';

describe.each(engines)('administrators on %s', (engine) => {
  const ctx = useTestContext(engine, () => ({
    ADMIN_EMAILS: 'Chief@Example.com, deputy@example.com',
  }));

  const signUpAndConfirm = async (email: string) => {
    const res = await postFrom(ctx.app, '/api/remAuth', {
      provider: 'email',
      mode: 'signup',
      email,
      password: 'a long enough secret 42',
      displayName: 'Someone',
    });
    expect(res.statusCode, res.body).toBe(202);
    const verified = await postFrom(ctx.app, '/api/auth/verify', {
      token: linkToken(ctx.outbox, email, 'verify'),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return verified.json<{ token: string; user: { id: number; admin: boolean } }>();
  };

  it('never makes the first sign-up on an empty database an administrator', async () => {
    const first = await signUpAndConfirm('first@example.com');
    expect(first.user.id).toBe(1);
    expect(first.user.admin).toBe(false);
    expect((await userOfToken(ctx.app, first.token)).json().admin).toBe(false);
    const edit = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/${first.user.id}`,
    });
    expect(edit.json().admin).toBe(false);
  });

  it('makes a member whose confirmed address is in ADMIN_EMAILS an administrator', async () => {
    const chief = await signUpAndConfirm('chief@example.com');
    expect((await userOfToken(ctx.app, chief.token)).json().admin).toBe(true);
    const row = await ctx.database.db
      .selectFrom('users')
      .select('admin')
      .where('id', '=', chief.user.id)
      .executeTakeFirstOrThrow();
    expect(row.admin).toBe(1);
  });

  it('grants nothing to an unconfirmed address, even a configured one', async () => {
    const deputy = await ctx.make.signedIn({ email: 'deputy@example.com', emailVerified: false });
    expect((await userOfToken(ctx.app, deputy.token)).json().admin).toBe(false);
    await ctx.container.admins.applyConfigured();
    expect((await userOfToken(ctx.app, deputy.token)).json().admin).toBe(false);
  });

  it('grants and revokes by the operator’s command, and keeps configured ones granted', async () => {
    const member = await ctx.make.signedIn();
    const admins = ctx.container.admins;
    expect(await admins.grant(member.email.toUpperCase())).toBe('granted');
    expect((await userOfToken(ctx.app, member.token)).json().admin).toBe(true);
    expect(await admins.grant(member.email)).toBe('unchanged');
    expect(await admins.revoke(member.email)).toBe('revoked');
    expect((await userOfToken(ctx.app, member.token)).json().admin).toBe(false);
    expect(await admins.grant('nobody@example.com')).toBe('no-such-user');
    // An address in ADMIN_EMAILS comes back on its next request.
    expect(admins.isConfigured('CHIEF@example.com')).toBe(true);
  });
});

describeEachEngine('the demo on %s', (ctx) => {
  it('keeps its own administrator: its first user', async () => {
    await seedDemo(ctx.container, []);
    const users = await ctx.database.db
      .selectFrom('users')
      .select(['id', 'admin'])
      .orderBy('id')
      .execute();
    expect(users[0]).toEqual({ id: 1, admin: 1 });
    expect(users.slice(1).every((user) => user.admin === 0)).toBe(true);
  });
});
