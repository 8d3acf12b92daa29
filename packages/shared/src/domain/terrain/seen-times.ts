import { Body, Equator, Horizon, KM_PER_AU, Observer } from 'astronomy-engine';
import { horizonAltitudeAt, type HorizonProfile } from './horizon.js';

/** The body whose rise and set over the terrain is asked for. */
export type SkyBody = 'sun' | 'moon';

const RADIUS_KM: Record<SkyBody, number> = { sun: 695_700, moon: 1738.1 };
const BODY: Record<SkyBody, Body> = { sun: Body.Sun, moon: Body.Moon };
const DEG = Math.PI / 180;
const MINUTE_MS = 60_000;
/** The search looks this long before the astronomical rise (after the set) for a low skyline. */
const LEAD_MS = 60 * MINUTE_MS;
/** …and this long after the rise (before the set) for the body to clear a high one. */
const REACH_MS = 12 * 60 * MINUTE_MS;
const SCAN_STEP_MS = 5 * MINUTE_MS;
/** The crossing is narrowed down to this. */
const PRECISION_MS = 5_000;

/**
 * Atmospheric refraction in degrees for a geometric altitude (Sæmundsson's formula): 34′ for a
 * body whose apparent altitude is 0°, as in the almanac's rise and set, less higher up.
 */
export function refractionDeg(geometricDeg: number): number {
  const altitudeDeg = Math.max(geometricDeg, -1);
  return 1.02 / Math.tan((altitudeDeg + 10.3 / (altitudeDeg + 5.11)) * DEG) / 60;
}

/** Where the upper limb of the Sun or Moon appears from a place: azimuth and refracted altitude. */
export function upperLimbSeen(
  body: SkyBody,
  date: Date,
  latDeg: number,
  lngDeg: number,
): { azimuthDeg: number; altitudeDeg: number } {
  const observer = new Observer(latDeg, lngDeg, 0);
  const equ = Equator(BODY[body], date, observer, true, true);
  const hor = Horizon(date, observer, equ.ra, equ.dec);
  const semiDiameterDeg = Math.asin(RADIUS_KM[body] / (equ.dist * KM_PER_AU)) / DEG;
  const limbDeg = hor.altitude + semiDiameterDeg;
  return { azimuthDeg: hor.azimuth, altitudeDeg: limbDeg + refractionDeg(limbDeg) };
}

/**
 * The body's apparent place is computed exactly every this often and interpolated between
 * (quadratically, through three neighbours): the exact computation (precession, nutation,
 * aberration, parallax) is thirty times dearer than turning a place into altitude and azimuth.
 * Against exact places the Sun's interpolated one (anchors 12 h apart) is off by 0.002° at
 * most and the Moon's (2 h apart, for its daily swing by parallax) by 0.006°: about a second
 * of rise or set.
 */
const ANCHOR_MS: Record<SkyBody, number> = { sun: 12 * 60 * MINUTE_MS, moon: 2 * 60 * MINUTE_MS };

/** Where a body appears from a place at any instant, from exact places kept at anchor times. */
export type PlaceTrack = (epochMs: number) => { ra: number; dec: number; distAu: number };

function placeTrack(body: SkyBody, observer: Observer): PlaceTrack {
  const spacingMs = ANCHOR_MS[body];
  const anchors = new Map<number, { ra: number; dec: number; distAu: number }>();
  const anchor = (index: number) => {
    let place = anchors.get(index);
    if (!place) {
      const equ = Equator(BODY[body], new Date(index * spacingMs), observer, true, true);
      place = { ra: equ.ra, dec: equ.dec, distAu: equ.dist };
      anchors.set(index, place);
    }
    return place;
  };
  return (epochMs) => {
    const position = epochMs / spacingMs;
    const middle = Math.round(position);
    const u = position - middle;
    const before = anchor(middle - 1);
    const at = anchor(middle);
    const after = anchor(middle + 1);
    const through = (a: number, b: number, c: number) =>
      b + (u * (c - a)) / 2 + (u * u * (a - 2 * b + c)) / 2;
    // Right ascension in hours wraps at 24.
    const unwrap = (ra: number) => ra - 24 * Math.round((ra - at.ra) / 24);
    const ra = through(unwrap(before.ra), at.ra, unwrap(after.ra));
    return {
      ra: ((ra % 24) + 24) % 24,
      dec: through(before.dec, at.dec, after.dec),
      distAu: through(before.distAu, at.distAu, after.distAu),
    };
  };
}

/** How far the upper limb stands above the skyline at an instant, degrees (negative: hidden). */
function clearanceDeg(
  body: SkyBody,
  profile: Pick<HorizonProfile, 'altitudesDeg' | 'stepDeg'>,
  observer: Observer,
  track: PlaceTrack,
  epochMs: number,
): number {
  const date = new Date(epochMs);
  const place = track(epochMs);
  const hor = Horizon(date, observer, place.ra, place.dec);
  const semiDiameterDeg = Math.asin(RADIUS_KM[body] / (place.distAu * KM_PER_AU)) / DEG;
  const limbDeg = hor.altitude + semiDiameterDeg;
  return limbDeg + refractionDeg(limbDeg) - horizonAltitudeAt(profile, hor.azimuth);
}

