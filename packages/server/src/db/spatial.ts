import { sql, type Expression, type SqlBool } from 'kysely';
import type { BBox } from '@vantage/shared';
import type { Engine } from './database';

/**
 * A condition "spot lies inside this box" that the engine answers from its spatial index:
 * the R*Tree on SQLite, the GiST index on the built-in point on PostgreSQL.
 * The box must not cross the antimeridian (split it first).
 */
export function spotInBox(engine: Engine, box: BBox): Expression<SqlBool> {
  if (engine === 'postgres') {
    return sql<SqlBool>`spots.location <@ box(point(${box.west}, ${box.south}), point(${box.east}, ${box.north}))`;
  }
  // The R*Tree keeps 32-bit floats, widening each stored point by up to ~1 m, so it is asked
  // for overlap (never missing a spot at the box's edge) and the exact columns decide.
  return sql<SqlBool>`(spots.id IN (SELECT id FROM spots_rtree WHERE max_lat >= ${box.south} AND min_lat <= ${box.north} AND max_lng >= ${box.west} AND min_lng <= ${box.east}) AND spots.lat BETWEEN ${box.south} AND ${box.north} AND spots.lng BETWEEN ${box.west} AND ${box.east})`;
}
