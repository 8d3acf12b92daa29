import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';

/** The query key of the curated Popular Locations. */
export const POPULAR_LOCATIONS_KEY = ['popularLocations'] as const;

/** `GET /api/popularLocations`: the curated list, in its order. */
export function popularLocationsQuery() {
  return queryOptions({
    queryKey: POPULAR_LOCATIONS_KEY,
    queryFn: () => apiFetch('/popularLocations', 'PopularLocationList'),
  });
}
