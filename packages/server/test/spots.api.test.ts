import { gunzipSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { RangeAnswer, Spot } from '@vantage/shared';
import { describeEachEngine } from './support/engine-suite';
import { renameSpot } from './support/members';

describeEachEngine('spots API on %s', (ctx) => {
  let dolomites: number;
  let braies: number;
  let seceda: number;

  beforeAll(async () => {
    const owner = await ctx.make.user({ username: 'ansel', displayName: 'Ansel' });
    braies = await ctx.make.spot({
      title: 'Lago di Braies',
      lat: 46.694364,
      lng: 12.085533,
      place: ['Europe', 'Italy', 'Dolomites'],
      tags: ['Lake'],
      userId: owner,
      description: 'Come at **sunrise**.',
    });
    seceda = await ctx.make.spot({
      title: 'Seceda',
      lat: 46.600833,
      lng: 11.724167,
      place: ['Europe', 'Italy', 'Dolomites'],
    });
    dolomites = await ctx.make.spot({
      title: 'Tre Cime di Lavaredo',
      lat: 46.618611,
      lng: 12.302222,
    });
    await ctx.make.photo({ spotId: braies, userId: owner, title: 'Boats at dawn', rating: 5 });
    await ctx.make.photo({ spotId: braies, userId: owner, title: 'Test shot', imgType: 1 });
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  /** A GET answered 400 with a message that names `field` first. */
  const expectRefused = async (url: string, field: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(400);
    expect(res.json().error.message, url).toMatch(new RegExp(`^${field}: `));
  };

  it('answers a spot with tags, hierarchy, photos, descriptions and nearby spots', async () => {
    const res = await get(`/api/point/${braies}`);
    expect(res.statusCode).toBe(200);
    const spot = res.json();
    expect(spot).toMatchObject({
      id: braies,
      title: 'Lago di Braies',
      slug: 'Lago_di_Braies',
      hier: 'Europe\\Italy\\Dolomites',
    });
    expect(spot.tags.map((t: { tag: string }) => t.tag)).toEqual([
      'Europe',
      'Italy',
      'Dolomites',
      'Lake',
    ]);
    expect(spot.descriptions[0].text).toBe('Come at **sunrise**.');
    expect(spot.descriptions[0].user.username).toBe('ansel');
    expect(spot.images.map((p: { title: string }) => p.title)).toEqual([
      'Boats at dawn',
      'Test shot',
    ]);
    expect(spot.images[0].urls.thumb).toMatch(/^\/media\/photos\/\d+\/thumb\.jpg$/);
    expect(spot.nearestId).toBe(dolomites);
    expect(spot.nearby[0].id).toBe(dolomites);
    expect(spot.nearby.map((n: { id: number }) => n.id).sort()).toEqual([seceda, dolomites].sort());
    expect(spot.nearby.every((n: { distanceM: number }) => n.distanceM > 1000)).toBe(true);
  });

  it('answers 404 for an unknown spot and 400 naming the field for a bad id', async () => {
    const missing = await get('/api/point/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'not_found', message: 'spot not found' } });
    await expectRefused('/api/point/abc', 'id');
    expect((await get('/api/point/-3')).statusCode).toBe(400);
    expect((await get('/api/point/1.5')).statusCode).toBe(400);
  });

  it('answers previews one by one and in batches, skipping unknown ids', async () => {
    const one = await get(`/api/pointPreview/${braies}`);
    expect(one.json()).toMatchObject({
      id: braies,
      title: 'Lago di Braies',
      image: { title: 'Boats at dawn' },
    });
    const batch = await ctx.app.inject({
      method: 'POST',
      url: '/api/pointPreviews',
      payload: { ids: [seceda, 424242, braies] },
    });
    expect(batch.statusCode).toBe(200);
    expect(batch.json().map((p: { id: number }) => p.id)).toEqual([seceda, braies]);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/pointPreviews',
      payload: { ids: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/^ids: /);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/pointPreviews',
      payload: { ids: ['x'] },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('lists the spots of a map tile with ETag caching', async () => {
    const world = await get('/api/pspots/0/0/0');
    expect(world.statusCode).toBe(200);
    expect(world.json().spots[0]).toMatchObject({ id: braies });
    expect(world.json().complete).toBe(true);
    const etag = world.headers.etag as string;
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/pspots/0/0/0',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    // Italy at zoom 5 is tile 17/11; the tile list at zoom 7 narrows to its part.
    const zipped = await ctx.app.inject({
      method: 'GET',
      url: '/api/pspots/0/0/0',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(world.json());
    const z5 = await get('/api/pspots/5/17/11');
    expect(
      z5
        .json()
        .spots.map((s: { id: number }) => s.id)
        .sort(),
    ).toEqual([braies, seceda, dolomites].sort());
    const empty = await get('/api/pspots/5/0/0');
    expect(empty.json().spots).toEqual([]);
    const first = await get('/api/pspots/1/1/0');
    expect(first.json().spots).toHaveLength(3);
    const deep = await get('/api/pspots/14/8740/5841');
    expect(deep.statusCode).toBe(200);
  });

  it('shows a new spot in the next tile list at once', async () => {
    const before = (await get('/api/pspots/0/0/0')).json().spots.length;
    await ctx.make.spot({ title: 'Kirkjufell', lat: 64.941, lng: -23.305 });
    expect((await get('/api/pspots/0/0/0')).json().spots.length).toBe(before + 1);
  });

  it('rejects tile coordinates outside the level', async () => {
    await expectRefused('/api/pspots/5/32/0', 'x');
    expect((await get('/api/pspots/23/0/0')).statusCode).toBe(400);
    expect((await get('/api/pspots/a/0/0')).statusCode).toBe(400);
  });

  it('answers a region with its spots and tags', async () => {
    // A tag only proposed is not one the spot carries yet.
    const proposedTag = await ctx.container.repositories.tags.getOrCreate('Boathouse', null, false);
    await ctx.database.db
      .insertInto('spot_tags')
      .values({ spot_id: braies, tag_id: proposedTag, status: 'pending_add', created_at: 1 })
      .execute();
    const res = await get('/api/range/46.65/12/0.5/1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    expect(body.more).toBe(false);
    expect(body.spots.map((s: { id: number }) => s.id).sort()).toEqual(
      [braies, seceda, dolomites].sort(),
    );
    // Places first, then the others, as the spot's page lists them.
    expect(body.spots.find((s: { id: number }) => s.id === braies).tags).toEqual([
      'Europe',
      'Italy',
      'Dolomites',
      'Lake',
    ]);
    // Exactly the schema's fields, the cover image's included.
    expect(body.spots.find((s: { id: number }) => s.id === braies).image).not.toBeNull();
    expect(RangeAnswer.parse(body)).toEqual(body);
  });

  it('answers regions that cross the antimeridian', async () => {
    const fiji = await ctx.make.spot({ title: 'Taveuni', lat: -16.8, lng: 179.95 });
    const samoa = await ctx.make.spot({ title: 'Across the line', lat: -16.7, lng: -179.9 });
    const idsIn = async (url: string) =>
      (await get(url))
        .json()
        .spots.map((s: { id: number }) => s.id)
        .sort();
    expect(await idsIn('/api/range/-16.75/180/1/1')).toEqual([fiji, samoa].sort());
    expect(await idsIn('/api/range/-16.75/179/20/40')).toEqual([fiji, samoa].sort());
  });

  it('caps a region at 100 spots and says there are more', async () => {
    for (let i = 0; i < 105; i++)
      await ctx.make.spot({ title: `Dense ${i}`, lat: -33.9 + i * 0.001, lng: 18.4 });
    const res = await get('/api/range/-33.85/18.4/1/1');
    expect(res.json().spots).toHaveLength(100);
    expect(res.json().more).toBe(true);
    const huge = await get('/api/range/0/0/180/360');
    expect(huge.json().spots).toHaveLength(100);
    expect(huge.json().more).toBe(true);
  });

  it('rejects bad region numbers naming the field', async () => {
    for (const [url, field] of [
      ['/api/range/abc/12/1/1', 'lat'],
      ['/api/range/46/12/0/1', 'dLat'],
      ['/api/range/46/12/1/NaN', 'dLong'],
      ['/api/range/95/12/1/1', 'lat'],
      ['/api/range/46/1e3/1/1', 'long'],
    ] as const) {
      await expectRefused(url, field);
    }
  });

  it('lists nearby spots nearest first', async () => {
    const res = await get('/api/near/46.6/11.72');
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((s: { id: number }) => s.id);
    expect(ids[0]).toBe(seceda);
    expect((await get('/api/near/91/0')).statusCode).toBe(400);
    expect((await get('/api/near/x/0')).json().error.message).toMatch(/^lat: /);
  });

  it('lists popular spots that have photos', async () => {
    const res = await get('/api/pspots/popular');
    expect(res.json()[0]).toMatchObject({
      id: braies,
      photoCount: 1,
      image: { title: 'Boats at dawn' },
    });
  });

  it('pages through the most photographed spots, most photographs first', async () => {
    const before = (await get('/api/pspots/mostPhotographed?limit=20&offset=0')).json();
    expect(before.map((s: { id: number }) => s.id)).toEqual([braies]);
    await ctx.make.photo({ spotId: seceda, title: 'Seceda ridgeline' });
    await ctx.make.photo({ spotId: seceda, title: 'Seceda at first light' });
    const all = (await get('/api/pspots/mostPhotographed?limit=20&offset=0')).json();
    expect(all.map((s: { id: number; photoCount: number }) => [s.id, s.photoCount])).toEqual([
      [seceda, 2],
      [braies, 1],
    ]);
    const second = (await get('/api/pspots/mostPhotographed?limit=1&offset=1')).json();
    expect(second.map((s: { id: number }) => s.id)).toEqual([braies]);
    await expectRefused('/api/pspots/mostPhotographed?limit=0', 'limit');
  });
});

describeEachEngine('a busy spot on %s', (ctx) => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it("answers a busy spot's whole page in one request: every description, photo and open proposal", async () => {
    const { db } = ctx.database;
    const now = Date.now();
    const members = await Promise.all(Array.from({ length: 50 }, () => ctx.make.user()));
    const busy = await ctx.make.spot({ title: 'Busy Viewpoint', lat: 47.1, lng: 13.1 });
    await db
      .insertInto('descriptions')
      .values(
        Array.from({ length: 50 }, (_, n) => ({
          spot_id: busy,
          user_id: members[n % 50]!,
          text: `Description ${n}`,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('photos')
      .values(
        Array.from({ length: 200 }, (_, n) => ({
          spot_id: busy,
          user_id: members[n % 50]!,
          title: `Photo ${n}`,
          width: 640,
          height: 427,
          ar: 1.4988,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const proposals: { kind: 'title' | 'location' | 'tag_add'; tag_id: number | null }[] = [
      { kind: 'title', tag_id: null },
      { kind: 'location', tag_id: null },
    ];
    for (let n = 0; n < 18; n++) {
      const tagId = await ctx.container.repositories.tags.getOrCreate(`Subject ${n}`, null, false);
      await db
        .insertInto('spot_tags')
        .values({
          spot_id: busy,
          tag_id: tagId,
          status: 'pending_add',
          user_id: members[0]!,
          created_at: now,
        })
        .execute();
      proposals.push({ kind: 'tag_add', tag_id: tagId });
    }
    await db
      .insertInto('proposals')
      .values(
        proposals.map((proposal) => ({
          ...proposal,
          spot_id: busy,
          user_id: members[1]!,
          new_title: proposal.kind === 'title' ? 'Busier Viewpoint' : null,
          new_lat: proposal.kind === 'location' ? 47.101 : null,
          new_lng: proposal.kind === 'location' ? 13.101 : null,
          created_at: now,
        })),
      )
      .execute();

    const res = await get(`/api/point/${busy}`);
    expect(res.statusCode).toBe(200);
    const spot = res.json();
    expect(spot.descriptions).toHaveLength(50);
    expect(spot.images).toHaveLength(200);
    expect(spot.newTitle).toEqual({ title: 'Busier Viewpoint', rating: 0 });
    expect(spot.newLocation).toMatchObject({ lat: 47.101, long: 13.101 });
    expect(
      spot.tags.filter((tag: { request: string | null }) => tag.request === 'add'),
    ).toHaveLength(18);
    // Exactly the schema's fields: nothing the schema would strip travels.
    expect(Spot.parse(spot)).toEqual(spot);
  });
});

describeEachEngine("a visitor's spot answer on %s", (ctx) => {
  it('is built once for every visitor, revalidated by its ETag, and follows a change at once', async () => {
    const id = await ctx.make.spot({ title: 'Delicate Arch', lat: 38.743, lng: -109.499 });
    const url = `/api/point/${id}`;
    const built = () => ctx.container.visitorSpots.stats.misses;
    const first = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(first.rawPayload).toString()).title).toBe('Delicate Arch');
    const etag = String(first.headers.etag);
    const builtOnce = built();

    const again = await ctx.app.inject({ url });
    expect(again.json().title).toBe('Delicate Arch');
    expect(again.headers.etag).toBe(etag);
    expect(built()).toBe(builtOnce);
    expect((await ctx.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );

    // A member's change reaches visitors at once; members always read afresh.
    const admin = await ctx.make.signedIn({ admin: true });
    const renamed = await renameSpot(ctx, admin, id, 'Delicate Arch Viewpoint');
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await ctx.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().title).toBe('Delicate Arch Viewpoint');
    const member = await ctx.app.inject({ url, headers: admin.cookieHeaders });
    expect(member.headers.etag).toBeUndefined();
    expect(member.json().title).toBe('Delicate Arch Viewpoint');
    expect((await ctx.app.inject({ url: '/api/point/987654' })).statusCode).toBe(404);
  });
});
