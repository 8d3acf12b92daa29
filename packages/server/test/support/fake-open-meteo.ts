import type http from 'node:http';
import { FakeJsonApi } from './fake-http-service';

export type { FakeRequest } from './fake-http-service';

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;

/**
 * The weather of each day in turn (WMO code, cloud cover % in total and low, mid and high,
 * visibility in m, rain and snowfall per hour): clear under high cloud, a low overcast, rain,
 * snow, thunderstorm, so every icon family and every verdict shows within five days.
 */
const DAYS = [
  {
    code: 0,
    cloudPct: 5,
    lowPct: 0,
    midPct: 30,
    highPct: 45,
    visibilityM: 40_000,
    rainMm: 0,
    snowCm: 0,
  },
  {
    code: 3,
    cloudPct: 90,
    lowPct: 90,
    midPct: 20,
    highPct: 0,
    visibilityM: 8_000,
    rainMm: 0,
    snowCm: 0,
  },
  {
    code: 63,
    cloudPct: 100,
    lowPct: 100,
    midPct: 80,
    highPct: 50,
    visibilityM: 3_000,
    rainMm: 1.2,
    snowCm: 0,
  },
  {
    code: 73,
    cloudPct: 100,
    lowPct: 95,
    midPct: 90,
    highPct: 40,
    visibilityM: 900,
    rainMm: 0,
    snowCm: 0.7,
  },
  {
    code: 95,
    cloudPct: 80,
    lowPct: 60,
    midPct: 70,
    highPct: 90,
    visibilityM: 6_000,
    rainMm: 3,
    snowCm: 0,
  },
  {
    code: 1,
    cloudPct: 15,
    lowPct: 5,
    midPct: 10,
    highPct: 5,
    visibilityM: 50_000,
    rainMm: 0,
    snowCm: 0,
  },
];

/** The weather the fake gives at an hour (epoch seconds), the same for every position. */
export function fakeHour(timeS: number) {
  const day = DAYS[Math.floor(timeS / DAY_S) % DAYS.length]!;
  const hour = (timeS % DAY_S) / HOUR_S;
  return {
    ...day,
    // Coolest at 03:00, warmest at 15:00 UTC.
    tempC: Math.round((10 - 6 * Math.cos(((hour - 3) / 24) * 2 * Math.PI)) * 10) / 10,
    windMs: 2 + (hour % 6) / 2,
    windDeg: (hour * 15) % 360,
  };
}

/**
 * A fake Open-Meteo forecast API on 127.0.0.1 (`/v1/forecast`), answering the hourly
 * variables asked for in its real format (`timeformat=unixtime`, UTC), from 00:00 UTC today
 * for `forecast_days` days. Bad coordinates get Open-Meteo's 400 `{error, reason}`.
 */
export class FakeOpenMeteo extends FakeJsonApi {
  /** Clock of the fake, epoch ms. */
  now: () => number = Date.now;
  /** The weather at a position instead of the days' (for every hour); undefined keeps the days'. */
  weatherAt: (lat: number, lng: number) => Partial<ReturnType<typeof fakeHour>> | undefined = () =>
    undefined;

  protected failure(): unknown {
    return { error: true, reason: 'Service temporarily unavailable' };
  }

  protected answerRequest(url: URL, request: http.IncomingMessage, response: http.ServerResponse) {
    const json = (status: number, body: unknown) => this.sendJson(response, status, body);
    if (url.pathname !== '/v1/forecast') {
      json(404, { error: true, reason: 'Not Found' });
      return;
    }
    const lat = Number(url.searchParams.get('latitude'));
    const lng = Number(url.searchParams.get('longitude'));
    if (!Number.isFinite(lat) || Math.abs(lat) > 90 || !Number.isFinite(lng)) {
      json(400, { error: true, reason: 'Latitude must be in range of -90 to 90°.' });
      return;
    }
    const days = Number(url.searchParams.get('forecast_days') ?? 7);
    const variables = (url.searchParams.get('hourly') ?? '').split(',').filter(Boolean);
    const nowS = Math.floor(this.now() / 1000);
    const start = nowS - (nowS % DAY_S);
    const time = Array.from({ length: days * 24 }, (_, i) => start + i * HOUR_S);
    const here = this.weatherAt(lat, lng);
    const hours = time.map((t) => ({
      ...fakeHour(t),
      // Amounts stamped at an hour are of the hour before it, as Open-Meteo's are.
      rainMm: fakeHour(t - HOUR_S).rainMm,
      snowCm: fakeHour(t - HOUR_S).snowCm,
      ...here,
    }));
    const series: Record<string, (h: ReturnType<typeof fakeHour>) => number> = {
      temperature_2m: (h) => h.tempC,
      weather_code: (h) => h.code,
      cloud_cover: (h) => h.cloudPct,
      cloud_cover_low: (h) => h.lowPct,
      cloud_cover_mid: (h) => h.midPct,
      cloud_cover_high: (h) => h.highPct,
      visibility: (h) => h.visibilityM,
      wind_speed_10m: (h) => h.windMs,
      wind_direction_10m: (h) => h.windDeg,
      rain: (h) => h.rainMm,
      showers: () => 0,
      snowfall: (h) => h.snowCm,
    };
    const hourly: Record<string, number[]> = { time };
    const units: Record<string, string> = { time: 'unixtime' };
    for (const name of variables) {
      const value = series[name];
      if (!value) {
        json(400, {
          error: true,
          reason: `Cannot initialize WeatherVariable from invalid String value ${name}`,
        });
        return;
      }
      hourly[name] = hours.map(value);
      units[name] = name === 'temperature_2m' ? '°C' : name === 'snowfall' ? 'cm' : '';
    }
    json(200, {
      latitude: Math.round(lat * 100) / 100,
      longitude: Math.round(lng * 100) / 100,
      generationtime_ms: 0.123,
      utc_offset_seconds: 0,
      timezone: 'GMT',
      timezone_abbreviation: 'GMT',
      elevation: 1200,
      hourly_units: units,
      hourly,
    });
  }
}
