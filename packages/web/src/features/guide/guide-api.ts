import { queryOptions } from '@tanstack/react-query';
import {
  Guide,
  GuideRepliesAnswer,
  GuideReply,
  OkAnswer,
  Photo,
  RatingAnswer,
  type GuideSaveBody,
} from '@vantage/shared';
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

/** `GET /api/guide/{name}/replies`: as the viewer sees them (a member, with their own held ones). */
export function guideRepliesQuery(perma: string) {
  return queryOptions({
    queryKey: ['guide', perma, 'replies'],
    queryFn: ({ signal }) =>
      apiFetch(`/guide/${encodeURIComponent(perma)}/replies`, GuideRepliesAnswer, { signal }),
    // A conversation moves on: replies shown again after half a minute are read again.
    staleTime: 30_000,
  });
}

/** `POST /api/guide/{name}/replies`. */
export function postGuideReply(perma: string, text: string) {
  return apiPost(`/guide/${encodeURIComponent(perma)}/replies`, { text }, GuideReply);
}

/** `PUT /api/guide/replies/{id}`: the author's edit. */
export function editGuideReply(id: number, text: string) {
  return apiFetch(`/guide/replies/${id}`, GuideReply, {
    method: 'PUT',
    body: JSON.stringify({ text }),
  });
}

/** `DELETE /api/guide/replies/{id}`. */
export function deleteGuideReply(id: number) {
  return apiFetch(`/guide/replies/${id}`, OkAnswer, { method: 'DELETE' });
}
