import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config';
import { describeEachEngine, engines } from './support/engine-suite';
import { renameSpot } from './support/members';
import { TEST_REDIS_URL, testRedis } from './support/redis';
import { scriptHashSource } from '../src/modules/pages/inline-scripts';
import { STAND_IN_SCRIPTS, writeStandInBuild } from './support/stand-in-build';
import { createTestContext, type TestContext } from './support/test-context';

const redis = await testRedis();

const APP_SCRIPT_TAGS = `<script type="module" crossorigin src="/assets/index-test.js"></script><link rel="modulepreload" crossorigin href="/assets/react-test.js">`;
const TEMPLATE = `<!doctype html><html lang="en"><head><title>Vantage</title><!--app-head-->${APP_SCRIPT_TAGS}</head><body><noscript>Vantage needs JavaScript.</noscript><div id="root"></div><!--app-data--></body></html>`;

/**
 * A stand-in for the web app's server entry: it renders what the page's API calls answer
 * (the spot, who is signed in, whether it may write), as the real components would, and
 * counts its renderings.
 */
const ENTRY = `
let renderings = 0;
export const ready = () => Promise.resolve();
export async function render({ url, api, viewportWidth }) {
  const id = /\\/(\\d+)$/.exec(new URL(url).pathname)[1];
  const spot = await (await api('/api/point/' + id, {})).json();
  const user = await api('/api/user/', {});
  const write = await api('/api/point/' + id + '/votes', { method: 'POST' });
  return {
    html: '<h1>' + spot.title + '</h1><p>user ' + user.status + '</p><p>write ' + write.status + '</p><p>rendering ' + ++renderings + '</p>',
    head: '<style data-emotion="css x">.x{}</style>',
    queries: { queries: [{ queryKey: ['point', spot.id] }] },
    components: ['SpotPage'],
    renderedAt: 1700000000000,
    viewportWidth: viewportWidth ?? null,
    // A spot page shows its sun times; the stand-in's "plain" spots show no date or number.
    localeData: !spot.title.startsWith('Plain'),
  };
}
`;

/** The stand-in web build, where the test app looks for one, before its first page. */
const writeStandIn = (config: Config) => writeStandInBuild(config, TEMPLATE, ENTRY);

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** The script loading the browser's date data, in the head. */
const DATE_DATA_IN_HEAD = /<head>.*<script>[^<]*Intl\.DateTimeFormat[^<]*<\/script>.*<\/head>/s;

/** The inline script holding a press before the app has loaded, in the head. */
const HELD_PRESSES_IN_HEAD = /<head>.*<script>[^<]*__vantageTakeHeldClick/s;

/** What a page's HTML says: its heading, which rendering it came from, its layout and policy. */
function pageOf(res: {
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
}) {
  return {
    body: res.body,
    heading: /<h1>([^<]*)<\/h1>/.exec(res.body)?.[1] ?? null,
    rendering: Number(/<p>rendering (\d+)<\/p>/.exec(res.body)?.[1] ?? NaN),
    viewportWidth: /data-viewport-width="(\d+)"/.exec(res.body)?.[1] ?? null,
    csp: String(res.headers['content-security-policy']),
  };
}

