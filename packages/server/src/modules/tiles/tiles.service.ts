import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import GeoJSONVT, { type LegacyTile } from 'geojson-vt';
import { fromGeojsonVt } from 'vt-pbf';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { Lru } from '../../lib/lru';
import { runInSlices } from '../../lib/slices';
import { sharedCityTable } from '../../adapters/geocoder/city-table';
import {
  assignTints,
  basemapLayersWork,
  readCountryTopology,
  readWaterTopology,
  waterLayersWork,
  type BasemapLayers,
  type Resolution,
} from './basemap-data';
import { PlaceNames } from './place-names';

/** Deepest zoom the basemap has tiles for; map clients overzoom beyond it. */
export const BASEMAP_MAX_ZOOM = 8;
/** Deepest zoom a tile request may name; deeper than BASEMAP_MAX_ZOOM answers as empty. */
export const MAX_REQUEST_ZOOM = 14;
/** Vector tile layers sliced from Natural Earth's shapes, bottom to top. */
const SHAPE_LAYERS = [
  'land',
  'countries',
  'lakes',
  'rivers',
  'boundaries',
  'coastline',
  'country_labels',
] as const;
/** Vector tile layers, bottom to top: the shapes, then the gazetteer's place names. */
export const BASEMAP_LAYERS = [...SHAPE_LAYERS, 'places'] as const;

/** Tile address in the XYZ scheme (y grows southwards). */
export interface TileCoord {
  z: number;
  x: number;
  y: number;
}

/** An encoded Mapbox Vector Tile and a strong validator for it. */
export interface EncodedTile {
  data: Buffer;
  etag: string;
}

/** Cache and timing figures, for logs and benchmarks. */
export interface BasemapStats {
  cachedTiles: number;
  /** Milliseconds spent building each resolution's indexes; absent until built. */
  buildMs: Partial<Record<Resolution, number>>;
}

type LayerName = (typeof BASEMAP_LAYERS)[number];
type LayerIndexes = Record<(typeof SHAPE_LAYERS)[number], GeoJSONVT>;

interface Basemap {
  indexes: LayerIndexes;
  /** A rebuild of the indexes is under way. */
  rebuilding?: boolean;
}

const TILE_EXTENT = 4096;
// Natural Earth's 1:110m shapes are plenty for a world view and far lighter; past z2 their
// coarseness shows, so 1:50m takes over.
const MAX_ZOOM_110M = 2;
// geojson-vt keeps every tile it has sliced (about 1.6 KB each with its source geometry), which
// would reach ~140 MB once every tile to z8 has been asked for, so the index is rebuilt (in the
// background, the grown one serving meanwhile) when it has grown this large. The GeoJSON it was
// built from is not kept for that: at 1:50m it would hold about 20 MB for a rare rebuild.
const MAX_SLICED_TILES = 20_000;

function maxZoomOf(resolution: Resolution): number {
  return resolution === '110m' ? MAX_ZOOM_110M : BASEMAP_MAX_ZOOM;
}

const digits = (field: string) =>
  z
    .string({ error: `${field}: is required` })
    .regex(/^\d{1,9}$/, `${field}: must be a whole number`)
    .transform(Number);

