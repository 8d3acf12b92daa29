import type { Kysely } from 'kysely';
import type { DB } from './types';

/**
 * The names of a spot's tags that are not waiting to be added, in the order they were added;
 * `locationsFirst` puts the location tags before the others.
 */
export async function liveTagNames(
  db: Kysely<DB>,
  spotId: number,
  { locationsFirst }: { locationsFirst: boolean },
): Promise<string[]> {
  let query = db
    .selectFrom('spot_tags')
    .innerJoin('tags', 'tags.id', 'spot_tags.tag_id')
    .select('tags.name')
    .where('spot_tags.spot_id', '=', spotId)
    .where('spot_tags.status', '!=', 'pending_add');
  if (locationsFirst) query = query.orderBy('tags.is_location', 'desc');
  const rows = await query.orderBy('spot_tags.id').execute();
  return rows.map((row) => row.name);
}
