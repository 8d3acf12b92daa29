import { PublicUser, UserStats } from '@vantage/shared';
import { beforeAll, expect, it } from 'vitest';
import { isUniqueViolation } from '../src/db/errors';
import { freshIp, uniquePassword } from './support/auth-helpers';
import { describeEachEngine } from './support/engine-suite';
import type { SignedInUser } from './support/factories';

describeEachEngine('users API on %s', (ctx) => {
  let ansel: SignedInUser;

  beforeAll(async () => {
    ansel = await ctx.make.signedIn({ username: 'Ansel', displayName: 'Ansel Adams' });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: freshIp() });
  const row = (id: number) =>
    ctx.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('answers the signed-in user with e-mail and settings, and 401 to a visitor', async () => {
    const res = await get('/api/user/', ansel.bearerHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      id: ansel.id,
      username: 'Ansel',
      displayName: 'Ansel Adams',
      about: '',
      impact: 0,
      badges: { bronze: 0, silver: 0, gold: 0 },
      picture: null,
      admin: false,
      email: ansel.email,
      emailVerified: true,
      emailNews: true,
    });
    const visitor = await get('/api/user/');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('unauthorized');
  });

  it('answers public profiles by id and by username in any case, never with the e-mail', async () => {
    for (const url of [`/api/user/${ansel.id}`, '/api/username/ansel', '/api/username/ANSEL']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const profile = PublicUser.strict().parse(res.json());
      expect(profile).toMatchObject({ id: ansel.id, username: 'Ansel' });
      expect(res.body).not.toContain(ansel.email);
    }
    expect((await get('/api/user/987654')).statusCode).toBe(404);
    expect((await get('/api/username/nobody-here')).statusCode).toBe(404);
    expect((await get('/api/user/abc')).statusCode).toBe(400);
  });

  it('marks users with the admin flag as administrators, and nobody for being first', async () => {
    const flagged = await ctx.make.userWithPassword({ admin: true });
    const plain = await ctx.make.userWithPassword();
    expect((await get(`/api/user/${flagged.id}`)).json().admin).toBe(true);
    expect((await get(`/api/user/${plain.id}`)).json().admin).toBe(false);
    expect((await get('/api/user/1')).json().admin).toBe(false);
  });

  it('answers stats with counts and the best rated photos, by id and by username', async () => {
    const maker = await ctx.make.signedIn({ username: 'maker' });
    const spot = await ctx.make.spot({ userId: maker.id, description: 'Go early.' });
    await ctx.make.spot({ userId: maker.id });
    const good = await ctx.make.photo({ spotId: spot, userId: maker.id, rating: 3 });
    const best = await ctx.make.photo({ spotId: spot, userId: maker.id, rating: 9 });
    await ctx.make.photo({ spotId: spot, userId: maker.id, rating: 20, imgType: 1 });
    await ctx.make.photo({ spotId: spot, userId: ansel.id, rating: 50 });

    for (const url of [`/api/user/${maker.id}/stats`, '/api/username/Maker/stats']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const stats = UserStats.parse(res.json());
      expect(stats).toMatchObject({ photos: 2, testPhotos: 1, spots: 2, descriptions: 1 });
      expect(stats.topImages.map((photo) => photo.id)).toEqual([best, good]);
    }
    const empty = (await get(`/api/user/${ansel.id}/stats`)).json();
    expect(empty).toMatchObject({ photos: 1, testPhotos: 0, spots: 0, descriptions: 0 });
    expect((await get('/api/user/987654/stats')).statusCode).toBe(404);
  });

  it('lets a user edit only their own profile, and only its editable fields', async () => {
    const me = await ctx.make.signedIn({ username: 'editor' });
    const other = await ctx.make.userWithPassword();
    const update = {
      id: me.id,
      displayName: '  Eddie  ',
      about: 'Sunsets *mostly*.',
      emailNews: false,
    };

    expect((await post('/api/user', update)).statusCode).toBe(401);
    const foreign = await post('/api/user', { ...update, id: other.id }, me.bearerHeaders);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('forbidden');

    const res = await post(
      '/api/user',
      {
        ...update,
        admin: true,
        impact: 9999,
        badges: { bronze: 5, silver: 5, gold: 5 },
        badge_gold: 7,
        email: 'hijack@example.com',
        emailVerified: false,
      },
      me.bearerHeaders,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: 'editor' });
    const saved = await row(me.id);
    expect(saved).toMatchObject({
      display_name: 'Eddie',
      about: 'Sunsets *mostly*.',
      email_news: 0,
      admin: 0,
      impact: 0,
      badge_bronze: 0,
      badge_silver: 0,
      badge_gold: 0,
      email: me.email,
      email_verified: 1,
    });
    expect((await row(other.id)).display_name).not.toBe('Eddie');
  });

  it('keeps about as raw markdown, and refuses control characters naming the field', async () => {
    // A member past the new-member sandbox, whose profile may carry links.
    const me = await ctx.make.signedIn();
    await ctx.container.repositories.users.update(me.id, { impact: 1_000 });
    const about = 'Line one\r\nLine two\t<b>bold</b> [link](https://example.com)';
    const res = await post('/api/user', { id: me.id, about }, me.bearerHeaders);
    expect(res.statusCode).toBe(200);
    expect((await row(me.id)).about).toBe(
      'Line one\nLine two\t<b>bold</b> [link](https://example.com)',
    );
    const hostile = await post(
      '/api/user',
      { id: me.id, about: 'Line\u0000 two\u0007' },
      me.bearerHeaders,
    );
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json().error.message).toBe('about: must not contain control characters');
    expect((await row(me.id)).about).toBe(
      'Line one\nLine two\t<b>bold</b> [link](https://example.com)',
    );
  });

  it('applies the username rule and keeps usernames unique regardless of case', async () => {
    const me = await ctx.make.signedIn({ username: null });
    const invalid = await post(
      '/api/user',
      { id: me.id, username: 'no spaces!' },
      me.bearerHeaders,
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe(
      'username: Please enter only alphanumeric characters, dash or underscore',
    );
    const taken = await post('/api/user', { id: me.id, username: 'ANSEL' }, me.bearerHeaders);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({
      code: 'username_taken',
      message: 'This username is taken.',
    });

    const chosen = await post(
      '/api/user',
      { id: me.id, username: 'Night_Owl-7' },
      me.bearerHeaders,
    );
    expect(chosen.json()).toEqual({ username: 'Night_Owl-7' });
    const recased = await post(
      '/api/user',
      { id: me.id, username: 'night_owl-7' },
      me.bearerHeaders,
    );
    expect(recased.json()).toEqual({ username: 'night_owl-7' });
    expect((await get('/api/username/NIGHT_OWL-7')).json().id).toBe(me.id);
  });

  it('leaves the last word on a username race to the unique index, on either engine', async () => {
    const racer = await ctx.make.userWithPassword({ username: null });
    const error = await ctx.container.repositories.users
      .update(racer.id, { username: 'ansel' })
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('unsubscribes with a signed link only', async () => {
    const email = 'news@example.com';
    await post('/api/remAuth', {
      provider: 'email',
      mode: 'signup',
      email,
      password: uniquePassword(),
      displayName: 'Newsreader',
    });
    const link = /\/unsubscribe\?u=(\d+)&sig=([A-Za-z0-9_-]+)/.exec(
      ctx.outbox.latestTo(email)!.text,
    );
    expect(link).not.toBeNull();
    const [, u, sig] = link!;

    const check = await get(`/api/unsubscribe/check?u=${u}&sig=${sig}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ displayName: 'Newsreader', emailNews: true });
    // The signature is for one user: it does not work for another id, nor altered.
    const forgedId = await get(`/api/unsubscribe/check?u=${ansel.id}&sig=${sig}`);
    expect(forgedId.statusCode).toBe(403);
    expect(forgedId.json().error.code).toBe('bad_signature');
    const altered = `${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await post('/api/unsubscribe', { u, sig: altered })).statusCode).toBe(403);
    expect((await row(ansel.id)).email_news).toBe(1);

    // A restart (another app on the same database) still accepts the link.
    const restarted = await ctx.appWith({});
    const res = await restarted.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      payload: { u, sig },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ emailNews: false });
    expect((await row(Number(u))).email_news).toBe(0);
    // With SECRET_KEY set, links are signed with it instead.
    const keyed = await ctx.appWith({ SECRET_KEY: 'k'.repeat(40) });
    const check2 = await keyed.inject({
      method: 'GET',
      url: `/api/unsubscribe/check?u=${u}&sig=${sig}`,
    });
    expect(check2.statusCode).toBe(403);
  });
});
