import { sunEventTime } from '@vantage/shared';
import type { DemoPhoto } from './demo-locations';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Where in the day each generated sky was taken, relative to the sun's rise or set or noon. */
const SKY_TIME: Record<
  DemoPhoto['scene']['sky'],
  { from: 'sunrise' | 'sunset' | 'solarNoon'; minutes: number }
> = {
  dawn: { from: 'sunrise', minutes: -20 },
  golden: { from: 'sunset', minutes: -40 },
  dusk: { from: 'sunset', minutes: 25 },
  night: { from: 'sunset', minutes: 180 },
  day: { from: 'solarNoon', minutes: 60 },
  overcast: { from: 'solarNoon', minutes: -90 },
};

/**
 * A believable capture time (the EXIF date) for a generated demo photo: a day of last year
 * spread over the seasons, at the hour its sky shows.
 */
export function demoTakenAt(
  photo: DemoPhoto,
  location: { lat: number; lng: number },
  spotIndex: number,
  photoIndex: number,
  now: number,
): number {
  const year = new Date(now).getUTCFullYear() - 1;
  const dayOfYear = (spotIndex * 47 + photoIndex * 101) % 365;
  const noonMs = Date.UTC(year, 0, 1, 12) + dayOfYear * DAY_MS - (location.lng / 15) * 3_600_000;
  const { from, minutes } = SKY_TIME[photo.scene.sky];
  const anchor = sunEventTime(from, new Date(noonMs), location.lat, location.lng);
  return Math.round((anchor?.getTime() ?? noonMs) + minutes * MINUTE_MS);
}
