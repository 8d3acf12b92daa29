import {
  type ElevationSampler,
  HORIZON_DISTANCE_M,
  horizonProfile,
  type HorizonAnswer,
  type LatLng,
  type PositionViewer,
  type TerrainAnswer,
} from '@vantage/shared';
import type { ElevationSource } from '../../adapters/elevation';
import { ServiceUnavailableError } from '../../lib/circuit-breaker';
import { notFound } from '../../lib/errors';
import type { WarnLog } from '../../lib/log';
import { Lru } from '../../lib/lru';
import { positionSeenBy } from '../../lib/spot-position';
import type { PlanningRepository } from '../planning/planning.repository';
import type { TerrainTiles } from './terrain-tiles';

/** Where this server serves the terrain tiles to maps. */
export const TERRAIN_TILES_PATH = '/tiles/terrain/{z}/{x}/{y}.png';
/** Horizons are computed on tiles of this zoom (about 50 m a pixel at mid latitudes). */
export const HORIZON_ZOOM = 11;
/** A spot's ground elevation is read at this zoom (about 5 m a pixel). */
const ELEVATION_ZOOM = 14;
/** Horizon profiles kept in memory, by position (a profile is 360 numbers). */
const PROFILES_KEPT = 5000;

/** The ground width of a pixel of 256-pixel tiles at a zoom and latitude, metres. */
export function tilePixelM(zoom: number, lat: number): number {
  return (EARTH_CIRCUMFERENCE_M * Math.cos((lat * Math.PI) / 180)) / (256 * 2 ** zoom);
}
const EARTH_CIRCUMFERENCE_M = 40_075_016.686;

/** How the server computes a horizon from its tiles: their zoom and the sampling it allows. */
export function horizonFromTiles(sample: ElevationSampler, position: LatLng) {
  return horizonProfile(sample, position, { resolutionM: tilePixelM(HORIZON_ZOOM, position.lat) });
}

const NO_HORIZON: HorizonAnswer = {
  available: false,
  altitudesDeg: [],
  stepDeg: 1,
  distanceM: HORIZON_DISTANCE_M,
  groundElevM: null,
};

/** The terrain: its tiles for maps, spots' horizon profiles and ground elevations. */
export class TerrainService {
  private readonly profiles = new Lru<string, Promise<HorizonAnswer>>(PROFILES_KEPT);

  constructor(
    private readonly tiles: TerrainTiles | null,
    private readonly repository: Pick<PlanningRepository, 'spot'>,
    private readonly log: WarnLog,
  ) {}

  /** What maps need to draw hillshading and 3D terrain. */
  info(): TerrainAnswer {
    const config = this.tiles?.config;
    return {
      available: config !== undefined,
      tiles: config ? TERRAIN_TILES_PATH : null,
      encoding: config?.encoding ?? 'terrarium',
      maxZoom: config?.maxZoom ?? 0,
      tileSize: 256,
      attribution: config?.attribution ?? null,
    };
  }

  /** One tile's file for the browsers' maps; null when there is no terrain or no such tile. */
  async tileFile(z: number, x: number, y: number): Promise<Buffer | null> {
    if (!this.tiles || z > this.tiles.config.maxZoom) return null;
    return this.tiles.file(z, x, y);
  }

  /** The skyline around a spot from where `viewer` may know it is, computed once per position. */
  async horizon(spotId: number, viewer: PositionViewer | null = null): Promise<HorizonAnswer> {
    const spot = await this.repository.spot(spotId);
    if (!spot) throw notFound('spot');
    const seen = positionSeenBy(viewer, spot);
    return this.horizonAt({ lat: seen.lat, lng: seen.lng });
  }

  /** The skyline seen from a position; not available without terrain or when the tiles fail. */
  horizonAt(position: LatLng): Promise<HorizonAnswer> {
    const tiles = this.tiles;
    if (!tiles) return Promise.resolve(NO_HORIZON);
    const key = `${position.lat.toFixed(5)},${position.lng.toFixed(5)}`;
    const kept = this.profiles.get(key);
    if (kept) return kept;
    const computing = (async (): Promise<HorizonAnswer> => {
      const sample = await tiles.sampler(position, HORIZON_DISTANCE_M, HORIZON_ZOOM);
      const profile = horizonFromTiles(sample, position);
      if (!profile) return NO_HORIZON;
      return {
        available: true,
        altitudesDeg: profile.altitudesDeg.map((deg) => Math.round(deg * 1000) / 1000),
        stepDeg: profile.stepDeg,
        distanceM: profile.distanceM,
        groundElevM: Math.round(profile.groundElevM * 10) / 10,
      };
    })().catch((error: unknown) => {
      // Not kept: the tiles may come back. Those who asked meanwhile get no horizon either.
      this.profiles.delete(key);
      // Tiles that are down were logged once by their breaker; the page says so.
      if (error instanceof ServiceUnavailableError) return { ...NO_HORIZON, unavailable: true };
      this.log.warn({ err: error }, 'the horizon could not be computed from the terrain tiles');
      return NO_HORIZON;
    });
    this.profiles.set(key, computing);
    return computing;
  }

  /** The terrain as an elevation source for spots, or null without terrain. */
  elevationSource(): ElevationSource | null {
    const tiles = this.tiles;
    if (!tiles) return null;
    return {
      name: 'terrain-tiles',
      async elevationM(lat: number, lng: number): Promise<number | null> {
        const sample = await tiles.sampler({ lat, lng }, 1, ELEVATION_ZOOM);
        const elevM = sample(lat, lng);
        return elevM === null ? null : Math.round(elevM * 10) / 10;
      },
    };
  }
}
