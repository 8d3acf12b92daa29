import type { LegacyFeature, LegacyTile } from 'geojson-vt';
import { cityName, COORDINATE_SCALE, type CityTable } from '../../adapters/geocoder/city-table';
import type { TileCoord } from './tiles.service';

/** Properties of a feature in the `places` layer. */
export interface PlaceProperties {
  name: string;
  /** 1 (a million people or more) to 5 (a village); the style reveals ranks as the zoom grows. */
  rank: number;
  population: number;
}

/** Lower bounds of ranks 1–4; smaller places are rank 5. */
const RANK_MIN_POPULATION = [1_000_000, 250_000, 50_000, 10_000] as const;

/**
 * The smallest place a tile of each zoom carries, from z0 to the deepest tile zoom (whose tiles
 * carry every place, as the map draws them stretched at every deeper zoom).
 */
const MIN_POPULATION_BY_ZOOM = [
  5_000_000, 3_000_000, 2_000_000, 1_000_000, 500_000, 200_000, 60_000, 20_000, 0,
] as const;

/** Places are grouped by their tile at this zoom, the deepest the basemap has tiles for. */
const BUCKET_ZOOM = 8;
/** Web Mercator's edge, about 85.05°. */
const MAX_LAT_RAD = Math.atan(Math.sinh(Math.PI));

/** The most places one tile carries, the largest first: the labels can never all show anyway. */
export const MAX_PLACES_PER_TILE = 1_500;

export function placeRank(population: number): number {
  const index = RANK_MIN_POPULATION.findIndex((min) => population >= min);
  return index === -1 ? RANK_MIN_POPULATION.length + 1 : index + 1;
}

/**
 * The gazetteer's places (GeoNames, 1000 people or more) as point tiles. The places are
 * sorted once by population, so a tile scans the typed arrays for the few hundred largest in
 * its bounds without any GeoJSON or index of its own (135,000 point features would hold tens
 * of megabytes in geojson-vt).
 */
export class PlaceNames {
  /** Place indexes, most people first, sections of larger places ('Paris 01') left out. */
  private readonly byPopulation: Uint32Array;
  /** The same places grouped by their tile at BUCKET_ZOOM, most people first in each. */
  private readonly bucketed: Uint32Array;
  /** Where each BUCKET_ZOOM tile's places start in `bucketed` (x * 2^zoom + y), and end. */
  private readonly bucketStart: Uint32Array;

  constructor(private readonly table: CityTable) {
    const order: number[] = [];
    for (let i = 0; i < table.count; i++) if (table.section[i] === 0) order.push(i);
    order.sort((a, b) => table.population[b]! - table.population[a]!);
    this.byPopulation = Uint32Array.from(order);
    // A counting sort by tile keeps each tile's places in population order.
    const keys = new Uint32Array(order.length);
    const tiles = 2 ** BUCKET_ZOOM;
    this.bucketStart = new Uint32Array(tiles * tiles + 1);
    order.forEach((index, at) => {
      const [px, py] = this.tileFraction(index, BUCKET_ZOOM);
      const key = Math.min(Math.floor(px), tiles - 1) * tiles + Math.min(Math.floor(py), tiles - 1);
      keys[at] = key;
      this.bucketStart[key + 1]! += 1;
    });
    for (let key = 1; key < this.bucketStart.length; key++) {
      this.bucketStart[key]! += this.bucketStart[key - 1]!;
    }
    const next = this.bucketStart.slice(0, -1);
    this.bucketed = new Uint32Array(order.length);
    order.forEach((index, at) => (this.bucketed[next[keys[at]!]!++] = index));
  }

  /** The place's position in tiles of the zoom (x, y), fractions included. */
  private tileFraction(index: number, zoom: number): [number, number] {
    const n = 2 ** zoom;
    const lng = this.table.lng[index]! / COORDINATE_SCALE;
    const lat = (this.table.lat[index]! / COORDINATE_SCALE) * (Math.PI / 180);
    const clamped = Math.max(Math.min(lat, MAX_LAT_RAD), -MAX_LAT_RAD);
    return [
      ((lng + 180) / 360) * n,
      ((1 - Math.log(Math.tan(clamped) + 1 / Math.cos(clamped)) / Math.PI) / 2) * n,
    ];
  }

  /** The places inside the tile as a geojson-vt tile in `extent` units; null when none. */
  tile({ z, x, y }: TileCoord, extent: number): LegacyTile | null {
    const { table } = this;
    const minPopulation = MIN_POPULATION_BY_ZOOM[Math.min(z, MIN_POPULATION_BY_ZOOM.length - 1)]!;
    // From BUCKET_ZOOM down, only the places of the one bucket under the tile are looked at.
    let candidates = this.byPopulation;
    if (z >= BUCKET_ZOOM) {
      const shift = 2 ** (z - BUCKET_ZOOM);
      const key = Math.floor(x / shift) * 2 ** BUCKET_ZOOM + Math.floor(y / shift);
      candidates = this.bucketed.subarray(this.bucketStart[key], this.bucketStart[key + 1]);
    }
    const features: LegacyFeature[] = [];
    for (const index of candidates) {
      const population = table.population[index]!;
      if (population < minPopulation || features.length === MAX_PLACES_PER_TILE) break;
      const [tx, ty] = this.tileFraction(index, z);
      const px = tx - x;
      const py = ty - y;
      if (px < 0 || px >= 1 || py < 0 || py >= 1) continue;
      const properties: PlaceProperties = {
        name: cityName(table, index),
        rank: placeRank(population),
        population,
      };
      features.push({
        type: 1,
        geometry: [[Math.round(px * extent), Math.round(py * extent)]],
        tags: { ...properties },
      });
    }
    return features.length > 0 ? { features } : null;
  }
}
