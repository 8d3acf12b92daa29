import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lngLatToTile } from '@vantage/shared';
import { engines } from './support/engine-suite';
import { TEST_REDIS_URL, forgetLimitsOf, testRedis } from './support/redis';
import { createTestContext, type TestContext } from './support/test-context';

const redis = await testRedis();

describe.runIf(redis).each(engines)(
  'tile lists and tag pages shared by two server processes on %s',
  (engine) => {
    let ctx: TestContext;
    let other: FastifyInstance;
    let alone: FastifyInstance;
    let cookies: Record<string, string>;

    beforeAll(async () => {
      ctx = await createTestContext(engine, { REDIS_URL: TEST_REDIS_URL });
      // A second process: its own services and caches, the same database and Redis.
      other = await ctx.appWith({});
      // A third process without Redis keeps its lists for their minute.
      alone = await ctx.appWith({ REDIS_URL: '' });
      const member = await ctx.make.signedIn({ displayName: 'Vivian Maier' });
      await forgetLimitsOf(member.id);
      cookies = member.cookieHeaders;
    });
    afterAll(() => ctx.close());

    it('a spot created through one process shows at once in the lists the other had cached', async () => {
      const position = { lat: -41.2865, long: 174.7762 };
      const { x, y } = lngLatToTile(position.long, position.lat, 10);
      const url = `/api/pspots/10/${x}/${y}`;
      const ids = async (app: FastifyInstance) =>
        (await app.inject({ url })).json<{ spots: { id: number }[] }>().spots.map((s) => s.id);
      expect(await ids(other)).toEqual([]);
      expect(await ids(alone)).toEqual([]);

      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/point',
        payload: { ...position, title: 'Wellington Harbour', tags: [] },
        headers: cookies,
      });
      expect(created.statusCode).toBe(201);
      const id = created.json<{ id: number }>().id;

      await expect.poll(() => ids(other), { timeout: 3000, interval: 50 }).toEqual([id]);
      // Without the shared feed the cached list is still served.
      expect(await ids(alone)).toEqual([]);
    });

    it('a spot renamed through one process shows at once on the tag page the other had kept', async () => {
      const spotId = await ctx.make.spot({ title: 'Milford Sound', tags: ['Fjord'] });
      const titles = async (app: FastifyInstance) =>
        (await app.inject({ url: '/api/tag/Fjord' }))
          .json<{ bestSpots: { title: string }[] }>()
          .bestSpots.map((s) => s.title);
      expect(await titles(other)).toEqual(['Milford Sound']);
      const admin = (await ctx.make.signedIn({ admin: true })).cookieHeaders;
      const renamed = await ctx.app.inject({
        method: 'POST',
        url: `/api/editTitle/${spotId}`,
        payload: { newTitle: 'Piopiotahi' },
        headers: admin,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      await expect
        .poll(() => titles(other), { timeout: 3000, interval: 50 })
        .toEqual(['Piopiotahi']);
    });
  },
);
