import { notHidden } from './hidden-items';
import { sql } from 'kysely';
import type { BBox, SpotTileLevel } from '@vantage/shared';
import type { Database } from './database';

/** A candidate of a box query: enough to rank it. */
export interface RankedId {
  id: number;
  score: number;
}

/**
 * SQLite: the best spots of each listed tile that lie in `box`, at most `limit` per tile, read
 * from the (tile, score) index which also carries lat/lng, one cheap query per tile (the
 * connection keeps the statement, and runs it in-process).
 */
export async function bestInTilesSqlite(
  database: Database,
  level: SpotTileLevel,
  tileKeys: readonly number[],
  box: BBox,
  limit: number,
): Promise<RankedId[]> {
  const column = sql.ref(`spots.tile${level}`);
  const rows: RankedId[] = [];
  for (const key of tileKeys) {
    const result = await sql<RankedId>`
      SELECT spots.id, spots.score FROM spots
      WHERE ${column} = ${key}
        AND spots.lat BETWEEN ${box.south} AND ${box.north}
        AND spots.lng BETWEEN ${box.west} AND ${box.east}
        AND ${notHidden('spot', 'spots.id')}
      ORDER BY spots.score DESC, spots.id
      LIMIT ${limit}`.execute(database.db);
    rows.push(...result.rows);
  }
  return rows;
}

/**
 * PostgreSQL: the best `limit` spots of the listed tiles that lie in `box`, as a subquery of
 * ids and scores for the caller to join the winners' rows to in the same statement. One
 * LATERAL query reads each tile's best from the same index (one small plan whatever the
 * number of tiles), and the database ranks and cuts them.
 */
export function bestOfTilesPostgres(
  level: SpotTileLevel,
  tileKeys: readonly number[],
  box: BBox,
  limit: number,
) {
  const column = sql.ref(`spots.tile${level}`);
  return sql<RankedId>`(
    SELECT best.id, best.score
    FROM unnest(${sql.val([...tileKeys])}::int[]) AS tile(key)
    CROSS JOIN LATERAL (
      SELECT spots.id, spots.score FROM spots
      WHERE ${column} = tile.key
        AND spots.lat BETWEEN ${box.south} AND ${box.north}
        AND spots.lng BETWEEN ${box.west} AND ${box.east}
        AND ${notHidden('spot', 'spots.id')}
      ORDER BY spots.score DESC, spots.id
      LIMIT ${limit}
    ) AS best
    ORDER BY best.score DESC, best.id
    LIMIT ${limit})`;
}
