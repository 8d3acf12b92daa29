import { isKnownTimeZone, type WeatherEntry } from '@vantage/shared';
import { zonedDateFormat } from '../../lib/zoned-date-format';

/** The forecast covers 5 days. */
export const FORECAST_DAYS = 5;

/**
 * The spot's zone when the browser knows it; otherwise UTC (an unknown time zone
 * is logged, by the shared zone helpers, and its offset treated as 0).
 */
export function usableTimeZone(name: string | null | undefined): string {
  return name && isKnownTimeZone(name) ? name : 'UTC';
}

const dayKeyFormat = zonedDateFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in `timeZone`, as YYYY-MM-DD. */
export function zonedDayKey(epochMs: number, timeZone: string): string {
  return dayKeyFormat(timeZone).format(epochMs);
}

/** The day after a YYYY-MM-DD key, by the calendar. */
function nextDayKey(key: string): string {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

export interface WeatherDay {
  key: string;
  /** 'Today', 'Tomorrow', then the weekday's name. */
  label: string;
  entries: WeatherEntry[];
}

/**
 * The forecast grouped by calendar day in the spot's zone, from today (`nowMs`) on: the first
 * day is 'Today', the second 'Tomorrow', later ones by weekday; at most 5 days.
 */
export function groupWeatherByDay(
  entries: WeatherEntry[],
  timeZone: string,
  nowMs: number,
): WeatherDay[] {
  const today = zonedDayKey(nowMs, timeZone);
  const tomorrow = nextDayKey(today);
  const weekday = new Intl.DateTimeFormat('en', { timeZone, weekday: 'long' });
  const days: WeatherDay[] = [];
  const sorted = [...entries].sort((a, b) => a.dt - b.dt);
  for (const entry of sorted) {
    const epochMs = entry.dt * 1000;
    const key = zonedDayKey(epochMs, timeZone);
    // Steps already over (an older cached forecast) are not a forecast any more.
    if (key < today) continue;
    let day = days.at(-1);
    if (day?.key !== key) {
      if (days.length === FORECAST_DAYS) break;
      const label =
        key === today ? 'Today' : key === tomorrow ? 'Tomorrow' : weekday.format(epochMs);
      day = { key, label, entries: [] };
      days.push(day);
    }
    day.entries.push(entry);
  }
  return days;
}

/** Icon families of the weather codes. */
export type WeatherFamily =
  'thunderstorm' | 'drizzle' | 'rain' | 'snow' | 'fog' | 'clear' | 'few-clouds' | 'clouds';

/** 2xx thunderstorm, 3xx drizzle, 5xx rain, 6xx snow, 800 clear, 801 few clouds, 802+ clouds. */
export function weatherFamily(code: number): WeatherFamily {
  if (code >= 200 && code < 300) return 'thunderstorm';
  if (code >= 300 && code < 400) return 'drizzle';
  if (code >= 500 && code < 600) return 'rain';
  if (code >= 600 && code < 700) return 'snow';
  // 7xx are mist, haze and fog in the same code list.
  if (code >= 700 && code < 800) return 'fog';
  if (code === 800) return 'clear';
  if (code === 801) return 'few-clouds';
  return 'clouds';
}

/** Stored Kelvin shown in whole degrees Celsius. */
export function formatCelsius(tempK: number): string {
  const celsius = Math.round(tempK - 273.15);
  // No '-0 °C' for values just below zero.
  return `${celsius === 0 ? 0 : celsius} °C`;
}

/** Wind in m/s with one decimal below 10. */
export function formatWind(speedMs: number): string {
  return `${speedMs < 10 ? speedMs.toFixed(1) : Math.round(speedMs)} m/s`;
}

/** Precipitation of a step, rain and snow together, or null when dry. */
export function precipitationMm(entry: Pick<WeatherEntry, 'rain' | 'snow'>): number | null {
  const total = entry.rain + entry.snow;
  return total > 0 ? Math.round(total * 10) / 10 : null;
}

/** The step of the forecast under `epochMs`, when the forecast reaches it. */
export function entryAt(entries: WeatherEntry[], epochMs: number): WeatherEntry | null {
  const seconds = epochMs / 1000;
  return entries.find((entry) => seconds >= entry.dt && seconds < entry.dt + 3 * 3600) ?? null;
}
