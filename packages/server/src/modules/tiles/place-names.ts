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

  constructor(private readonly table: CityTable) {
    const order: number[] = [];
    for (let i = 0; i < table.count; i++) if (table.section[i] === 0) order.push(i);
    order.sort((a, b) => table.population[b]! - table.population[a]!);
    this.byPopulation = Uint32Array.from(order);
  }

  /** The places inside the tile as a geojson-vt tile in `extent` units; null when none. */
  tile({ z, x, y }: TileCoord, extent: number): LegacyTile | null {
    const { table } = this;
    const n = 2 ** z;
    const minPopulation = MIN_POPULATION_BY_ZOOM[Math.min(z, MIN_POPULATION_BY_ZOOM.length - 1)]!;
    const features: LegacyFeature[] = [];
    for (const index of this.byPopulation) {
      const population = table.population[index]!;
      if (population < minPopulation || features.length === MAX_PLACES_PER_TILE) break;
      const lng = table.lng[index]! / COORDINATE_SCALE;
      const lat = (table.lat[index]! / COORDINATE_SCALE) * (Math.PI / 180);
      const px = ((lng + 180) / 360) * n - x;
      if (px < 0 || px >= 1) continue;
      const py = ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n - y;
      if (!(py >= 0 && py < 1)) continue;
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
