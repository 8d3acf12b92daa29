import { HorizonAnswer, Spot, WeatherAnswer, WhenToGoAnswer } from '@vantage/shared';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './support/engine-suite';
import { FakeElevation } from './support/fake-elevation';
import { FakeMapProvider } from './support/fake-map-provider';
import { FakeOpenMeteo } from './support/fake-open-meteo';
import { guardOutboundDuring } from './support/outbound-guard';
import { createTestContext, type TestContext } from './support/test-context';

/** Long enough that every request of a step falls within it, short enough to wait for. */
const COOL_DOWN_S = 3;

interface LogLine {
  level: number;
  msg: string;
  err?: unknown;
  stack?: unknown;
}
const WARN = 40;
const INFO = 30;

describe.each(engines)('outside services that are down, on %s', (engine) => {
  let ctx: TestContext;
  let meteo: FakeOpenMeteo;
  let elevation: FakeElevation;
  let tiles: FakeMapProvider;
  const lines: LogLine[] = [];
  const log = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
  );
  guardOutboundDuring();

  beforeAll(async () => {
    meteo = await new FakeOpenMeteo().start();
    elevation = await new FakeElevation().start();
    tiles = await new FakeMapProvider(() => 1200).start();
    ctx = await createTestContext(
      engine,
      {
        OPEN_METEO_URL: meteo.url,
        ELEVATION_URL: elevation.url,
        TERRAIN_TILES: tiles.terrainUrl,
        SERVICE_COOL_DOWN_S: String(COOL_DOWN_S),
      },
      { log },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await meteo.close();
    await elevation.close();
    await tiles.close();
  });

  const get = async (url: string, app = ctx.app) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json<unknown>();
  };
  /** The lines about `service`: its warnings and its recoveries. */
  const about = (service: string) => {
    const mine = lines.filter((line) => line.msg.startsWith(`${service} is`));
    return {
      warnings: mine.filter((line) => line.level === WARN),
      recoveries: mine.filter((line) => line.level === INFO),
    };
  };
  const noStackTraces = () => {
    const withStack = lines.filter((line) => line.err !== undefined || line.stack !== undefined);
    expect(withStack).toEqual([]);
  };

  it('answers the forecast unavailable at once while Open-Meteo is down, and says so once', async () => {
    const first = await ctx.make.spot({ lat: 45.1, lng: 7.1 });
    const second = await ctx.make.spot({ lat: 45.6, lng: 7.9 });
    // Without terrain, whose skyline takes seconds to compute, the card waits for the forecast alone.
    const app = await ctx.appWith({ TERRAIN_TILES: 'off' }, { log });
    meteo.failWithStatus = 503;
    const asked = meteo.requests.length;

    const weather = WeatherAnswer.parse(await get(`/api/point/${first}/weather`, app));
    expect(weather).toEqual({
      available: false,
      unavailable: true,
      provider: 'open-meteo',
      weather: [],
    });
    expect(meteo.requests.length).toBe(asked + 1);

    // Within the cool-down the next spot's page asks Open-Meteo nothing.
    const again = WeatherAnswer.parse(await get(`/api/point/${second}/weather`, app));
    expect(again.unavailable).toBe(true);
    const card = WhenToGoAnswer.parse(await get(`/api/point/${second}/when-to-go`, app));
    expect(card.outlook).toMatchObject({ available: false, unavailable: true, events: [] });
    expect(meteo.requests.length).toBe(asked + 1);
    expect(about('Forecast').warnings.map((line) => line.msg)).toEqual([
      'Forecast is unavailable (Open-Meteo forecast answered HTTP 503): answering "unavailable" and trying again every 3 s',
    ]);

    // Back: after the cool-down one trial finds it, and the log says so once.
    meteo.failWithStatus = null;
    await expect
      .poll(
        async () => WeatherAnswer.parse(await get(`/api/point/${second}/weather`, app)).available,
        {
          timeout: 6 * COOL_DOWN_S * 1000,
          interval: 200,
        },
      )
      .toBe(true);
    expect(WeatherAnswer.parse(await get(`/api/point/${first}/weather`, app)).available).toBe(true);
    expect(about('Forecast').warnings).toHaveLength(1);
    expect(about('Forecast').recoveries.map((line) => line.msg)).toEqual([
      'Forecast is available again',
    ]);
    noStackTraces();
  });

  it('answers the horizon unavailable and leaves elevations unknown while terrain is down', async () => {
    const first = await ctx.make.spot({ lat: 46.2, lng: 11.1 });
    const second = await ctx.make.spot({ lat: 46.9, lng: 12.4 });
    await tiles.goDown();
    elevation.failWithStatus = 500;
    const elevationAsked = elevation.requests.length;

    const horizon = HorizonAnswer.parse(await get(`/api/point/${first}/horizon`));
    expect(horizon).toMatchObject({ available: false, unavailable: true, altitudesDeg: [] });
    expect(Spot.parse(await get(`/api/point/${first}`)).elev).toBeNull();
    expect(elevation.requests.length).toBe(elevationAsked + 1);

    // The next spot asks neither service.
    expect(HorizonAnswer.parse(await get(`/api/point/${second}/horizon`)).unavailable).toBe(true);
    expect(Spot.parse(await get(`/api/point/${second}`)).elev).toBeNull();
    expect(elevation.requests.length).toBe(elevationAsked + 1);
    expect(about('Terrain tiles').warnings).toHaveLength(1);
    expect(about('Terrain tiles').warnings[0]!.msg).toMatch(/^Terrain tiles is unavailable \(\w/);
    expect(about('Elevation lookup').warnings).toHaveLength(1);

    await tiles.reopen();
    elevation.failWithStatus = null;
    const tilesAsked = tiles.requests.length;
    await expect
      .poll(async () => HorizonAnswer.parse(await get(`/api/point/${second}/horizon`)).available, {
        timeout: 6 * COOL_DOWN_S * 1000,
        interval: 200,
      })
      .toBe(true);
    expect(tiles.requests.length).toBeGreaterThan(tilesAsked);
    expect(about('Terrain tiles').warnings).toHaveLength(1);
    expect(about('Terrain tiles').recoveries).toHaveLength(1);
    noStackTraces();
  });
});
