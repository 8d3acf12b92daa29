import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many prepared statements the SQLite connection keeps. */
export const KEPT_STATEMENTS = 500;

/**
 * The SQLite connection as the query builder sees it, keeping the statements it prepared: the
 * builder prepares every query it runs, and compiling the same SQL again took a quarter of the
 * database's time in a viewport query. Past `limit`, the least recently used is dropped (an
 * `IN` list of each length is a statement of its own). A query read row by row gets a
 * statement of its own each time, so a read left unfinished never leaves a kept one busy.
 */
export function keepingStatements(
  sqlite: SQLite.Database,
  limit = KEPT_STATEMENTS,
): SqliteDatabase {
  const kept = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = kept.get(sql);
      if (statement) kept.delete(sql);
      else {
        const prepared = sqlite.prepare(sql);
        statement = {
          reader: prepared.reader,
          all: (parameters) => prepared.all(parameters),
          run: (parameters) => prepared.run(parameters),
          iterate: (parameters) => sqlite.prepare(sql).iterate(parameters),
        };
        if (kept.size >= limit) kept.delete(kept.keys().next().value!);
      }
      // Most recently used last.
      kept.set(sql, statement);
      return statement;
    },
  };
}
