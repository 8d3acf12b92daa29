import fs from 'node:fs/promises';
import { MAP_LAYER_LABELS, type MapLayer, type MapLayerId } from '@vantage/shared';
import { ServiceUnavailableError } from '../../lib/circuit-breaker';
import { HttpError, notFound } from '../../lib/errors';
import { BASEMAP_ATTRIBUTION, basemapStyle } from '../tiles/basemap-style';
import type { LayerConfig } from '../../lib/map-layers.config';
import {
  composeStyle,
  genericVectorStyle,
  hybridStyle,
  isStyleDocument,
  rasterStyle,
  type StyleDocument,
} from './layer-style';
import { PmtilesArchive } from './pmtiles-archive';

/** The server's own basemap style, the default layer when the operator configured none. */
export const OWN_STYLE_PATH = '/tiles/style.json';
const OWN_ATTRIBUTION = BASEMAP_ATTRIBUTION;
/** Remote styles are fetched again after this long. */
const STYLE_LIFETIME_MS = 10 * 60_000;
const STYLE_TIMEOUT_MS = 5_000;
/** A style that could not be fetched is not asked for again before this long. */
const STYLE_RETRY_MS = 60_000;
/** Set in the metadata of a style answered in place of an unreachable layer. */
export const FALLBACK_METADATA_KEY = 'vantage:fallback';

export type StyleFetcher = (url: string) => Promise<unknown>;

export async function fetchStyleJson(url: string): Promise<unknown> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(STYLE_TIMEOUT_MS),
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return response.json();
}

const stylePath = (id: MapLayerId) => `/tiles/layers/${id}/style.json`;

/** A tile of a local archive with its media type. */
export interface LayerTile {
  data: Buffer;
  contentType: string;
}

/** The layers of the layers menu and the styles and tiles behind them. */
export class MapLayersService {
  private readonly byId = new Map<MapLayerId, LayerConfig>();
  private readonly archives = new Map<MapLayerId, PmtilesArchive>();
  private readonly styles = new Map<string, { style: StyleDocument; at: number }>();
  private readonly failures = new Map<string, { error: HttpError; at: number }>();

  constructor(
    layers: readonly LayerConfig[],
    private readonly fetchStyle: StyleFetcher = fetchStyleJson,
    private readonly warn: (message: string) => void = () => {},
  ) {
    for (const layer of layers) {
      this.byId.set(layer.id, layer);
      if (layer.source.kind === 'pmtiles') {
        this.archives.set(layer.id, new PmtilesArchive(layer.source.file));
      }
    }
  }

  /** The style of the default layer, which pages hand to every map. */
  defaultStyleUrl(): string {
    return this.byId.has('default') ? stylePath('default') : OWN_STYLE_PATH;
  }

  /** The configured layers in menu order; 'default' is always there. */
  list(): MapLayer[] {
    const layers: MapLayer[] = [];
    if (!this.byId.has('default')) {
      layers.push({
        id: 'default',
        label: MAP_LAYER_LABELS.default,
        styleUrl: OWN_STYLE_PATH,
        attribution: OWN_ATTRIBUTION,
      });
    }
    for (const layer of this.byId.values()) {
      layers.push({
        id: layer.id,
        label: layer.label ?? MAP_LAYER_LABELS[layer.id],
        styleUrl: stylePath(layer.id),
        attribution: layer.attribution,
      });
    }
    const order = Object.keys(MAP_LAYER_LABELS);
    return layers.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  }

  private layer(id: MapLayerId): LayerConfig {
    const layer = this.byId.get(id);
    if (!layer) throw notFound(`map layer '${id}'`);
    return layer;
  }

