import { Body } from 'astronomy-engine';
import {
  assertPlaceAndTime,
  horizonDipDeg,
  localDayBoundsMs,
  type LocalDayOptions,
} from './local-day.js';
import { upperLimbAltitudeDeg } from './positions.js';
import { horizonHeightM, riseSetTimesIn } from './rise-set-search.js';

/** Moonrise and moonset of one local day; null when it does not happen that day. */
export interface MoonTimes {
  /** The first moonrise of the day. */
  rise: Date | null;
  /** The first moonset of the day. */
  set: Date | null;
  /** Every moonrise of the day (two happen on some days near the poles). */
  rises: Date[];
  /** Every moonset of the day. */
  sets: Date[];
  /** The Moon stays above the horizon all day. */
  alwaysUp: boolean;
  /** The Moon stays below the horizon all day. */
  alwaysDown: boolean;
}

/**
 * Moonrise and moonset of the local day (see LocalDayOptions) containing date: the upper limb
 * on the sea-level horizon with 34′ of refraction, topocentric (the almanac's definition);
 * elevM above the visible horizon lowers it by the dip.
 */
export function moonTimes(
  date: Date,
  latDeg: number,
  lngDeg: number,
  elevM?: number,
  options?: LocalDayOptions,
): MoonTimes {
  assertPlaceAndTime(date, latDeg, lngDeg);
  const { startMs, endMs } = localDayBoundsMs(date.getTime(), lngDeg, options);
  const heightM = horizonHeightM(elevM);
  const search = (direction: 1 | -1) =>
    riseSetTimesIn(Body.Moon, latDeg, lngDeg, heightM, direction, startMs, endMs);
  const rises = search(1);
  const sets = search(-1);
  let alwaysUp = false;
  let alwaysDown = false;
  if (rises.length === 0 && sets.length === 0) {
    const limbDeg = upperLimbAltitudeDeg(Body.Moon, new Date(startMs), latDeg, lngDeg, heightM);
    alwaysUp = limbDeg > -horizonDipDeg(elevM);
    alwaysDown = !alwaysUp;
  }
  return { rise: rises[0] ?? null, set: sets[0] ?? null, rises, sets, alwaysUp, alwaysDown };
}
