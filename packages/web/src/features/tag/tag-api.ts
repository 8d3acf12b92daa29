import { queryOptions } from '@tanstack/react-query';
import { PhotoList, SpotSummary, TagPage, type TagRect, type TagUpdateBody } from '@vantage/shared';
import { z } from 'zod';
import { apiFetch, apiPost } from '../../api/client';

const tagSegment = (tag: string) => encodeURIComponent(tag.trim().replace(/ /g, '_'));

/** `GET /api/tag/{tag}`: everything the tag page paints first. */
export function tagPageQuery(tag: string) {
  return queryOptions({
    queryKey: ['tag', tag.toLowerCase()],
    queryFn: ({ signal }) => apiFetch(`/tag/${tagSegment(tag)}`, TagPage, { signal }),
  });
}

/** More of a tag's spots. */
export function fetchTagSpots(tag: string, offset: number, limit: number) {
  return apiFetch(
    `/tagSpots/${tagSegment(tag)}?offset=${offset}&limit=${limit}`,
    z.array(SpotSummary),
  );
}

/** More of a tag's photos. */
export function fetchTagPhotos(tag: string, offset: number, limit: number) {
  return apiFetch(`/tagPhotos/${tagSegment(tag)}?offset=${offset}&limit=${limit}`, PhotoList);
}

export function updateTag(body: TagUpdateBody) {
  return apiPost('/tag/update', body, TagPage);
}

export function updateTagRect(idTag: number, rect: TagRect) {
  return apiPost('/tag/updateMapRect', { idTag, rect }, TagPage);
}

export function deleteTag(idTag: number) {
  return apiFetch(`/tag/${idTag}`, z.object({ ok: z.literal(true) }), { method: 'DELETE' });
}
