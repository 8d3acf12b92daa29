import { instantFromZoned, sunTimes } from '@vantage/shared';

const MS_PER_DAY = 86_400_000;
/** Up to two hours the offset reads in minutes, above it in hours. */
const MINUTES_UP_TO_S = 7200;

/** The sun events of one day, as `sunTimes` gives them. */
export interface SunDay {
  sunrise: Date | null;
  sunset: Date | null;
  alwaysUp: boolean;
  alwaysDown: boolean;
}

/** Computes the sun events of the day of `date` at a place. */
export type SunTimesFn = (date: Date, lat: number, lng: number) => SunDay;

const EXIF_DATE = /^(\d{4})[:-](\d{1,2})[:-](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?/;

/**
 * The instant an EXIF Date names (epoch ms, or 'yyyy:mm:dd hh:mm' camera time).
 * Camera time is the wall clock where the photo was taken, so it is read in the spot's time
 * zone, or in mean solar time from the longitude when the zone is unknown.
 */
export function exifInstantMs(
  date: number | string | undefined,
  place: { lng: number | null; timeZone: string | null },
): number | null {
  if (typeof date === 'number') return Number.isFinite(date) ? date : null;
  if (typeof date !== 'string') return null;
  const match = EXIF_DATE.exec(date.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  if (!year || !month || !day || month > 12 || day > 31 || hour! > 23 || minute! > 59) return null;
  const wallMs = Date.UTC(year, month - 1, day, hour, minute, second);
  if (place.timeZone) {
    const yearStartMs = Date.UTC(year, 0, 1);
    const dayOfYear = Math.floor((wallMs - yearStartMs) / MS_PER_DAY);
    return instantFromZoned(
      year,
      dayOfYear,
      wallMs - yearStartMs - dayOfYear * MS_PER_DAY,
      place.timeZone,
    );
  }
  if (place.lng === null) return null;
  return wallMs - (place.lng / 15) * 3_600_000;
}

/** '25 min' up to two hours, '3 h' above. */
export function formatOffset(offsetS: number): string {
  const seconds = Math.abs(offsetS);
  if (seconds <= MINUTES_UP_TO_S) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3600)} h`;
}

/**
 * When the photo was shot relative to the nearest sunrise or sunset at the place: 'shot 25 min
 * after sunset', 'shot 2 h before sunrise', 'shot at sunrise'. The days either side are looked
 * at too, so a photo just after midnight finds the evening's sunset. Null when no sun event
 * is near (polar day or night).
 */
export function sunRelativePhrase(
  shotMs: number,
  lat: number,
  lng: number,
  times: SunTimesFn = sunTimes,
): string | null {
  const events: { name: 'sunrise' | 'sunset'; atMs: number }[] = [];
  let alwaysUp = false;
  let alwaysDown = false;
  for (const dayOffset of [-1, 0, 1]) {
    const day = times(new Date(shotMs + dayOffset * MS_PER_DAY), lat, lng);
    if (dayOffset === 0) {
      alwaysUp = day.alwaysUp;
      alwaysDown = day.alwaysDown;
    }
    if (day.sunrise) events.push({ name: 'sunrise', atMs: day.sunrise.getTime() });
    if (day.sunset) events.push({ name: 'sunset', atMs: day.sunset.getTime() });
  }
  let nearest: (typeof events)[number] | null = null;
  for (const event of events) {
    if (!nearest || Math.abs(event.atMs - shotMs) < Math.abs(nearest.atMs - shotMs)) {
      nearest = event;
    }
  }
  if (!nearest || Math.abs(nearest.atMs - shotMs) > MS_PER_DAY / 2) {
    if (alwaysUp) return 'shot under the midnight sun';
    if (alwaysDown) return 'shot in the polar night';
    if (!nearest) return null;
  }
  const offsetS = (shotMs - nearest.atMs) / 1000;
  if (Math.abs(offsetS) < 30) return `shot at ${nearest.name}`;
  return `shot ${formatOffset(offsetS)} ${offsetS > 0 ? 'after' : 'before'} ${nearest.name}`;
}
