import { sql } from 'kysely';
import type { BBox, SpotTileLevel } from '@vantage/shared';
import type { Database } from './database';

/** A candidate of a box query: enough to rank it. */
export interface RankedId {
  id: number;
  score: number;
}

/**
 * The best spots of each listed tile that lie in `box`, at most `limit` per tile, read from
 * the (tile, score) index which also carries lat/lng. PostgreSQL runs one LATERAL query
 * (one small plan whatever the number of tiles); SQLite, in-process, runs one cheap
 * query per tile.
 */
export async function bestInTiles(
  database: Database,
  level: SpotTileLevel,
  tileKeys: readonly number[],
  box: BBox,
  limit: number,
): Promise<RankedId[]> {
  if (tileKeys.length === 0) return [];
  const column = sql.ref(`spots.tile${level}`);
  if (database.engine === 'postgres') {
    const result = await sql<RankedId>`
      SELECT best.id, best.score
      FROM unnest(${sql.val([...tileKeys])}::int[]) AS tile(key)
      CROSS JOIN LATERAL (
        SELECT spots.id, spots.score FROM spots
        WHERE ${column} = tile.key
          AND spots.lat BETWEEN ${box.south} AND ${box.north}
          AND spots.lng BETWEEN ${box.west} AND ${box.east}
        ORDER BY spots.score DESC, spots.id
        LIMIT ${limit}
      ) AS best`.execute(database.db);
    return result.rows;
  }
  const rows: RankedId[] = [];
  for (const key of tileKeys) {
    const result = await sql<RankedId>`
      SELECT spots.id, spots.score FROM spots
      WHERE ${column} = ${key}
        AND spots.lat BETWEEN ${box.south} AND ${box.north}
        AND spots.lng BETWEEN ${box.west} AND ${box.east}
      ORDER BY spots.score DESC, spots.id
      LIMIT ${limit}`.execute(database.db);
    rows.push(...result.rows);
  }
  return rows;
}
