/** How a terrain-RGB tile stores the elevation in a pixel's red, green and blue. */
export type TerrainEncoding = 'terrarium' | 'mapbox';

/** The encodings a terrain source may use (MapLibre's raster-dem `encoding`). */
export const TERRAIN_ENCODINGS: readonly TerrainEncoding[] = ['terrarium', 'mapbox'];

/**
 * The elevation in metres of one pixel: Terrarium stores `(R·256 + G + B/256) − 32768`,
 * Mapbox Terrain-RGB `−10000 + (R·65536 + G·256 + B) · 0.1`.
 */
export function decodeTerrainPixel(
  red: number,
  green: number,
  blue: number,
  encoding: TerrainEncoding,
): number {
  return encoding === 'terrarium'
    ? red * 256 + green + blue / 256 - 32768
    : -10000 + (red * 65536 + green * 256 + blue) * 0.1;
}

/** The red, green and blue of an elevation in metres, the inverse of `decodeTerrainPixel`. */
export function encodeTerrainPixel(
  elevM: number,
  encoding: TerrainEncoding,
): [number, number, number] {
  if (encoding === 'terrarium') {
    const value = Math.max(0, Math.min(65535.996, elevM + 32768));
    const red = Math.floor(value / 256);
    const green = Math.floor(value - red * 256);
    const blue = Math.min(255, Math.round((value - red * 256 - green) * 256));
    return [red, green, blue];
  }
  const value = Math.max(0, Math.round((elevM + 10000) * 10));
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
