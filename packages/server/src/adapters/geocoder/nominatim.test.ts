import { describe, expect, it } from 'vitest';
import { FakeNominatim, YOSEMITE } from '../../../test/support/fake-nominatim';
import { useFake } from '../../../test/support/use-fake';
import { NominatimGeocoder, type NominatimOptions } from './nominatim';
import { RequestSpacing } from './request-spacing';

const USER_AGENT = 'Vantage/0.1.0 (+https://vantage.example)';

describe('Nominatim geocoder', () => {
  const fake = useFake(new FakeNominatim());

  /** Unthrottled unless a test is about throttling. */
  const geocoder = (options: Partial<NominatimOptions> = {}) =>
    new NominatimGeocoder({
      baseUrl: `${fake.url}/`,
      userAgent: USER_AGENT,
      spacing: new RequestSpacing(0, 0),
      ...options,
    });

  it('searches in English as jsonv2 and keeps one place per display name', async () => {
    const places = await geocoder({ email: 'admin@vantage.example' }).search(' Paris ', 10);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.path).toBe('/search');
    expect(Object.fromEntries(request!.query)).toEqual({
      q: 'Paris',
      format: 'jsonv2',
      limit: '10',
      addressdetails: '0',
      'accept-language': 'en',
      email: 'admin@vantage.example',
    });
    expect(request!.userAgent).toBe(USER_AGENT);
    expect(places).toEqual([
      {
        displayName: 'Paris, Île-de-France, Metropolitan France, France',
        lat: 48.8534951,
        lng: 2.3483915,
        bbox: { south: 48.8155755, north: 48.902156, west: 2.224122, east: 2.4697602 },
        kind: 'city',
      },
      {
        displayName: 'Paris, Lamar County, Texas, United States',
        lat: 33.6617962,
        lng: -95.555513,
        bbox: { south: 33.6118, north: 33.7383, west: -95.6279, east: -95.4601 },
        kind: 'town',
      },
    ]);
  });

  it('reads natural places and caps the limit at ten', async () => {
    const places = await geocoder().search('Dolomites', 50);
    expect(fake.requests[0]!.query.get('limit')).toBe('10');
    expect(fake.requests[0]!.query.has('email')).toBe(false);
    expect(places).toEqual([
      {
        displayName: 'Dolomites, Italy',
        lat: 46.4102117,
        lng: 11.8440351,
        bbox: { south: 45.9970355, north: 46.9040163, west: 10.545304, east: 12.7654498 },
        kind: 'mountain_range',
      },
    ]);
    expect(await geocoder().search('nowhere at all', 10)).toEqual([]);
  });

  it('keeps answers, and asks again once they expire', async () => {
    const cached = geocoder();
    await cached.search('Paris', 10);
    await cached.search('paris', 10);
    await cached.reverse(YOSEMITE.lat, YOSEMITE.lng);
    await cached.reverse(YOSEMITE.lat, YOSEMITE.lng);
    expect(fake.requests.map((request) => request.path)).toEqual(['/search', '/reverse']);
    const expiring = geocoder({ cacheTtlMs: 0 });
    await expiring.search('Paris', 10);
    await expiring.search('Paris', 10);
    expect(fake.requests).toHaveLength(4);
  });

  it('reverse geocodes in English with the address parts', async () => {
    const address = await geocoder().reverse(YOSEMITE.lat, YOSEMITE.lng);
    const [request] = fake.requests;
    expect(request!.path).toBe('/reverse');
    expect(Object.fromEntries(request!.query)).toEqual({
      lat: '37.745900',
      lon: '-119.533200',
      format: 'jsonv2',
      'accept-language': 'en',
      addressdetails: '1',
    });
    expect(request!.userAgent).toBe(USER_AGENT);
    expect(address).toEqual({
      displayName: 'Half Dome, Mariposa County, California, United States',
      country: 'United States',
      countryCode: 'US',
      state: 'California',
      county: 'Mariposa County',
      city: null,
    });
  });

  it('answers null where Nominatim finds nothing (open sea)', async () => {
    expect(await geocoder().reverse(30, -40)).toBeNull();
  });

  it('sends at most one request a second to a server', async () => {
    const throttled = geocoder({ spacing: undefined });
    await Promise.all([
      throttled.search('Paris', 10),
      throttled.search('Dolomites', 10),
      throttled.reverse(YOSEMITE.lat, YOSEMITE.lng),
    ]);
    const times = fake.requests.map((request) => request.atMs);
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(950);
  });

  it('refuses to queue a request for longer than it can wait', async () => {
    const busy = geocoder({ spacing: new RequestSpacing(60_000, 10_000) });
    const first = busy.search('Paris', 10);
    await expect(busy.search('Dolomites', 10)).rejects.toThrow('too many requests queued');
    await first;
    expect(fake.requests).toHaveLength(1);
  });

  it('rejects with a clear error on an error status, bad JSON, a wrong shape or a timeout', async () => {
    fake.failWithStatus = 429;
    await expect(geocoder().search('Paris', 10)).rejects.toThrow(
      'Nominatim search answered HTTP 429',
    );
    fake.failWithStatus = 503;
    await expect(geocoder().reverse(1, 2)).rejects.toThrow('Nominatim reverse answered HTTP 503');
    fake.failWithStatus = null;
    fake.rawBody = '<html>not json';
    await expect(geocoder().search('Paris', 10)).rejects.toThrow(
      'Nominatim search answered with invalid JSON',
    );
    fake.rawBody = JSON.stringify([{ display_name: 'Somewhere', lat: 'north', lon: '2' }]);
    await expect(geocoder().search('Paris', 10)).rejects.toThrow(/unexpected shape \(0\.lat\)/);
    fake.rawBody = null;
    fake.delayMs = 300;
    await expect(geocoder({ timeoutMs: 50 }).search('Paris', 10)).rejects.toThrow(
      'Nominatim search failed: timed out',
    );
  });

  it('does not keep failures', async () => {
    const once = geocoder();
    fake.failWithStatus = 503;
    await expect(once.search('Paris', 10)).rejects.toThrow(/503/);
    fake.failWithStatus = null;
    expect(await once.search('Paris', 10)).toHaveLength(2);
  });
});
