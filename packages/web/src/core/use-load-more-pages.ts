import type { RefObject } from 'react';
import { useLoadMore } from '../lib/use-load-more';

/** How near the viewport the end of a profile's list starts loading its next page. */
const NEXT_PAGE_MARGIN_PX = 400;

/**
 * Loads the next page of an infinite query as `sentinel`, at the end of its list, comes near
 * the viewport; none while one is loading.
 */
export function useLoadMorePages(
  sentinel: RefObject<HTMLElement | null>,
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown },
): void {
  useLoadMore(sentinel, {
    hasMore: pages.hasNextPage,
    loading: pages.isFetchingNextPage,
    loadMore: pages.fetchNextPage,
    marginPx: NEXT_PAGE_MARGIN_PX,
  });
}
