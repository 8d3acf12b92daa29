import type { WeatherEntry } from '@vantage/shared';
import { z } from 'zod';
import { fetchJson } from './fetch-json';
import { STEP_S, type WeatherProvider } from './weather';
import { owmCondition, severity } from './wmo-codes';

const HOURLY = [
  'temperature_2m',
  'weather_code',
  'cloud_cover',
  'cloud_cover_low',
  'cloud_cover_mid',
  'cloud_cover_high',
  'visibility',
  'wind_speed_10m',
  'wind_direction_10m',
  'rain',
  'showers',
  'snowfall',
] as const;

const Values = z.array(z.number().nullable());
/** `/v1/forecast` with `timeformat=unixtime`: parallel hourly arrays, nulls where unknown. */
const ForecastAnswer = z.object({
  hourly: z.object({
    time: z.array(z.number().int()),
    temperature_2m: Values,
    weather_code: Values,
    cloud_cover: Values,
    cloud_cover_low: Values.optional(),
    cloud_cover_mid: Values.optional(),
    cloud_cover_high: Values.optional(),
    visibility: Values.optional(),
    wind_speed_10m: Values,
    wind_direction_10m: Values,
    rain: Values,
    showers: Values.optional(),
    snowfall: Values,
  }),
});
type Hourly = z.infer<typeof ForecastAnswer>['hourly'];

const KELVIN_AT_0_C = 273.15;
/** Open-Meteo's rule of thumb: 7 cm of fresh snow is 10 mm of water. */
const SNOW_WATER_MM_PER_CM = 10 / 7;
const HOUR_S = 3600;

export interface OpenMeteoOptions {
  baseUrl: string;
  timeoutMs?: number;
  now?: () => number;
}

/**
 * Open-Meteo's hourly forecast (no key), folded into OpenWeatherMap-like 3-hour steps:
 * temperature and wind at the step's start; clouds (total and by layer) the mean of its three
 * hours, visibility the least of them; the
 * condition the worst of them; rain (with showers) and snow summed over the step, snow as
 * its water equivalent in mm like OpenWeatherMap's.
 */
export class OpenMeteoProvider implements WeatherProvider {
  readonly name = 'open-meteo';
  private readonly baseUrl: string;
  private readonly now: () => number;

  constructor(private readonly options: OpenMeteoOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.now = options.now ?? Date.now;
  }

  async forecast(lat: number, lng: number): Promise<WeatherEntry[]> {
    const url = new URL(`${this.baseUrl}/v1/forecast`);
    url.searchParams.set('latitude', lat.toFixed(4));
    url.searchParams.set('longitude', lng.toFixed(4));
    url.searchParams.set('hourly', HOURLY.join(','));
    // The days asked for are UTC's, from today's 00:00 UTC: one more than the five the page
    // shows, so a spot whose day began before UTC's still gets five whole days of its own.
    url.searchParams.set('forecast_days', '6');
    url.searchParams.set('wind_speed_unit', 'ms');
    url.searchParams.set('timezone', 'UTC');
    url.searchParams.set('timeformat', 'unixtime');
    const answer = await fetchJson({
      service: 'Open-Meteo forecast',
      url,
      schema: ForecastAnswer,
      timeoutMs: this.options.timeoutMs ?? 5000,
    });
    return threeHourSteps(answer.hourly, Math.floor(this.now() / 1000));
  }
}

/** The 3-hour steps (starting at 00, 03, … UTC) that have not ended by `nowS`. */
export function threeHourSteps(hourly: Hourly, nowS: number): WeatherEntry[] {
  const index = new Map(hourly.time.map((t, i) => [t, i]));
  const at = (values: (number | null)[] | undefined, t: number): number | null => {
    const i = index.get(t);
    return i === undefined ? null : (values?.[i] ?? null);
  };
  const starts = [...new Set(hourly.time.map((t) => t - (t % STEP_S)))].sort((a, b) => a - b);
  const steps: WeatherEntry[] = [];
  for (const dt of starts) {
    if (dt + STEP_S <= nowS) continue;
    const hours = [dt, dt + HOUR_S, dt + 2 * HOUR_S];
    const tempC = at(hourly.temperature_2m, dt);
    if (tempC === null) continue;
    const clouds = mean(hours.map((t) => at(hourly.cloud_cover, t)));
    const layer = (values: (number | null)[] | undefined) => {
      const value = mean(hours.map((t) => at(values, t)));
      return value === null ? null : Math.round(value);
    };
    const visibilities = hours
      .map((t) => at(hourly.visibility, t))
      .filter((value): value is number => value !== null);
    // Amounts are of the preceding hour, so the step's are those stamped one to three hours in.
    const amountHours = hours.map((t) => t + HOUR_S);
    const rainMm = sum(amountHours.map((t) => at(hourly.rain, t)));
    const showersMm = sum(amountHours.map((t) => at(hourly.showers, t)));
    const snowCm = sum(amountHours.map((t) => at(hourly.snowfall, t)));
    const worst =
      hours
        .map((t) => at(hourly.weather_code, t))
        .filter((code): code is number => code !== null)
        .map((code) => owmCondition(code, clouds))
        .reduce<ReturnType<typeof owmCondition> | null>(
          (a, b) => (a === null || severity(b.code) > severity(a.code) ? b : a),
          null,
        ) ?? owmCondition(-1, clouds);
    steps.push({
      dt,
      code: worst.code,
      descr: worst.descr,
      temp: round2(tempC + KELVIN_AT_0_C),
      clouds: Math.round(clouds ?? 0),
      wndSpeed: at(hourly.wind_speed_10m, dt) ?? 0,
      wndDeg: at(hourly.wind_direction_10m, dt) ?? 0,
      rain: round2(rainMm + showersMm),
      snow: round2(snowCm * SNOW_WATER_MM_PER_CM),
      cloudsLow: layer(hourly.cloud_cover_low),
      cloudsMid: layer(hourly.cloud_cover_mid),
      cloudsHigh: layer(hourly.cloud_cover_high),
      visibility: visibilities.length > 0 ? Math.min(...visibilities) : null,
    });
  }
  return steps;
}

function sum(values: (number | null)[]): number {
  return values.reduce<number>((total, value) => total + (value ?? 0), 0);
}

function mean(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : sum(known) / known.length;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
