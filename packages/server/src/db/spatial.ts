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
  return sql<SqlBool>`spots.id IN (SELECT id FROM spots_rtree WHERE min_lat >= ${box.south} AND max_lat <= ${box.north} AND min_lng >= ${box.west} AND max_lng <= ${box.east})`;
}
