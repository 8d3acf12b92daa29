import { createClient } from '@redis/client';
import { WeatherAnswer } from '@vantage/shared';
import { describe, expect, it, vi } from 'vitest';
import { WEATHER_KEY_PREFIX } from '../src/modules/planning/weather-cache';
import { engines } from './support/engine-suite';
import { TEST_REDIS_URL, testRedis } from './support/redis';
import { FakeOpenMeteo } from './support/fake-open-meteo';
import { FakeOpenWeatherMap, OWM_TEST_KEY } from './support/fake-openweathermap';
import { guardOutboundDuring } from './support/outbound-guard';
import { useTestContext } from './support/test-context';
import { useStartedFake } from './support/use-fake';

const STEP_S = 3 * 3600;

const redis = await testRedis();

describe.each(engines)('weather of a spot on %s', (engine) => {
  guardOutboundDuring();

  const meteo = useStartedFake(new FakeOpenMeteo());
  const owm = useStartedFake(new FakeOpenWeatherMap());
  const ctx = useTestContext(engine, () => ({ OPEN_METEO_URL: meteo.url }));

  const weatherOf = async (spotId: number, app = ctx.app) => {
    const res = await app.inject({ method: 'GET', url: `/api/point/${spotId}/weather` });
    expect(res.statusCode).toBe(200);
    return WeatherAnswer.parse(res.json());
  };

  it('answers 404 for an unknown spot and 400 naming the id', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/point/987654/weather' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/point/abc/weather' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^id: /);
  });

  it('says weather is not available when no provider is configured', async () => {
    const plain = await ctx.appWith({ OPEN_METEO_URL: 'off' });
    const spotId = await ctx.make.spot();
    expect(await weatherOf(spotId, plain)).toEqual({
      available: false,
      provider: null,
      weather: [],
    });
  });

  it('folds the Open-Meteo hourly forecast into days of 3-hour steps in Kelvin and mm', async () => {
    const spotId = await ctx.make.spot({ lat: 46.62, lng: 11.84 });
    const before = meteo.requests.length;
    const answer = await weatherOf(spotId);
    expect(meteo.requests.length).toBe(before + 1);
    const query = meteo.requests.at(-1)!.query;
    expect(query.get('latitude')).toBe('46.6200');
    expect(query.get('wind_speed_unit')).toBe('ms');
    expect(query.get('timezone')).toBe('UTC');
    expect(query.get('timeformat')).toBe('unixtime');
    expect(query.get('forecast_days')).toBe('6');
    expect(query.get('hourly')).toContain('weather_code');

    expect(answer.available).toBe(true);
    expect(answer.provider).toBe('open-meteo');
    const nowS = Date.now() / 1000;
    const first = answer.weather[0]!;
    expect(first.dt % STEP_S).toBe(0);
    expect(first.dt).toBeLessThanOrEqual(nowS);
    expect(first.dt + STEP_S).toBeGreaterThan(nowS);
    // Six days from today's midnight UTC, less the steps already over.
    const dayStart = nowS - (nowS % 86_400);
    expect(answer.weather.at(-1)!.dt).toBe(dayStart + 6 * 86_400 - STEP_S);
    answer.weather.forEach(
      (entry, i) => i > 0 && expect(entry.dt - answer.weather[i - 1]!.dt).toBe(STEP_S),
    );
    for (const entry of answer.weather) {
      expect(entry.temp).toBeGreaterThan(273.15 + 3);
      expect(entry.temp).toBeLessThan(273.15 + 17);
    }

    // The fake's days in turn: clear, overcast, moderate rain, snow, thunderstorm, few clouds.
    const byDay = (n: number) => {
      const dayNumber = Math.floor(nowS / 86_400) + n;
      return [0, 1, 2, 3, 4, 5][dayNumber % 6]!;
    };
    const codes = [800, 804, 501, 601, 211, 801];
    for (const entry of answer.weather) {
      const kind = byDay(Math.floor(entry.dt / 86_400) - Math.floor(nowS / 86_400));
      // The last step of a day takes the worst of its hours, all of the same day here.
      expect(entry.code).toBe(codes[kind]);
      // The forecast ends at its last day's 23:00, so the last step has two hours of amounts.
      const hours = entry === answer.weather.at(-1) ? 2 : 3;
      if (kind === 2) expect(entry.rain).toBeCloseTo(1.2 * hours, 5);
      // 0.7 cm of fresh snow an hour is 1 mm of water: 3 mm a full step.
      if (kind === 3) expect(entry.snow).toBeCloseTo(hours, 5);
      if (kind === 0) expect([entry.rain, entry.snow, entry.clouds]).toEqual([0, 0, 5]);
    }
  });

  it("covers five whole days of the spot's own calendar where its day began before UTC's", async () => {
    // Kiritimati keeps UTC+14 all year: from 10:00 UTC its date is already tomorrow's. The
    // clocks of the site and of the fake say noon UTC today.
    const noonMs = Date.now() - (Date.now() % 86_400_000) + 12 * 3_600_000;
    vi.useFakeTimers({ toFake: ['Date'], now: noonMs });
    const spotId = await ctx.make.spot({ lat: 1.87, lng: -157.43 });
    const answer = await weatherOf(spotId).finally(() => vi.useRealTimers());
    const aheadS = 14 * 3600;
    const nowS = noonMs / 1000;
    const localMidnightS = nowS + aheadS - ((nowS + aheadS) % 86_400) - aheadS;
    const last = answer.weather.at(-1)!;
    expect(last.dt + STEP_S).toBeGreaterThanOrEqual(localMidnightS + 5 * 86_400);
  });

  it('keeps a forecast an hour per spot, and answers a stale one when the provider fails', async () => {
    const spotId = await ctx.make.spot({ lat: 45.5, lng: 12.3 });
    const first = await weatherOf(spotId);
    const asked = meteo.requests.length;
    expect(await weatherOf(spotId)).toEqual(first);
    expect(meteo.requests.length).toBe(asked);
    const row = await ctx.database.db
      .selectFrom('weather_cache')
      .selectAll()
      .where('spot_id', '=', spotId)
      .executeTakeFirstOrThrow();
    expect(row.provider).toBe('open-meteo');
    expect(row.expires_at - row.fetched_at).toBe(3_600_000);

    // An hour and a bit later the provider is down: the kept steps still count.
    await ctx.database.db
      .updateTable('weather_cache')
      .set({ fetched_at: Date.now() - 3_700_000, expires_at: Date.now() - 100_000 })
      .where('spot_id', '=', spotId)
      .execute();
    meteo.failWithStatus = 503;
    try {
      const stale = await weatherOf(spotId);
      expect(meteo.requests.length).toBe(asked + 1);
      expect(stale.available).toBe(true);
      expect(stale.weather).toEqual(first.weather);
    } finally {
      meteo.failWithStatus = null;
    }
    await weatherOf(spotId);
    expect(meteo.requests.length).toBe(asked + 2);
  });

  it('answers 200 with no weather when the provider fails and nothing is kept', async () => {
    const spotId = await ctx.make.spot({ lat: 44.1, lng: 10.2 });
    for (const failure of ['status', 'json', 'shape'] as const) {
      if (failure === 'status') meteo.failWithStatus = 500;
      if (failure === 'json') meteo.rawBody = '<html>oops';
      if (failure === 'shape') meteo.rawBody = JSON.stringify({ hourly: { time: 'soon' } });
      try {
        // A 5xx says the service is down, which the page tells; a bad answer is this spot's.
        expect(await weatherOf(spotId)).toEqual({
          available: false,
          ...(failure === 'status' ? { unavailable: true } : {}),
          provider: 'open-meteo',
          weather: [],
        });
      } finally {
        meteo.failWithStatus = null;
        meteo.rawBody = null;
      }
    }
  });

  it('asks OpenWeatherMap with its key, and WEATHER_PROVIDER picks when both are set', async () => {
    const both = { OPENWEATHERMAP_KEY: OWM_TEST_KEY, OPENWEATHERMAP_URL: owm.url };
    const owmApp = await ctx.appWith(both);
    const spotId = await ctx.make.spot({ lat: 40.1, lng: -3.7 });
    const answer = await weatherOf(spotId, owmApp);
    expect(answer.provider).toBe('openweathermap');
    expect(answer.weather).toHaveLength(40);
    expect(owm.requests.at(-1)!.query.get('appid')).toBe(OWM_TEST_KEY);
    expect(answer.weather[4]).toMatchObject({
      code: 500,
      descr: 'light rain',
      temp: 287.15,
      clouds: 100,
      wndSpeed: 3.6,
      wndDeg: 250,
      rain: 1.25,
      snow: 0,
    });
    expect(answer.weather[0]!.rain).toBe(0);

    // The kept forecast is OpenWeatherMap's: Open-Meteo's app asks its own provider.
    const meteoApp = await ctx.appWith({ ...both, WEATHER_PROVIDER: 'open-meteo' });
    const fromMeteo = await weatherOf(spotId, meteoApp);
    expect(fromMeteo.provider).toBe('open-meteo');

    const wrongKey = await ctx.appWith({ OPENWEATHERMAP_KEY: 'nope', OPENWEATHERMAP_URL: owm.url });
    const other = await ctx.make.spot({ lat: 41.1, lng: -3.7 });
    expect(await weatherOf(other, wrongKey)).toEqual({
      available: false,
      provider: 'openweathermap',
      weather: [],
    });
  });

  it.runIf(redis)('shares forecasts between server processes through Redis', async () => {
    const first = await ctx.appWith({ REDIS_URL: TEST_REDIS_URL });
    const second = await ctx.appWith({ REDIS_URL: TEST_REDIS_URL });
    const spotId = await ctx.make.spot({ lat: 43.7, lng: 7.26 });
    const client = createClient({ url: TEST_REDIS_URL });
    await client.connect();
    try {
      await client.del(`${WEATHER_KEY_PREFIX}${spotId}`);
      const asked = meteo.requests.length;
      const answer = await weatherOf(spotId, first);
      expect(await weatherOf(spotId, second)).toEqual(answer);
      expect(meteo.requests.length).toBe(asked + 1);
      expect(await client.ttl(`${WEATHER_KEY_PREFIX}${spotId}`)).toBeGreaterThan(3600);
      // Not in the database: Redis holds it.
      const row = await ctx.database.db
        .selectFrom('weather_cache')
        .select('spot_id')
        .where('spot_id', '=', spotId)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    } finally {
      await client.del(`${WEATHER_KEY_PREFIX}${spotId}`);
      await client.close();
    }
  });
});
