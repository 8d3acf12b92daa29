import { sql, type SelectQueryBuilder } from 'kysely';
import type { DB } from './types';

// Column references by name: a query over `photos` (or `spots`) joined with any other tables.

/** Normal photos (no test shots), the best rated first and, of equal rating, the newest. */
export function bestPhotosFirst<TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB | 'photos', O>,
): SelectQueryBuilder<DB, TB | 'photos', O> {
  return query
    .where(sql.ref<number>('photos.img_type'), '=', 0)
    .orderBy(sql.ref('photos.rating'), 'desc')
    .orderBy(sql.ref('photos.id'), 'desc');
}

/** Spots, the best scored first and, of equal score, the oldest. */
export function bestSpotsFirst<TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB | 'spots', O>,
): SelectQueryBuilder<DB, TB | 'spots', O> {
  return query.orderBy(sql.ref('spots.score'), 'desc').orderBy(sql.ref('spots.id'));
}
