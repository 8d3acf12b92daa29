import { describe, expect, it } from 'vitest';
import { FakeOverpass, SECEDA, YOSEMITE } from '../../../test/support/fake-overpass';
import { useFake } from '../../../test/support/use-fake';
import { RequestSpacing } from '../geocoder/request-spacing';
import { isInQuery, OverpassBoundaries, type OverpassOptions } from './overpass';

const USER_AGENT = 'Vantage/0.1.0 (+self-hosted)';

describe('Overpass boundaries', () => {
  const fake = useFake(new FakeOverpass());

  const boundaries = (options: Partial<OverpassOptions> = {}) =>
    new OverpassBoundaries({
      url: fake.url,
      userAgent: USER_AGENT,
      spacing: new RequestSpacing(0, 0),
      ...options,
    });

  it('posts an is_in query and turns the areas into tags, continent first', async () => {
    const areas = await boundaries().isIn(YOSEMITE.lat, YOSEMITE.lng);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.method).toBe('POST');
    expect(request!.contentType).toBe('application/x-www-form-urlencoded');
    expect(request!.userAgent).toBe(USER_AGENT);
    expect(request!.query).toBe(isInQuery(37.7459, -119.5332));
    expect(request!.query).toBe(
      '[out:json][timeout:10];is_in(37.7459,-119.5332)->.a;' +
        '(area.a[name][boundary];area.a[name][leisure=park];area.a[name][landuse];);out tags;',
    );
    expect(areas).toEqual([
      { name: 'North America', kind: 'continent', adminLevel: null },
      { name: 'United States', kind: 'country', adminLevel: 2 },
      { name: 'California', kind: 'state', adminLevel: 4 },
      { name: 'Mariposa County', kind: 'county', adminLevel: 6 },
      { name: 'Yosemite National Park', kind: 'national_park', adminLevel: null },
      { name: 'Yosemite Wilderness', kind: 'protected_area', adminLevel: null },
    ]);
  });

  it('prefers English names and leaves industrial land use out', async () => {
    const areas = await boundaries().isIn(SECEDA.lat, SECEDA.lng);
    expect(areas.map((area) => area.name)).toEqual([
      'Europe',
      'Italy',
      'Trentino-South Tyrol',
      'South Tyrol',
      'Urtijëi - St. Ulrich in Gröden - Ortisei',
      'Naturpark Puez-Geisler - Parco naturale Puez-Odle',
      'Alpe di Seceda',
    ]);
  });

  it('answers no areas at sea, and keeps answers', async () => {
    const cached = boundaries();
    expect(await cached.isIn(30, -40)).toEqual([]);
    expect(await cached.isIn(30, -40)).toEqual([]);
    expect(fake.requests).toHaveLength(1);
  });

  it('sends at most one request a second to a server', async () => {
    const throttled = boundaries({ spacing: undefined });
    await Promise.all([throttled.isIn(1, 1), throttled.isIn(2, 2)]);
    const [first, second] = fake.requests.map((request) => request.atMs);
    expect(second! - first!).toBeGreaterThanOrEqual(950);
  });

  it('rejects with a clear error on an error status, bad JSON, a wrong shape, a partial answer or a timeout', async () => {
    fake.failWithStatus = 429;
    await expect(boundaries().isIn(1, 1)).rejects.toThrow('Overpass answered HTTP 429');
    fake.failWithStatus = 504;
    await expect(boundaries().isIn(1, 1)).rejects.toThrow('Overpass answered HTTP 504');
    fake.failWithStatus = null;
    fake.rawBody = '<?xml version="1.0"?><osm/>';
    await expect(boundaries().isIn(1, 1)).rejects.toThrow('Overpass answered with invalid JSON');
    fake.rawBody = JSON.stringify({ elements: 'none' });
    await expect(boundaries().isIn(1, 1)).rejects.toThrow(
      'Overpass answered in an unexpected shape',
    );
    fake.rawBody = null;
    fake.remark = 'runtime error: Query timed out in "is_in" at line 1 after 11 seconds.';
    await expect(boundaries().isIn(YOSEMITE.lat, YOSEMITE.lng)).rejects.toThrow(
      /could not finish the query: runtime error/,
    );
    fake.remark = null;
    fake.delayMs = 300;
    await expect(boundaries({ timeoutMs: 50 }).isIn(1, 1)).rejects.toThrow(
      'Overpass query failed: timed out',
    );
  });
});
