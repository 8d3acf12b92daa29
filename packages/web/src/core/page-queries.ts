import type { QueryClient } from '@tanstack/react-query';
import { getInitialData } from './initial-data';
import { spotKey } from './spot-query';

/** The query key of one photo. */
export const photoKey = (photoId: number) => ['photo', photoId] as const;

/**
 * Puts the spot or photo the server read for this page, as the signed-in member may see it, into
 * the cache before copies stored by earlier visits are restored. It is newer than any of them:
 * a copy kept from before a change made elsewhere (a held post approved, a title changed) never
 * covers it.
 */
export function seedPageQueries(client: QueryClient): void {
  const { point, photoData } = getInitialData();
  if (point) client.setQueryData(spotKey(point.id), point);
  if (photoData) client.setQueryData(photoKey(photoData.id), photoData);
}
