import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  blurredPosition,
  destination,
  lngLatToTile,
  SENSITIVE_EXACT_MIN_IMPACT,
  Spot,
  SpotListChangeAnswer,
  UploadAnswer,
  type LatLng,
} from '@vantage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { engines } from './support/engine-suite';
import type { SignedInUser } from './support/factories';
import { FakeMapProvider } from './support/fake-map-provider';
import { FakeOpenMeteo } from './support/fake-open-meteo';
import { FakeStreetView, GOOGLE_TEST_KEY } from './support/fake-streetview';
import { FakeWindy, WINDY_TEST_KEY } from './support/fake-windy';
import {
  examplesOf,
  operationsOf,
  type ExamplePools,
  type ExampleRequest,
  type OpenApiDocument,
  type Operation,
} from './support/openapi-examples';
import { jpeg, multipartFile, photoSphereJpeg } from './support/test-images';
import { createTestContext, type TestContext } from './support/test-context';

/**
 * Non-interference of a protected place's position: the same world is built twice, with the
 * place at two true positions in one blur cell, and everything a visitor or a fresh member can
 * ask (every operation of the OpenAPI document with valid examples, writes among them, and
 * the public pages) must be answered the same in both, once the ids of uploads and the times
 * of the requests are set aside. Whatever the answers depend on, it is not where the place is.
 */

/** Where the cell lies: the coast of the Algarve, by the Benagil sea cave. */
const CELL = blurredPosition({ lat: 37.0876, lng: -8.4269 });
const at = (from: LatLng, northM: number, eastM: number): LatLng => {
  const north = destination(from, 0, northM);
  const moved = destination(north, 90, eastM);
  return { lat: Math.round(moved.lat * 1e6) / 1e6, lng: Math.round(moved.lng * 1e6) / 1e6 };
};
/** The two true positions, some hundreds of metres apart in the same cell. */
const TRUE_A = at(CELL, -320, -260);
const TRUE_B = at(CELL, 280, 330);

/** What differs from world to world although it tells nothing: request times and upload ids. */
const VARYING_KEYS = new Set(['created', 'decided', 'imageID', 'renderedAt', 'takenAt']);

/** The terrain: a ground that rises and falls every few hundred metres, so every place differs. */
const TERRAIN = (lat: number, lng: number) =>
  120 + 60 * Math.sin(lat * 900) + 45 * Math.cos(lng * 700) + 10 * Math.sin((lat + lng) * 5000);

/** The outside services both worlds share: each answers from the position it is asked about. */
interface Fakes {
  map: FakeMapProvider;
  meteo: FakeOpenMeteo;
  streetView: FakeStreetView;
  windy: FakeWindy;
}

/** A world: the app, its members and the ids of what the examples name. */
interface World {
  truth: LatLng;
  ctx: TestContext;
  author: SignedInUser;
  trusted: SignedInUser;
  fresh: SignedInUser;
  placeId: number;
  /** The url title of the author's gallery that holds the place. */
  gallery: string;
  /** The upload id the fresh member got last, for the photo form that follows it. */
  lastUpload: string | null;
}

const STAND_IN_TEMPLATE = `<!doctype html><html lang="en"><head><title>Vantage</title><!--app-head--></head><body><div id="root"></div><!--app-data--></body></html>`;

/**
 * A stand-in for the web app's server rendering: what a page's components would ask the API
 * for (the spot with its card, skyline and nearby lists; the photo; the tag), written out.
 */
const STAND_IN_ENTRY = `
export const ready = () => Promise.resolve();
export async function render({ url, api }) {
  const path = new URL(url).pathname;
  const calls = [];
  const spot = /^\\/l\\/[^/]+\\/(\\d+)$/.exec(path);
  if (spot) calls.push('/api/point/' + spot[1], '/api/point/' + spot[1] + '/when-to-go', '/api/point/' + spot[1] + '/horizon');
  const photo = /^\\/photo\\/(\\d+)$/.exec(path);
  if (photo) calls.push('/api/photo/' + photo[1]);
  const answers = [];
  for (const call of calls) answers.push(await (await api(call, {})).text());
  return {
    html: '<main>' + answers.map((text) => '<pre>' + text.replace(/</g, '&lt;') + '</pre>').join('') + '</main>',
    head: '',
    queries: { queries: [] },
    components: [],
    renderedAt: 0,
    viewportWidth: null,
    localeData: false,
  };
}
`;

