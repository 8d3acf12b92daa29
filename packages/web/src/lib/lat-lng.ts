import { latLngOf, round6, type LatLng } from '@vantage/shared';

/**
 * The position of an API object whose coordinates may be missing (a photo without a GPS fix
 * or spot): `latLngOf` of it, or null.
 */
export function latLngOrNull(point: { lat: number | null; long: number | null }): LatLng | null {
  return point.lat === null || point.long === null
    ? null
    : latLngOf({ lat: point.lat, long: point.long });
}

/** `lat, lng` with 6 decimals, as positions are shown and copied (never "-0.000000"). */
export function formatLatLng(position: LatLng): string {
  return `${round6(position.lat).toFixed(6)}, ${round6(position.lng).toFixed(6)}`;
}

/** Degrees kept around a set of positions so the outermost pins are not cut by the map's edge. */
const MIN_MARGIN_DEG = 0.02;
const MARGIN_SHARE = 0.15;

/**
 * The box that shows every position with a margin (15 % of the span, at least 0.02°), as the
 * map's bounds `[[west, south], [east, north]]`; null without positions.
 */
export function boundsAround(
  positions: readonly LatLng[],
): [[number, number], [number, number]] | null {
  if (positions.length === 0) return null;
  const lats = positions.map((position) => position.lat);
  const lngs = positions.map((position) => position.lng);
  const [south, north, west, east] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lngs),
    Math.max(...lngs),
  ];
  const padLat = Math.max((north - south) * MARGIN_SHARE, MIN_MARGIN_DEG);
  const padLng = Math.max((east - west) * MARGIN_SHARE, MIN_MARGIN_DEG);
  return [
    [Math.max(-180, west - padLng), Math.max(-85, south - padLat)],
    [Math.min(180, east + padLng), Math.min(85, north + padLat)],
  ];
}
