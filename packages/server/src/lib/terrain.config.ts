import path from 'node:path';
import type { TerrainEncoding } from '@vantage/shared';

/** Where the terrain-RGB tiles come from. */
export interface TerrainConfig {
  source: { kind: 'url'; url: string } | { kind: 'pmtiles'; file: string };
  encoding: TerrainEncoding;
  /** The most detailed zoom of the tiles. */
  maxZoom: number;
  attribution: string | null;
}

/**
 * The keyless default: the Terrain Tiles of the AWS Registry of Open Data (Terrarium encoding,
 * zoom 0–15), open to any use with the attribution of their sources.
 */
export const KEYLESS_TERRAIN: TerrainConfig = {
  source: {
    kind: 'url',
    url: 'https://s3.amazonaws.com/elevation-tiles-prod/terrarium/{z}/{x}/{y}.png',
  },
  encoding: 'terrarium',
  maxZoom: 15,
  attribution: 'Terrain Tiles: Mapzen, SRTM, GMTED, ETOPO1, NED and others via AWS Open Data',
};

/**
 * Reads `TERRAIN_TILES` (a URL template with {z}/{x}/{y}, a local .pmtiles archive, or `off`;
 * the keyless open data when unset) with `TERRAIN_ENCODING`, `TERRAIN_MAX_ZOOM` and
 * `TERRAIN_ATTRIBUTION`. Null when terrain is off.
 */
export function loadTerrainConfig(env: NodeJS.ProcessEnv): TerrainConfig | null {
  const value = env.TERRAIN_TILES?.trim() ?? '';
  if (value.toLowerCase() === 'off') return null;
  const encodingText = env.TERRAIN_ENCODING?.trim().toLowerCase() || null;
  if (encodingText && encodingText !== 'terrarium' && encodingText !== 'mapbox') {
    throw new Error(`TERRAIN_ENCODING must be terrarium or mapbox, got '${encodingText}'`);
  }
  const maxZoomText = env.TERRAIN_MAX_ZOOM?.trim();
  const maxZoom = maxZoomText ? Number(maxZoomText) : null;
  if (maxZoom !== null && (!Number.isInteger(maxZoom) || maxZoom < 0 || maxZoom > 22)) {
    throw new Error(`TERRAIN_MAX_ZOOM must be a whole number from 0 to 22, got '${maxZoomText}'`);
  }
  const attribution = env.TERRAIN_ATTRIBUTION?.trim() || null;
  if (!value) {
    return {
      ...KEYLESS_TERRAIN,
      ...(maxZoom !== null ? { maxZoom } : {}),
      ...(attribution ? { attribution } : {}),
    };
  }
  const encoding = (encodingText ?? 'terrarium') as TerrainEncoding;
  if (value.startsWith('pmtiles:') || value.endsWith('.pmtiles')) {
    return {
      source: { kind: 'pmtiles', file: path.resolve(value.replace(/^pmtiles:(\/\/)?/, '')) },
      encoding,
      maxZoom: maxZoom ?? 15,
      attribution,
    };
  }
  const filled = value.replace(/\{[a-z]+\}/g, '0');
  if (
    !/\{z\}/.test(value) ||
    !URL.canParse(filled) ||
    !/^https?:$/.test(new URL(filled).protocol)
  ) {
    throw new Error(
      `TERRAIN_TILES must be an http(s) tile URL template with {z}/{x}/{y}, a .pmtiles file or off, got '${value}'`,
    );
  }
  return { source: { kind: 'url', url: value }, encoding, maxZoom: maxZoom ?? 15, attribution };
}