function writeStandInBuild(ctx: TestContext) {
  const dist = ctx.config.webDistDir;
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), STAND_IN_TEMPLATE);
  const serverDist = path.join(path.dirname(dist), 'dist-server');
  fs.mkdirSync(serverDist, { recursive: true });
  fs.writeFileSync(path.join(serverDist, 'entry-server.js'), STAND_IN_ENTRY);
}

/** One web push key pair for every world, as the processes of one site share theirs. */
const PUSH_KEYS = webPush.generateVAPIDKeys();

async function buildWorld(engine: 'sqlite' | 'postgres', truth: LatLng, fakes: Fakes) {
  const ctx = await createTestContext(engine, {
    VAPID_PUBLIC_KEY: PUSH_KEYS.publicKey,
    VAPID_PRIVATE_KEY: PUSH_KEYS.privateKey,
    OPEN_METEO_URL: fakes.meteo.url,
    TERRAIN_TILES: fakes.map.terrainUrl,
    GOOGLE_MAPS_KEY: GOOGLE_TEST_KEY,
    STREETVIEW_URL: fakes.streetView.url,
    WINDY_WEBCAMS_KEY: WINDY_TEST_KEY,
    WINDY_WEBCAMS_URL: fakes.windy.url,
  });
  writeStandInBuild(ctx);
  const person = (name: string, more: { admin?: boolean } = {}) =>
    ctx.make.signedIn({
      email: `${name}@example.com`,
      username: name,
      displayName: name[0]!.toUpperCase() + name.slice(1),
      password: `${name} correct horse battery`,
      ...more,
    });
  const admin = await person('admin', { admin: true });
  const author = await person('author');
  const trusted = await person('trusted');
  await ctx.database.db
    .updateTable('users')
    .set({ impact: SENSITIVE_EXACT_MIN_IMPACT + 50 })
    .where('id', '=', trusted.id)
    .execute();
  const voters = [await person('voter1'), await person('voter2'), await person('voter3')];
  const fresh = await person('fresh');

  const inject = async (
    who: SignedInUser,
    method: string,
    url: string,
    payload?: object,
  ): Promise<unknown> => {
    const res = await ctx.app.inject({
      method: method as 'POST',
      url,
      payload,
      headers: who.cookieHeaders,
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json<unknown>();
  };
  const upload = async (who: SignedInUser, image: Buffer) => {
    const body = multipartFile(image);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/photo',
      payload: body.payload,
      headers: { ...who.cookieHeaders, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    return UploadAnswer.parse(res.json()).imageID;
  };

  // The neighbours: ordinary spots in the same cell, around it and far away, with photos.
  const place = ['Europe', 'Portugal'];
  const neighbours = [
    { title: 'Praia da Marinha', ...at(CELL, 450, 620) },
    { title: 'Algar Seco', ...at(CELL, -2600, 1900) },
    { title: 'Ponta da Piedade', ...at(CELL, -4000, -21_000) },
    { title: 'Cabo de São Vicente', ...at(CELL, -5000, -60_000) },
  ];
  for (const spot of neighbours) {
    const spotId = await ctx.make.spot({ ...spot, place, tags: ['Coast'], userId: author.id });
    const imageId = await upload(author, await jpeg(900, 600, { position: spot }));
    await inject(author, 'POST', '/api/img', { id: imageId, title: spot.title, idSpot: spotId });
  }

  // The place: added a little off, moved onto itself by an administrator, photographed (with
  // a 360° photo too), described, then protected by the community's votes.
  const placeId = await ctx.make.spot({
    title: 'Hidden Sea Cave',
    ...at(truth, 80, 0),
    place,
    tags: ['Sea caves'],
    userId: author.id,
  });
  await inject(admin, 'POST', `/api/movePoint/${placeId}`, { lat: truth.lat, long: truth.lng });
  const gpsPhoto = await upload(author, await jpeg(900, 600, { position: at(truth, 15, 0) }));
  await inject(author, 'POST', '/api/img', {
    id: gpsPhoto,
    title: 'Light through the roof',
    idSpot: placeId,
    positionPublic: true,
  });
  const sphere = await upload(author, await photoSphereJpeg());
  await inject(author, 'POST', '/api/img', { id: sphere, title: 'Inside', idSpot: placeId });
  await inject(author, 'POST', `/api/point/${placeId}/desc`, {
    description: 'Reached by kayak from the beach at dawn, before the boats.',
  });
  await inject(voters[0]!, 'POST', `/api/point/${placeId}/sensitive`, {
    sensitive: true,
    reason: 'crowd_damage',
    note: 'The roof is eroding.',
  });
  for (const voter of [voters[1]!, voters[2]!, admin]) {
    await inject(voter, 'POST', `/api/point/${placeId}/sensitiveRateUp`);
  }

  // What those who see it exactly do there: a default view, a correction of the panorama, its
  // elevation, a move proposed a few metres on, and a gallery holding it.
  const view = at(truth, 5, 0);
  await inject(trusted, 'POST', '/api/set3DView', {
    idSpot: placeId,
    lat: view.lat,
    lng: view.lng,
    heading: 250,
    pitch: 2,
    fov: 60,
  });
  await inject(trusted, 'POST', '/api/adjust3D', {
    lat: view.lat,
    lng: view.lng,
    headingAdj: 4,
    pitchAdj: 1,
  });
  await inject(author, 'POST', `/api/elevation/${placeId}`, {
    elevation: Math.round(TERRAIN(truth.lat, truth.lng)) + 3,
  });
  const moved = at(truth, 0, 40);
  await inject(trusted, 'POST', `/api/movePoint/${placeId}`, { lat: moved.lat, long: moved.lng });
  const gallery = SpotListChangeAnswer.parse(
    await inject(author, 'POST', '/api/spotlist/new', {
      title: 'Algarve coast',
      addIdSpot: placeId,
    }),
  ).spotList!;
  await inject(author, 'POST', '/api/spotlist', { idSpotlist: gallery.id, idSpot: 1 });

  return {
    truth,
    ctx,
    author,
    trusted,
    fresh,
    placeId,
    gallery: gallery.urlTitle,
    lastUpload: null,
  } satisfies World;
}

/** The examples both worlds are asked with: ids, both true positions and what lies near them. */
function examplePools(world: World): ExamplePools {
  const positions = [
    TRUE_A,
    TRUE_B,
    CELL,
    at(TRUE_A, 20, 0),
    at(TRUE_B, 0, 20),
    at(CELL, 450, 620),
  ];
  const ids = [world.placeId, 1];
  // The fresh member's own photo and gallery come last: made by their uploads and forms.
  const photos = [6, 5, 1, 7];
  const tiles = [3, 5, 7, 8, 9, 10, 12, 14, 16].flatMap((level) =>
    [TRUE_A, TRUE_B].map((position) => ({
      level,
      ...lngLatToTile(position.lng, position.lat, level),
    })),
  );
  return {
    id: ids,
    spotId: ids,
    idSpot: ids,
    addIdSpot: ids,
    newIdSpot: [1, world.placeId],
    imgId: photos,
    photoId: photos,
    idPhoto: photos,
    idImg: [null],
    descId: [1],
    changeId: [1, 2, 3, 4],
    idSpotlist: [1, 2],
    idTag: [1],
    lat: positions.map((p) => p.lat),
    long: positions.map((p) => p.lng),
    lng: positions.map((p) => p.lng),
    dLat: ['0.004', '0.004', '0.03', '0.4', '0.002', '0.02'],
    dLong: ['0.005', '0.005', '0.04', '0.5', '0.002', '0.02'],
    level: tiles.map((tile) => tile.level),
    x: tiles.map((tile) => tile.x),
    y: tiles.map((tile) => tile.y),
    z: tiles.map((tile) => tile.level),
    text: [
      'Hidden Sea Cave',
      'sea caves',
      `${TRUE_A.lat}, ${TRUE_A.lng}`,
      `${TRUE_B.lat}, ${TRUE_B.lng}`,
      'Praia',
    ],
    name: ['Sea caves', 'author', 'Portugal', 'Coast'],
    username: ['author'],
    title: [world.gallery],
    format: ['kml', 'gpx', 'geojson'],
    ids: [[world.placeId, 1, 2]],
    elevation: [120, 150],
    heading: [250, 10],
    pitch: [0],
    fov: [60],
    headingAdj: [3],
    pitchAdj: [1],
    newTitle: ['Sea Cave of the Algarve'],
    tags: [['Sea caves', 'Kayak']],
    tag: ['Sea caves'],
    value: [1],
    sensitive: [false, true],
    reason: ['wildlife'],
    note: ['Birds nest here'],
    description: ['A member writes about it.'],
    fs: [`${world.placeId},1,2`],
    ft: ['Sea_caves'],
    fu: ['author'],
    upload: [0, 1],
  };
}

/** The parts of an answer that could carry a position: status, headers that matter, body. */
interface Seen {
  status: number;
  type: string;
  location: string | undefined;
  cacheControl: string | undefined;
  body: unknown;
}

function normalized(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalized);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        VARYING_KEYS.has(key) ? '…' : normalized(inner),
      ]),
    );
  }
  return value;
}

