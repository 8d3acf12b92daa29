import fs from 'node:fs';
import path from 'node:path';
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
export async function render({ url, api }) {
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
    expect(res.headers.vary).toBe('Cookie');
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
    expect(res.headers.vary).toBe('Cookie');
  });
});
