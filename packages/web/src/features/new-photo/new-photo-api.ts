import type { QueryClient } from '@tanstack/react-query';
import {
  type LatLng,
  NearAnswer,
  type NearbySpot,
  NewImageAnswer,
  type NewImageBody,
  round6,
  UrlImagesAnswer,
} from '@vantage/shared';
import { apiFetch, apiPost } from '../../api/client';
import { appendToTileLists } from '../new-spot';
import { spotKey } from '../../core/spot-query';

/** `POST /api/tools/urlImages`: the images found on a web page. */
export function fetchUrlImages(url: string): Promise<UrlImagesAnswer> {
  return apiPost('/tools/urlImages', { url }, UrlImagesAnswer);
}

/** `GET /api/near/{lat}/{long}`: the spots nearest to a position, nearest first. */
export function fetchNearSpots(position: LatLng): Promise<NearbySpot[]> {
  return apiFetch(`/near/${round6(position.lat)}/${round6(position.lng)}`, NearAnswer);
}

/** `POST /api/img`: publishes the photo at an existing spot or a new one. */
export function createImage(body: NewImageBody): Promise<NewImageAnswer> {
  return apiPost('/img', body, NewImageAnswer);
}

/**
 * After a photo is published: a new spot joins every cached `/pspots` tile list covering it,
 * so the map shows it at once; the spot's page, the photo feeds and the
 * uploader's profile lists are read again when next shown.
 */
export function rememberNewImage(
  client: QueryClient,
  answer: NewImageAnswer,
  newSpot: boolean,
): void {
  const { spot } = answer;
  if (newSpot) appendToTileLists(client, spot);
  for (const queryKey of [spotKey(spot.id), ['photos'], ['userPhotos'], ['userStats']]) {
    void client.invalidateQueries({ queryKey });
    // Lists no page shows now are dropped, from storage too: a reload would otherwise
    // restore them as fresh, without the new photo.
    client.removeQueries({ queryKey, type: 'inactive' });
  }
}