function seenOf(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  rawPayload: Buffer;
}): Seen {
  const header = res.headers['content-type'];
  const type = typeof header === 'string' ? header : '';
  let body: unknown;
  if (type.includes('json')) {
    body = normalized(JSON.parse(res.body));
  } else if (type.startsWith('text/') || type.includes('xml')) {
    // Pages carry a script nonce of their own and the upload ids of their data.
    body = res.body
      .replace(/nonce="[^"]*"/g, 'nonce="…"')
      .replace(/"(created|decided|uploadDate|datePublished|dateModified)":"[^"]*"/g, '"$1":"…"');
  } else {
    body = crypto.createHash('sha256').update(res.rawPayload).digest('hex');
  }
  return {
    status: res.statusCode,
    type,
    location: res.headers.location as string | undefined,
    cacheControl: res.headers['cache-control'] as string | undefined,
    body,
  };
}

/** Where two answers part, with what surrounds it. */
function difference(request: string, a: Seen, b: Seen): string {
  const left = JSON.stringify(a);
  const right = JSON.stringify(b);
  let at = 0;
  while (at < left.length && left[at] === right[at]) at++;
  const from = Math.max(0, at - 160);
  return `${request}\n  A: …${left.slice(from, at + 240)}\n  B: …${right.slice(from, at + 240)}`;
}

