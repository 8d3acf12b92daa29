import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api/client';

/** The query key of the home header's featured photos. */
export const FEATURED_PHOTOS_KEY = ['featuredPhotos'] as const;

/** `GET /api/photos/featured`: the photos the home header rotates through. */
export function featuredPhotosQuery() {
  return queryOptions({
    queryKey: FEATURED_PHOTOS_KEY,
    queryFn: () => apiFetch('/photos/featured', 'FeaturedPhotos'),
  });
}
