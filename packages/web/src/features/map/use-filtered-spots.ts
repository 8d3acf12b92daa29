import { useQuery } from '@tanstack/react-query';
import { CACHE_LIFETIME_MS, FilteredSpotsAnswer, type TileSpot } from '@vantage/shared';
import { apiFetch } from '../../api/client';

const NONE: TileSpot[] = [];

/**
 * The spots passing the active filters (a query string such as `ft=Lake`); none for null.
 * `pending` until the filtered list has answered.
 */
export function useFilteredSpots(query: string | null): { spots: TileSpot[]; pending: boolean } {
  const answer = useQuery({
    queryKey: ['filteredSpots', query],
    queryFn: () => apiFetch(`/filteredSpots?${query}`, FilteredSpotsAnswer),
    enabled: query != null,
    staleTime: CACHE_LIFETIME_MS,
  });
  return {
    spots: query != null && answer.data ? answer.data.spots : NONE,
    pending: query != null && answer.isPending,
  };
}