/** Operations that take a file (multipart) rather than a JSON body. */
const FILE_OPERATIONS = new Set(['post /api/photo']);

/**
 * Operations whose answer never ends: the notifications stream stays open as long as the page
 * does, and tells a member their own unread count alone (notifications.api.test.ts).
 */
const ENDLESS = new Set(['get /api/notifications/stream']);

/** Operations that end the member's session, asked last so the member asks everything else. */
const LAST = ['post /api/logout', 'delete /api/user/me', 'delete /api/user/{id}'];

function inAskingOrder(operations: Operation[]): Operation[] {
  const rank = (op: Operation) => {
    const key = `${op.method} ${op.path}`;
    if (LAST.includes(key)) return 2 + LAST.indexOf(key);
    return op.method === 'get' ? 0 : 1;
  };
  return [...operations].sort((a, b) => rank(a) - rank(b));
}

/** The public pages of both worlds, as a visitor or member opens them. */
function publicPages(world: World): string[] {
  const id = world.placeId;
  const region = (p: LatLng) => `/r/${p.lat}/${p.lng}/0.01/0.01`;
  return [
    '/',
    '/map',
    '/explore',
    `/l/hidden-sea-cave/${id}`,
    `/i/${id}`,
    '/photo/6',
    '/photo/5',
    region(TRUE_A),
    region(TRUE_B),
    region(CELL),
    '/search/Hidden%20Sea%20Cave',
    `/search/${encodeURIComponent(`${TRUE_A.lat}, ${TRUE_A.lng}`)}`,
    '/by/author',
    `/by/author/gallery/${world.gallery}`,
    '/tag/Sea_caves',
    '/tag/Portugal',
    '/review',
    '/sitemap.xml',
    '/robots.txt',
  ];
}