const tileParamsSchema = z
  .object({
    z: digits('z').refine((zoom) => zoom <= MAX_REQUEST_ZOOM, {
      error: `z: must be a whole number from 0 to ${MAX_REQUEST_ZOOM}`,
    }),
    x: digits('x'),
    y: digits('y'),
  })
  .superRefine((tile, ctx) => {
    const last = 2 ** tile.z - 1;
    for (const field of ['x', 'y'] as const) {
      if (tile[field] > last) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${field}: must be from 0 to ${last} at zoom ${tile.z}`,
        });
      }
    }
  });

/** Validates z/x/y path parameters; throws a 400 HttpError naming the first bad field. */
export function parseTileCoord(params: unknown): TileCoord {
  const parsed = tileParamsSchema.safeParse(params);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? 'z');
  const message = issue?.message.startsWith(`${field}: `)
    ? issue.message.slice(field.length + 2)
    : 'is invalid';
  throw badRequest(field, message);
}

/** A strong HTTP entity tag derived from the bytes. */
export function strongEtag(data: Buffer): string {
  return `"${createHash('sha1').update(data).digest('base64url').slice(0, 20)}"`;
}

/** Indexes each layer, yielding to the event loop between layers so requests are not held up. */
async function buildIndexes(layers: BasemapLayers, maxZoom: number): Promise<LayerIndexes> {
  const options = { maxZoom, extent: TILE_EXTENT };
  const indexes: Partial<LayerIndexes> = {};
  for (const name of SHAPE_LAYERS) {
    indexes[name] = new GeoJSONVT(layers[name], options);
    await nextTurn();
  }
  return indexes as LayerIndexes;
}

/**
 * Serves the offline world basemap as vector tiles: land, borders, lakes and rivers from
 * Natural Earth, place names from the gazetteer's GeoNames places.
 */
export class BasemapTileService {
  /** Empty tiles are cached as null so that open ocean is not sliced again. */
  private readonly cache: Lru<string, EncodedTile | null>;
  private readonly basemaps = new Map<Resolution, Promise<Basemap>>();
  private places: Promise<PlaceNames> | null = null;
  private tints110m: Map<string, number> | undefined;
  private readonly buildMs: BasemapStats['buildMs'] = {};

  // Tiles average a few KB (the largest, z0, is under 50 KB), so 2,000 stay within a few MB.
  constructor(options: { maxCachedTiles?: number } = {}) {
    this.cache = new Lru(options.maxCachedTiles ?? 2000);
  }

  /** The encoded tile, or null when nothing is drawn there (and beyond BASEMAP_MAX_ZOOM). */
  async getTile({ z: zoom, x, y }: TileCoord): Promise<EncodedTile | null> {
    if (zoom > BASEMAP_MAX_ZOOM) return null;
    const key = `${zoom}/${x}/${y}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;

    const resolution = zoom <= MAX_ZOOM_110M ? '110m' : '50m';
    const [basemap, places] = await Promise.all([this.basemapFor(resolution), this.placeNames()]);
    const layers: Partial<Record<LayerName, LegacyTile>> = {};
    let empty = true;
    for (const name of SHAPE_LAYERS) {
      const tile = basemap.indexes[name].getTile(zoom, x, y);
      if (tile && tile.features.length > 0) {
        layers[name] = tile;
        empty = false;
      }
    }
    const placeTile = places.tile({ z: zoom, x, y }, TILE_EXTENT);
    if (placeTile) {
      layers.places = placeTile;
      empty = false;
    }
    if (basemap.indexes.countries.tileCoords.length > MAX_SLICED_TILES) this.reindex(resolution);
    const encoded = empty ? null : this.encode(layers);
    this.cache.set(key, encoded);
    return encoded;
  }

  /** Builds every index now, a short slice at a time between other work of the event loop. */
  async warm(): Promise<void> {
    await this.basemapFor('110m');
    await this.basemapFor('50m');
    await this.placeNames();
  }

  private placeNames(): Promise<PlaceNames> {
    if (!this.places) {
      this.places = sharedCityTable().then((table) => new PlaceNames(table));
      this.places.catch(() => (this.places = null));
    }
    return this.places;
  }

  stats(): BasemapStats {
    return {
      cachedTiles: this.cache.size,
      buildMs: { ...this.buildMs },
    };
  }

  private encode(layers: Partial<Record<LayerName, LegacyTile>>): EncodedTile {
    // pbf hands back a view on a larger, doubling buffer; copy so the cache holds only the tile.
    const data = Buffer.from(fromGeojsonVt(layers, { version: 2, extent: TILE_EXTENT }));
    return { data, etag: strongEtag(data) };
  }

  private basemapFor(resolution: Resolution): Promise<Basemap> {
    let pending = this.basemaps.get(resolution);
    if (!pending) {
      pending = this.build(resolution);
      // A failed build is forgotten so that the next request tries again.
      pending.catch(() => this.basemaps.delete(resolution));
      this.basemaps.set(resolution, pending);
    }
    return pending;
  }

  /** Replaces a grown basemap by a fresh one once built; the grown one serves until then. */
  private reindex(resolution: Resolution): void {
    const current = this.basemaps.get(resolution);
    void current?.then((grown) => {
      if (grown.rebuilding) return;
      grown.rebuilding = true;
      const fresh = this.build(resolution);
      void fresh.then(
        () => this.basemaps.set(resolution, fresh),
        () => (grown.rebuilding = false),
      );
    });
  }

  private async build(resolution: Resolution): Promise<Basemap> {
    const started = performance.now();
    await nextTurn();
    // Tints come from the 110m countries first so each country keeps its shade at every zoom.
    const topology = readCountryTopology(resolution);
    const tints110m = (this.tints110m ??= assignTints(
      (resolution === '110m' ? topology : readCountryTopology('110m')).objects.countries.geometries,
    ));
    const tints =
      resolution === '110m'
        ? tints110m
        : assignTints(topology.objects.countries.geometries, tints110m);
    const shapes = await runInSlices(basemapLayersWork(topology, tints));
    const water = await runInSlices(waterLayersWork(readWaterTopology(resolution)));
    const layers: BasemapLayers = { ...shapes, ...water };
    const indexes = await buildIndexes(layers, maxZoomOf(resolution));
    this.buildMs[resolution] = Math.round(performance.now() - started);
    return { indexes };
  }
}

/** The process-wide basemap, built on first use. */
export const basemapTiles = new BasemapTileService();
