import type { SpotTag } from '@vantage/shared';

/** A spot's tag as its page lists it: the open request about it, if any, and its score. */
export function toSpotTag(
  tag: { name: string; status: 'active' | 'pending_add' | 'pending_delete'; auto: number },
  rating: number,
): SpotTag {
  return {
    tag: tag.name,
    request:
      tag.status === 'pending_add' ? 'add' : tag.status === 'pending_delete' ? 'delete' : null,
    isNew: false,
    auto: tag.auto === 1,
    toDelete: tag.status === 'pending_delete',
    rating,
  };
}