  /**
   * The MapLibre style of a configured layer, with absolute URLs under `origin`. When the
   * layer's provider cannot be reached, the server's own world basemap answers in its place
   * (marked in its metadata), so the map never goes blank.
   */
  async style(id: MapLayerId, origin: string): Promise<StyleDocument> {
    const layer = this.layer(id);
    try {
      return await this.layerStyle(layer, origin);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 502) throw error;
      if (!(error.cause instanceof ServiceUnavailableError))
        this.warn(`${error.message}; the built-in basemap answers in its place`);
      const own = basemapStyle(origin) as unknown as StyleDocument;
      return { ...own, metadata: { [FALLBACK_METADATA_KEY]: true } };
    }
  }

  private async layerStyle(layer: LayerConfig, origin: string): Promise<StyleDocument> {
    const id = layer.id;
    const { source, attribution } = layer;
    const name = layer.label ?? MAP_LAYER_LABELS[id];
    const tilesBase = `${origin}/tiles/layers/${id}`;
    switch (source.kind) {
      case 'own':
        return { ...(basemapStyle(origin) as unknown as StyleDocument), name };
      case 'hybrid':
        return hybridStyle(origin, {
          name,
          tiles: source.url,
          tileSize: source.tileSize,
          attribution,
          maxzoom: source.maxZoom,
        });
      case 'raster':
        return rasterStyle(origin, {
          name,
          tiles: source.url,
          tileSize: source.tileSize,
          attribution,
          ...(source.maxZoom !== undefined ? { maxzoom: source.maxZoom } : {}),
        });
      case 'style':
        return composeStyle(
          origin,
          await this.remoteStyle(id, source.url),
          source.url,
          attribution,
        );
      case 'pmtiles': {
        const archive = this.archive(id);
        const header = await archive.header();
        const tiles = `${tilesBase}/{z}/{x}/{y}`;
        if (!(await archive.isVector())) {
          return rasterStyle(origin, {
            name,
            tiles,
            tileSize: 256,
            attribution,
            minzoom: header.minZoom,
            maxzoom: header.maxZoom,
          });
        }
        if (source.style) {
          const style = await this.remoteStyle(id, source.style);
          return composeStyle(
            origin,
            withArchiveSources(style, tiles, header.minZoom, header.maxZoom),
            /^https?:/.test(source.style) ? source.style : `${origin}/`,
            attribution,
          );
        }
        return genericVectorStyle(origin, {
          name,
          tiles,
          vectorLayers: (await archive.vectorLayers()).map((layer) => layer.id),
          attribution,
          minzoom: header.minZoom,
          maxzoom: header.maxZoom,
        });
      }
    }
  }

  /** One tile of a layer served from a local archive; null when the archive lacks it. */
  async tile(id: MapLayerId, z: number, x: number, y: number): Promise<LayerTile | null> {
    this.layer(id);
    const archive = this.archives.get(id);
    if (!archive) throw notFound(`tiles of map layer '${id}'`);
    const [data, contentType] = await Promise.all([archive.tile(z, x, y), archive.contentType()]);
    return data ? { data, contentType } : null;
  }

  private archive(id: MapLayerId): PmtilesArchive {
    const archive = this.archives.get(id);
    if (!archive) throw notFound(`tiles of map layer '${id}'`);
    return archive;
  }

  /** A style document from a URL or a local file, kept for a while. */
  private async remoteStyle(id: MapLayerId, location: string): Promise<StyleDocument> {
    const cached = this.styles.get(location);
    if (cached && Date.now() - cached.at < STYLE_LIFETIME_MS) return cached.style;
    const failed = this.failures.get(location);
    if (failed && Date.now() - failed.at < STYLE_RETRY_MS) throw failed.error;
    try {
      const style = await this.loadStyle(id, location);
      this.failures.delete(location);
      return style;
    } catch (error) {
      // Kept a while: a provider that is down should not hold every page for its timeout.
      if (error instanceof HttpError) this.failures.set(location, { error, at: Date.now() });
      throw error;
    }
  }

  private async loadStyle(id: MapLayerId, location: string): Promise<StyleDocument> {
    let document: unknown;
    try {
      document = /^https?:/.test(location)
        ? await this.fetchStyle(location)
        : (JSON.parse(await fs.readFile(location, 'utf8')) as unknown);
    } catch (error) {
      const failure = new HttpError(
        502,
        'bad_gateway',
        `The style of map layer '${id}' could not be loaded (${(error as Error).message})`,
      );
      // A provider that is down was logged once by its breaker: no line per page.
      if (error instanceof ServiceUnavailableError) failure.cause = error;
      throw failure;
    }
    if (!isStyleDocument(document)) {
      throw new HttpError(
        502,
        'bad_gateway',
        `The style of map layer '${id}' is not a MapLibre style`,
      );
    }
    this.styles.set(location, { style: document, at: Date.now() });
    return document;
  }
}

/** Points the style's `pmtiles://` sources at this server's tile path of the archive. */
function withArchiveSources(
  style: StyleDocument,
  tiles: string,
  minzoom: number,
  maxzoom: number,
): StyleDocument {
  const sources: StyleDocument['sources'] = {};
  for (const [name, source] of Object.entries(style.sources)) {
    const url = source.url;
    if (typeof url === 'string' && url.startsWith('pmtiles://')) {
      const { url: _unused, ...rest } = source;
      sources[name] = { ...rest, tiles: [tiles], minzoom, maxzoom };
    } else {
      sources[name] = source;
    }
  }
  return { ...style, sources };
}
