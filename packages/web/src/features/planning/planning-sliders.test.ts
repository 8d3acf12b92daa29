import { describe, expect, it } from 'vitest';
import { formatZonedTime } from '@vantage/shared';
import {
  DAY_SLIDER_MAX,
  TIME_SLIDER_MAX_MS,
  formatMsOfDay,
  formatZonedDate,
  instantFromSliders,
  moveToDay,
  moveToTime,
  sliderValues,
} from './planning-sliders';

const HOUR = 3_600_000;

describe('sliderValues', () => {
  it('reads the day and time on the spot’s clock, not the browser’s', () => {
    // 2026-03-01T23:30Z is already 2 March in Tokyo and still 1 March in New York.
    const at = Date.UTC(2026, 2, 1, 23, 30);
    expect(sliderValues(at, 'Asia/Tokyo')).toEqual({
      year: 2026,
      dayOfYear: 60,
      msOfDay: 8.5 * HOUR,
    });
    expect(sliderValues(at, 'America/New_York')).toEqual({
      year: 2026,
      dayOfYear: 59,
      msOfDay: 18.5 * HOUR,
    });
  });

  it('keeps 31 December of a leap year on the slider', () => {
    const values = sliderValues(Date.UTC(2028, 11, 31, 12), 'UTC');
    expect(values.dayOfYear).toBe(DAY_SLIDER_MAX);
  });
});

describe('instantFromSliders', () => {
  it('round-trips through the sliders in zones east and west of Greenwich', () => {
    for (const zone of [
      'Europe/Paris',
      'America/Los_Angeles',
      'Asia/Kolkata',
      'Pacific/Auckland',
    ]) {
      const at = Date.UTC(2026, 6, 14, 5, 45);
      expect(instantFromSliders(sliderValues(at, zone), zone)).toBe(at);
    }
  });

  it('stops at the last moment of the day, so the end of the time slider stays on that day', () => {
    const end = instantFromSliders(
      { year: 2026, dayOfYear: 100, msOfDay: TIME_SLIDER_MAX_MS },
      'UTC',
    );
    expect(sliderValues(end, 'UTC').dayOfYear).toBe(100);
    expect(formatZonedTime(end, 'UTC')).toBe('23:59');
  });

  it('moves a time in the hour skipped in spring forward by the gap', () => {
    // Paris skips 02:00–03:00 on 29 March 2026 (day 87).
    const at = instantFromSliders(
      { year: 2026, dayOfYear: 87, msOfDay: 2.5 * HOUR },
      'Europe/Paris',
    );
    expect(formatZonedTime(at, 'Europe/Paris')).toBe('03:30');
    expect(at).toBe(Date.UTC(2026, 2, 29, 1, 30));
  });

  it('takes the first of the two 01:30s when New York falls back', () => {
    // 1 November 2026 is day 304; 01:30 EDT is 05:30Z, 01:30 EST would be 06:30Z.
    const at = instantFromSliders(
      { year: 2026, dayOfYear: 304, msOfDay: 1.5 * HOUR },
      'America/New_York',
    );
    expect(at).toBe(Date.UTC(2026, 10, 1, 5, 30));
  });
});

describe('moving one slider', () => {
  it('keeps the wall-clock time when the day moves across a daylight-saving change', () => {
    const zone = 'Europe/Paris';
    const winter = Date.UTC(2026, 0, 10, 17, 0); // 18:00 CET
    const summer = moveToDay(winter, 180, zone);
    expect(formatZonedTime(summer, zone)).toBe('18:00');
    expect(summer).toBe(Date.UTC(2026, 5, 30, 16, 0)); // 18:00 CEST
    expect(formatZonedDate(summer, zone)).toBe('Tue 30 Jun 2026');
  });

  it('keeps the day when the time moves', () => {
    const zone = 'Australia/Sydney';
    const at = Date.UTC(2026, 3, 4, 20, 0); // 5 April 06:00 AEST
    const evening = moveToTime(at, 19 * HOUR, zone);
    expect(sliderValues(evening, zone).dayOfYear).toBe(sliderValues(at, zone).dayOfYear);
    expect(formatZonedTime(evening, zone)).toBe('19:00');
  });
});

describe('formatMsOfDay', () => {
  it('labels slider positions as HH:mm', () => {
    expect(formatMsOfDay(0)).toBe('00:00');
    expect(formatMsOfDay(13.75 * HOUR)).toBe('13:45');
    expect(formatMsOfDay(TIME_SLIDER_MAX_MS)).toBe('23:59');
  });
});
