import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CACHE_LIFETIME_MS, RangeAnswer, type Region } from '@vantage/shared';
import { apiFetch } from '../../api/client';

/**
 * The spots of a region from `GET /api/range/{lat}/{long}/{dLat}/{dLong}`. While the map moves
 * the previous list stays until the new one arrives, so the list does not blink empty.
 */
export function rangeQuery(region: Region) {
  return queryOptions({
    queryKey: ['range', region.lat, region.long, region.dLat, region.dLong],
    queryFn: ({ signal }) =>
      apiFetch(`/range/${region.lat}/${region.long}/${region.dLat}/${region.dLong}`, RangeAnswer, {
        signal,
      }),
    staleTime: CACHE_LIFETIME_MS,
    placeholderData: keepPreviousData,
  });
}
