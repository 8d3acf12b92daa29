const MS_PER_DAY = 86_400_000;
const MS_PER_HOUR = 3_600_000;

/** A wall-clock reading in a time zone: the year, its 0-based day and the time of day. */
export interface ZonedParts {
  year: number;
  /** 0 for 1 January … 364, or 365 in a leap year. */
  dayOfYear: number;
  /** Milliseconds since the wall-clock midnight (a wall-clock reading, not elapsed time). */
  msOfDay: number;
}

type WarnConsole = { warn(...args: unknown[]): void };
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  const known = formatters.get(timeZone);
  if (known !== undefined) return known;
  let formatter: Intl.DateTimeFormat | null = null;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
  } catch {
    // An unknown time zone is logged and its offset treated as 0, never an error.
    (globalThis as { console?: WarnConsole }).console?.warn(`Unknown time zone: ${timeZone}`);
  }
  formatters.set(timeZone, formatter);
  return formatter;
}

/** Whether the runtime's time zone database knows the zone name. */
export function isKnownTimeZone(timeZone: string): boolean {
  return formatterFor(timeZone) !== null;
}

/** Throws 'Unknown time zone' unless the zone is known (for callers that prefer to fail). */
export function assertKnownTimeZone(timeZone: string): void {
  if (!isKnownTimeZone(timeZone)) throw new Error('Unknown time zone');
}

/** Offset of the zone from UTC at an instant, in ms (local = UTC + offset); 0 for unknown zones. */
export function timeZoneOffsetMs(epochMs: number, timeZone: string): number {
  const formatter = formatterFor(timeZone);
  if (formatter === null || !Number.isFinite(epochMs)) return 0;
  // Intl has no sub-second offsets; dropping the milliseconds keeps the difference exact.
  const wholeSecondMs = Math.floor(epochMs / 1000) * 1000;
  const fields: Record<string, string> = {};
  for (const part of formatter.formatToParts(wholeSecondMs)) fields[part.type] = part.value;
  const yearNumber = Number(fields.year);
  const year = fields.era === 'BC' || fields.era === 'B' ? 1 - yearNumber : yearNumber;
  const wall = new Date(0);
  wall.setUTCFullYear(year, Number(fields.month) - 1, Number(fields.day));
  wall.setUTCHours(Number(fields.hour), Number(fields.minute), Number(fields.second), 0);
  return wall.getTime() - wholeSecondMs;
}

/** The wall-clock year, day of year and time of day of an instant in a time zone. */
export function zonedParts(epochMs: number, timeZone: string): ZonedParts {
  const wallMs = epochMs + timeZoneOffsetMs(epochMs, timeZone);
  const dayMs = Math.floor(wallMs / MS_PER_DAY) * MS_PER_DAY;
  const year = new Date(dayMs).getUTCFullYear();
  const yearStartMs = utcYearStartMs(year);
  return {
    year,
    dayOfYear: Math.round((dayMs - yearStartMs) / MS_PER_DAY),
    msOfDay: wallMs - dayMs,
  };
}

function utcYearStartMs(year: number): number {
  const start = new Date(0);
  start.setUTCFullYear(year, 0, 1);
  return start.getTime();
}

/**
 * The instant a wall-clock reading names in a time zone. A reading in a skipped hour (spring
 * forward) maps forward by the gap; a repeated reading (fall back) takes its first occurrence.
 * dayOfYear and msOfDay may overflow into the following days.
 */
export function instantFromZoned(
  year: number,
  dayOfYear: number,
  msOfDay: number,
  timeZone: string,
): number {
  const wallMs = utcYearStartMs(year) + dayOfYear * MS_PER_DAY + msOfDay;
  // Zone transitions are far more than a day apart, so the offsets a day either side are the
  // only candidates.
  const offsetBeforeMs = timeZoneOffsetMs(wallMs - MS_PER_DAY, timeZone);
  const offsetAfterMs = timeZoneOffsetMs(wallMs + MS_PER_DAY, timeZone);
  const early = wallMs - offsetBeforeMs;
  const late = wallMs - offsetAfterMs;
  const earlyValid = timeZoneOffsetMs(early, timeZone) === offsetBeforeMs;
  const lateValid = timeZoneOffsetMs(late, timeZone) === offsetAfterMs;
  if (earlyValid && lateValid) return Math.min(early, late);
  if (earlyValid) return early;
  if (lateValid) return late;
  // In the gap: the reading on the old offset lands after the transition, i.e. moved forward.
  return early;
}

/** Length of a local calendar day in ms (23 or 25 hours on DST changes). */
export function dayLengthMs(year: number, dayOfYear: number, timeZone: string): number {
  return (
    instantFromZoned(year, dayOfYear + 1, 0, timeZone) -
    instantFromZoned(year, dayOfYear, 0, timeZone)
  );
}

/** Start and end (exclusive) in epoch ms of the local calendar day containing an instant. */
export function zonedDayBoundsMs(
  epochMs: number,
  timeZone: string,
): { startMs: number; endMs: number } {
  const { year, dayOfYear } = zonedParts(epochMs, timeZone);
  return {
    startMs: instantFromZoned(year, dayOfYear, 0, timeZone),
    endMs: instantFromZoned(year, dayOfYear + 1, 0, timeZone),
  };
}

/** 'HH:mm' wall-clock time of an instant in a time zone (UTC for unknown zones). */
export function formatZonedTime(epochMs: number, timeZone: string): string {
  const { msOfDay } = zonedParts(epochMs, timeZone);
  const minutes = Math.floor(msOfDay / 60_000);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${hh}:${mm}`;
}

/** Mean solar day (by longitude) containing an instant: local mean midnight to midnight. */
export function solarDayBoundsMs(
  epochMs: number,
  lngDeg: number,
): { startMs: number; endMs: number } {
  const offsetMs = (lngDeg / 15) * MS_PER_HOUR;
  const startMs = Math.floor((epochMs + offsetMs) / MS_PER_DAY) * MS_PER_DAY - offsetMs;
  return { startMs, endMs: startMs + MS_PER_DAY };
}
