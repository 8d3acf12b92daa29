import type { LatLng, Photo } from '@vantage/shared';
import { latLngOrNull } from '../../lib/lat-lng';

/** One place on the profile map: a spot with photos of the user, or a photo's own position. */
export interface PhotoPlace extends LatLng {
  key: string;
  title: string;
  idSpot: number | null;
  photos: number;
}

/** The places of the user's photos: one per spot, photos without a spot at their own position. */
export function photoPlaces(photos: Photo[]): PhotoPlace[] {
  const places = new Map<string, PhotoPlace>();
  for (const photo of photos) {
    const position = latLngOrNull(photo);
    if (!position) continue;
    const key = photo.idSpot !== null ? `spot:${photo.idSpot}` : `photo:${photo.id}`;
    const place = places.get(key);
    if (place) place.photos++;
    else {
      places.set(key, {
        key,
        ...position,
        title: photo.spotTitle ?? photo.title,
        idSpot: photo.idSpot,
        photos: 1,
      });
    }
  }
  return [...places.values()];
}
