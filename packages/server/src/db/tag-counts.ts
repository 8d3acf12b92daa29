import type { Kysely } from 'kysely';
import { notHidden } from './hidden-items';
import type { DB } from './types';

/**
 * Sets each tag's spot count to the spots that carry it now (a tag still only proposed for a
 * spot is not counted, nor a spot hidden by moderation). Every write of `spot_tags` ends with this, so a tag page never says
 * "0 spots" above the spot it lists.
 */
export async function recountTagSpots(
  db: Kysely<DB>,
  tagIds: readonly number[] | 'all',
): Promise<void> {
  if (tagIds.length === 0) return;
  const query = db.updateTable('tags').set((eb) => ({
    loc_cnt: eb
      .selectFrom('spot_tags')
      .select((inner) => inner.fn.countAll<number>().as('n'))
      .whereRef('spot_tags.tag_id', '=', 'tags.id')
      .where('spot_tags.status', '!=', 'pending_add')
      .where(notHidden('spot', 'spot_tags.spot_id')),
  }));
  await (tagIds === 'all' ? query : query.where('id', 'in', [...new Set(tagIds)])).execute();
}
