import type { LatDeg, LngDeg } from './geo.js';

/** Zoom levels that carry precomputed tile keys on every spot. */
export const SPOT_TILE_LEVELS = [0, 5, 7, 10] as const;
export type SpotTileLevel = (typeof SPOT_TILE_LEVELS)[number];

/** The highest zoom the `/pspots` lists accept. */
export const MAX_SPOT_TILE_ZOOM = 22;

const MAX_MERCATOR_LAT = 85.0511287798066;

/** Web-map (slippy) tile column and row containing a point at a zoom. */
export function lngLatToTile(
  lngDeg: LngDeg,
  latDeg: LatDeg,
  zoom: number,
): { x: number; y: number } {
  const n = 2 ** zoom;
  const lat = Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, latDeg));
  const latRad = (lat * Math.PI) / 180;
  const x = Math.floor(((lngDeg + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * n);
  return { x: Math.min(n - 1, Math.max(0, x)), y: Math.min(n - 1, Math.max(0, y)) };
}

/** The geographic box of a tile. */
export function tileToBBox(x: number, y: number, zoom: number) {
  const n = 2 ** zoom;
  const lng = (col: number) => (col / n) * 360 - 180;
  const lat = (row: number) =>
    (Math.atan(Math.sinh(Math.PI * (1 - (2 * row) / n))) * 180) / Math.PI;
  const north = y === 0 ? 90 : lat(y);
  const south = y === n - 1 ? -90 : lat(y + 1);
  return { west: lng(x), east: lng(x + 1), south, north };
}

/** One integer per tile of a zoom level, as stored in the spot tile-key columns. */
export function tileKey(x: number, y: number, zoom: number): number {
  return x * 2 ** zoom + y;
}

/** The precomputed level a `/pspots` request at `zoom` reads from. */
export function storedLevelFor(zoom: number): SpotTileLevel {
  let level: SpotTileLevel = 0;
  for (const candidate of SPOT_TILE_LEVELS) if (candidate <= zoom) level = candidate;
  return level;
}

/** A tile URL template's `{z}`, `{x}` and `{y}` filled in for one tile. */
export function tileUrl(template: string, tile: { z: number; x: number; y: number }): string {
  return template.replace(/\{([zxy])\}/g, (_, key: 'z' | 'x' | 'y') => String(tile[key]));
}
