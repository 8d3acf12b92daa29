import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  assertKnownTimeZone,
  dayLengthMs,
  formatZonedTime,
  instantFromZoned,
  isKnownTimeZone,
  solarDayBoundsMs,
  timeZoneOffsetMs,
  zonedDayBoundsMs,
  zonedParts,
} from './zoned-time.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const utc = (iso: string) => Date.parse(iso);

describe('zonedParts', () => {
  it('reads UTC wall clocks, with a 0-based day of year', () => {
    expect(zonedParts(utc('2024-01-01T12:34:56.789Z'), 'UTC')).toEqual({
      year: 2024,
      dayOfYear: 0,
      msOfDay: 12 * HOUR + 34 * MINUTE + 56_789,
    });
    expect(zonedParts(utc('2024-12-31T23:59:00Z'), 'UTC').dayOfYear).toBe(365);
    expect(zonedParts(utc('2023-12-31T00:00:00Z'), 'UTC').dayOfYear).toBe(364);
  });

  it('moves to the next local day and year east of Greenwich', () => {
    expect(zonedParts(utc('2023-12-31T20:00:00Z'), 'Asia/Kathmandu')).toEqual({
      year: 2024,
      dayOfYear: 0,
      msOfDay: 1 * HOUR + 45 * MINUTE,
    });
  });

  it('stays on the previous local day west of Greenwich', () => {
    expect(zonedParts(utc('2024-03-01T03:00:00Z'), 'America/New_York')).toEqual({
      year: 2024,
      dayOfYear: 59, // 29 February of a leap year
      msOfDay: 22 * HOUR,
    });
  });
});

describe('instantFromZoned and dayLengthMs across DST changes', () => {
  it.each([
    // zone, year, 0-based day, expected day length
    ['Europe/Berlin', 2024, 90, 23 * HOUR], // 31 March: spring forward
    ['Europe/Berlin', 2024, 300, 25 * HOUR], // 27 October: fall back
    ['America/New_York', 2024, 69, 23 * HOUR], // 10 March
    ['America/New_York', 2024, 307, 25 * HOUR], // 3 November
    ['Australia/Lord_Howe', 2024, 97, 24.5 * HOUR], // 7 April: back half an hour
    ['Australia/Lord_Howe', 2024, 279, 23.5 * HOUR], // 6 October: forward half an hour
    ['Pacific/Chatham', 2024, 97, 25 * HOUR], // 7 April
    ['Pacific/Chatham', 2024, 272, 23 * HOUR], // 29 September
    ['Asia/Kathmandu', 2024, 90, 24 * HOUR],
    ['UTC', 2024, 90, 24 * HOUR],
  ])('%s %i day %i lasts %i ms', (timeZone, year, dayOfYear, lengthMs) => {
    expect(dayLengthMs(year, dayOfYear, timeZone)).toBe(lengthMs);
    const { startMs, endMs } = zonedDayBoundsMs(
      instantFromZoned(year, dayOfYear, 12 * HOUR, timeZone),
      timeZone,
    );
    expect(endMs - startMs).toBe(lengthMs);
  });

  it('maps a reading in the skipped hour forward (Berlin, 31 March 2024)', () => {
    expect(instantFromZoned(2024, 90, 1.5 * HOUR, 'Europe/Berlin')).toBe(utc('2024-03-31T00:30Z'));
    expect(instantFromZoned(2024, 90, 2.5 * HOUR, 'Europe/Berlin')).toBe(utc('2024-03-31T01:30Z'));
    expect(instantFromZoned(2024, 90, 3.5 * HOUR, 'Europe/Berlin')).toBe(utc('2024-03-31T01:30Z'));
    expect(
      formatZonedTime(instantFromZoned(2024, 90, 2.5 * HOUR, 'Europe/Berlin'), 'Europe/Berlin'),
    ).toBe('03:30');
  });

  it('takes the first of a repeated reading (Berlin, 27 October 2024)', () => {
    expect(instantFromZoned(2024, 300, 2.5 * HOUR, 'Europe/Berlin')).toBe(utc('2024-10-27T00:30Z'));
    expect(formatZonedTime(utc('2024-10-27T00:30Z'), 'Europe/Berlin')).toBe('02:30');
    expect(formatZonedTime(utc('2024-10-27T01:30Z'), 'Europe/Berlin')).toBe('02:30');
    expect(instantFromZoned(2024, 300, 3.5 * HOUR, 'Europe/Berlin')).toBe(utc('2024-10-27T02:30Z'));
  });

  it('handles the half-hour shift of Lord Howe Island', () => {
    // 6 October 2024, 02:00 +10:30 becomes 02:30 +11:00.
    expect(instantFromZoned(2024, 279, 2 * HOUR + 15 * MINUTE, 'Australia/Lord_Howe')).toBe(
      utc('2024-10-05T15:45Z'),
    );
    expect(formatZonedTime(utc('2024-10-05T15:45Z'), 'Australia/Lord_Howe')).toBe('02:45');
  });

  it('maps midnight of the following day via overflowing dayOfYear and msOfDay', () => {
    expect(instantFromZoned(2024, 366, 0, 'UTC')).toBe(utc('2025-01-01T00:00Z'));
    expect(instantFromZoned(2024, 0, 24 * HOUR, 'UTC')).toBe(utc('2024-01-02T00:00Z'));
  });

  it.each([
    'Europe/Berlin',
    'America/New_York',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'Asia/Kathmandu',
    'UTC',
  ])('round-trips every half hour of 2024 in %s', (timeZone) => {
    const mismatches: string[] = [];
    for (let t = utc('2024-01-01T00:00Z'); t < utc('2025-01-01T00:00Z'); t += HOUR / 2) {
      const parts = zonedParts(t, timeZone);
      const back = instantFromZoned(parts.year, parts.dayOfYear, parts.msOfDay, timeZone);
      // A repeated reading maps to its first occurrence; anything else maps back exactly.
      const ok =
        back === t ||
        (back < t && t - back <= HOUR && zonedParts(back, timeZone).msOfDay === parts.msOfDay);
      if (!ok) mismatches.push(new Date(t).toISOString());
    }
    expect(mismatches).toEqual([]);
  });
});

