import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/engines';
import { useTestContext } from './support/test-context';

const engines = await testEngines();

const TEMPLATE = `<!doctype html><html lang="en"><head><title>Vantage</title><!--app-head--></head><body><div id="root"></div><!--app-data--></body></html>`;

/**
 * A stand-in for the web app's server entry: it renders what the page's API calls answer
 * (the spot, who is signed in, whether it may write), as the real components would.
 */
const ENTRY = `
export const ready = () => Promise.resolve();
export async function render({ url, api, viewportWidth }) {
  const id = /\\/(\\d+)$/.exec(new URL(url).pathname)[1];
  const spot = await (await api('/api/point/' + id, {})).json();
  const user = await api('/api/user/', {});
  const write = await api('/api/point/' + id + '/votes', { method: 'POST' });
  return {
    html: '<h1>' + spot.title + '</h1><p>user ' + user.status + '</p><p>write ' + write.status + '</p>',
    head: '<style data-emotion="css x">.x{}</style>',
    queries: { queries: [{ queryKey: ['point', spot.id] }] },
    components: ['SpotPage'],
    renderedAt: 1700000000000,
    viewportWidth: viewportWidth ?? null,
  };
}
`;

describe.each(engines)('server rendering on %s', (engine) => {
  const ctx = useTestContext(engine);
  let spot: number;

  beforeAll(async () => {
    // A web build beside the one the test app looks for, before its first page.
    const dist = ctx.config.webDistDir;
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    const serverDist = path.join(path.dirname(dist), 'dist-server');
    fs.mkdirSync(serverDist, { recursive: true });
    fs.writeFileSync(path.join(serverDist, 'entry-server.js'), ENTRY);
    spot = await ctx.make.spot({ title: 'Mesa Arch', lat: 38.389, lng: -109.868 });
  });

  it("renders a visitor's page from the API as a signed-out visitor, for any cache to keep", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/l/Mesa_Arch/${spot}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><h1>Mesa Arch</h1>');
    // The rendering's API calls carry no session and may only read.
    expect(res.body).toContain('<p>user 401</p><p>write 405</p>');
    expect(res.body).toContain('<style data-emotion="css x">');
    expect(res.body).toMatch(
      /<script id="vantage-queries" type="application\/json" data-components="SpotPage" data-rendered-at="1700000000000"[^>]*>\{"queries":\[\{"queryKey":\["point",\d+\]\}\]\}<\/script>/,
    );
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Cookie, Sec-CH-UA-Mobile, User-Agent');
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
    expect(res.body).toContain('Private Person');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toBe('Cookie, Sec-CH-UA-Mobile, User-Agent');
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
});
