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

/** How far the upper limb stands above the skyline at an instant, degrees (negative: hidden). */
function clearanceDeg(
  body: SkyBody,
  profile: Pick<HorizonProfile, 'altitudesDeg' | 'stepDeg'>,
  latDeg: number,
  lngDeg: number,
  epochMs: number,
): number {
  const seen = upperLimbSeen(body, new Date(epochMs), latDeg, lngDeg);
  return seen.altitudeDeg - horizonAltitudeAt(profile, seen.azimuthDeg);
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
): Date | null {
  if (!astronomical) return null;
  const clearance = (epochMs: number) => clearanceDeg(body, profile, latDeg, lngDeg, epochMs);
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
  return {
    rise: seenCrossing(body, profile, latDeg, lngDeg, astronomical.rise, 1),
    set: seenCrossing(body, profile, latDeg, lngDeg, astronomical.set, -1),
  };
}
