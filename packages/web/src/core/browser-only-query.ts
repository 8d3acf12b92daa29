import {
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useHydrated } from '../lib/use-hydrated';
import type { ServerRenderMeta } from './query-client';

const BROWSER_ONLY = { serverRender: false } satisfies ServerRenderMeta;

/**
 * A query that asks an outside service: the server's rendering leaves it to the browser and
 * renders it as not asked yet. While the browser hydrates, it reads as the server rendered it,
 * even when its answer is already in the browser's cache (asked by a part of the page that
 * hydrated earlier, or kept from a previous visit), so hydration finds the server's HTML; the
 * answer shows right after.
 */
export function useBrowserOnlyQuery<TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey>,
): UseQueryResult<TData> {
  const query = useQuery({ ...options, meta: { ...options.meta, ...BROWSER_ONLY } });
  return useHydrated() ? query : asNotAskedYet(query);
}

function asNotAskedYet<TData>(query: UseQueryResult<TData>): UseQueryResult<TData> {
  return {
    ...query,
    data: undefined,
    error: null,
    status: 'pending',
    fetchStatus: 'idle',
    isPending: true,
    isLoading: false,
    isSuccess: false,
    isError: false,
    isLoadingError: false,
    isRefetchError: false,
    isFetching: false,
    isRefetching: false,
    isFetched: false,
    isFetchedAfterMount: false,
    isPlaceholderData: false,
    isPaused: false,
    dataUpdatedAt: 0,
    errorUpdatedAt: 0,
  };
}
