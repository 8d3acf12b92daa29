import { Body, Observer, SearchAltitude, SearchMoonPhase } from 'astronomy-engine';
import { moonPosition, sunPosition } from '../astronomy/positions.js';
import { riseSetTimesIn } from '../astronomy/rise-set-search.js';
import { refractionDeg, type SkyBody } from '../terrain/seen-times.js';

/** A day the sun or the full moon rises or sets in a given direction. */
export interface Alignment {
  body: SkyBody;
  event: 'rise' | 'set';
  epochMs: number;
  azimuthDeg: number;
  /** How far the rise or set is from the direction, degrees (signed, clockwise positive). */
  offsetDeg: number;
}

const MS_PER_DAY = 86_400_000;
/** The days looked at: a year. */
const YEAR_DAYS = 365;
/**
 * The sun's rise and set move up to a degree a day along the horizon: a day within this of the
 * direction counts even where the azimuth only comes close (around the solstices).
 */
export const SUN_ALIGNMENT_TOLERANCE_DEG = 0.5;
/** The full moon counts within this of the direction (a day moves its rise by 5–10°). */
export const MOON_ALIGNMENT_TOLERANCE_DEG = 3;
/** Moonrises and moonsets this close to the instant of the full moon are the full moon's. */
const FULL_MOON_WINDOW_MS = 1.5 * MS_PER_DAY;

/** The signed difference `azimuth − heading`, in (−180, 180]. */
function offsetDeg(azimuthDeg: number, headingDeg: number): number {
  const difference = ((((azimuthDeg - headingDeg) % 360) + 540) % 360) - 180;
  return difference === -180 ? 180 : difference;
}

/** Each time in [startMs, endMs) the sun's centre crosses an apparent altitude, rising or setting. */
function sunCrossings(
  observer: Observer,
  direction: 1 | -1,
  apparentDeg: number,
  startMs: number,
  endMs: number,
): Date[] {
  // astronomy-engine searches the unrefracted altitude.
  const geometricDeg = apparentDeg - refractionDeg(apparentDeg);
  const found: Date[] = [];
  let fromMs = startMs;
  while (fromMs < endMs) {
    const time = SearchAltitude(Body.Sun, observer, direction, new Date(fromMs), 2, geometricDeg);
    if (!time) {
      fromMs += MS_PER_DAY;
      continue;
    }
    if (time.date.getTime() >= endMs) break;
    found.push(time.date);
    fromMs = time.date.getTime() + MS_PER_DAY / 2;
  }
  return found;
}

function sunAlignments(
  latDeg: number,
  lngDeg: number,
  headingDeg: number,
  horizonDeg: number,
  startMs: number,
  endMs: number,
): Alignment[] {
  const found: Alignment[] = [];
  const observer = new Observer(latDeg, lngDeg, 0);
  for (const [event, direction] of [
    ['rise', 1],
    ['set', -1],
  ] as const) {
    const events = sunCrossings(observer, direction, horizonDeg, startMs, endMs).map((date) => {
      const { azimuthDeg } = sunPosition(date, latDeg, lngDeg);
      return { epochMs: date.getTime(), azimuthDeg, offsetDeg: offsetDeg(azimuthDeg, headingDeg) };
    });
    events.forEach((day, index) => {
      const before = events[index - 1];
      const after = events[index + 1];
      const distance = Math.abs(day.offsetDeg);
      // Far from the direction, a sign change is the wrap-around on the far side of the sky.
      if (distance > 10) return;
      const isClosest =
        (!before || Math.abs(before.offsetDeg) > distance) &&
        (!after || Math.abs(after.offsetDeg) >= distance);
      if (!isClosest) return;
      const crosses =
        (before !== undefined && Math.sign(before.offsetDeg) !== Math.sign(day.offsetDeg)) ||
        (after !== undefined && Math.sign(after.offsetDeg) !== Math.sign(day.offsetDeg));
      if (crosses || distance <= SUN_ALIGNMENT_TOLERANCE_DEG) {
        found.push({ body: 'sun', event, ...day });
      }
    });
  }
  return found;
}

function fullMoonAlignments(
  latDeg: number,
  lngDeg: number,
  headingDeg: number,
  startMs: number,
  endMs: number,
): Alignment[] {
  const found: Alignment[] = [];
  let fromMs = startMs;
  for (;;) {
    const fullMoon = SearchMoonPhase(180, new Date(fromMs), 40);
    if (!fullMoon || fullMoon.date.getTime() >= endMs) break;
    const fullMs = fullMoon.date.getTime();
    fromMs = fullMs + MS_PER_DAY;
    for (const [event, direction] of [
      ['rise', 1],
      ['set', -1],
    ] as const) {
      const candidates = riseSetTimesIn(
        Body.Moon,
        latDeg,
        lngDeg,
        0,
        direction,
        Math.max(startMs, fullMs - FULL_MOON_WINDOW_MS),
        Math.min(endMs, fullMs + FULL_MOON_WINDOW_MS),
      ).map((date) => {
        const { azimuthDeg } = moonPosition(date, latDeg, lngDeg);
        return {
          epochMs: date.getTime(),
          azimuthDeg,
          offsetDeg: offsetDeg(azimuthDeg, headingDeg),
        };
      });
      const best = candidates.sort((a, b) => Math.abs(a.offsetDeg) - Math.abs(b.offsetDeg))[0];
      if (best && Math.abs(best.offsetDeg) <= MOON_ALIGNMENT_TOLERANCE_DEG) {
        found.push({ body: 'moon', event, ...best });
      }
    }
  }
  return found;
}

/**
 * The days of the coming year (from `fromMs`) when the sun, or the full moon, rises or sets in
 * the direction `headingDeg` seen from a place (the classic "sun in the arch" alignment): for the
 * sun the day nearest each crossing of that azimuth by its centre on the skyline there
 * (`horizonDeg`, apparent; 0 for a sea horizon), for the full moon its rise or set within
 * MOON_ALIGNMENT_TOLERANCE_DEG. In time order.
 */
export function alignmentDates(
  latDeg: number,
  lngDeg: number,
  headingDeg: number,
  fromMs: number,
  options: { horizonDeg?: number; days?: number } = {},
): Alignment[] {
  const endMs = fromMs + (options.days ?? YEAR_DAYS) * MS_PER_DAY;
  return [
    ...sunAlignments(latDeg, lngDeg, headingDeg, options.horizonDeg ?? 0, fromMs, endMs),
    ...fullMoonAlignments(latDeg, lngDeg, headingDeg, fromMs, endMs),
  ].sort((a, b) => a.epochMs - b.epochMs);
}
