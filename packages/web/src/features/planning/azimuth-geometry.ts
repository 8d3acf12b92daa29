import { destination, type LatLng } from '@vantage/shared';

/** A map position as GeoJSON orders it: [longitude, latitude]. */
export type LngLat = [number, number];

/** A position in GeoJSON's order. */
export function lngLatOf(position: LatLng): LngLat {
  return [position.lng, position.lat];
}

const EQUATOR_M = 40_075_016.686;
/** MapLibre draws the world 512 px wide at zoom 0. */
const WORLD_PX_AT_ZOOM_0 = 512;
const RAD = Math.PI / 180;

/** Wraps degrees into 0 … 360. */
export function normalizeDeg(deg: number): number {
  return ((deg % 360) + 360) % 360;
}

/**
 * A line from `origin` towards `azimuthDeg`, `lengthM` long, as points along the great circle
 * (so a long line at a low zoom still follows the true bearing, not a straight screen line).
 */
export function azimuthLine(
  origin: LatLng,
  azimuthDeg: number,
  lengthM: number,
  segments = 12,
): LngLat[] {
  const points: LngLat[] = [lngLatOf(origin)];
  for (let step = 1; step <= segments; step++) {
    points.push(lngLatOf(destination(origin, azimuthDeg, (lengthM * step) / segments)));
  }
  return points;
}

/** Ground metres one screen pixel covers at `lat` and map `zoom`. */
export function metresPerPixel(lat: number, zoom: number): number {
  return (EQUATOR_M * Math.cos(lat * RAD)) / (WORLD_PX_AT_ZOOM_0 * 2 ** zoom);
}

/** Lines this many pixels long read well on a phone and on a desktop map. */
export const OVERLAY_RADIUS_PX = 150;

/** The ground length that draws `px` pixels long around `lat` at `zoom`. */
export function overlayRadiusM(lat: number, zoom: number, px = OVERLAY_RADIUS_PX): number {
  return metresPerPixel(lat, zoom) * px;
}

/**
 * Where a body in the sky is drawn on the map: a sky chart laid on the ground around the spot,
 * the horizon at `radiusM` and the zenith at the spot. Null below the horizon.
 */
export function skyPoint(
  origin: LatLng,
  azimuthDeg: number,
  altitudeDeg: number,
  radiusM: number,
): LngLat | null {
  if (altitudeDeg < 0) return null;
  const distM = (radiusM * (90 - Math.min(altitudeDeg, 90))) / 90;
  return lngLatOf(destination(origin, azimuthDeg, distM));
}

/** Shadows longer than this many times the object's height are drawn at this length. */
export const MAX_SHADOW_RATIO = 3;

/**
 * Length of the shadow of an object of height 1 with the sun at `altitudeDeg` (capped), or
 * null while the sun is down and nothing casts a shadow.
 */
export function shadowRatio(altitudeDeg: number): number | null {
  if (altitudeDeg <= 0) return null;
  return Math.min(1 / Math.tan(altitudeDeg * RAD), MAX_SHADOW_RATIO);
}

/** Shadows point away from the sun. */
export function shadowAzimuth(sunAzimuthDeg: number): number {
  return normalizeDeg(sunAzimuthDeg + 180);
}

/** A sample of a body's path across the sky. */
export interface PathPoint {
  epochMs: number;
  azimuthDeg: number;
  altitudeDeg: number;
}

/**
 * The moments the sun's azimuth crosses a multiple of `stepDeg` while it is up, found between
 * the hourly samples of its path (interpolated, the azimuth unwrapped across north).
 */
export function azimuthCrossings(path: PathPoint[], stepDeg = 60): PathPoint[] {
  const crossings: PathPoint[] = [];
  for (let index = 1; index < path.length; index++) {
    const a = path[index - 1]!;
    const b = path[index]!;
    if (a.altitudeDeg <= 0 && b.altitudeDeg <= 0) continue;
    // The shorter way round: the sun never moves more than 180° of azimuth in an hour.
    let delta = normalizeDeg(b.azimuthDeg - a.azimuthDeg);
    if (delta > 180) delta -= 360;
    if (delta === 0) continue;
    const from = a.azimuthDeg;
    const to = from + delta;
    const low = Math.min(from, to);
    const high = Math.max(from, to);
    for (let mark = Math.ceil(low / stepDeg) * stepDeg; mark <= high; mark += stepDeg) {
      if (mark === from && index > 1) continue;
      const share = (mark - from) / delta;
      const altitudeDeg = a.altitudeDeg + share * (b.altitudeDeg - a.altitudeDeg);
      if (altitudeDeg <= 0) continue;
      crossings.push({
        epochMs: a.epochMs + share * (b.epochMs - a.epochMs),
        azimuthDeg: normalizeDeg(mark),
        altitudeDeg,
      });
    }
  }
  return crossings;
}

/** Sixteen compass points, for labels such as 'WSW'. */
const COMPASS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const;

/** The compass point nearest an azimuth. */
export function compassPoint(azimuthDeg: number): string {
  return COMPASS[Math.round(normalizeDeg(azimuthDeg) / 22.5) % 16]!;
}
