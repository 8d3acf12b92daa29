import { Body, Observer, SearchAltitude, SearchHourAngle } from 'astronomy-engine';
import { upperLimbAltitudeDeg } from './positions.js';
import { horizonHeightM, riseSetTimesIn } from './rise-set-search.js';
import {
  assertPlaceAndTime,
  horizonDipDeg,
  localDayBoundsMs,
  type LocalDayOptions,
} from './local-day.js';

/** Sun altitudes (degrees, of the centre, without refraction) of the spec's events. */
export const SUN_EVENT_ALTITUDES_DEG = {
  /**
   * Upper limb on the horizon with 34′ of refraction (the almanac's sunrise and sunset); the
   * search uses the actual semi-diameter of the day rather than this nominal value.
   */
  riseSet: -0.833,
  /** Lower limb on the horizon: end of sunrise, start of sunset. */
  riseEndSetStart: -0.3,
  civil: -6,
  nautical: -12,
  astronomical: -18,
  goldenHour: 6,
} as const;

/** Sun events of one local day; null when the event does not happen that day. */
export interface SunTimes {
  sunrise: Date | null;
  sunset: Date | null;
  sunriseEnd: Date | null;
  sunsetStart: Date | null;
  /** Civil dawn and dusk (−6°). */
  dawn: Date | null;
  dusk: Date | null;
  nauticalDawn: Date | null;
  nauticalDusk: Date | null;
  /** End and start of astronomical night (−18°). */
  nightEnd: Date | null;
  night: Date | null;
  /** End of the morning and start of the evening golden hour (+6°). */
  goldenHourEnd: Date | null;
  goldenHour: Date | null;
  /** Upper transit of the Sun within the day. */
  solarNoon: Date | null;
  /** The lower transit before solarNoon (may fall just before the day starts). */
  nadir: Date | null;
  /** Polar day: the Sun stays above the sunrise altitude all day. */
  alwaysUp: boolean;
  /** Polar night: the Sun stays below the sunrise altitude all day. */
  alwaysDown: boolean;
}

const MS_PER_DAY = 86_400_000;

/**
 * One of {@link sunTimes}' events alone (the same instant), for a caller that needs no other:
 * a fraction of the work of all fourteen.
 */
export function sunEventTime(
  event: 'sunrise' | 'sunset' | 'solarNoon',
  date: Date,
  latDeg: number,
  lngDeg: number,
): Date | null {
  assertPlaceAndTime(date, latDeg, lngDeg);
  const { startMs, endMs } = localDayBoundsMs(date.getTime(), lngDeg);
  if (event !== 'solarNoon') {
    const direction = event === 'sunrise' ? 1 : -1;
    return riseSetTimesIn(Body.Sun, latDeg, lngDeg, 0, direction, startMs, endMs, 1)[0] ?? null;
  }
  const noon = SearchHourAngle(Body.Sun, new Observer(latDeg, lngDeg, 0), 0, new Date(startMs), +1);
  return noon.time.date.getTime() < endMs ? noon.time.date : null;
}

/**
 * Sun events of the local day (see LocalDayOptions) containing date, at a place; elevM above
 * the visible horizon lowers it by the dip for rise/set and sunriseEnd/sunsetStart.
 */
export function sunTimes(
  date: Date,
  latDeg: number,
  lngDeg: number,
  elevM?: number,
  options?: LocalDayOptions,
): SunTimes {
  assertPlaceAndTime(date, latDeg, lngDeg);
  const { startMs, endMs } = localDayBoundsMs(date.getTime(), lngDeg, options);
  const observer = new Observer(latDeg, lngDeg, 0);
  const start = new Date(startMs);
  const limitDays = (endMs - startMs) / MS_PER_DAY;
  const dipDeg = horizonDipDeg(elevM);
  const find = (direction: 1 | -1, altitudeDeg: number): Date | null => {
    const found = SearchAltitude(Body.Sun, observer, direction, start, limitDays, altitudeDeg);
    return found && found.date.getTime() < endMs ? found.date : null;
  };
  const heightM = horizonHeightM(elevM);
  const riseOrSet = (direction: 1 | -1) =>
    riseSetTimesIn(Body.Sun, latDeg, lngDeg, heightM, direction, startMs, endMs, 1)[0] ?? null;
  const sunrise = riseOrSet(1);
  const sunset = riseOrSet(-1);

  const noon = SearchHourAngle(Body.Sun, observer, 0, start, +1);
  const solarNoon = noon.time.date.getTime() < endMs ? noon.time.date : null;
  const nadir = SearchHourAngle(Body.Sun, observer, 12, noon.time, -1).time.date;

  let alwaysUp = false;
  let alwaysDown = false;
  if (sunrise === null && sunset === null) {
    // No crossing all day: one altitude tells which side of the horizon the Sun stays on.
    const probe = new Date((startMs + endMs) / 2);
    alwaysUp = upperLimbAltitudeDeg(Body.Sun, probe, latDeg, lngDeg, heightM) > -dipDeg;
    alwaysDown = !alwaysUp;
  }

  const riseEndDeg = SUN_EVENT_ALTITUDES_DEG.riseEndSetStart - dipDeg;
  return {
    sunrise,
    sunset,
    sunriseEnd: find(1, riseEndDeg),
    sunsetStart: find(-1, riseEndDeg),
    dawn: find(1, SUN_EVENT_ALTITUDES_DEG.civil),
    dusk: find(-1, SUN_EVENT_ALTITUDES_DEG.civil),
    nauticalDawn: find(1, SUN_EVENT_ALTITUDES_DEG.nautical),
    nauticalDusk: find(-1, SUN_EVENT_ALTITUDES_DEG.nautical),
    nightEnd: find(1, SUN_EVENT_ALTITUDES_DEG.astronomical),
    night: find(-1, SUN_EVENT_ALTITUDES_DEG.astronomical),
    goldenHourEnd: find(1, SUN_EVENT_ALTITUDES_DEG.goldenHour),
    goldenHour: find(-1, SUN_EVENT_ALTITUDES_DEG.goldenHour),
    solarNoon,
    nadir,
    alwaysUp,
    alwaysDown,
  };
}
