import { DuplicatesAnswer, lngLatToTile, PspotsAnswer, Spot } from '@vantage/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { NEW_SPOT_LIMIT } from '../src/modules/spots/spot-create.service';
import { freshIp } from './support/auth-helpers';
import { FakeNominatim } from './support/fake-nominatim';
import { FakeOverpass, YOSEMITE as HALF_DOME } from './support/fake-overpass';
import { engines } from './support/engine-suite';
import { spotsMatching } from './support/full-text';
import type { SignedInUser } from './support/factories';
import { guardOutboundDuring } from './support/outbound-guard';
import { useTestContext } from './support/test-context';
import { useStartedFake } from './support/use-fake';

/** Tunnel View, Yosemite Valley. */
const YOSEMITE = { lat: 37.715636, long: -119.677242 };

describe.each(engines)('new spots on %s', (engine) => {
  guardOutboundDuring();
  const ctx = useTestContext(engine);
  let member: SignedInUser;

  beforeAll(async () => {
    member = await ctx.make.signedIn({ displayName: 'Galen Rowell' });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const create = (payload: unknown, headers: Record<string, string> = member.cookieHeaders) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/point',
      payload: payload as object,
      headers,
      remoteAddress: freshIp(),
    });
  const tagRow = (name: string) =>
    ctx.database.db
      .selectFrom('tags')
      .selectAll()
      .where('name_lower', '=', name.toLowerCase())
      .executeTakeFirst();

  it('asks a visitor to log in before looking at the body, and refuses other sites', async () => {
    for (const payload of [{ ...YOSEMITE, title: 'Tunnel View', tags: [] }, { title: '' }]) {
      const res = await create(payload, {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'unauthorized', message: 'Please log in or sign up first.' },
      });
    }
    const forged = await create(
      { ...YOSEMITE, title: 'Tunnel View' },
      { ...member.cookieHeaders, origin: 'https://elsewhere.example' },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('bad_origin');
  });

  it('answers 400 naming the field for every bad input', async () => {
    const good = { ...YOSEMITE, title: 'Tunnel View', tags: ['Valley'] };
    const cases: [unknown, RegExp][] = [
      [{ ...good, title: '' }, /^title: must not be empty$/],
      [{ ...good, title: '   ' }, /^title: must not be empty$/],
      [{ ...good, title: '\u0007\u0008' }, /^title: must not contain control characters$/],
      [{ ...good, title: 'x'.repeat(121) }, /^title: must be at most 120 characters$/],
      [{ lat: 37.7, title: 'No longitude' }, /^long: must be a number$/],
      [{ long: -119.6, title: 'No latitude' }, /^lat: must be a number$/],
      [{ ...good, lat: 'NaN' }, /^lat: must be a number$/],
      [{ ...good, lat: null }, /^lat: must be a number$/],
      [{ ...good, lat: 90.5 }, /^lat: must be between -90 and 90$/],
      [{ ...good, long: -181 }, /^long: must be between -180 and 180$/],
      [
        { ...good, tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) },
        /^tags: must name at most 20 tags$/,
      ],
      [{ ...good, tags: 'Valley' }, /^tags: /],
      [{ ...good, tags: ['x'.repeat(61)] }, /^tags\.0: must be at most 60 characters$/],
      [[good], /^(body|input): /],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('invalid_input');
      expect(res.json().error.message).toMatch(message);
    }

    const sendRaw = (payload: string, contentType: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/point',
        payload,
        headers: { ...member.cookieHeaders, 'content-type': contentType },
      });
    const notJson = await sendRaw('{"lat": 37.7, "long": -119.6, "title": ', 'application/json');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.message).toMatch(/JSON/);
    const plainText = await sendRaw('Tunnel View', 'text/plain');
    expect(plainText.statusCode).toBe(400);
    expect(plainText.json().error.message).toMatch(/^body: /);
    const spots = await ctx.database.db.selectFrom('spots').select('id').execute();
    expect(spots).toEqual([]);
  });

  it('creates a spot with its tags, automatic place tags, hierarchy, address and time zone', async () => {
    const res = await create({
      lat: YOSEMITE.lat,
      long: YOSEMITE.long,
      title: '  Tunnel View  ',
      tags: ['Waterfall', ' waterfall ', '', '  ', 'Granite  cliffs', 'united states'],
    });
    expect(res.statusCode).toBe(201);
    const spot = Spot.parse(res.json());
    expect(spot).toMatchObject({
      title: 'Tunnel View',
      slug: 'Tunnel_View',
      lat: YOSEMITE.lat,
      long: YOSEMITE.long,
      tz: { name: 'America/Los_Angeles' },
      user: { id: member.id, displayName: 'Galen Rowell' },
      rating: 0,
      images: [],
      descriptions: [],
    });
    expect(spot.id).toBeGreaterThan(0);
    expect(spot.hier).toBe('North America\\United States\\California');
    // The address is what the configured geocoder (here the bundled gazetteer) tells.
    const found = await ctx.container.geocoder.reverse(YOSEMITE.lat, YOSEMITE.long);
    expect(spot.address).toBe(found?.displayName);
    expect(spot.address).toMatch(/California, United States$/);

    const byName = new Map(spot.tags.map((tag) => [tag.tag, tag]));
    expect(byName.get('North America')).toMatchObject({ auto: true, request: null });
    expect(byName.get('California')).toMatchObject({ auto: true, request: null });
    // The creator typed the place already: it is their tag, under the place's spelling.
    expect(byName.get('United States')).toMatchObject({ auto: false });
    expect(byName.get('Waterfall')).toMatchObject({ auto: false, request: null });
    expect(byName.get('Granite cliffs')).toMatchObject({ auto: false });
    const names = spot.tags.map((tag) => tag.tag.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => name === 'waterfall')).toHaveLength(1);
    for (const place of spot.hier.split('\\')) expect(names).toContain(place.toLowerCase());

    const again = await get(`/api/point/${spot.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(spot);

    // The hierarchy is made of location tags, each the child of the one before.
    const places = spot.hier.split('\\');
    let parentId: number | null = null;
    for (const place of places) {
      const row = await tagRow(place);
      expect(row, place).toMatchObject({ is_location: 1, parent_id: parentId });
      parentId = row!.id;
    }
    expect(await tagRow('Waterfall')).toMatchObject({ is_location: 0, loc_cnt: 1 });
  });

  it('reuses the location tags of earlier spots and counts them', async () => {
    const first = Spot.parse(
      (await create({ lat: 37.7459, long: -119.5332, title: 'Glacier Point', tags: [] })).json(),
    );
    const america = await tagRow('North America');
    const country = await tagRow('United States');
    const second = Spot.parse(
      (await create({ lat: 37.7305, long: -119.5741, title: 'Half Dome Meadow', tags: [] })).json(),
    );
    expect(second.hier).toBe(first.hier);
    expect(await tagRow('North America')).toMatchObject({
      id: america!.id,
      loc_cnt: america!.loc_cnt + 1,
    });
    expect(await tagRow('United States')).toMatchObject({
      id: country!.id,
      parent_id: america!.id,
      loc_cnt: country!.loc_cnt + 1,
    });
  });

  it('turns an existing plain tag that names a place into a location tag of the hierarchy', async () => {
    await ctx.make.spot({ title: 'Nyhavn', lat: 55.6798, lng: 12.5907, tags: ['Denmark'] });
    expect(await tagRow('Denmark')).toMatchObject({ is_location: 0, parent_id: null });
    const res = await create({ lat: 55.6761, long: 12.5683, title: 'Copenhagen City Hall' });
    expect(res.statusCode).toBe(201);
    const spot = Spot.parse(res.json());
    expect(spot.hier).toBe('Europe\\Denmark');
    expect(spot.tags.map((tag) => tag.tag)).toEqual(['Europe', 'Denmark']);
    const europe = await tagRow('Europe');
    expect(await tagRow('Denmark')).toMatchObject({ is_location: 1, parent_id: europe!.id });
  });

  it('lists the new spot at once in map tiles that were cached before, with a new ETag', async () => {
    const place = { lat: 36.578581, long: -118.291994 };
    const urls = [0, 3, 5, 7, 10, 12, 16].map((zoom) => {
      const { x, y } = lngLatToTile(place.long, place.lat, zoom);
      return `/api/pspots/${zoom}/${x}/${y}`;
    });
    const before = new Map<string, string>();
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      before.set(url, String(res.headers.etag));
      // The same list again comes from the cache with the same ETag.
      expect((await get(url)).headers.etag).toBe(res.headers.etag);
    }

    const res = await create({ ...place, title: 'Whitney Portal', tags: ['Trailhead'] });
    expect(res.statusCode).toBe(201);
    const id = Spot.parse(res.json()).id;

    for (const url of urls) {
      const oldEtag = before.get(url)!;
      const after = await get(url, { 'if-none-match': oldEtag });
      expect(after.statusCode, url).toBe(200);
      expect(after.headers.etag).not.toBe(oldEtag);
      const ids = PspotsAnswer.parse(after.json()).spots.map((spot) => spot.id);
      expect(ids, url).toContain(id);
    }
  });

  it('makes the new spot findable by its title and its tags at once', async () => {
    const res = await create({
      lat: 44.428,
      long: -110.5885,
      title: 'Grand Prismatic Overlook',
      tags: ['Hot spring'],
    });
    const id = Spot.parse(res.json()).id;
    const find = (text: string) => spotsMatching(ctx, text);
    expect(await find('prismatic overlook')).toEqual([id]);
    expect(await find('hot spring')).toContain(id);
  });

  it('answers the spots within 25 m of a position, nearest first', async () => {
    const near = await ctx.make.spot({ title: 'Mesa Arch', lat: 38.3894, lng: -109.8672 });
    const nearer = await ctx.make.spot({ title: 'Mesa Arch rim', lat: 38.38945, lng: -109.86715 });
    await ctx.make.spot({ title: 'Grand View Point', lat: 38.3902, lng: -109.8672 });

    const res = await get('/api/duplicates/38.38946/-109.86714');
    expect(res.statusCode).toBe(200);
    const answer = DuplicatesAnswer.parse(res.json());
    expect(answer.map((spot) => spot.id)).toEqual([nearer, near]);
    expect(answer[0]).toMatchObject({ title: 'Mesa Arch rim', image: null, elev: null });
    expect(answer[0]!.distanceM).toBeLessThanOrEqual(2);
    expect(answer[1]!.distanceM).toBeGreaterThan(5);
    expect(answer[1]!.distanceM).toBeLessThanOrEqual(25);

    expect((await get('/api/duplicates/38.4/-109.9')).json()).toEqual([]);
    // Across the antimeridian, and with a longitude written past 180°.
    const dateLine = await ctx.make.spot({ title: 'Taveuni line', lat: -16.8, lng: 179.9999 });
    const across = DuplicatesAnswer.parse((await get('/api/duplicates/-16.8/-179.9999')).json());
    expect(across.map((spot) => spot.id)).toEqual([dateLine]);
    expect((await get('/api/duplicates/-16.8/180.0001')).json()).toHaveLength(1);

    const bad = await get('/api/duplicates/abc/12');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^lat: /);
    expect((await get('/api/duplicates/91/12')).statusCode).toBe(400);
  });

  it('accepts an API client signed in with a Bearer token', async () => {
    const client = await ctx.make.signedIn();
    const res = await create(
      { lat: 46.5586, long: 7.8354, title: 'Staubbach Falls', tags: ['Waterfall'] },
      client.bearerHeaders,
    );
    expect(res.statusCode).toBe(201);
    const spot = Spot.parse(res.json());
    expect(spot.user?.id).toBe(client.id);
    expect(spot.hier).toMatch(/^Europe\\Switzerland/);
    expect(spot.tz).toEqual({ name: 'Europe/Zurich' });
  });

  it(`lets one user add ${NEW_SPOT_LIMIT.limit} spots an hour, then answers 429`, async () => {
    const busy = await ctx.make.signedIn();
    for (let i = 0; i < NEW_SPOT_LIMIT.limit; i++) {
      const res = await create(
        { lat: 10 + i / 100, long: 10, title: `Spot ${i}` },
        busy.bearerHeaders,
      );
      expect(res.statusCode).toBe(201);
    }
    const refused = await create({ lat: 11, long: 11, title: 'One too many' }, busy.bearerHeaders);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Others are not held back.
    const other = await create({ lat: 12, long: 12, title: 'Someone else' }, member.bearerHeaders);
    expect(other.statusCode).toBe(201);
  });
});

describe.each(engines)('new spots with Overpass and Nominatim, on %s', (engine) => {
  guardOutboundDuring();
  const overpass = useStartedFake(new FakeOverpass());
  const nominatim = useStartedFake(new FakeNominatim());
  const ctx = useTestContext(engine, () => ({
    OVERPASS_URL: overpass.url,
    NOMINATIM_URL: nominatim.url,
  }));

  const create = (member: SignedInUser, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/point', payload, headers: member.cookieHeaders });
  const parentOf = async (name: string) => {
    const row = await ctx.database.db
      .selectFrom('tags as child')
      .leftJoin('tags as parent', 'parent.id', 'child.parent_id')
      .select('parent.name')
      .where('child.name_lower', '=', name.toLowerCase())
      .executeTakeFirstOrThrow();
    return row.name;
  };

  it('tags the spot with every area it lies in and stores the address', async () => {
    await ctx.make.spot({
      title: 'Tunnel View',
      ...YOSEMITE,
      place: ['North America', 'United States', 'California', 'Yosemite National Park'],
    });
    const member = await ctx.make.signedIn();
    const res = await create(member, {
      lat: HALF_DOME.lat,
      long: HALF_DOME.lng,
      title: 'Half Dome summit',
      tags: ['Granite'],
    });
    expect(res.statusCode).toBe(201);
    const spot = Spot.parse(res.json());
    expect(spot.hier).toBe(
      'North America\\United States\\California\\Mariposa County\\Yosemite National Park\\Yosemite Wilderness',
    );
    expect(spot.address).toBe('Half Dome, Mariposa County, California, United States');
    expect(spot.tags.map((tag) => [tag.tag, tag.auto])).toEqual([
      ['North America', true],
      ['United States', true],
      ['California', true],
      ['Mariposa County', true],
      ['Yosemite National Park', true],
      ['Yosemite Wilderness', true],
      ['Granite', false],
    ]);
    expect(overpass.requests).toHaveLength(1);
    expect(nominatim.requests.map((request) => request.path)).toEqual(['/reverse']);
    // New places hang under the one before; places that existed keep their parent.
    expect(await parentOf('Mariposa County')).toBe('California');
    expect(await parentOf('Yosemite Wilderness')).toBe('Yosemite National Park');
    expect(await parentOf('Yosemite National Park')).toBe('California');
  });

  it('still creates the spot, without automatic tags or address, while both services fail', async () => {
    overpass.failWithStatus = 500;
    nominatim.failWithStatus = 500;
    const before = { overpass: overpass.requests.length, nominatim: nominatim.requests.length };
    const member = await ctx.make.signedIn();
    const res = await create(member, {
      ...YOSEMITE,
      title: 'Tunnel View east',
      tags: ['Waterfall'],
    });
    expect(res.statusCode).toBe(201);
    const spot = Spot.parse(res.json());
    expect(overpass.requests.length).toBeGreaterThan(before.overpass);
    expect(nominatim.requests.length).toBeGreaterThan(before.nominatim);
    expect(spot).toMatchObject({
      title: 'Tunnel View east',
      hier: '',
      address: null,
      tz: { name: 'America/Los_Angeles' },
    });
    expect(spot.tags).toEqual([
      { tag: 'Waterfall', request: null, isNew: false, auto: false, toDelete: false, rating: 0 },
    ]);
    const again = await ctx.app.inject({ method: 'GET', url: `/api/point/${spot.id}` });
    expect(again.json()).toEqual(spot);
  });
});
