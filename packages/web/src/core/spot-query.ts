import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api/client';
import { getInitialData } from './initial-data';
import { retryUnlessClientError } from './query-retry';

/** The cache key of one spot, as its page, the lightbox and the upload page share it. */
export function spotKey(spotId: number) {
  return ['point', spotId] as const;
}

/** Matches every cached spot, for searches and changes across all of them. */
export const ALL_SPOTS_KEY = ['point'] as const;

/**
 * `GET /api/point/{id}`: a spot with its photos and neighbours, seeded from the page data when
 * the server rendered this spot's page.
 */
export function spotQuery(spotId: number) {
  return queryOptions({
    queryKey: spotKey(spotId),
    queryFn: () => apiFetch(`/point/${spotId}`, 'Spot'),
    initialData: () => {
      const served = getInitialData().point;
      return served?.id === spotId ? served : undefined;
    },
    retry: retryUnlessClientError,
    // Members change spots (titles, positions, tags, descriptions): a spot shown again after
    // half a minute is read again behind the stored copy.
    staleTime: SPOT_STALE_MS,
  });
}

/** How long a spot is shown without reading it again. */
export const SPOT_STALE_MS = 30_000;

/** A spot, or nothing while `spotId` is null. */
export function useSpot(spotId: number | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...spotQuery(spotId ?? 0),
    enabled: spotId !== null && (options.enabled ?? true),
  });
}