describeEachEngine('server rendering on %s', (ctx) => {
  let spot: number;

  beforeAll(async () => {
    writeStandIn(ctx.config);
    spot = await ctx.make.spot({ title: 'Mesa Arch', lat: 38.389, lng: -109.868 });
  });

  const visit = async (url: string, headers: Record<string, string> = {}) =>
    pageOf(await ctx.app.inject({ method: 'GET', url, headers }));

  it("renders a visitor's page from the API as a signed-out visitor, for any cache to keep", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/l/Mesa_Arch/${spot}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><h1>Mesa Arch</h1>');
    // The rendering's API calls carry no session and may only read.
    expect(res.body).toContain('<p>user 401</p><p>write 405</p>');
    expect(res.body).toContain('<style data-emotion="css x">');
    // A button pressed before the app has loaded is held for it, by an inline script.
    expect(res.body).toMatch(HELD_PRESSES_IN_HEAD);
    // The date data loads in the head, before the page's first paint.
    expect(res.body).toMatch(DATE_DATA_IN_HEAD);
    expect(res.body).toMatch(
      /<script id="vantage-queries" type="application\/json" data-components="SpotPage" data-rendered-at="1700000000000"[^>]*>\{"queries":\[\{"queryKey":\["point",\d+\]\}\]\}<\/script>/,
    );
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Cookie, Sec-CH-UA-Mobile, User-Agent, accept-encoding');
    // Without scripts the content shows, photos included, and no message asks for scripts.
    expect(res.body).not.toContain('needs JavaScript');
    expect(res.body).toContain(
      '<noscript><style>#root img{opacity:1!important}</style></noscript>',
    );
    // The app loads once the page's first photo is on screen, by a script at the end of the
    // page, not by the build's tags in the head.
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('<link rel="modulepreload"');
    expect(res.body).toMatch(
      /<script data-app-entry="\/assets\/index-test\.js" data-app-preloads="\/assets\/react-test\.js">[^<]+<\/script>\s*<\/body>/,
    );
    // Every inline script is allowed by its hash, and no other inline script is.
    const scriptSrc = /script-src ([^;]*)/.exec(
      String(res.headers['content-security-policy']),
    )?.[1];
    expect(scriptSrc?.split(' ')).toEqual([
      "'self'",
      ...Object.values(STAND_IN_SCRIPTS).map(scriptHashSource),
    ]);
    expect(res.body).not.toContain('nonce=');
  });

  it('leaves out a trick switched off, and tells the browser which are off', async () => {
    const plain = await ctx.appWith({ SERVED_TRICKS: 'slices,servedQueries,styles' });
    const res = await plain.inject({ method: 'GET', url: `/l/Mesa_Arch/${spot}` });
    expect(res.body).toContain('<div id="root"><h1>Mesa Arch</h1>');
    expect(res.body).not.toContain('__vantageTakeHeldClick');
    expect(res.body).toMatch(/<script id="vantage-queries"[^>]* data-served-off="heldPresses">/);
    // With every trick on, the page names none.
    const all = await ctx.app.inject({ method: 'GET', url: `/l/Mesa_Arch/${spot}` });
    expect(all.body).not.toContain('data-served-off');
  });

  it('leaves out the date data of a page that formats no date or number as it first shows', async () => {
    const plain = await ctx.make.spot({ title: 'Plain Rock', lat: 38.4, lng: -109.9 });
    const res = await ctx.app.inject({ method: 'GET', url: `/l/Plain_Rock/${plain}` });
    expect(res.body).toContain('<div id="root"><h1>Plain Rock</h1>');
    expect(res.body).toMatch(HELD_PRESSES_IN_HEAD);
    expect(res.body).not.toContain('Intl.DateTimeFormat');
  });

  it("renders a member's page in the browser, and no cache keeps it", async () => {
    const member = await ctx.make.signedIn({ displayName: 'Private Person' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/l/Mesa_Arch/${spot}`,
      headers: member.cookieHeaders,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('vantage-queries');
    expect(res.body).not.toContain('__vantageTakeHeldClick');
    expect(res.body).toMatch(DATE_DATA_IN_HEAD);
    // Rendered in the browser, the page loads the app at once.
    expect(res.body).toContain(APP_SCRIPT_TAGS);
    expect(res.body).toContain('Private Person');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toBe('Cookie, Sec-CH-UA-Mobile, User-Agent, accept-encoding');
  });

  it('sends pages compressed to browsers that take it', async () => {
    for (const url of [`/l/Mesa_Arch/${spot}`, '/', '/no/such/page']) {
      const res = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding'], url).toBe('gzip');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(String(res.headers.vary)).toMatch(/cookie/i);
      expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('<div id="root">');
    }
    // Unknown API and file addresses stay answers in JSON.
    const api = await ctx.app.inject({ url: '/api/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'not_found' } });
    const file = await ctx.app.inject({ url: '/assets/missing.js' });
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).toMatch(/json/);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/somewhere' })).statusCode).toBe(404);
  });

  it("lays a phone's page out for a phone, as the browser that hydrates it will", async () => {
    const url = `/l/Mesa_Arch/${spot}`;
    const iPhone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    const desktop =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const widthOf = async (headers: Record<string, string>) => {
      const res = await ctx.app.inject({ method: 'GET', url, headers });
      return /data-viewport-width="(\d+)"/.exec(res.body)?.[1] ?? null;
    };
    expect(await widthOf({ 'user-agent': iPhone })).toBe('390');
    expect(await widthOf({ 'user-agent': android })).toBe('390');
    expect(await widthOf({ 'user-agent': desktop, 'sec-ch-ua-mobile': '?1' })).toBe('390');
    expect(await widthOf({ 'user-agent': desktop, 'sec-ch-ua-mobile': '?0' })).toBeNull();
    expect(await widthOf({ 'user-agent': desktop })).toBeNull();
    const iPad =
      'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/604.1';
    expect(await widthOf({ 'user-agent': iPad })).toBeNull();
  });

  it('sends the search form, sent before the page has its scripts, where the page would', async () => {
    const go = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/search${query}` });
      return { status: res.statusCode, location: res.headers.location, body: res.body };
    };
    expect(await go('?q=Lago+di+Braies')).toMatchObject({
      status: 303,
      location: '/search/Lago%20di%20Braies',
    });
    expect(await go('?q=46.5725%2C+11.8')).toMatchObject({
      status: 303,
      location: '/map?map&lat=46.5725&long=11.8&zoom=14&showGPS',
    });
    expect(await go('?q=+++')).toMatchObject({ status: 303, location: '/' });
    expect(await go('')).toMatchObject({ status: 303, location: '/' });
    const bad = await go('?q=a%00b');
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('q');
    expect((await go(`?q=${'x'.repeat(201)}`)).status).toBe(400);
  });

  it("keeps a visitor's page: a second visit is not rendered again and gets the same bytes", async () => {
    const id = await ctx.make.spot({ title: 'Delicate Arch', lat: 38.744, lng: -109.499 });
    const url = `/l/Delicate_Arch/${id}`;
    const first = await visit(url);
    const second = await visit(url);
    expect(first.heading).toBe('Delicate Arch');
    expect(second.rendering).toBe(first.rendering);
    // The page and its policy are the same for every response.
    expect(second.body).toBe(first.body);
    expect(second.csp).toBe(first.csp);
    // A member still gets a page of their own, rendered in their browser.
    const member = await ctx.make.signedIn({ displayName: 'Ansel' });
    const res = await ctx.app.inject({ method: 'GET', url, headers: member.cookieHeaders });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('Ansel');
    expect((await visit(url)).rendering).toBe(first.rendering);
  });

  it('sends a kept page compressed once, the same bytes to every response', async () => {
    const id = await ctx.make.spot({ title: 'Landscape Arch', lat: 38.79, lng: -109.61 });
    const url = `/l/Landscape_Arch/${id}`;
    const plain = await ctx.app.inject({ method: 'GET', url });
    const zipped = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toBe('Cookie, Sec-CH-UA-Mobile, User-Agent, accept-encoding');
      const body = zlib.gunzipSync(res.rawPayload).toString();
      return { body, zipped: res.rawPayload, page: pageOf({ body, headers: res.headers }) };
    };
    const first = await zipped();
    const second = await zipped();
    const plainPage = pageOf(plain);
    expect(first.page).toMatchObject({ heading: 'Landscape Arch', rendering: plainPage.rendering });
    expect(second.page.rendering).toBe(plainPage.rendering);
    expect(second.zipped.equals(first.zipped)).toBe(true);
    // The same page as sent without compression.
    expect(first.body).toBe(plain.body);
    expect(second.body).toBe(plain.body);
  });

  it('renders a kept page again at once when its spot is renamed or a description is written', async () => {
    const id = await ctx.make.spot({ title: 'False Kiva', lat: 38.47, lng: -109.93 });
    const url = `/l/False_Kiva/${id}`;
    const before = await visit(url);
    expect(await visit(url)).toMatchObject({ heading: 'False Kiva', rendering: before.rendering });

    const admin = await ctx.make.signedIn({ admin: true });
    const renamed = await renameSpot(ctx, admin, id, 'Kiva Overlook');
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await visit(url);
    expect(after.heading).toBe('Kiva Overlook');
    expect(after.rendering).toBeGreaterThan(before.rendering);
    expect((await visit(url)).rendering).toBe(after.rendering);

    const written = await ctx.app.inject({
      method: 'POST',
      url: `/api/point/${id}/desc`,
      payload: { description: 'A ruin in an alcove; the sun reaches it late.' },
      headers: admin.cookieHeaders,
    });
    expect(written.statusCode, written.body).toBe(200);
    expect((await visit(url)).rendering).toBeGreaterThan(after.rendering);
  });

  it("keeps a phone's page apart from the wide one", async () => {
    const id = await ctx.make.spot({ title: 'Corona Arch', lat: 38.58, lng: -109.62 });
    const url = `/l/Corona_Arch/${id}`;
    const phone = await visit(url, { 'user-agent': IPHONE });
    const wide = await visit(url, { 'user-agent': DESKTOP });
    expect(phone.viewportWidth).toBe('390');
    expect(wide.viewportWidth).toBeNull();
    expect(wide.rendering).not.toBe(phone.rendering);
    expect(await visit(url, { 'user-agent': IPHONE })).toMatchObject({
      viewportWidth: '390',
      rendering: phone.rendering,
    });
    expect(await visit(url, { 'user-agent': DESKTOP })).toMatchObject({
      viewportWidth: null,
      rendering: wide.rendering,
    });
  });
});

describe.runIf(redis).each(engines)('rendered pages of two server processes on %s', (engine) => {
  let ctx: TestContext;
  let other: FastifyInstance;

  beforeAll(async () => {
    ctx = await createTestContext(engine, { REDIS_URL: TEST_REDIS_URL });
    writeStandIn(ctx.config);
    // A second process: its own kept pages, the same database, build and Redis.
    other = await ctx.appWith({});
  });
  afterAll(() => ctx.close());

  it('a spot renamed through one process shows at once on the page the other had kept', async () => {
    const id = await ctx.make.spot({ title: 'Turret Arch', lat: 38.69, lng: -109.54 });
    const url = `/l/Turret_Arch/${id}`;
    const heading = async () => pageOf(await other.inject({ method: 'GET', url })).heading;
    expect(await heading()).toBe('Turret Arch');
    const admin = await ctx.make.signedIn({ admin: true });
    const renamed = await renameSpot(ctx, admin, id, 'Turret Window');
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expect.poll(heading, { timeout: 3000, interval: 50 }).toBe('Turret Window');
  });
});
