import { describe, expect, it } from 'vitest';
import { exifInstantMs, formatOffset, sunRelativePhrase, type SunDay } from './sun-relative';

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
// A made-up place where the sun rises at 06:00 UTC and sets at 18:00 UTC every day.
const dayStart = (ms: number) => Math.floor(ms / DAY) * DAY;
const regularDays = (date: Date): SunDay => ({
  sunrise: new Date(dayStart(date.getTime()) + 6 * HOUR),
  sunset: new Date(dayStart(date.getTime()) + 18 * HOUR),
  alwaysUp: false,
  alwaysDown: false,
});
const noon = Date.UTC(2024, 5, 10, 12);

describe('formatOffset', () => {
  it('reads in minutes up to 7200 s and in hours above', () => {
    expect(formatOffset(25 * 60)).toBe('25 min');
    expect(formatOffset(-7200)).toBe('120 min');
    expect(formatOffset(7201)).toBe('2 h');
    expect(formatOffset(5.4 * 3600)).toBe('5 h');
  });
});

describe('sunRelativePhrase', () => {
  it('names the nearest sunrise or sunset and the side of it', () => {
    const at = (ms: number) => sunRelativePhrase(ms, 0, 0, regularDays);
    expect(at(noon + 6 * HOUR + 25 * MIN)).toBe('shot 25 min after sunset');
    expect(at(noon - 6 * HOUR - 40 * MIN)).toBe('shot 40 min before sunrise');
    expect(at(noon - 2 * HOUR)).toBe('shot 4 h after sunrise');
    expect(at(noon + 6 * HOUR)).toBe('shot at sunset');
  });

  it('looks across midnight for the nearest event', () => {
    const midnight = dayStart(noon) + DAY;
    expect(sunRelativePhrase(midnight - 1 * HOUR, 0, 0, regularDays)).toBe('shot 5 h after sunset');
    expect(sunRelativePhrase(midnight + 1 * HOUR, 0, 0, regularDays)).toBe(
      'shot 5 h before sunrise',
    );
    expect(sunRelativePhrase(midnight - 4 * HOUR, 0, 0, regularDays)).toBe(
      'shot 120 min after sunset',
    );
  });

  it('describes polar day and night, where no sun event is near', () => {
    const polar = (alwaysUp: boolean) => (): SunDay => ({
      sunrise: null,
      sunset: null,
      alwaysUp,
      alwaysDown: !alwaysUp,
    });
    expect(sunRelativePhrase(noon, 80, 0, polar(true))).toBe('shot under the midnight sun');
    expect(sunRelativePhrase(noon, 80, 0, polar(false))).toBe('shot in the polar night');
  });

  it('uses the real sun: London at 18:40 UTC on the March equinox is just after sunset', () => {
    // Sunset in London on 2024-03-20 is at about 18:14 UTC.
    const phrase = sunRelativePhrase(Date.UTC(2024, 2, 20, 18, 40), 51.5074, -0.1278);
    expect(phrase).toMatch(/^shot 2[3-9] min after sunset$/);
  });
});

describe('exifInstantMs', () => {
  it('takes epoch milliseconds as they are', () => {
    expect(exifInstantMs(noon, { lng: 10, timeZone: null })).toBe(noon);
  });

  it('reads camera time on the wall clock of the spot time zone', () => {
    // 19:42 in Ljubljana in summer is 17:42 UTC.
    expect(exifInstantMs('2024:06:10 19:42', { lng: 14, timeZone: 'Europe/Ljubljana' })).toBe(
      Date.UTC(2024, 5, 10, 17, 42),
    );
    expect(exifInstantMs('2024:01:10 19:42:30', { lng: 14, timeZone: 'Europe/Ljubljana' })).toBe(
      Date.UTC(2024, 0, 10, 18, 42, 30),
    );
  });

  it('falls back to mean solar time from the longitude without a zone', () => {
    expect(exifInstantMs('2024:06:10 12:00', { lng: 30, timeZone: null })).toBe(
      Date.UTC(2024, 5, 10, 10),
    );
    expect(exifInstantMs('2024:06:10 12:00', { lng: null, timeZone: null })).toBeNull();
  });

  it('rejects text that is not a date', () => {
    expect(exifInstantMs('yesterday', { lng: 0, timeZone: null })).toBeNull();
    expect(exifInstantMs('2024:13:10 12:00', { lng: 0, timeZone: null })).toBeNull();
    expect(exifInstantMs(undefined, { lng: 0, timeZone: null })).toBeNull();
  });
});
