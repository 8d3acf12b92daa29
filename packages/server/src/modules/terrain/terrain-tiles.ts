import { loadSharp } from '../../lib/sharp';
import {
  decodeTerrainPixel,
  METRES_PER_DEGREE,
  type ElevationSampler,
  type LatLng,
  tileUrl,
} from '@vantage/shared';
import { Lru } from '../../lib/lru';
import { PmtilesArchive } from '../map-layers/pmtiles-archive';
import type { TerrainConfig } from '../../lib/terrain.config';

const TILE_TIMEOUT_MS = 5_000;
/** Decoded tiles kept in memory: 400 tiles of 256² float32 are 100 MB at most. */
const GRIDS_KEPT = 400;
/** Tile files kept for the browsers' maps. */
const FILES_KEPT = 500;

/** The elevations of one tile, row by row from its north-west corner. */
export interface TerrainGrid {
  size: number;
  elevM: Float32Array;
}

/** Fetches one tile's bytes; null when the source has no such tile. */
export type TileFetcher = (url: string) => Promise<Buffer | null>;

export async function fetchTerrainTile(url: string): Promise<Buffer | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TILE_TIMEOUT_MS) });
  if (response.status === 404 || response.status === 204) return null;
  if (!response.ok)
    throw new Error(`terrain tile ${url}: ${response.status} ${response.statusText}`);
  return Buffer.from(await response.arrayBuffer());
}

function tileXY(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const scale = 2 ** zoom;
  const sinLat = Math.sin((Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sinLat) / (1 - sinLat)) / (4 * Math.PI)) * scale,
  };
}

/** Terrain-RGB tiles from a URL template or a local PMTiles archive, decoded and kept. */
export class TerrainTiles {
  private readonly grids = new Lru<string, Promise<TerrainGrid | null>>(GRIDS_KEPT);
  private readonly files = new Lru<string, Promise<Buffer | null>>(FILES_KEPT);
  private readonly archive: PmtilesArchive | null;

  constructor(
    readonly config: TerrainConfig,
    private readonly fetcher: TileFetcher = fetchTerrainTile,
  ) {
    this.archive = config.source.kind === 'pmtiles' ? new PmtilesArchive(config.source.file) : null;
  }

  /** The tile's PNG (or WebP) bytes; null where the source has none. A failure is not kept. */
  file(z: number, x: number, y: number): Promise<Buffer | null> {
    const key = `${z}/${x}/${y}`;
    const kept = this.files.get(key);
    if (kept) return kept;
    const { source } = this.config;
    const loading =
      source.kind === 'pmtiles'
        ? this.archive!.tile(z, x, y)
        : this.fetcher(tileUrl(source.url, { z, x, y }));
    this.files.set(key, loading);
    loading.catch(() => this.files.delete(key));
    return loading;
  }

  /** The decoded elevations of a tile. */
  grid(z: number, x: number, y: number): Promise<TerrainGrid | null> {
    const key = `${z}/${x}/${y}`;
    const kept = this.grids.get(key);
    if (kept) return kept;
    const loading = this.file(z, x, y).then(async (bytes) => {
      if (!bytes) return null;
      const sharp = await loadSharp();
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const size = info.width;
      const elevM = new Float32Array(size * size);
      for (let pixel = 0; pixel < size * size; pixel += 1) {
        const at = pixel * info.channels;
        elevM[pixel] = decodeTerrainPixel(
          data[at]!,
          data[at + 1]!,
          data[at + 2]!,
          this.config.encoding,
        );
      }
      return { size, elevM };
    });
    this.grids.set(key, loading);
    loading.catch(() => this.grids.delete(key));
    return loading;
  }

  /**
   * A synchronous elevation sampler over every tile of `zoom` within `radiusM` of `center`,
   * loaded first; bilinear between pixel centres, null outside the loaded tiles.
   */
  async sampler(center: LatLng, radiusM: number, zoom: number): Promise<ElevationSampler> {
    const z = Math.min(zoom, this.config.maxZoom);
    const dLat = radiusM / METRES_PER_DEGREE;
    const dLng = dLat / Math.max(0.01, Math.cos((center.lat * Math.PI) / 180));
    const northWest = tileXY(center.lat + dLat, center.lng - dLng, z);
    const southEast = tileXY(center.lat - dLat, center.lng + dLng, z);
    const last = 2 ** z - 1;
    // Tiles by their place in the box, unwrapped across the antimeridian: a sample finds its
    // tile by arithmetic, not by a key.
    const west = Math.floor(northWest.x);
    const north = Math.max(0, Math.floor(northWest.y));
    const columns = Math.floor(southEast.x) - west + 1;
    const rows = Math.min(last, Math.floor(southEast.y)) - north + 1;
    const tiles = new Array<TerrainGrid | null>(columns * rows).fill(null);
    const loads: Array<Promise<void>> = [];
    for (let row = 0; row < rows; row += 1) {
      for (let column = 0; column < columns; column += 1) {
        const wrapped = (((west + column) % (last + 1)) + last + 1) % (last + 1);
        loads.push(
          this.grid(z, wrapped, north + row).then((grid) => {
            tiles[row * columns + column] = grid;
          }),
        );
      }
    }
    await Promise.all(loads);
    return (lat, lng) => {
      const { x, y } = tileXY(lat, lng, z);
      const tileX = Math.floor(x);
      const tileY = Math.floor(y);
      const tileColumn = tileX - west;
      const tileRow = tileY - north;
      if (tileColumn < 0 || tileColumn >= columns || tileRow < 0 || tileRow >= rows) return null;
      const grid = tiles[tileRow * columns + tileColumn];
      if (!grid) return null;
      const { size, elevM } = grid;
      const px = Math.max(0, Math.min(size - 1.001, (x - tileX) * size - 0.5));
      const py = Math.max(0, Math.min(size - 1.001, (y - tileY) * size - 0.5));
      const column = Math.floor(px);
      const row = Math.floor(py);
      const fx = px - column;
      const fy = py - row;
      const at = row * size + column;
      const top = elevM[at]! + (elevM[at + 1]! - elevM[at]!) * fx;
      const bottom = elevM[at + size]! + (elevM[at + size + 1]! - elevM[at + size]!) * fx;
      return top + (bottom - top) * fy;
    };
  }
}
