import type { SelectQueryBuilder } from 'kysely';
import type { Engine } from './database';

/**
 * Holds the rows a select reads until the transaction ends. PostgreSQL locks them with
 * `FOR UPDATE` (of the `of` tables only, when given: the nullable side of an outer join cannot
 * be locked); SQLite has no row locks and needs none: its one connection runs one transaction
 * at a time.
 */
export function forUpdate<DB, TB extends keyof DB, O>(
  engine: Engine,
  query: SelectQueryBuilder<DB, TB, O>,
  of?: TB & string,
): SelectQueryBuilder<DB, TB, O> {
  if (engine !== 'postgres') return query;
  return of === undefined ? query.forUpdate() : query.forUpdate(of);
}
