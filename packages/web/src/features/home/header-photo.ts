import { HEADER_PHOTO_COUNT, type FeaturedPhotos, type ImageUrls } from '@vantage/shared';

const HOUR_MS = 3_600_000;
/** Wide photos crop well into the banner; portrait ones stand in only when nothing else exists. */
const MIN_LANDSCAPE_AR = 1.2;

/** A photo that can headline the home page, with the spot it shows. */
export interface FeaturedPhoto {
  id: number;
  title: string;
  blurhash: string | null;
  ar: number;
  urls: ImageUrls;
  spot: { id: number; title: string } | null;
  author: { name: string; username: string | null } | null;
}

/**
 * The pool of up to 15 header photos. Administrators' choices are kept as they are; the
 * best-rated photos standing in for them are kept to the wide ones when there are any.
 */
export function collectFeaturedPhotos(featured: FeaturedPhotos): FeaturedPhoto[] {
  const all = featured.photos.map((photo): FeaturedPhoto => ({
    id: photo.id,
    title: photo.title,
    blurhash: photo.blurhash,
    ar: photo.ar,
    urls: photo.urls,
    spot:
      photo.idSpot != null && photo.spotTitle != null
        ? { id: photo.idSpot, title: photo.spotTitle }
        : null,
    author: photo.user
      ? { name: photo.user.displayName, username: photo.user.username }
      : photo.author
        ? { name: photo.author, username: null }
        : null,
  }));
  const landscape = all.filter((photo) => photo.ar >= MIN_LANDSCAPE_AR);
  const pool = featured.chosen || landscape.length === 0 ? all : landscape;
  return pool.slice(0, HEADER_PHOTO_COUNT);
}

/** The header photo for this hour: index = floor(now / 1 h) mod pool size. */
export function pickHeaderPhoto<T>(pool: readonly T[], nowMs: number): T | null {
  if (pool.length === 0) return null;
  return pool[Math.floor(nowMs / HOUR_MS) % pool.length] ?? null;
}
