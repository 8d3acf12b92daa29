/** Degrees of latitude, north positive. */
export type LatDeg = number;
/** Degrees of longitude, east positive. */
export type LngDeg = number;
/** A distance in metres. */
export type Metres = number;

/**
 * A position inside the code. The API's answers spell longitude `long` (the field name of
 * the product's calls); code converts at that edge with `latLngOf` and works in `lng`.
 */
export interface LatLng {
  lat: LatDeg;
  lng: LngDeg;
}

/** The position of an API object (a spot, a photo) whose longitude field is `long`. */
export function latLngOf(point: { lat: LatDeg; long: LngDeg }): LatLng {
  return { lat: point.lat, lng: point.long };
}

/** Coordinates are shown and stored rounded to 6 decimals. */
export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Wraps a longitude into −180 … 180. */
export function wrapLng(lngDeg: LngDeg): LngDeg {
  const wrapped = ((((lngDeg + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lngDeg > 0 ? 180 : wrapped;
}

/** Limits a latitude to the poles. */
export function clampLat(latDeg: LatDeg): LatDeg {
  return Math.max(-90, Math.min(90, latDeg));
}

/** The mean radius of the earth (IUGG), in metres. */
export const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Metres in one degree of latitude (and of longitude at the equator) on that sphere. */
export const METRES_PER_DEGREE = EARTH_RADIUS_M * RAD;

/** Great-circle distance in metres between two positions. */
export function distanceM(a: LatLng, b: LatLng): Metres {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The position `distM` metres from `origin` along the great circle starting at `bearingDeg`. */
export function destination(origin: LatLng, bearingDeg: number, distM: Metres): LatLng {
  const angular = distM / EARTH_RADIUS_M;
  const bearing = bearingDeg * RAD;
  const lat1 = origin.lat * RAD;
  const lng1 = origin.lng * RAD;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
  );
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: lat2 / RAD, lng: lng2 / RAD };
}

/**
 * Distance display: under 100 m in metres, under 10 km in km with one decimal, otherwise
 * whole km.
 */
export function formatDistance(distM: Metres): string {
  if (distM < 100) return `${Math.round(distM)} m`;
  if (distM < 10_000) return `${(Math.floor(distM / 100) / 10).toFixed(1)} km`;
  return `${Math.round(distM / 1000)} km`;
}

/** A latitude/longitude box; `west > east` means it crosses the antimeridian. */
export interface BBox {
  south: LatDeg;
  west: LngDeg;
  north: LatDeg;
  east: LngDeg;
}

/** The whole world as a box. */
export const WORLD_BOX: BBox = { south: -90, west: -180, north: 90, east: 180 };

/**
 * The box reaching `halfLatDeg` degrees north and south of a centre and `halfLatDeg / cos(lat)`
 * east and west (a box as tall as it is wide on the ground). Latitudes stop at the poles; a
 * box that reaches a pole, or is wider than the world, spans every longitude. It may cross
 * the antimeridian (`west > east`).
 */
export function boxAroundDeg(center: LatLng, halfLatDeg: number): BBox {
  const south = clampLat(center.lat - halfLatDeg);
  const north = clampLat(center.lat + halfLatDeg);
  const cosLat = Math.cos(center.lat * RAD);
  const halfLngDeg = cosLat > 0 ? halfLatDeg / cosLat : Infinity;
  return lngSpan(center, south, north, halfLngDeg);
}

/**
 * The smallest box that holds every position within `radiusM` metres of a centre along the
 * ground (exact on the sphere: at high latitudes a circle reaches further east and west than
 * `radius / cos(lat)`).
 */
export function boxAround(center: LatLng, radiusM: Metres): BBox {
  const angular = radiusM / EARTH_RADIUS_M;
  const halfLatDeg = angular / RAD;
  const south = clampLat(center.lat - halfLatDeg);
  const north = clampLat(center.lat + halfLatDeg);
  const ratio = Math.sin(angular) / Math.cos(center.lat * RAD);
  const halfLngDeg = ratio < 1 ? Math.asin(ratio) / RAD : Infinity;
  return lngSpan(center, south, north, halfLngDeg);
}

function lngSpan(center: LatLng, south: LatDeg, north: LatDeg, halfLngDeg: number): BBox {
  if (north >= 90 || south <= -90 || halfLngDeg >= 180) {
    return { south, north, west: -180, east: 180 };
  }
  return {
    south,
    north,
    west: wrapLng(center.lng - halfLngDeg),
    east: wrapLng(center.lng + halfLngDeg),
  };
}

/** Splits a box that crosses the antimeridian into boxes that do not. */
export function splitAntimeridian(box: BBox): BBox[] {
  if (box.west <= box.east) return [box];
  return [
    { ...box, east: 180 },
    { ...box, west: -180 },
  ];
}

/** The default world view: [-170,-45] to [175,70], as [[west, south], [east, north]]. */
export const DEFAULT_VIEW_BOUNDS: [[LngDeg, LatDeg], [LngDeg, LatDeg]] = [
  [-170, -45],
  [175, 70],
];

/** Geographic bounds of the map are clamped to longitude −180 … 180 and latitude −87 … 87. */
export const MAX_BOUNDS = { minLng: -180, maxLng: 180, minLat: -87, maxLat: 87 } as const;
