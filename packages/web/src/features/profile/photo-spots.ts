import type { Photo } from '@vantage/shared';

/** One place on the profile map: a spot with photos of the user, or a photo's own position. */
export interface PhotoPlace {
  key: string;
  lat: number;
  long: number;
  title: string;
  idSpot: number | null;
  photos: number;
}

/** The places of the user's photos: one per spot, photos without a spot at their own position. */
export function photoPlaces(photos: Photo[]): PhotoPlace[] {
  const places = new Map<string, PhotoPlace>();
  for (const photo of photos) {
    if (photo.lat === null || photo.long === null) continue;
    const key = photo.idSpot !== null ? `spot:${photo.idSpot}` : `photo:${photo.id}`;
    const place = places.get(key);
    if (place) place.photos++;
    else {
      places.set(key, {
        key,
        lat: photo.lat,
        long: photo.long,
        title: photo.spotTitle ?? photo.title,
        idSpot: photo.idSpot,
        photos: 1,
      });
    }
  }
  return [...places.values()];
}

/** Degrees added around the places so the outermost pins are not cut by the map's edge. */
const MIN_SPAN_DEG = 0.02;
const MARGIN = 0.15;

/** The box that shows every place with a margin, as [[west, south], [east, north]]. */
export function placesBounds(places: PhotoPlace[]): [[number, number], [number, number]] | null {
  if (places.length === 0) return null;
  const lats = places.map((place) => place.lat);
  const longs = places.map((place) => place.long);
  const [south, north, west, east] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...longs),
    Math.max(...longs),
  ];
  const padLat = Math.max((north - south) * MARGIN, MIN_SPAN_DEG);
  const padLong = Math.max((east - west) * MARGIN, MIN_SPAN_DEG);
  return [
    [Math.max(-180, west - padLong), Math.max(-85, south - padLat)],
    [Math.min(180, east + padLong), Math.min(85, north + padLat)],
  ];
}
