import { useQuery } from '@tanstack/react-query';
import {
  FlickrConnectAnswer,
  FlickrDecisionAnswer,
  FlickrImageAnswer,
  FlickrImagesAnswer,
  type FlickrAccessBody,
  type FlickrDecisionBody,
} from '@vantage/shared';
import { z } from 'zod';
import { apiFetch, apiPost } from '../../api/client';

/** Query keys of the import. */
export const FLICKR_IMAGES_KEY = ['flickrImages'] as const;
export const FLICKR_NEXT_KEY = ['flickrImage'] as const;

/** Whether Flickr import is offered, and how many photos wait (reads Flickr only the first time). */
export function useFlickrNext(enabled: boolean) {
  return useQuery({
    queryKey: FLICKR_NEXT_KEY,
    queryFn: () => apiFetch('/flickrImage', FlickrImageAnswer),
    enabled,
    staleTime: 60_000,
  });
}

/** Every geotagged photo of the member's Flickr account and where each stands. */
export function useFlickrImages(enabled: boolean) {
  return useQuery({
    queryKey: FLICKR_IMAGES_KEY,
    queryFn: () => apiFetch('/flickrImages', FlickrImagesAnswer),
    enabled,
    // Opening the import reads Flickr again: a permission revoked there shows at once.
    refetchOnMount: 'always',
  });
}

export const decideFlickrImage = (body: FlickrDecisionBody) =>
  apiPost('/flickrImage', body, FlickrDecisionAnswer);

export const connectFlickr = () => apiPost('/flickr/connect', {}, FlickrConnectAnswer);

export const finishFlickrConnection = (body: FlickrAccessBody) =>
  apiPost('/flickr/access', body, z.object({ username: z.string() }));

export const disconnectFlickr = () =>
  apiFetch('/flickr', z.object({ ok: z.boolean() }), { method: 'DELETE' });
