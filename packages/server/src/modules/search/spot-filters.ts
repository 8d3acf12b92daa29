import type { SpotFilters } from '@vantage/shared';
import { badRequest } from '../../lib/errors';
import type { SearchRepository, SpotFilter } from './search.repository';

/** The largest id a 32-bit id column holds. */
const MAX_ID = 2_147_483_647;

/** Spot ids one `fs` filter may name. */
export const SPOT_SET_MAX = 1_000;

/**
 * The filters with names looked up; null when one names a tag, user or list that does not
 * exist, which leaves no spots rather than being an error.
 */
export async function resolveFilter(
  repository: SearchRepository,
  filters: SpotFilters,
): Promise<SpotFilter | null> {
  if (filters.fsl !== undefined && filters.fsu === undefined) {
    throw badRequest('fsu', 'is required with fsl (the username of the list owner)');
  }
  if (filters.fsu !== undefined && filters.fsl === undefined) {
    throw badRequest('fsl', 'is required with fsu (the url title of the list)');
  }
  const filter: SpotFilter = {};
  if (filters.fs !== undefined) {
    const ids = [...new Set(filters.fs.split(',').map(Number))];
    if (ids.length > SPOT_SET_MAX)
      throw badRequest('fs', `must name at most ${SPOT_SET_MAX} spots`);
    // Ids beyond the id column's range name no spot.
    filter.spotIds = ids.filter((id) => id >= 1 && id <= MAX_ID);
  }
  const [tagId, userId, listId] = await Promise.all([
    filters.ft !== undefined
      ? repository.tagIdByName(filters.ft.replace(/_/g, ' ').trim())
      : undefined,
    filters.fu !== undefined ? repository.userIdByUsername(filters.fu) : undefined,
    filters.fsl !== undefined && filters.fsu !== undefined
      ? repository.listId(filters.fsu, filters.fsl)
      : undefined,
  ]);
  if (tagId === null || userId === null || listId === null) return null;
  if (tagId !== undefined) filter.tagId = tagId;
  if (userId !== undefined) filter.userId = userId;
  if (listId !== undefined) filter.listId = listId;
  return filter;
}
