import { sunTimes } from '../astronomy/sun-times.js';
import { timeZoneOffsetMs } from '../astronomy/zoned-time.js';

/** The light a photo was taken in, from its time relative to the day's sunrise and sunset. */
export type PhotoLight = 'sunrise' | 'day' | 'sunset' | 'night';

/** The light of sunrise (or sunset) lasts from this long before to this long after it. */
export const LIGHT_WINDOW_BEFORE_MS = 60 * 60_000;
export const LIGHT_WINDOW_AFTER_MS = 90 * 60_000;

/** One month of the calendar: how many of the spot's photos were taken in it, and in what light. */
export interface SeasonMonth {
  /** 1 = January. */
  month: number;
  photos: number;
  light: Record<PhotoLight, number>;
}

/**
 * The light of an instant at a place: within the sunrise or sunset window (an hour before to
 * an hour and a half after the sun crosses the horizon on the way up, mirrored for the
 * sunset), else day or night.
 */
export function photoLight(epochMs: number, latDeg: number, lngDeg: number): PhotoLight {
  const times = sunTimes(new Date(epochMs), latDeg, lngDeg);
  if (times.alwaysUp) return 'day';
  if (times.alwaysDown) return 'night';
  const riseMs = times.sunrise?.getTime();
  const setMs = times.sunset?.getTime();
  if (
    riseMs !== undefined &&
    epochMs >= riseMs - LIGHT_WINDOW_BEFORE_MS &&
    epochMs <= riseMs + LIGHT_WINDOW_AFTER_MS
  ) {
    return 'sunrise';
  }
  if (
    setMs !== undefined &&
    epochMs >= setMs - LIGHT_WINDOW_AFTER_MS &&
    epochMs <= setMs + LIGHT_WINDOW_BEFORE_MS
  ) {
    return 'sunset';
  }
  if (riseMs !== undefined && setMs !== undefined) {
    return epochMs > riseMs && epochMs < setMs ? 'day' : 'night';
  }
  return riseMs !== undefined ? (epochMs > riseMs ? 'day' : 'night') : 'night';
}

/**
 * A month-by-month calendar of when a spot is photographed, from its photos' capture times
 * (EXIF), in the spot's time zone: twelve months, each with its count and the light.
 */
export function seasonCalendar(
  takenAtMs: readonly number[],
  place: { lat: number; lng: number; timeZone: string },
): SeasonMonth[] {
  const months: SeasonMonth[] = Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    photos: 0,
    light: { sunrise: 0, day: 0, sunset: 0, night: 0 },
  }));
  for (const epochMs of takenAtMs) {
    const wallClock = new Date(epochMs + timeZoneOffsetMs(epochMs, place.timeZone));
    const entry = months[wallClock.getUTCMonth()]!;
    entry.photos += 1;
    entry.light[photoLight(epochMs, place.lat, place.lng)] += 1;
  }
  return months;
}
