import { DELETED_MEMBER_NAME, Spot } from '@vantage/shared';
import { beforeAll, expect, it } from 'vitest';
import { photoMediaKeys } from '../src/media/image-pipeline';
import { freshIp } from './support/auth-helpers';
import { describeEachEngine } from './support/engine-suite';
import type { SignedInUser } from './support/factories';

describeEachEngine('account deletion on %s', (ctx) => {
  let other: SignedInUser;

  beforeAll(async () => {
    other = await ctx.make.signedIn();
  });

  const post = (url: string, who: SignedInUser, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: who.cookieHeaders, payload });
  const remove = (url: string, who: SignedInUser | null, payload: object = {}) =>
    ctx.app.inject({
      method: 'DELETE',
      url,
      headers: who?.cookieHeaders ?? {},
      payload,
      remoteAddress: freshIp(),
    });
  const spotAnswer = async (id: number) =>
    Spot.parse((await ctx.app.inject(`/api/point/${id}`)).json());

  it('withdraws the votes, credits the texts to a deleted member, removes photos and frees the name', async () => {
    const leaver = await ctx.make.signedIn({ username: 'Leaving' });
    const spotId = await ctx.make.spot({ title: 'Quiet Cove' });
    const otherSpot = await ctx.make.spot({ title: 'Windy Point' });

    // Someone else's open title proposal and description, each with the leaver's up vote.
    await post(`/api/editTitle/${spotId}`, other, { newTitle: 'Silent Cove' });
    expect((await post(`/api/editTitle/${spotId}/rateUp`, leaver)).json().newTitle.rating).toBe(1);
    const theirs = (
      await post(`/api/point/${spotId}/desc`, other, { description: 'Low tide.' })
    ).json().id as number;
    const rated = await post(`/api/point/${spotId}/desc/${theirs}/rateUp`, leaver);
    expect(rated.json()).toEqual({ rating: 1 });
    // Someone else's photo with the leaver's up vote, and a title they helped decide.
    const theirPhoto = await ctx.make.photo({ spotId, userId: other.id });
    await post(`/api/point/${spotId}/img/${theirPhoto}/rateUp`, leaver);
    const decidedSpot = await ctx.make.spot({ title: 'Old Mill' });
    await post(`/api/editTitle/${decidedSpot}`, other, { newTitle: 'Red Mill' });
    for (const voter of [leaver, await ctx.make.signedIn(), await ctx.make.signedIn()]) {
      await post(`/api/editTitle/${decidedSpot}/rateUp`, voter);
    }
    expect((await spotAnswer(decidedSpot)).title).toBe('Red Mill');
    // Someone else's guide with the leaver's up vote, and the leaver's own guide.
    const guide = async (userId: number, title: string) =>
      (
        await ctx.database.db
          .insertInto('guides')
          .values({ user_id: userId, title, perma: title, created_at: 1, updated_at: 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const theirGuide = await guide(other.id, `Harbour-${leaver.id}`);
    const ownGuide = await guide(leaver.id, `Dawn-${leaver.id}`);
    expect((await post(`/api/guide/${theirGuide}/rate/1`, leaver)).json()).toEqual({ rating: 1 });
    // The leaver's own description, open proposal and photo.
    const own = (
      await post(`/api/point/${spotId}/desc`, leaver, { description: 'Go at dawn.' })
    ).json().id as number;
    await post(`/api/editTitle/${otherSpot}`, leaver, { newTitle: 'Gusty Point' });
    const photoId = await ctx.make.photo({ spotId, userId: leaver.id });
    const keys = Object.values(photoMediaKeys(photoId));
    for (const key of keys) expect(await ctx.media.get(key)).not.toBeNull();

    const res = await remove('/api/user/me', leaver, { password: leaver.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(String(res.headers['set-cookie'])).toMatch(/vantage_session=;/);

    const spot = await spotAnswer(spotId);
    expect(spot.newTitle).toEqual({ title: 'Silent Cove', rating: 0 });
    const descriptions = new Map(spot.descriptions.map((d) => [d.id, d]));
    expect(descriptions.get(theirs)!.rating).toBe(0);
    expect(descriptions.get(own)).toMatchObject({
      text: 'Go at dawn.',
      user: null,
      author: DELETED_MEMBER_NAME,
      linkURL: null,
    });
    expect((await spotAnswer(otherSpot)).newTitle).toBeNull();
    const photoRating = await ctx.database.db
      .selectFrom('photos')
      .select('rating')
      .where('id', '=', theirPhoto)
      .executeTakeFirstOrThrow();
    expect(photoRating.rating).toBe(0);
    const guides = await ctx.database.db
      .selectFrom('guides')
      .select(['id', 'rating', 'user_id'])
      .where('id', 'in', [theirGuide, ownGuide])
      .orderBy('id')
      .execute();
    expect(guides).toEqual([
      { id: theirGuide, rating: 0, user_id: other.id },
      { id: ownGuide, rating: 0, user_id: null },
    ]);
    // A change decided with the leaver's vote stays decided.
    expect((await spotAnswer(decidedSpot)).title).toBe('Red Mill');
    const decided = await ctx.database.db
      .selectFrom('proposals')
      .select(['status', 'rating'])
      .where('spot_id', '=', decidedSpot)
      .executeTakeFirstOrThrow();
    expect(decided).toEqual({ status: 'applied', rating: 3 });
    expect(spot.images.some((image) => image.id === photoId)).toBe(false);
    for (const key of keys) expect(await ctx.media.get(key)).toBeNull();
    expect((await ctx.app.inject(`/api/photo/${photoId}`)).statusCode).toBe(404);

    expect((await ctx.app.inject(`/api/user/${leaver.id}`)).statusCode).toBe(404);
    expect((await ctx.app.inject('/api/username/Leaving')).statusCode).toBe(404);
    expect((await ctx.app.inject('/by/Leaving')).statusCode).toBe(404);
    expect((await ctx.app.inject(`/user/${leaver.id}`)).statusCode).toBe(404);
    const session = await ctx.app.inject({ url: '/api/user/', headers: leaver.cookieHeaders });
    expect(session.statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/remAuth',
      payload: { provider: 'email', mode: 'login', email: leaver.email, password: leaver.password },
      remoteAddress: freshIp(),
    });
    expect(signIn.statusCode).toBe(401);

    const taken = await post('/api/user', other, { id: other.id, username: 'leaving' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ username: 'leaving' });
  });

  it('refuses visitors, other members and a wrong or missing confirmation', async () => {
    const member = await ctx.make.signedIn();
    expect((await remove('/api/user/me', null, { password: 'x' })).statusCode).toBe(401);
    const foreign = await remove(`/api/user/${other.id}`, member, { confirm: 'whatever' });
    expect(foreign.statusCode).toBe(403);

    const missing = await remove('/api/user/me', member);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/^password: /);
    const wrong = await remove('/api/user/me', member, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('password: is wrong');
    expect((await ctx.app.inject(`/api/user/${member.id}`)).statusCode).toBe(200);
  });

  it('lets an administrator delete another account by typing its username', async () => {
    const admin = await ctx.make.signedIn({ admin: true });
    const member = await ctx.make.signedIn({ username: 'Spammer' });
    const wrong = await remove(`/api/user/${member.id}`, admin, { confirm: 'someone' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/^confirm: /);
    const res = await remove(`/api/user/${member.id}`, admin, { confirm: 'spammer' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await ctx.app.inject(`/api/user/${member.id}`)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/user/', headers: admin.cookieHeaders })).statusCode,
    ).toBe(200);
    expect((await remove('/api/user/987654', admin, { confirm: 'x' })).statusCode).toBe(404);
  });
});
