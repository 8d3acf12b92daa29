import { z } from 'zod';

/**
 * Answer of `GET /api/terrain`: the terrain-RGB tiles maps draw hillshading and 3D terrain
 * from, served by this server, or `available: false` when no terrain source is configured.
 */
export const TerrainAnswer = z.object({
  available: z.boolean(),
  /** Tile URL template under this server, e.g. `/tiles/terrain/{z}/{x}/{y}.png`. */
  tiles: z.string().nullable(),
  encoding: z.enum(['terrarium', 'mapbox']),
  maxZoom: z.number().int(),
  tileSize: z.number().int(),
  attribution: z.string().nullable(),
});
export type TerrainAnswer = z.infer<typeof TerrainAnswer>;

/**
 * Answer of `GET /api/point/{id}/horizon`: the skyline around the spot from the terrain, one
 * apparent elevation angle per `stepDeg` of azimuth clockwise from north, out to `distanceM`.
 */
export const HorizonAnswer = z.object({
  available: z.boolean(),
  /** True when the terrain service is down right now (the page says so in one line). */
  unavailable: z.boolean().optional(),
  altitudesDeg: z.array(z.number()),
  stepDeg: z.number(),
  distanceM: z.number(),
  /** Ground elevation at the spot as the terrain gives it; null without terrain. */
  groundElevM: z.number().nullable(),
});
export type HorizonAnswer = z.infer<typeof HorizonAnswer>;
