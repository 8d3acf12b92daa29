import {
  queryOptions,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  MovePhotoAnswer,
  OkAnswer,
  Photo,
  RatingAnswer,
  type Spot,
  type UpdateImageBody,
} from '@vantage/shared';
import { apiFetch, apiPost } from '../../api/client';
import { getInitialData } from '../../core/initial-data';
import { retryUnlessClientError } from '../../core/query-retry';
import { photoKey } from '../../core/page-queries';
import { ALL_SPOTS_KEY, spotKey } from '../../core/spot-query';

export { photoKey };

/** A photo already held by a spot page, a feed or a profile grid, so the lightbox opens at once. */
export function cachedPhoto(client: QueryClient, photoId: number): Photo | undefined {
  for (const [, spot] of client.getQueriesData<Spot>({ queryKey: ALL_SPOTS_KEY })) {
    const found = spot?.images?.find((photo) => photo.id === photoId);
    if (found) return found;
  }
  for (const key of [['photos'], ['userPhotos']] satisfies QueryKey[]) {
    for (const [, data] of client.getQueriesData<Photo[] | InfiniteData<Photo[]>>({
      queryKey: key,
    })) {
      const lists = Array.isArray(data) ? [data] : (data?.pages ?? []);
      for (const list of lists) {
        const found = Array.isArray(list) ? list.find((photo) => photo.id === photoId) : undefined;
        if (found) return found;
      }
    }
  }
  return undefined;
}

/** `GET /api/photo/{id}`, seeded from the page data of a /photo/{id} page. */
export function photoQuery(photoId: number, client: QueryClient) {
  return queryOptions({
    queryKey: photoKey(photoId),
    queryFn: () => apiFetch(`/photo/${photoId}`, Photo),
    initialData: () => {
      const served = getInitialData().photoData;
      return served?.id === photoId ? served : undefined;
    },
    placeholderData: () => cachedPhoto(client, photoId),
    retry: retryUnlessClientError,
  });
}

/** `POST /api/point/{spotId}/img/{imgId}/rateUp|rateDown`. */
export function votePhoto(spotId: number, photoId: number, direction: 'up' | 'down') {
  const action = direction === 'up' ? 'rateUp' : 'rateDown';
  return apiPost(`/point/${spotId}/img/${photoId}/${action}`, {}, RatingAnswer);
}

/** `POST /api/img/{id}`: the owner's edit; answers the saved photo. */
export function updatePhoto(photoId: number, body: UpdateImageBody) {
  return apiPost(`/img/${photoId}`, body, Photo);
}

/** `DELETE /api/photo/{id}`. */
export function deletePhoto(photoId: number) {
  return apiFetch(`/photo/${photoId}`, OkAnswer, { method: 'DELETE' });
}

/** `POST /api/movePhoto/{idPhoto}` {newIdSpot}: proposes the spot the photo was taken at. */
export function movePhoto(photoId: number, newIdSpot: number) {
  return apiPost(`/movePhoto/${photoId}`, { newIdSpot }, MovePhotoAnswer);
}

/** `POST /api/movePhoto/{id}/rateUp|rateDown`: a vote on a pending move. */
export function voteMove(photoId: number, direction: 'up' | 'down') {
  return apiPost(
    `/movePhoto/${photoId}/${direction === 'up' ? 'rateUp' : 'rateDown'}`,
    {},
    MovePhotoAnswer,
  );
}

/** Changes one cached photo (if cached) without a refetch. */
export function patchCachedPhoto(
  client: QueryClient,
  photoId: number,
  patch: (photo: Photo) => Photo,
): void {
  client.setQueryData<Photo>(photoKey(photoId), (photo) => (photo ? patch(photo) : photo));
}

/**
 * After a change to a photo: the spot pages it belongs to (old and new), the feeds and the
 * profile grids show stale copies, so they are refetched when next shown.
 */
export function refreshAroundPhoto(client: QueryClient, spotIds: readonly (number | null)[]) {
  for (const spotId of new Set(spotIds)) {
    if (spotId !== null) void client.invalidateQueries({ queryKey: spotKey(spotId) });
  }
  void client.invalidateQueries({ queryKey: ['photos'] });
  void client.invalidateQueries({ queryKey: ['userPhotos'] });
  void client.invalidateQueries({ queryKey: ['userStats'] });
}

/** After a delete: the photo is gone from the cache and from every list that showed it. */
export function forgetPhoto(client: QueryClient, photo: Pick<Photo, 'id' | 'idSpot'>) {
  client.removeQueries({ queryKey: photoKey(photo.id), exact: true });
  if (photo.idSpot !== null) {
    client.setQueryData<Spot>(spotKey(photo.idSpot), (spot) =>
      spot ? { ...spot, images: spot.images.filter((image) => image.id !== photo.id) } : spot,
    );
  }
  refreshAroundPhoto(client, [photo.idSpot]);
}
