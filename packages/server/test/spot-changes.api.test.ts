import { lngLatToTile } from '@vantage/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from './support/engine-suite';
import type { SignedInUser } from './support/factories';
import { TEST_REDIS_URL, testRedis } from './support/redis';

const redis = await testRedis();

describeEachEngine('the history of spots and their tile lists on %s', (ctx) => {
  let member: SignedInUser;
  let voter: SignedInUser;

  beforeAll(async () => {
    member = await ctx.make.signedIn({ displayName: 'Fay Godwin' });
    voter = await ctx.make.signedIn({ displayName: 'Don McCullin' });
  });

  const history = async (spotId: number) =>
    (await ctx.container.repositories.spotChanges.ofSpot(spotId)).map((row) => ({
      kind: row.kind,
      userId: row.user_id,
      detail: JSON.parse(row.detail) as unknown,
    }));
  const tileSpots = async (lat: number, lng: number, app: FastifyInstance = ctx.app) => {
    const { x, y } = lngLatToTile(lng, lat, 10);
    const res = await app.inject({ url: `/api/pspots/10/${x}/${y}` });
    return res.json<{ spots: { id: number; score: number }[] }>().spots;
  };

  it('records a new spot, who made it and its values, and lists it in the cached tile at once', async () => {
    const position = { lat: 50.3318, long: 7.6003 };
    expect(await tileSpots(position.lat, position.long)).toEqual([]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/point',
      payload: { ...position, title: 'Burg Eltz', tags: ['Castle'] },
      headers: member.cookieHeaders,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ id: number }>().id;
    expect(await history(id)).toEqual([
      {
        kind: 'created',
        userId: member.id,
        detail: {
          before: {},
          after: {
            title: 'Burg Eltz',
            lat: 50.3318,
            lng: 7.6003,
            // The areas it lies in are tagged too.
            tags: ['Europe', 'Germany', 'Castle'],
          },
        },
      },
    ]);
    expect((await tileSpots(position.lat, position.long)).map((spot) => spot.id)).toEqual([id]);
  });

  it('records a new cover photo when votes make another photo the best, with the new score in the tile list', async () => {
    const lat = -33.8568;
    const lng = 151.2153;
    const spotId = await ctx.make.spot({ title: 'Sydney Opera House', lat, lng: lng });
    const first = await ctx.make.photo({ spotId, userId: member.id });
    const second = await ctx.make.photo({ spotId, userId: member.id });
    const before = await tileSpots(lat, lng);
    expect(await history(spotId)).toMatchObject([
      { kind: 'recovered', userId: member.id, detail: { after: { coverPhotoId: first } } },
      { kind: 'created' },
    ]);

    const vote = await ctx.app.inject({
      method: 'POST',
      url: `/api/point/${spotId}/img/${second}/rateUp`,
      headers: voter.cookieHeaders,
    });
    expect(vote.statusCode).toBe(200);
    expect((await history(spotId))[0]).toEqual({
      kind: 'recovered',
      userId: voter.id,
      detail: { before: { coverPhotoId: first }, after: { coverPhotoId: second } },
    });
    const after = await tileSpots(lat, lng);
    expect(after[0]!.score).toBeGreaterThan(before[0]!.score);
  });

  it('records the new covers of both spots when an owner moves a photo', async () => {
    const from = await ctx.make.spot({ title: 'Old Harry Rocks', lat: 50.6425, lng: -1.9231 });
    const to = await ctx.make.spot({ title: 'Durdle Door', lat: 50.6212, lng: -2.2767 });
    const photo = await ctx.make.photo({ spotId: from, userId: member.id });
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/movePhoto/${photo}`,
      payload: { newIdSpot: to },
      headers: member.cookieHeaders,
    });
    expect(moved.json()).toMatchObject({ status: 'applied' });
    expect((await history(from))[0]).toMatchObject({
      kind: 'recovered',
      userId: member.id,
      detail: { before: { coverPhotoId: photo }, after: { coverPhotoId: null } },
    });
    expect((await history(to))[0]).toMatchObject({
      kind: 'recovered',
      detail: { after: { coverPhotoId: photo } },
    });
  });

  describe.runIf(redis)('with two processes on one Redis', () => {
    let voting: FastifyInstance;
    let other: FastifyInstance;

    beforeAll(async () => {
      voting = await ctx.appWith({ REDIS_URL: TEST_REDIS_URL });
      other = await ctx.appWith({ REDIS_URL: TEST_REDIS_URL });
    });

    it('drops the list the other process had cached when a vote changes a spot there', async () => {
      const lat = 27.1751;
      const lng = 78.0421;
      const spotId = await ctx.make.spot({ title: 'Taj Mahal', lat, lng: lng });
      await ctx.make.photo({ spotId, userId: member.id });
      const second = await ctx.make.photo({ spotId, userId: member.id });
      const [cached] = await tileSpots(lat, lng, other);
      expect(cached?.id).toBe(spotId);

      const vote = await voting.inject({
        method: 'POST',
        url: `/api/point/${spotId}/img/${second}/rateUp`,
        headers: voter.cookieHeaders,
      });
      expect(vote.statusCode).toBe(200);
      await expect
        .poll(async () => (await tileSpots(lat, lng, other))[0]?.score, {
          timeout: 3000,
          interval: 50,
        })
        .toBeGreaterThan(cached!.score);
    });
  });
});
