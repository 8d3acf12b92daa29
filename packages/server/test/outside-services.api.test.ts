import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './support/engine-suite';
import { FakeNominatim, YOSEMITE } from './support/fake-nominatim';
import { FakeOverpass } from './support/fake-overpass';
import { guardOutboundDuring } from './support/outbound-guard';
import { createTestContext, type TestContext } from './support/test-context';

describe.each(engines)('geocoder and boundaries of the app on %s', (engine) => {
  let nominatim: FakeNominatim;
  let overpass: FakeOverpass;
  guardOutboundDuring();
  let offline: TestContext;
  let online: TestContext;

  beforeAll(async () => {
    nominatim = await new FakeNominatim().start();
    overpass = await new FakeOverpass().start();
    offline = await createTestContext(engine);
    online = await createTestContext(engine, {
      NOMINATIM_URL: nominatim.url,
      NOMINATIM_EMAIL: 'admin@vantage.example',
      OVERPASS_URL: overpass.url,
      PUBLIC_URL: 'https://vantage.example',
    });
  });
  afterAll(async () => {
    await offline.close();
    await online.close();
    await nominatim.close();
    await overpass.close();
  });

  it('uses the bundled gazetteer and outlines when no service is configured', async () => {
    expect(offline.container.geocoder.name).toBe('gazetteer');
    expect(offline.container.boundaries.name).toBe('offline');
    expect((await offline.container.geocoder.search('Bolzano', 10))[0]?.displayName).toBe(
      'Bolzano, Italy',
    );
    expect(
      (await offline.container.boundaries.isIn(YOSEMITE.lat, YOSEMITE.lng)).map((a) => a.name),
    ).toEqual(['North America', 'United States', 'California']);
  });

  it('asks Nominatim and Overpass when their URLs are set', async () => {
    expect(online.container.geocoder.name).toBe('nominatim');
    expect(online.container.boundaries.name).toBe('overpass');
    const address = await online.container.geocoder.reverse(YOSEMITE.lat, YOSEMITE.lng);
    expect(address?.state).toBe('California');
    expect(nominatim.requests[0]).toMatchObject({
      path: '/reverse',
      userAgent: 'Vantage/0.1.0 (+https://vantage.example)',
    });
    expect(nominatim.requests[0]!.query.get('email')).toBe('admin@vantage.example');
    const areas = await online.container.boundaries.isIn(YOSEMITE.lat, YOSEMITE.lng);
    expect(areas.map((area) => area.name)).toContain('Yosemite National Park');
    expect(overpass.requests).toHaveLength(1);
  });
});
