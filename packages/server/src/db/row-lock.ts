import type { SelectQueryBuilder } from 'kysely';
import type { Engine } from './database';

/**
 * Holds the rows a select reads until the transaction ends. PostgreSQL locks them with
 * `FOR UPDATE`; SQLite has no row locks and needs none: its one connection runs one
 * transaction at a time.
 */
export function forUpdate<DB, TB extends keyof DB, O>(
  engine: Engine,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return engine === 'postgres' ? query.forUpdate() : query;
}
