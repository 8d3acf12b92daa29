import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WeatherEntry } from '@vantage/shared';
import {
  entryAt,
  formatCelsius,
  formatWind,
  groupWeatherByDay,
  precipitationMm,
  usableTimeZone,
  weatherFamily,
  zonedDayKey,
} from './weather-days';

afterEach(() => vi.restoreAllMocks());

function forecast(fromMs: number, steps = 40): WeatherEntry[] {
  return Array.from({ length: steps }, (_, index) => ({
    dt: fromMs / 1000 + index * 3 * 3600,
    code: 800,
    descr: 'clear sky',
    temp: 288.15,
    clouds: 0,
    wndSpeed: 3,
    wndDeg: 200,
    rain: 0,
    snow: 0,
  }));
}

describe('groupWeatherByDay', () => {
  it('labels Today, Tomorrow, then weekdays, by the spot’s calendar, five days at most', () => {
    // Friday 20 November 2026, 22:00 UTC: already Saturday in Tokyo.
    const now = Date.UTC(2026, 10, 20, 22);
    const entries = forecast(Date.UTC(2026, 10, 20, 21), 48);

    const expected = [
      ['Asia/Tokyo', '2026-11-21', ['Today', 'Tomorrow', 'Monday', 'Tuesday', 'Wednesday']],
      ['America/Los_Angeles', '2026-11-20', ['Today', 'Tomorrow', 'Sunday', 'Monday', 'Tuesday']],
    ] as const;
    for (const [timeZone, firstKey, labels] of expected) {
      const days = groupWeatherByDay(entries, timeZone, now);
      expect(days.map((day) => day.label)).toEqual(labels);
      expect(days[0]!.key).toBe(firstKey);
    }

    const losAngeles = groupWeatherByDay(entries, 'America/Los_Angeles', now);
    // Each day holds its own 3-hour steps: 8 for a whole day.
    expect(losAngeles[1]!.entries).toHaveLength(8);
    for (const day of losAngeles) {
      for (const entry of day.entries) {
        expect(zonedDayKey(entry.dt * 1000, 'America/Los_Angeles')).toBe(day.key);
      }
    }
  });

  it('drops steps of past days and sorts the steps', () => {
    const now = Date.UTC(2026, 10, 21, 12);
    const entries = forecast(Date.UTC(2026, 10, 19, 0), 30).reverse();
    const days = groupWeatherByDay(entries, 'UTC', now);
    expect(days[0]!.key).toBe('2026-11-21');
    expect(days[0]!.entries.map((entry) => entry.dt)).toEqual(
      [...days[0]!.entries.map((entry) => entry.dt)].sort((a, b) => a - b),
    );
  });

  it('calls the day after the last of the month Tomorrow', () => {
    const now = Date.UTC(2026, 11, 31, 10);
    const days = groupWeatherByDay(forecast(Date.UTC(2026, 11, 31, 9), 12), 'UTC', now);
    expect(days.map((day) => [day.key, day.label])).toEqual([
      ['2026-12-31', 'Today'],
      ['2027-01-01', 'Tomorrow'],
    ]);
  });
});

describe('weatherFamily', () => {
  it('picks the icon family from the code', () => {
    const families = {
      211: 'thunderstorm',
      301: 'drizzle',
      502: 'rain',
      601: 'snow',
      741: 'fog',
      800: 'clear',
      801: 'few-clouds',
      802: 'clouds',
      804: 'clouds',
    };
    for (const [code, family] of Object.entries(families)) {
      expect(weatherFamily(Number(code)), code).toBe(family);
    }
  });
});

describe('units', () => {
  it('shows stored Kelvin in °C, wind in m/s and rain with snow in mm', () => {
    expect(formatCelsius(273.15)).toBe('0 °C');
    expect(formatCelsius(272.9)).toBe('0 °C');
    expect(formatCelsius(298.65)).toBe('26 °C');
    expect(formatCelsius(263.15)).toBe('-10 °C');
    expect(formatWind(3.24)).toBe('3.2 m/s');
    expect(formatWind(12.6)).toBe('13 m/s');
    expect(precipitationMm({ rain: 0.25, snow: 1 })).toBe(1.3);
    expect(precipitationMm({ rain: 0, snow: 0 })).toBeNull();
  });

  it('finds the step under an instant', () => {
    const entries = forecast(Date.UTC(2026, 10, 21, 0), 8);
    expect(entryAt(entries, Date.UTC(2026, 10, 21, 7, 30))?.dt).toBe(
      Date.UTC(2026, 10, 21, 6) / 1000,
    );
    expect(entryAt(entries, Date.UTC(2026, 10, 23))).toBeNull();
  });
});

describe('usableTimeZone', () => {
  it('falls back to UTC for a zone the browser does not know, and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(usableTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(warn).toHaveBeenCalledOnce();
    expect(usableTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(usableTimeZone(null)).toBe('UTC');
  });
});
