import path from 'node:path';
import { MAP_LAYER_IDS, type MapLayerId } from '@vantage/shared';

/** Where one layer's map comes from. */
export type LayerSource =
  /** A MapLibre style document at an http(s) URL (MapTiler, OpenFreeMap, a self-hosted style). */
  | { kind: 'style'; url: string }
  /** Raster tiles from a URL template with {z}/{x}/{y} (or {quadkey} for Bing). */
  | { kind: 'raster'; url: string; tileSize: number; maxZoom?: number }
  /** A local PMTiles archive served by this server; vector archives may name a style file. */
  | { kind: 'pmtiles'; file: string; style: string | null }
  /** The server's own basemap (the client shades it from the terrain where it can). */
  | { kind: 'own' }
  /** Satellite imagery from a raster template with the own basemap's borders and names over it. */
  | { kind: 'hybrid'; url: string; tileSize: number; maxZoom: number };

export interface LayerConfig {
  id: MapLayerId;
  source: LayerSource;
  attribution: string | null;
  /** The menu's label when it is not the layer's usual one (a keyless stand-in). */
  label?: string;
}

/** EOX's Sentinel-2 cloudless 2016 mosaic: free for any use under CC BY 4.0, no key. */
export const SENTINEL2_TILES =
  'https://tiles.maps.eox.at/wmts/1.0.0/s2cloudless_3857/default/g/{z}/{y}/{x}.jpg';
export const SENTINEL2_ATTRIBUTION =
  'Sentinel-2 cloudless - https://s2maps.eu by EOX IT Services GmbH (Contains modified Copernicus Sentinel data 2016)';
/** The deepest zoom of EOX's mosaic (10 m pixels); the map stretches it beyond. */
const SENTINEL2_MAX_ZOOM = 15;

/**
 * Layers whose providers let any site use them without a key, offered while their variable is
 * unset (`off` turns one off). Their terms are in docs/CONFIG.md: attribution shown, no bulk
 * downloading, moderate use.
 */
export const KEYLESS_LAYERS: Partial<Record<MapLayerId, LayerConfig>> = {
  default: {
    id: 'default',
    source: { kind: 'style', url: 'https://tiles.openfreemap.org/styles/liberty' },
    attribution: 'OpenFreeMap © OpenMapTiles Data from OpenStreetMap',
  },
  topo: {
    id: 'topo',
    source: {
      kind: 'raster',
      url: 'https://tile.opentopomap.org/{z}/{x}/{y}.png',
      tileSize: 256,
      maxZoom: 17,
    },
    attribution:
      'Map data: © OpenStreetMap contributors, SRTM | Map style: © OpenTopoMap (CC-BY-SA)',
  },
  OSM: {
    id: 'OSM',
    source: {
      kind: 'raster',
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileSize: 256,
    },
    attribution: '© OpenStreetMap contributors',
  },
};

/**
 * The keyless layers, with the satellite imagery's tile template from `MAP_SATELLITE_TILES`
 * (EOX's by default): Outdoor is the server's own basemap shaded from the terrain, Satellite
 * hybrid the imagery with the own borders and place names over it, and where no Bing key is
 * configured the plain imagery stands in for Bing Aerial under its own name.
 */
export function keylessLayers(env: NodeJS.ProcessEnv): Partial<Record<MapLayerId, LayerConfig>> {
  const imagery = env.MAP_SATELLITE_TILES?.trim() || SENTINEL2_TILES;
  if (!/\{z\}/.test(imagery)) {
    throw new Error(
      `MAP_SATELLITE_TILES must be a tile URL template with {z}/{x}/{y}, got '${imagery}'`,
    );
  }
  httpUrl('MAP_SATELLITE_TILES', imagery.replace(/\{[a-z-]+\}/g, '0'));
  return {
    ...KEYLESS_LAYERS,
    outdoor: { id: 'outdoor', source: { kind: 'own' }, attribution: null },
    satHybrid: {
      id: 'satHybrid',
      source: { kind: 'hybrid', url: imagery, tileSize: 256, maxZoom: SENTINEL2_MAX_ZOOM },
      attribution: SENTINEL2_ATTRIBUTION,
    },
    BingAerial: {
      id: 'BingAerial',
      label: 'Satellite',
      source: { kind: 'raster', url: imagery, tileSize: 256, maxZoom: SENTINEL2_MAX_ZOOM },
      attribution: SENTINEL2_ATTRIBUTION,
    },
  };
}

/** The value that turns a layer off, keyless ones included. */
const LAYER_OFF = 'off';

/** The environment variable of a layer: `MAP_LAYER_SATHYBRID` for 'satHybrid'. */
export const layerEnvName = (id: MapLayerId) => `MAP_LAYER_${id.toUpperCase()}`;

function httpUrl(name: string, text: string): string {
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    throw new Error(
      `${name} must be a style URL, a tile URL template with {z}/{x}/{y} or a .pmtiles file, got '${text}'`,
    );
  }
  return text;
}

function parseSource(name: string, value: string, env: NodeJS.ProcessEnv): LayerSource {
  if (value.startsWith('pmtiles:') || value.endsWith('.pmtiles')) {
    const file = path.resolve(value.replace(/^pmtiles:(\/\/)?/, ''));
    const style = env[`${name}_STYLE`]?.trim() || null;
    return {
      kind: 'pmtiles',
      file,
      style: style && /^https?:/.test(style) ? style : style && path.resolve(style),
    };
  }
  if (/\{(z|x|y|quadkey)\}/.test(value)) {
    const tileSize = Number(env[`${name}_TILE_SIZE`] ?? 256);
    if (![256, 512].includes(tileSize)) {
      throw new Error(`${name}_TILE_SIZE must be 256 or 512, got '${env[`${name}_TILE_SIZE`]}'`);
    }
    // The template's own braces are not URL syntax, so check the URL with them filled in.
    httpUrl(name, value.replace(/\{[a-z-]+\}/g, '0'));
    return { kind: 'raster', url: value, tileSize };
  }
  return { kind: 'style', url: httpUrl(name, value) };
}

/**
 * Reads the operator's map layers from `MAP_LAYER_<ID>` (with optional `_ATTRIBUTION`,
 * `_TILE_SIZE` and, for vector PMTiles, `_STYLE`). Layers left unset are offered from their
 * keyless provider when they have one, otherwise not at all; `off` leaves a layer out. Without
 * a default layer, Streets is the server's own world basemap.
 */
export function loadMapLayersConfig(env: NodeJS.ProcessEnv): LayerConfig[] {
  const layers: LayerConfig[] = [];
  const keylessOnes = keylessLayers(env);
  for (const id of MAP_LAYER_IDS) {
    const name = layerEnvName(id);
    const value = env[name]?.trim();
    if (value?.toLowerCase() === LAYER_OFF) continue;
    const keyless = keylessOnes[id];
    if (!value) {
      if (keyless) layers.push(keyless);
      continue;
    }
    layers.push({
      id,
      source: parseSource(name, value, env),
      attribution: env[`${name}_ATTRIBUTION`]?.trim() || null,
    });
  }
  return layers;
}
