import { round6, wrapLng, type BBox } from './geo.js';

/** A map rectangle: its centre and its full height and width in degrees. */
export interface Region {
  lat: number;
  long: number;
  dLat: number;
  dLong: number;
}

/**
 * Numbers in addresses (a region's, and the API's path and query numbers) may contain digits,
 * minus and dot only: no whitespace, exponent, hexadecimal or empty text.
 */
export const ADDRESS_NUMBER = /^-?\d+(\.\d+)?$|^-?\.\d+$/;

/** Region lists cap at this many spots; more are shown as '100+'. */
export const REGION_CAP = 100;

/** The Zoom in button uses 1.15 times the region size. */
export const REGION_ZOOM_FACTOR = 1.15;

export type RegionParseResult =
  { ok: true; region: Region } | { ok: false; field: keyof Region; message: string };

/** Parses and validates the four region path segments, rounding each to 6 decimals. */
export function parseRegion(parts: Record<keyof Region, string>): RegionParseResult {
  const values: Partial<Region> = {};
  for (const field of ['lat', 'long', 'dLat', 'dLong'] as const) {
    const raw = parts[field];
    if (!ADDRESS_NUMBER.test(raw)) {
      return { ok: false, field, message: `${field} must be a number` };
    }
    values[field] = round6(Number(raw));
  }
  const region = values as Region;
  if (region.lat < -90 || region.lat > 90) {
    return { ok: false, field: 'lat', message: 'lat must be between -90 and 90' };
  }
  if (region.long < -540 || region.long > 540) {
    return { ok: false, field: 'long', message: 'long must be between -180 and 180' };
  }
  if (region.dLat <= 0 || region.dLat > 180) {
    return { ok: false, field: 'dLat', message: 'dLat must be greater than 0 and at most 180' };
  }
  if (region.dLong <= 0 || region.dLong > 360) {
    return { ok: false, field: 'dLong', message: 'dLong must be greater than 0 and at most 360' };
  }
  return { ok: true, region: { ...region, long: round6(wrapLng(region.long)) } };
}

/** The rectangle of a region; a region wider than the world covers every longitude. */
export function regionToBBox(region: Region): BBox {
  const south = Math.max(-90, region.lat - region.dLat / 2);
  const north = Math.min(90, region.lat + region.dLat / 2);
  if (region.dLong >= 360) return { south, north, west: -180, east: 180 };
  return {
    south,
    north,
    west: wrapLng(region.long - region.dLong / 2),
    east: wrapLng(region.long + region.dLong / 2),
  };
}

/** The region path `/r/{lat}/{long}/{dLat}/{dLong}`. */
export function regionPath(region: Region): string {
  return `/r/${round6(region.lat)}/${round6(region.long)}/${round6(region.dLat)}/${round6(region.dLong)}`;
}
