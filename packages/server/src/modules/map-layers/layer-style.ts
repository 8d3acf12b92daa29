import { basemapStyle, LABEL_FONT } from '../tiles/basemap-style';

/** Zooms below this come from the server's own world tiles in every layer. */
export const OWN_TILES_BELOW_ZOOM = 4;

const BASEMAP_SOURCE = 'vantage-basemap';

/** A MapLibre style document, loosely typed: remote styles may hold anything. */
export interface StyleDocument {
  version: 8;
  name?: string;
  sources: Record<string, Record<string, unknown>>;
  layers: Array<Record<string, unknown>>;
  glyphs?: string;
  sprite?: unknown;
  [key: string]: unknown;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((part) => typeof part === 'string');

/** The first plain `text-font` a style's symbol layers use. */
function firstTextFont(layers: StyleDocument['layers']): string[] | null {
  for (const layer of layers) {
    const font = (layer.layout as Record<string, unknown> | undefined)?.['text-font'];
    if (isStringList(font)) return font;
  }
  return null;
}

/**
 * The server's basemap drawn only below zoom 4, with its source renamed so it cannot clash
 * with a layer's own sources. `labelFont` replaces the label font when the glyphs come from
 * elsewhere; null drops the labels.
 */
function lowZoomBasemap(origin: string, labelFont: string[] | null) {
  const own = basemapStyle(origin);
  const layers: Array<Record<string, unknown>> = [];
  for (const layer of own.layers) {
    const isLabel = layer.type === 'symbol';
    if (isLabel && !labelFont) continue;
    layers.push({
      ...layer,
      id: `vantage-${layer.id}`,
      ...(layer.source ? { source: BASEMAP_SOURCE } : {}),
      maxzoom: Math.min(layer.maxzoom ?? OWN_TILES_BELOW_ZOOM, OWN_TILES_BELOW_ZOOM),
      ...(isLabel && labelFont ? { layout: { ...layer.layout, 'text-font': labelFont } } : {}),
    });
  }
  return { source: own.sources.basemap, glyphs: own.glyphs, layers };
}

export interface RasterLayerOptions {
  name: string;
  tiles: string;
  tileSize: number;
  attribution: string | null;
  minzoom?: number;
  maxzoom?: number;
}

/**
 * A layer's own tiles (the `layer` source, with their attribution) over the server's low-zoom
 * basemap, drawn by `layers` from the zoom where the basemap stops.
 */
function overBasemap(
  origin: string,
  options: { name: string; tiles: string; attribution: string | null },
  source: Record<string, unknown>,
  layers: StyleDocument['layers'],
): StyleDocument {
  const base = lowZoomBasemap(origin, [LABEL_FONT]);
  return {
    version: 8,
    name: options.name,
    glyphs: base.glyphs,
    sources: {
      [BASEMAP_SOURCE]: { ...base.source },
      layer: {
        ...source,
        tiles: [options.tiles],
        ...(options.attribution ? { attribution: options.attribution } : {}),
      },
    },
    layers: [...base.layers, ...layers],
  };
}

/** A raster layer over the server's low-zoom basemap. */
export function rasterStyle(origin: string, options: RasterLayerOptions): StyleDocument {
  return overBasemap(
    origin,
    options,
    {
      type: 'raster',
      tileSize: options.tileSize,
      minzoom: Math.max(options.minzoom ?? 0, OWN_TILES_BELOW_ZOOM),
      maxzoom: options.maxzoom ?? 19,
    },
    [{ id: 'layer-raster', type: 'raster', source: 'layer', minzoom: OWN_TILES_BELOW_ZOOM }],
  );
}

/** The own basemap's layers drawn over imagery: borders and names, with a darker halo. */
const OVER_IMAGERY = new Set(['boundaries', 'country-labels', 'places']);

/**
 * Satellite imagery with the server's own borders, country and place names over it at every
 * zoom (the imagery from zoom 0: a mosaic needs no low-zoom basemap under it).
 */
export function hybridStyle(origin: string, options: RasterLayerOptions): StyleDocument {
  const own = basemapStyle(origin);
  const overlays = own.layers
    .filter((layer) => OVER_IMAGERY.has(layer.id))
    .map((layer) => ({
      ...layer,
      id: `vantage-${layer.id}`,
      source: BASEMAP_SOURCE,
      paint:
        layer.type === 'symbol'
          ? { ...layer.paint, 'text-color': '#ffffff', 'text-halo-color': 'rgba(0, 0, 0, 0.75)' }
          : { ...layer.paint, 'line-color': '#f2efe6' },
    }));
  return {
    version: 8,
    name: options.name,
    glyphs: own.glyphs,
    sources: {
      layer: {
        type: 'raster',
        tiles: [options.tiles],
        tileSize: options.tileSize,
        maxzoom: options.maxzoom ?? 19,
        ...(options.attribution ? { attribution: options.attribution } : {}),
      },
      [BASEMAP_SOURCE]: { ...own.sources.basemap },
    },
    layers: [{ id: 'layer-raster', type: 'raster', source: 'layer' }, ...overlays],
  };
}

/** Resolves a relative URL of a remote style against the style's own URL, keeping {templates}. */
function absolute(url: unknown, base: string): unknown {
  if (typeof url !== 'string' || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  return new URL(url, base).href.replace(/%7B/gi, '{').replace(/%7D/gi, '}');
}

function absoluteSources(sources: StyleDocument['sources'], base: string) {
  const out: StyleDocument['sources'] = {};
  for (const [name, source] of Object.entries(sources)) {
    out[name] = {
      ...source,
      ...(source.url !== undefined ? { url: absolute(source.url, base) } : {}),
      ...(Array.isArray(source.tiles)
        ? { tiles: source.tiles.map((tile) => absolute(tile, base)) }
        : {}),
    };
  }
  return out;
}

/** Is this value a MapLibre style document this server can compose? */
export function isStyleDocument(value: unknown): value is StyleDocument {
  if (typeof value !== 'object' || value === null) return false;
  const style = value as Record<string, unknown>;
  return (
    style.version === 8 &&
    typeof style.sources === 'object' &&
    style.sources !== null &&
    Array.isArray(style.layers)
  );
}

/**
 * Another style (fetched from the operator's tile service, or a local file) drawn from
 * zoom 4 up, over the server's own tiles below zoom 4. `styleUrl` resolves its relative URLs.
 */
export function composeStyle(
  origin: string,
  style: StyleDocument,
  styleUrl: string,
  attribution: string | null,
): StyleDocument {
  const remoteFont = style.glyphs ? firstTextFont(style.layers) : [LABEL_FONT];
  const base = lowZoomBasemap(origin, remoteFont);
  const sources = absoluteSources(style.sources, styleUrl);
  if (attribution) {
    for (const source of Object.values(sources)) source.attribution ??= attribution;
  }
  return {
    ...style,
    glyphs: style.glyphs ? (absolute(style.glyphs, styleUrl) as string) : base.glyphs,
    ...(typeof style.sprite === 'string' ? { sprite: absolute(style.sprite, styleUrl) } : {}),
    sources: { ...sources, [BASEMAP_SOURCE]: { ...base.source } },
    layers: [
      ...base.layers,
      ...style.layers.map((layer) =>
        layer.type === 'background'
          ? layer
          : {
              ...layer,
              minzoom: Math.max(
                typeof layer.minzoom === 'number' ? layer.minzoom : 0,
                OWN_TILES_BELOW_ZOOM,
              ),
            },
      ),
    ],
  };
}

const palette = {
  background: '#f5f2ec',
  fill: '#e4e0d6',
  water: '#b9cfdc',
  line: '#a39d92',
  road: '#ffffff',
  point: '#6f6a61',
  label: '#4d5156',
  halo: 'rgba(250, 248, 244, 0.9)',
};

/**
 * A light, data-visualisation style for a vector PMTiles archive that came without one:
 * every layer's polygons, lines and points, water in blue, names as labels.
 */
export function genericVectorStyle(
  origin: string,
  options: {
    name: string;
    tiles: string;
    vectorLayers: readonly string[];
    attribution: string | null;
    minzoom: number;
    maxzoom: number;
  },
): StyleDocument {
  const layers: Array<Record<string, unknown>> = [];
  for (const id of options.vectorLayers) {
    const watery = /water|ocean|sea|lake|river/i.test(id);
    const common = { source: 'layer', 'source-layer': id, minzoom: OWN_TILES_BELOW_ZOOM };
    layers.push(
      {
        ...common,
        id: `${id}-fill`,
        type: 'fill',
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: { 'fill-color': watery ? palette.water : palette.fill, 'fill-opacity': 0.7 },
      },
      {
        ...common,
        id: `${id}-line`,
        type: 'line',
        filter: ['==', ['geometry-type'], 'LineString'],
        paint: {
          'line-color': watery
            ? palette.water
            : /road|transport/i.test(id)
              ? palette.road
              : palette.line,
          'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.5, 14, 2.5],
        },
      },
      {
        ...common,
        id: `${id}-label`,
        type: 'symbol',
        filter: ['all', ['==', ['geometry-type'], 'Point'], ['has', 'name']],
        layout: {
          'text-field': ['coalesce', ['get', 'name:en'], ['get', 'name']],
          'text-font': [LABEL_FONT],
          'text-size': 12,
          'text-max-width': 8,
        },
        paint: {
          'text-color': palette.label,
          'text-halo-color': palette.halo,
          'text-halo-width': 1.2,
        },
      },
    );
  }
  return overBasemap(
    origin,
    options,
    { type: 'vector', minzoom: options.minzoom, maxzoom: options.maxzoom },
    [
      {
        id: 'layer-background',
        type: 'background',
        minzoom: OWN_TILES_BELOW_ZOOM,
        paint: { 'background-color': palette.background },
      },
      ...layers,
    ],
  );
}
