import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  GALLERY_LIST_FIRST,
  SpotList,
  SpotListChangeAnswer,
  SpotListMembership,
  SpotListSummary,
  type GalleryExportFormat,
  type SpotListUpdateBody,
} from '@vantage/shared';
import { z } from 'zod';
import { apiFetch, apiPost } from '../../api/client';

const seg = encodeURIComponent;

/** `GET /api/spotlist/{title}/{username}`. */
export function galleryQuery(username: string, urlTitle: string) {
  return queryOptions({
    queryKey: ['gallery', username.toLowerCase(), urlTitle],
    queryFn: ({ signal }) =>
      apiFetch(`/spotlist/${seg(urlTitle)}/${seg(username)}`, SpotList, { signal }),
  });
}

/** Galleries per page of a profile after the first six. */
const MORE_STEP = 12;

/** A member's galleries: 6 first, more as the list scrolls. */
export function userGalleriesQuery(username: string) {
  return infiniteQueryOptions({
    queryKey: ['galleries', username.toLowerCase()],
    queryFn: ({ pageParam }) =>
      apiFetch(
        `/spotlist/${seg(username)}?offset=${pageParam}&limit=${pageParam === 0 ? GALLERY_LIST_FIRST : MORE_STEP}`,
        z.array(SpotListSummary),
      ),
    initialPageParam: 0,
    getNextPageParam: (last: SpotListSummary[], pages: SpotListSummary[][]) => {
      const loaded = pages.reduce((sum, page) => sum + page.length, 0);
      const asked = pages.length === 1 ? GALLERY_LIST_FIRST : MORE_STEP;
      return last.length < asked ? undefined : loaded;
    },
  });
}

/** What the add-to-gallery menu is about: a spot, or a photo (with its spot). */
export type GalleryTarget = { kind: 'spot'; spotId: number } | { kind: 'photo'; photoId: number };

/** The member's galleries, each saying whether it holds the target. */
export function membershipQuery(target: GalleryTarget) {
  return queryOptions({
    queryKey: [
      'galleryMembership',
      target.kind,
      target.kind === 'spot' ? target.spotId : target.photoId,
    ],
    queryFn: () =>
      apiFetch(
        target.kind === 'spot'
          ? `/spotLists/${target.spotId}`
          : `/spotListsPhoto/${target.photoId}`,
        SpotListMembership,
      ),
  });
}

export function createGallery(title: string, target: GalleryTarget) {
  return apiPost(
    '/spotlist/new',
    target.kind === 'spot' ? { title, addIdSpot: target.spotId } : { title, idImg: target.photoId },
    SpotListChangeAnswer,
  );
}

/** Puts the target into a gallery, or takes it out. */
export function toggleInGallery(idSpotlist: number, target: GalleryTarget, add: boolean) {
  const method = add ? 'POST' : 'DELETE';
  const [path, body] =
    target.kind === 'spot'
      ? ['/spotlist', { idSpotlist, idSpot: target.spotId }]
      : ['/spotlistPhoto', { idSpotlist, idPhoto: target.photoId }];
  return apiFetch(path, SpotListChangeAnswer, { method, body: JSON.stringify(body) });
}

export function removePhotoFromGallery(idSpotlist: number, idPhoto: number) {
  return apiFetch('/spotlistPhoto', SpotListChangeAnswer, {
    method: 'DELETE',
    body: JSON.stringify({ idSpotlist, idPhoto }),
  });
}

export function removeSpotFromGallery(idSpotlist: number, idSpot: number) {
  return apiFetch('/spotlist', SpotListChangeAnswer, {
    method: 'DELETE',
    body: JSON.stringify({ idSpotlist, idSpot }),
  });
}

export function updateGallery(body: SpotListUpdateBody) {
  return apiPost('/spotlist/update', body, SpotListChangeAnswer);
}

/** The address a gallery downloads from. */
export function galleryDownloadUrl(
  username: string,
  urlTitle: string,
  format: GalleryExportFormat,
): string {
  return `/api/spotlist/${seg(urlTitle)}/${seg(username)}/${format}`;
}
