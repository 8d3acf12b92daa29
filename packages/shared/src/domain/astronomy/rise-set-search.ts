import { type Body, Observer, SearchRiseSet } from 'astronomy-engine';

const MS_PER_DAY = 86_400_000;
// Restarting a search this far past a found crossing cannot find the same crossing again.
const RESTART_AFTER_MS = 1_000;

/**
 * Every rise (direction 1) or set (−1) of the Sun or Moon in [startMs, endMs): the upper limb
 * crossing the sea-level horizon with 34′ of refraction, seen from heightM above it (the dip).
 */
export function riseSetTimesIn(
  body: Body.Sun | Body.Moon,
  latDeg: number,
  lngDeg: number,
  heightM: number,
  direction: 1 | -1,
  startMs: number,
  endMs: number,
  maxCount = Infinity,
): Date[] {
  const observer = new Observer(latDeg, lngDeg, heightM);
  const found: Date[] = [];
  let fromMs = startMs;
  while (found.length < maxCount && fromMs < endMs) {
    const limitDays = (endMs - fromMs) / MS_PER_DAY;
    const time = SearchRiseSet(body, observer, direction, new Date(fromMs), limitDays, heightM);
    if (!time || time.date.getTime() >= endMs) break;
    found.push(time.date);
    fromMs = time.date.getTime() + RESTART_AFTER_MS;
  }
  return found;
}

/** The observer height used for rise and set: negative elevations see the sea-level horizon. */
export function horizonHeightM(elevM: number | undefined): number {
  return elevM !== undefined && elevM > 0 ? elevM : 0;
}
