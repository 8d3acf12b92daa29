import { solarDayBoundsMs, zonedDayBoundsMs } from './zoned-time.js';

/** How the local day of a place is chosen by the rise/set and path functions. */
export interface LocalDayOptions {
  /**
   * An IANA zone name: the day is the calendar day in that zone (23 or 25 hours on DST
   * changes). Without it the day is the mean solar day of the longitude, from local mean
   * midnight (UTC − lng/15 h) to the next.
   */
  timeZone?: string;
}

/** Start and end (exclusive) in epoch ms of the local day of a place containing an instant. */
export function localDayBoundsMs(
  epochMs: number,
  lngDeg: number,
  options?: LocalDayOptions,
): { startMs: number; endMs: number } {
  return options?.timeZone
    ? zonedDayBoundsMs(epochMs, options.timeZone)
    : solarDayBoundsMs(epochMs, lngDeg);
}

const EARTH_RADIUS_M = 6_371_000;

/**
 * How far the visible sea-level horizon dips below the horizontal, in degrees, for an eye
 * elevM above it, with the terrestrial refraction of a tangent ray (Sweer 1938, as used by
 * astronomy-engine). 0 at or below sea level.
 */
export function horizonDipDeg(elevM: number | undefined): number {
  if (elevM === undefined || !(elevM > 0)) return 0;
  const k = 0.175 * Math.pow(1 - (6.5e-3 / 283.15) * (elevM / 3), 3.256);
  return (Math.sqrt((2 * (1 - k) * elevM) / EARTH_RADIUS_M) / (1 - k)) * (180 / Math.PI);
}

/** Throws a RangeError naming the argument when a date or coordinate cannot be computed with. */
export function assertPlaceAndTime(date: Date, latDeg: number, lngDeg: number): void {
  if (!Number.isFinite(date.getTime())) throw new RangeError('date: invalid date');
  if (!(latDeg >= -90 && latDeg <= 90)) throw new RangeError('latDeg: must be within -90 and 90');
  if (!Number.isFinite(lngDeg)) throw new RangeError('lngDeg: must be a finite number');
}
