import { moonIllumination, sunEventTime } from '@vantage/shared';
import type { DemoPhoto } from './demo-locations';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const DAYS_PER_YEAR = 365;

type Sky = DemoPhoto['scene']['sky'];
type Anchor = { from: 'sunrise' | 'sunset' | 'solarNoon'; minutes: number };

/** Where in the day each generated sky was taken, relative to the sun's rise or set or noon. */
const SKY_TIME: Record<Sky, Anchor> = {
  dawn: { from: 'sunrise', minutes: -20 },
  golden: { from: 'sunset', minutes: -40 },
  dusk: { from: 'sunset', minutes: 25 },
  night: { from: 'sunset', minutes: 180 },
  day: { from: 'solarNoon', minutes: 60 },
  overcast: { from: 'solarNoon', minutes: -90 },
};

/** The same skies when the photo's title says it was the morning ("Misty morning…"). */
const MORNING_SKY_TIME: Record<Sky, Anchor> = {
  dawn: { from: 'sunrise', minutes: -20 },
  golden: { from: 'sunrise', minutes: 40 },
  dusk: { from: 'sunrise', minutes: -35 },
  night: { from: 'sunrise', minutes: -120 },
  day: { from: 'sunrise', minutes: 150 },
  overcast: { from: 'sunrise', minutes: 90 },
};

const MORNING = /\b(morning|dawn|sunrise|first light)\b/i;

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

/** Words of a title that name a season, and the season they name. */
const SEASON_WORDS: readonly [RegExp, Season][] = [
  [/\b(autumn|fall colou?r)\b/i, 'autumn'],
  [/\b(winter|snow|snowy|frozen)\b/i, 'winter'],
  [/\b(in spring|cherry blossom)\b/i, 'spring'],
  [/\b(summer|midsummer|midnight[- ]sun|midnight twilight|wildflowers)\b/i, 'summer'],
];

/**
 * The days of the year (from 1 January, northern hemisphere) each season's photos are taken
 * on: the heart of the season, when it looks like itself.
 */
const SEASON_DAYS: Record<Season, { first: number; days: number }> = {
  spring: { first: 90, days: 55 }, // 1 April – 25 May
  summer: { first: 160, days: 70 }, // 9 June – 17 August
  autumn: { first: 265, days: 50 }, // 22 September – 10 November
  winter: { first: 345, days: 65 }, // 11 December – 13 February
};
const HALF_YEAR_DAYS = 182;

/** The season a photo's title names, if it names one. */
export function seasonOfTitle(title: string): Season | undefined {
  return SEASON_WORDS.find(([words]) => words.test(title))?.[1];
}

/** Whether a title says the photo was taken in the morning. */
export function isMorningTitle(title: string): boolean {
  return MORNING.test(title);
}

/** The season a day of the year falls in at a latitude, as {@link SEASON_DAYS} counts them. */
export function seasonOfDay(dayOfYear: number, latDeg: number): Season | undefined {
  const northern = latDeg >= 0 ? dayOfYear : (dayOfYear + HALF_YEAR_DAYS) % DAYS_PER_YEAR;
  return (Object.keys(SEASON_DAYS) as Season[]).find((season) => {
    const { first, days } = SEASON_DAYS[season];
    return (northern - first + DAYS_PER_YEAR) % DAYS_PER_YEAR < days;
  });
}

/** The day of the year (0-based) a photo was taken: in the season its title names, if any. */
function dayOfYearFor(photo: DemoPhoto, latDeg: number, spread: number): number {
  const season = seasonOfTitle(photo.title);
  if (!season) return spread % DAYS_PER_YEAR;
  const { first, days } = SEASON_DAYS[season];
  const northern = first + (spread % days);
  return (northern + (latDeg >= 0 ? 0 : HALF_YEAR_DAYS)) % DAYS_PER_YEAR;
}

/** The night of the full moon nearest a date, for a photo taken by moonlight. */
function nearestFullMoon(noonMs: number): number {
  let best = noonMs;
  let bestDistance = Infinity;
  for (let day = -15; day <= 15; day++) {
    const at = noonMs + day * DAY_MS;
    const distance = Math.abs(moonIllumination(new Date(at)).phase - 0.5);
    if (distance < bestDistance) [best, bestDistance] = [at, distance];
  }
  return best;
}

/**
 * A believable capture time (the EXIF date) for a generated demo photo: a day of last year
 * spread over the seasons (in the season its title names, in that hemisphere), at the hour its
 * sky and title show, on a full moon's night when it was taken by moonlight.
 */
export function demoTakenAt(
  photo: DemoPhoto,
  location: { lat: number; lng: number },
  spotIndex: number,
  photoIndex: number,
  now: number,
): number {
  const year = new Date(now).getUTCFullYear() - 1;
  const dayOfYear = dayOfYearFor(photo, location.lat, spotIndex * 47 + photoIndex * 101);
  let noonMs = Date.UTC(year, 0, 1, 12) + dayOfYear * DAY_MS - (location.lng / 15) * 3_600_000;
  if (/moonli(ght|t)/i.test(photo.title)) noonMs = nearestFullMoon(noonMs);
  const { from, minutes } = (isMorningTitle(photo.title) ? MORNING_SKY_TIME : SKY_TIME)[
    photo.scene.sky
  ];
  const anchor = sunEventTime(from, new Date(noonMs), location.lat, location.lng);
  return Math.round((anchor?.getTime() ?? noonMs) + minutes * MINUTE_MS);
}
