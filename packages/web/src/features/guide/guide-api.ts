import { queryOptions } from '@tanstack/react-query';
import { Guide, Photo, RatingAnswer, type GuideSaveBody } from '@vantage/shared';
import { apiFetch, apiPost } from '../../api/client';

/** `GET /api/guide/{name}`. */
export function guideQuery(perma: string) {
  return queryOptions({
    queryKey: ['guide', perma],
    queryFn: ({ signal }) => apiFetch(`/guide/${encodeURIComponent(perma)}`, Guide, { signal }),
  });
}

/** `POST /api/guide/`: a new guide goes with id -2. */
export function saveGuide(body: GuideSaveBody) {
  return apiPost('/guide/', body, Guide);
}

export function rateGuide(id: number, value: 1 | -1) {
  return apiPost(`/guide/${id}/rate/${value}`, {}, RatingAnswer);
}

/** A photo to embed, looked up by id. */
export function embedPhotoQuery(id: number) {
  return queryOptions({
    queryKey: ['photo', id],
    queryFn: ({ signal }) => apiFetch(`/photo/${id}`, Photo, { signal }),
    retry: false,
  });
}