/**
 * The moment the body's upper limb clears the skyline (`direction` 1) after its astronomical
 * rise, or drops behind it (−1) before its astronomical set: scanned in 5-minute steps from an
 * hour on the far side of the astronomical time, then narrowed to seconds. Null when the
 * terrain hides the body for the next 12 hours (or, for −1, the last 12).
 */
export function seenCrossing(
  body: SkyBody,
  profile: Pick<HorizonProfile, 'altitudesDeg' | 'stepDeg'>,
  latDeg: number,
  lngDeg: number,
  astronomical: Date | null,
  direction: 1 | -1,
  track?: PlaceTrack,
): Date | null {
  if (!astronomical) return null;
  const observer = new Observer(latDeg, lngDeg, 0);
  const places = track ?? placeTrack(body, observer);
  const clearance = (epochMs: number) => clearanceDeg(body, profile, observer, places, epochMs);
  const startMs = astronomical.getTime() - direction * LEAD_MS;
  // Visible already an hour before the astronomical rise: a skyline below the sky's horizon.
  if (clearance(startMs) > 0) return new Date(startMs);
  let hiddenMs = startMs;
  for (let stepMs = SCAN_STEP_MS; stepMs <= LEAD_MS + REACH_MS; stepMs += SCAN_STEP_MS) {
    const atMs = startMs + direction * stepMs;
    if (clearance(atMs) <= 0) {
      hiddenMs = atMs;
      continue;
    }
    let visibleMs = atMs;
    while (Math.abs(visibleMs - hiddenMs) > PRECISION_MS) {
      const middleMs = (visibleMs + hiddenMs) / 2;
      if (clearance(middleMs) > 0) visibleMs = middleMs;
      else hiddenMs = middleMs;
    }
    return new Date(Math.round((visibleMs + hiddenMs) / 2));
  }
  return null;
}

/** Rise and set of a body as seen from a place over its skyline. */
export interface SeenRiseSet {
  rise: Date | null;
  set: Date | null;
}

/**
 * When the body actually clears the terrain after its astronomical `rise` and drops behind it
 * before its astronomical `set`. Over a flat skyline at 0° these are the astronomical times.
 */
export function seenRiseSet(
  body: SkyBody,
  profile: Pick<HorizonProfile, 'altitudesDeg' | 'stepDeg'>,
  latDeg: number,
  lngDeg: number,
  astronomical: { rise: Date | null; set: Date | null },
): SeenRiseSet {
  // One track for both: the places computed around the rise serve the set of the same day.
  const track = placeTrack(body, new Observer(latDeg, lngDeg, 0));
  return {
    rise: seenCrossing(body, profile, latDeg, lngDeg, astronomical.rise, 1, track),
    set: seenCrossing(body, profile, latDeg, lngDeg, astronomical.set, -1, track),
  };
}

/** A rise or set over a skyline: the astronomical instant and the one seen over the terrain. */
export interface SeenEvent {
  event: 'rise' | 'set';
  astronomical: Date;
  /** Null when the terrain hides the body for the 12 hours around it. */
  seen: Date | null;
}

/** The sea horizon: the almanac's rise and set are crossings of a skyline at 0°. */
const SEA_HORIZON = { altitudesDeg: [0], stepDeg: 360 };
/** The year's almanac rises and sets are found by looking at the sky this often. */
const ALMANAC_SCAN_MS = 20 * MINUTE_MS;

/**
 * Every rise and set of the body in [startMs, endMs) with its instant as seen over the skyline,
 * in time order: a season or a year of them at once. The almanac's instants (upper limb on the
 * sea horizon with refraction) are found on the same interpolated places as the skyline's,
 * scanning the sky every 20 minutes, so a year costs a few hundred exact places.
 */
export function seenRiseSetsIn(
  body: SkyBody,
  profile: Pick<HorizonProfile, 'altitudesDeg' | 'stepDeg'>,
  latDeg: number,
  lngDeg: number,
  startMs: number,
  endMs: number,
): SeenEvent[] {
  const observer = new Observer(latDeg, lngDeg, 0);
  const track = placeTrack(body, observer);
  const aboveSea = (epochMs: number) => clearanceDeg(body, SEA_HORIZON, observer, track, epochMs);
  const events: SeenEvent[] = [];
  let beforeMs = startMs;
  let before = aboveSea(beforeMs);
  for (
    let atMs = startMs + ALMANAC_SCAN_MS;
    atMs < endMs + ALMANAC_SCAN_MS;
    atMs += ALMANAC_SCAN_MS
  ) {
    const now = aboveSea(atMs);
    if (before <= 0 !== now <= 0) {
      let hiddenMs = before <= 0 ? beforeMs : atMs;
      let visibleMs = before <= 0 ? atMs : beforeMs;
      while (Math.abs(visibleMs - hiddenMs) > PRECISION_MS) {
        const middleMs = (visibleMs + hiddenMs) / 2;
        if (aboveSea(middleMs) > 0) visibleMs = middleMs;
        else hiddenMs = middleMs;
      }
      const astronomical = new Date(Math.round((visibleMs + hiddenMs) / 2));
      const direction = before <= 0 ? 1 : -1;
      if (astronomical.getTime() >= startMs && astronomical.getTime() < endMs) {
        events.push({
          event: direction === 1 ? 'rise' : 'set',
          astronomical,
          seen: seenCrossing(body, profile, latDeg, lngDeg, astronomical, direction, track),
        });
      }
    }
    beforeMs = atMs;
    before = now;
  }
  return events;
}