describe('formatZonedTime', () => {
  it.each([
    ['UTC', '2024-06-01T07:05:59Z', '07:05'],
    ['Asia/Kathmandu', '2024-06-01T00:00Z', '05:45'],
    ['Pacific/Chatham', '2024-01-01T00:00Z', '13:45'],
    ['Pacific/Chatham', '2024-07-01T00:00Z', '12:45'],
    ['America/New_York', '2024-07-01T03:59Z', '23:59'],
    ['Australia/Lord_Howe', '2024-07-01T00:00Z', '10:30'],
    ['Australia/Lord_Howe', '2024-01-01T00:00Z', '11:00'],
  ])('%s %s → %s', (timeZone, iso, text) => {
    expect(formatZonedTime(utc(iso), timeZone)).toBe(text);
  });
});

describe('unknown time zones: logged, and counted as UTC', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs "Unknown time zone" and treats the offset as 0', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown time zone'));
    expect(timeZoneOffsetMs(utc('2024-06-01T12:00Z'), 'Mars/Olympus_Mons')).toBe(0);
    expect(formatZonedTime(utc('2024-06-01T12:34Z'), 'Mars/Olympus_Mons')).toBe('12:34');
    expect(dayLengthMs(2024, 90, 'Mars/Olympus_Mons')).toBe(24 * HOUR);
    expect(() => assertKnownTimeZone('Mars/Olympus_Mons')).toThrow('Unknown time zone');
    expect(() => assertKnownTimeZone('Europe/Berlin')).not.toThrow();
  });
});

describe('solarDayBoundsMs', () => {
  it('starts the day at local mean midnight of the longitude', () => {
    expect(solarDayBoundsMs(utc('2024-06-01T12:00Z'), 0)).toEqual({
      startMs: utc('2024-06-01T00:00Z'),
      endMs: utc('2024-06-02T00:00Z'),
    });
    // 90° west: midnight is 06:00 UTC, so 05:00 UTC still belongs to the day before.
    expect(solarDayBoundsMs(utc('2024-06-01T05:00Z'), -90).startMs).toBe(utc('2024-05-31T06:00Z'));
    expect(solarDayBoundsMs(utc('2024-06-01T06:00Z'), -90).startMs).toBe(utc('2024-06-01T06:00Z'));
    expect(solarDayBoundsMs(utc('2024-06-01T20:00Z'), 150).startMs).toBe(utc('2024-06-01T14:00Z'));
  });
});
