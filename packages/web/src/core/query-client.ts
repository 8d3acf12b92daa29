import { QueryClient } from '@tanstack/react-query';
import { CACHE_LIFETIME_MS } from '@vantage/shared';
import { persistQueryCache } from './query-persistence';

/** How long fetched data is shown without refetching; the persisted copy lives for an hour. */
export const STALE_TIME_MS = 5 * 60_000;

/**
 * Query meta read by the server's rendering: `{ serverRender: false }` (set by
 * `useBrowserOnlyQuery`) leaves a query that asks an outside service to the browser, and the
 * server renders it as not asked yet.
 */
export interface ServerRenderMeta {
  serverRender?: false;
}

/** The app's query client: reads are kept for the cache lifetime of one hour. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: CACHE_LIFETIME_MS,
        staleTime: STALE_TIME_MS,
        retry: 1,
        refetchOnWindowFocus: false,
        // Reads are tried even when the browser reports no network: the service worker answers
        // them from its copies and the offline packs (TanStack's default would wait for a network).
        networkMode: 'offlineFirst',
      },
    },
  });
}

/**
 * Starts persisting the cache to localStorage, so a reload within the hour shows stored reads
 * at once. Over a server-rendered page (`restore` false) it only stores: parts of the page may
 * still be hydrating after the first commit, and stored reads put into the cache then would
 * make them render other text than the server's. Does nothing where storage is refused.
 * Returns a function that stops it.
 */
export function startQueryPersistence(client: QueryClient, restore = true): () => void {
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch {
    return () => undefined;
  }
  return persistQueryCache(client, storage, Date.now, restore);
}
