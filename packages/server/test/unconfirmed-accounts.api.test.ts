import { expect, it } from 'vitest';
import { linkToken } from './support/auth-helpers';
import { describeEachEngine } from './support/engine-suite';
import type { SignedInUser } from './support/factories';

type Document = { paths: Record<string, Record<string, unknown>> };

/** What an account not yet confirmed may do with itself: confirm, ask again, sign out, leave. */
const ACCOUNT_OPERATIONS = new Set([
  'post /api/auth/verify',
  'post /api/auth/resendVerification',
  'post /api/logout',
  'delete /api/user/me',
  'delete /api/user/{id}',
]);

/**
 * What anyone may do, signed in or not: sign in or up (or as the demo member), use a mailed
 * link, unsubscribe with a signed link, read spot previews (a read sent as POST for its long
 * list of ids).
 */
const VISITOR_OPERATIONS = new Set([
  'post /api/remAuth',
  'post /api/authF',
  'post /api/auth/appCode',
  'post /api/auth/demo',
  'post /api/auth/requestReset',
  'post /api/auth/reset',
  'post /api/auth/linkProvider',
  'post /api/auth/oauth/{provider}/callback',
  'post /api/unsubscribe',
  'post /api/pointPreviews',
]);

function errorCode(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}

describeEachEngine('an account whose e-mail is not confirmed on %s', (ctx, engine) => {
  const call = (method: string, url: string, who: SignedInUser, payload: object = {}) =>
    ctx.app.inject({
      method: method.toUpperCase() as 'POST',
      url,
      headers: who.cookieHeaders,
      payload,
    });

  it('is refused every state-changing operation of the API but its own account’s', async () => {
    const owner = await ctx.make.signedIn();
    const spotId = await ctx.make.spot({ userId: owner.id, description: 'Quiet at dawn.' });
    await ctx.make.photo({ spotId, userId: owner.id });
    const document = ctx.app.swagger() as unknown as Document;
    const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.keys(byMethod)
        .filter((method) => !['get', 'head', 'options'].includes(method))
        .map((method) => ({ method, path, key: `${method} ${path}` })),
    );
    expect(operations.length).toBeGreaterThan(50);
    const keys = new Set(operations.map(({ key }) => key));
    // The lists name operations that exist, so they cannot go stale unnoticed.
    for (const key of [...ACCOUNT_OPERATIONS, ...VISITOR_OPERATIONS]) expect(keys).toContain(key);

    const refused: string[] = [];
    const unexpected: string[] = [];
    for (const { method, path, key } of operations) {
      // An account of its own each time: signing out or leaving ends only that one.
      const unconfirmed = await ctx.make.signedIn({ emailVerified: false });
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'id' && path.startsWith('/api/user/')
          ? String(unconfirmed.id)
          : name === 'provider'
            ? 'google'
            : String(spotId),
      );
      const res = await call(method, url, unconfirmed);
      const code = res.statusCode >= 400 ? errorCode(res.body) : null;
      const allowed = ACCOUNT_OPERATIONS.has(key) || VISITOR_OPERATIONS.has(key);
      if (allowed ? code === 'unconfirmed' || res.statusCode >= 500 : code !== 'unconfirmed') {
        unexpected.push(`${key}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      if (!allowed && res.statusCode === 403 && code === 'unconfirmed') refused.push(key);
    }
    expect(unexpected).toEqual([]);
    expect(refused.length).toBe(
      operations.length - ACCOUNT_OPERATIONS.size - VISITOR_OPERATIONS.size,
    );
  });

  it('tells the person why and how to go on', async () => {
    const unconfirmed = await ctx.make.signedIn({
      email: `wait-${engine}@example.com`,
      emailVerified: false,
    });
    const res = await call('POST', '/api/point', unconfirmed, {
      title: 'Lone Pine',
      lat: 46.5,
      long: 11.5,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: {
        code: 'unconfirmed',
        message: `Please confirm your e-mail address first: open the link we sent to wait-${engine}@example.com, or ask for a new one in your profile's settings.`,
      },
    });
    const me = await ctx.app.inject({ url: '/api/user/', headers: unconfirmed.bearerHeaders });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: unconfirmed.id, emailVerified: false });
  });

  it('changes no count with its votes until it confirms; then the same votes count', async () => {
    const author = await ctx.make.signedIn();
    const spotId = await ctx.make.spot({ userId: author.id, description: 'Walk up at dawn.' });
    const photoId = await ctx.make.photo({ spotId, userId: author.id, rating: 7 });
    const db = ctx.database.db;
    const description = await db
      .selectFrom('descriptions')
      .select('id')
      .where('spot_id', '=', spotId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('descriptions')
      .set({ rating: 1 })
      .where('id', '=', description.id)
      .execute();
    const now = Date.now();
    const guide = await db
      .insertInto('guides')
      .values({
        user_id: author.id,
        title: `Waiting ${engine}`,
        perma: `Waiting_${engine}`,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ratingOf = async (table: 'photos' | 'descriptions' | 'guides', id: number) =>
      (await db.selectFrom(table).select('rating').where('id', '=', id).executeTakeFirstOrThrow())
        .rating;
    const counts = async () => ({
      photo: await ratingOf('photos', photoId),
      description: await ratingOf('descriptions', description.id),
      guide: await ratingOf('guides', guide.id),
    });
    const votes = [
      `/api/point/${spotId}/img/${photoId}/rateUp`,
      `/api/point/${spotId}/desc/${description.id}/rateUp`,
      `/api/guide/${guide.id}/rate/1`,
    ];
    expect(await counts()).toEqual({ photo: 7, description: 1, guide: 0 });

    const voter = await ctx.make.signedIn({ emailVerified: false });
    for (const url of votes) {
      const res = await call('POST', url, voter);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('unconfirmed');
    }
    expect(await counts()).toEqual({ photo: 7, description: 1, guide: 0 });
    expect(
      await db.selectFrom('votes').select('id').where('user_id', '=', voter.id).execute(),
    ).toEqual([]);

    // It asks for a new link and opens it: confirmed, and signed in afresh.
    expect((await call('POST', '/api/auth/resendVerification', voter)).statusCode).toBe(202);
    const verified = await call('POST', '/api/auth/verify', voter, {
      token: linkToken(ctx.outbox, voter.email, 'verify'),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.emailVerified).toBe(true);
    const confirmed: SignedInUser = {
      ...voter,
      cookieHeaders: { ...voter.cookieHeaders, cookie: `vantage_session=${verified.json().token}` },
    };
    for (const url of votes) {
      expect((await call('POST', url, confirmed)).statusCode, url).toBe(200);
    }
    expect(await counts()).toEqual({ photo: 8, description: 2, guide: 1 });
  });

  it('signs out and deletes itself', async () => {
    const leaving = await ctx.make.signedIn({ emailVerified: false });
    const res = await call('DELETE', '/api/user/me', leaving, { password: leaving.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await ctx.database.db.selectFrom('users').select('id').where('id', '=', leaving.id).execute(),
    ).toEqual([]);
    const going = await ctx.make.signedIn({ emailVerified: false });
    expect((await call('POST', '/api/logout', going)).statusCode).toBe(200);
    const after = await ctx.app.inject({ url: '/api/user/', headers: going.bearerHeaders });
    expect(after.statusCode).toBe(401);
  });
});