describe.each(engines)('a protected place on %s', (engine) => {
  const fakes = {} as Fakes;
  let worlds: [World, World];
  let operations: Operation[];
  const asked = new Map<string, number[]>();

  beforeAll(async () => {
    fakes.map = await new FakeMapProvider(TERRAIN).start();
    fakes.meteo = await new FakeOpenMeteo().start();
    // Cloud cover that changes every few hundred metres: a forecast asked anywhere else shows.
    fakes.meteo.weatherAt = (lat, lng) => ({
      cloudPct: Math.round(50 + 49 * Math.sin(lat * 3000 + lng * 2000)),
      lowPct: Math.round(50 + 49 * Math.cos(lat * 2500 - lng * 1500)),
    });
    fakes.streetView = await new FakeStreetView([
      { panoId: 'panoNearTrueA01', ...at(TRUE_A, 30, 0) },
      { panoId: 'panoNearTrueB01', ...at(TRUE_B, 30, 0) },
      { panoId: 'panoNearCellC01', ...at(CELL, 0, 30) },
    ]).start();
    fakes.windy = await new FakeWindy().start();
    worlds = [await buildWorld(engine, TRUE_A, fakes), await buildWorld(engine, TRUE_B, fakes)];
    const document = worlds[0].ctx.app.swagger() as unknown as OpenApiDocument;
    operations = inAskingOrder(
      operationsOf(document).filter((op) => !ENDLESS.has(`${op.method} ${op.path}`)),
    );
  }, 120_000);
  afterAll(async () => {
    for (const world of worlds ?? []) await world.ctx.close();
    await Promise.all(Object.values(fakes).map((fake) => fake.close()));
  });

  /** Asks both worlds the same, one right after the other, and answers what each saw. */
  async function askBoth(request: ExampleRequest, who: 'visitor' | 'fresh') {
    const seen: Seen[] = [];
    for (const world of worlds) {
      const headers: Record<string, string> =
        who === 'fresh' ? { ...world.fresh.cookieHeaders } : {};
      let payload = request.payload as object | Buffer | undefined;
      if (request.upload !== undefined) {
        const position = request.upload % 2 === 0 ? TRUE_A : TRUE_B;
        const body = multipartFile(await jpeg(640, 427, { position }));
        payload = body.payload;
        Object.assign(headers, body.headers);
      } else if (request.method === 'POST' && request.url === '/api/img' && payload) {
        payload = { ...payload, id: world.lastUpload ?? 'none' };
      }
      const res = await world.ctx.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers,
        ...(payload !== undefined ? { payload } : {}),
      });
      if (request.upload !== undefined && res.statusCode === 200) {
        world.lastUpload = UploadAnswer.parse(res.json()).imageID;
      }
      seen.push(seenOf(res));
    }
    return seen as [Seen, Seen];
  }

  it('shows the two worlds apart to those who may see the place exactly', async () => {
    const exact = await Promise.all(
      worlds.map(async (world) =>
        Spot.parse(
          (
            await world.ctx.app.inject({
              url: `/api/point/${world.placeId}`,
              headers: world.trusted.cookieHeaders,
            })
          ).json(),
        ),
      ),
    );
    expect(exact.map((spot) => ({ lat: spot.lat, lng: spot.long }))).toEqual([TRUE_A, TRUE_B]);
    expect(worlds[0].placeId).toBe(worlds[1].placeId);
    // The harness tells answers apart: the trusted member's answers differ between the worlds.
    const [cardA, cardB] = await Promise.all(
      worlds.map((world) =>
        world.ctx.app.inject({
          url: `/api/point/${world.placeId}/when-to-go`,
          headers: world.trusted.cookieHeaders,
        }),
      ),
    );
    expect(seenOf(cardA!)).not.toEqual(seenOf(cardB!));
  });

  for (const who of ['visitor', 'fresh'] as const) {
    it(`answers a ${who === 'fresh' ? 'fresh member' : 'visitor'} the same whichever the true position, in every operation`, async () => {
      const differences: string[] = [];
      for (const operation of operations) {
        const key = `${operation.method.toUpperCase()} ${operation.path}`;
        const options = { most: 8, fileOperations: FILE_OPERATIONS };
        for (const request of examplesOf(operation, examplePools(worlds[0]), options)) {
          const [a, b] = await askBoth(request, who);
          asked.set(key, [...(asked.get(key) ?? []), a.status]);
          if (JSON.stringify(a) !== JSON.stringify(b)) {
            const payload = JSON.stringify(request.payload ?? '');
            differences.push(difference(`${request.method} ${request.url} ${payload}`, a, b));
          }
        }
      }
      expect(differences, differences.join('\n')).toEqual([]);
    }, 300_000);
  }

  it('serves every public page the same whichever the true position', async () => {
    const differences: string[] = [];
    for (const who of ['visitor', 'fresh'] as const) {
      for (const page of publicPages(worlds[0])) {
        const [a, b] = await askBoth({ method: 'GET', url: page }, who);
        if (JSON.stringify(a) !== JSON.stringify(b))
          differences.push(difference(`${who} ${page}`, a, b));
      }
    }
    expect(differences, differences.join('\n')).toEqual([]);
  }, 120_000);

  it('asked every operation of the document, most of them with an answer', () => {
    expect(asked.size).toBe(operations.length);
    const answered = [...asked.values()].filter((statuses) => statuses.some((s) => s < 300));
    const refused = [...asked].filter(([, statuses]) => statuses.every((s) => s >= 300));
    console.log(
      refused.map(([key, statuses]) => `${key}: ${[...new Set(statuses)].join(',')}`).join('\n'),
    );
    console.log(
      `non-interference on ${engine}: ${operations.length} operations, ${answered.length} answered 2xx to a visitor or a fresh member`,
    );
    // The rest are an administrator's, an owner's, or a sign-in's with a provider or a mailed link.
    expect(answered.length).toBeGreaterThan(operations.length * 0.55);
  });
});
