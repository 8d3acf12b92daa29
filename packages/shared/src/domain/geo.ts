/** Degrees of latitude, north positive. */
export type LatDeg = number;
/** Degrees of longitude, east positive. */
export type LngDeg = number;
/** A distance in metres. */
export type Metres = number;

/** Coordinates are shown and stored rounded to 6 decimals (spec 1 §5). */
export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Wraps a longitude into −180 … 180. */
export function wrapLng(lngDeg: LngDeg): LngDeg {
  const wrapped = ((((lngDeg + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lngDeg > 0 ? 180 : wrapped;
}

const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle distance in metres between two points. */
export function distanceM(
  a: { lat: LatDeg; long: LngDeg },
  b: { lat: LatDeg; long: LngDeg },
): Metres {
  const toRad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRad;
  const dLng = (b.long - a.long) * toRad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * toRad) * Math.cos(b.lat * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distance display (spec 1 §2): under 100 m in metres, under 10 km with one decimal, else whole km. */
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

/** Splits a box that crosses the antimeridian into boxes that do not. */
export function splitAntimeridian(box: BBox): BBox[] {
  if (box.west <= box.east) return [box];
  return [
    { ...box, east: 180 },
    { ...box, west: -180 },
  ];
}

/** The spec's default world view: [-170,-45] to [175,70]. */
export const DEFAULT_VIEW_BOUNDS: [[LngDeg, LatDeg], [LngDeg, LatDeg]] = [
  [-170, -45],
  [175, 70],
];

/** Geographic bounds are clamped to these (spec 1 §2). */
export const MAX_BOUNDS = { minLng: -180, maxLng: 180, minLat: -87, maxLat: 87 } as const;
