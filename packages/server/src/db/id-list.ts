import { sql, type Expression, type SqlBool } from 'kysely';
import type { Engine } from './database';

/**
 * "`column` is one of `ids`": on PostgreSQL one array parameter (`= ANY`), whose statement is
 * the same for any number of ids and binds one value instead of one per id; on SQLite an `IN`
 * list, whose statement the connection keeps for each length.
 */
export function idIn(engine: Engine, column: string, ids: readonly number[]): Expression<SqlBool> {
  if (engine === 'postgres') return sql<SqlBool>`${sql.ref(column)} = any(${[...ids]}::int[])`;
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(ids)})`;
}
