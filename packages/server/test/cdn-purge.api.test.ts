import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { MovePointAnswer } from '@vantage/shared';
import { CLOUDFLARE_URLS_PER_REQUEST, cloudflarePurge } from '../src/adapters/cdn/cdn-purge';
import { tileKeysContaining } from '../src/modules/spots/spot-tile-cache';
import { engines } from './support/engine-suite';
import {
  CLOUDFLARE_TEST_TOKEN,
  CLOUDFLARE_TEST_ZONE,
  FakeCloudflare,
  FakePurgingCache,
} from './support/fake-cdn';
import { guardOutboundDuring } from './support/outbound-guard';
import { createTestContext, type TestContext } from './support/test-context';

const SITE = 'https://vantage.example';
const OLD = { lat: 46.5, lng: 11.5 };
const NEW = { lat: 46.5004, long: 11.5005 };

interface LogLine {
  level: number;
  msg: string;
}

/** The paths of the tiles' spot lists that hold a position. */
const tilePaths = (lat: number, lng: number) =>
  tileKeysContaining(lat, lng).map((key) => `/api/pspots/${key}`);

describe.each(engines)('a CDN in front of the site, told of changes, on %s', (engine) => {
  const cloudflare = new FakeCloudflare();
  const varnish = new FakePurgingCache();
  const lines: LogLine[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  let ctx: TestContext;
  guardOutboundDuring();

  beforeAll(async () => {
    await cloudflare.start();
    await varnish.start();
    ctx = await createTestContext(
      engine,
      {
        PUBLIC_URL: SITE,
        CLOUDFLARE_ZONE_ID: CLOUDFLARE_TEST_ZONE,
        CLOUDFLARE_API_TOKEN: CLOUDFLARE_TEST_TOKEN,
        CLOUDFLARE_API_URL: cloudflare.url,
      },
      { log },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await cloudflare.close();
    await varnish.close();
  });
  beforeEach(() => {
    cloudflare.reset();
    varnish.reset();
    lines.length = 0;
  });

  /** An administrator moves a new spot (applied at once) and the CDN purges settle. */
  async function moveASpot() {
    const spotId = await ctx.make.spot(OLD);
    const admin = await ctx.make.signedIn({ admin: true });
    await ctx.container.cdnPurges!.settled();
    cloudflare.purged.length = 0;
    cloudflare.requests.length = 0;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/movePoint/${spotId}`,
      headers: admin.bearerHeaders,
      payload: NEW,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(MovePointAnswer.parse(res.json())).toMatchObject({ status: 'applied' });
    await ctx.container.cdnPurges!.settled();
    return spotId;
  }

  it("purges a moved spot's tile lists at both places, its horizon and the popular list, by full URL", async () => {
    const spotId = await moveASpot();
    const expected = [
      ...tilePaths(OLD.lat, OLD.lng),
      ...tilePaths(NEW.lat, NEW.long),
      '/api/pspots/popular',
      `/api/point/${spotId}/horizon`,
    ].map((path) => SITE + path);
    expect(new Set(cloudflare.purged)).toEqual(new Set(expected));
    // A tile of every zoom, 0 to 22.
    const zooms = cloudflare.purged.flatMap((url) => /\/api\/pspots\/(\d+)\//.exec(url)?.[1] ?? []);
    expect(new Set(zooms).size).toBe(23);
    expect(cloudflare.requests.every((urls) => urls.length <= 100)).toBe(true);
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
  });

  it('makes the changes while the CDN refuses its purges, and says so once until it takes them again', async () => {
    cloudflare.failWithStatus = 503;
    const spotId = await moveASpot();
    await moveASpot();
    const spot = (await ctx.app.inject(`/api/point/${spotId}`)).json();
    expect([spot.lat, spot.long]).toEqual([NEW.lat, NEW.long]);
    const said = () => lines.filter((line) => line.level >= 30 && /CDN/.test(line.msg));
    expect(said().map((line) => [line.level, line.msg])).toEqual([
      [
        40,
        'the CDN was not told of changes: it shows earlier answers until they expire (said once until it takes purges again)',
      ],
    ]);
    cloudflare.failWithStatus = null;
    await moveASpot();
    expect(
      said()
        .map((line) => line.msg)
        .at(-1),
    ).toBe('the CDN takes purges again');
    expect(JSON.stringify(lines)).not.toContain(CLOUDFLARE_TEST_TOKEN);
  });

  it('sends Cloudflare at most 100 URLs a request, and names its refusal', async () => {
    const many = Array.from({ length: 2 * CLOUDFLARE_URLS_PER_REQUEST + 1 }, (_, i) => `/p/${i}`);
    const cdn = cloudflarePurge({
      apiUrl: cloudflare.url,
      zoneId: CLOUDFLARE_TEST_ZONE,
      token: CLOUDFLARE_TEST_TOKEN,
      publicUrl: SITE,
    });
    await cdn.purge(many);
    expect(cloudflare.requests.map((urls) => urls.length)).toEqual([100, 100, 1]);
    const wrong = cloudflarePurge({
      apiUrl: cloudflare.url,
      zoneId: CLOUDFLARE_TEST_ZONE,
      token: 'not-the-token',
      publicUrl: SITE,
    });
    await expect(wrong.purge(['/x'])).rejects.toThrow(
      'Cloudflare purge answered HTTP 403: Authentication error',
    );
  });

  it('sends a caching proxy one PURGE a path, a path it did not keep being no failure', async () => {
    const proxied = await createTestContext(engine, { CDN_PURGE_URL: varnish.url }, { log });
    try {
      varnish.kept.add('/api/pspots/popular');
      const spotId = await proxied.make.spot(OLD);
      await proxied.container.spotChanges.spotChanged({
        spotId,
        kind: 'protected',
        userId: null,
        after: { sensitive: { reason: 'wildlife', note: null } },
      });
      await proxied.container.cdnPurges!.settled();
      expect(varnish.purged).toContain('/api/pspots/popular');
      expect(varnish.purged).toContain(`/api/point/${spotId}/horizon`);
      expect(varnish.purged).toEqual(expect.arrayContaining(tilePaths(OLD.lat, OLD.lng)));
      expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    } finally {
      await proxied.close();
    }
  });
});
