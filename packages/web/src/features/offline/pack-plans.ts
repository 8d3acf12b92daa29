import {
  galleryOwner,
  galleryPath,
  latLngOf,
  type RangeAnswer,
  regionPath,
  type Spot,
  spotPath,
  type ImageUrls,
  type Region,
  type SpotList,
} from '@vantage/shared';
import { apiFetch } from '../../api/client';
import { getInitialData } from '../../core/initial-data';
import { photoVariantUrls } from '../../lib/photo-renditions';
import { screenRendition, styleResourceUrls, type PackStyle } from '../../lib/offline/pack-urls';
import { PackDataMissing, PackRefused, type PackPlan } from './pack-store';

/** The own basemap, which the map falls back to (and an offline page starts with). */
const OWN_STYLE_URL = '/tiles/style.json';

/** Spots of a gallery whose pages are kept with it, each with its first photos. */
const GALLERY_SPOTS_KEPT = 30;
const GALLERY_SPOT_PHOTOS_KEPT = 6;

/**
 * Spots in a map view's pack, each with its first photos: enough for a day in the field
 * while a pack stays a few megabytes; the message says so when the view held more.
 */
export const VIEW_SPOTS_KEPT = 25;
const VIEW_SPOT_PHOTOS_KEPT = 4;

interface Screen {
  width: number;
  pixelRatio: number;
}

function currentScreen(): Screen {
  return { width: window.innerWidth, pixelRatio: window.devicePixelRatio || 1 };
}

/** Photo renditions as the spot page shows them: one stored, the other answered with it. */
function photoParts(
  photos: readonly { urls: ImageUrls; ar: number }[],
  screen: Screen,
): Pick<PackPlan, 'urls' | 'aliases'> {
  const urls: string[] = [];
  const aliases: PackPlan['aliases'] = [];
  for (const photo of photos) {
    const { keep, other } = screenRendition(photo.urls, photo.ar, screen);
    urls.push(keep);
    // Offline, whichever rendition the page's srcset picks is answered with the kept one.
    for (const from of [other, ...photoVariantUrls(photo.urls, photo.ar)]) {
      aliases.push({ from, to: keep });
    }
  }
  return { urls, aliases };
}

/** The map styles the pages use, with the tiles, glyphs and sprite around a point. */
async function mapUrls(point: { lat: number; lng: number }): Promise<string[]> {
  const origin = window.location.origin;
  const styles = [...new Set([getInitialData().mapStyleUrl, OWN_STYLE_URL])].filter(
    (url) => url.startsWith('/') || url.startsWith(`${origin}/`),
  );
  const urls: string[] = [];
  for (const styleUrl of styles) {
    try {
      const response = await fetch(styleUrl, { credentials: 'same-origin' });
      if (!response.ok) continue;
      const style = (await response.json()) as PackStyle;
      urls.push(styleUrl, ...styleResourceUrls(style, point, origin));
    } catch {
      // The map is drawn without its tiles offline; the rest of the pack still helps.
    }
  }
  return urls;
}

/** The reads a spot page makes: the spot, its skyline for the sun and moon, the forecast. */
function spotReads(spotId: number): string[] {
  return [`/api/point/${spotId}`, `/api/point/${spotId}/horizon`, `/api/point/${spotId}/weather`];
}

/**
 * A spot's pack: its page data, skyline and last forecast, its photos at screen size, its
 * neighbours' small pictures and the low-zoom map around it. Sun and moon times are computed
 * in the browser from these.
 */
export async function spotPackPlan(spot: Spot, screen = currentScreen()): Promise<PackPlan> {
  const photos = photoParts(spot.images, screen);
  const nearby = spot.nearby.flatMap((near) => (near.image ? [near.image.urls.mini] : []));
  return {
    key: `spot:${spot.id}`,
    kind: 'spot',
    title: spot.title,
    path: spotPath(spot),
    urls: [...spotReads(spot.id), ...photos.urls, ...nearby, ...(await mapUrls(latLngOf(spot)))],
    aliases: photos.aliases,
  };
}

/** A spot's page data, or null when it cannot be read (the pack is saved without it). */
async function fetchSpot(spotId: number): Promise<Spot | null> {
  try {
    return await apiFetch(`/point/${spotId}`, 'Spot');
  } catch {
    return null;
  }
}

/** The spot pages of a pack: each spot's data and skyline, and its first photos. */
async function spotPages(
  spotIds: readonly number[],
  photosEach: number,
): Promise<{ spots: Spot[]; photos: { urls: ImageUrls; ar: number }[] }> {
  const spots = (await Promise.all(spotIds.map((id) => fetchSpot(id)))).filter(
    (spot): spot is Spot => spot !== null,
  );
  return { spots, photos: spots.flatMap((spot) => spot.images.slice(0, photosEach)) };
}

/**
 * The pack of the spots in a map view: the region list of the view (which opens it), the first
 * spots' pages with their first photos, the others' small pictures, and the low-zoom map
 * around the view's centre. `note` says when the view held more spots than a pack keeps.
 */
export async function viewPackPlan(region: Region, screen = currentScreen()): Promise<PackPlan> {
  const rangeUrl = `/api/range/${region.lat}/${region.long}/${region.dLat}/${region.dLong}`;
  let range: RangeAnswer;
  try {
    range = await apiFetch(rangeUrl.slice('/api'.length), 'RangeAnswer');
  } catch {
    throw new PackDataMissing(`${rangeUrl} could not be read`);
  }
  const [first] = range.spots;
  if (!first) {
    throw new PackRefused('There are no spots in view to save. Move the map to some spots first.');
  }
  const kept = range.spots.slice(0, VIEW_SPOTS_KEPT);
  const { spots, photos: spotPhotos } = await spotPages(
    kept.map((spot) => spot.id),
    VIEW_SPOT_PHOTOS_KEPT,
  );
  const photos = photoParts(spotPhotos, screen);
  const thumbs = range.spots.flatMap((spot) => (spot.image ? [spot.image.urls.thumb] : []));
  const total = range.spots.length;
  const more = range.more || total > kept.length;
  return {
    key: `view:${regionPath(region)}`,
    kind: 'view',
    title: total === 1 ? first.title : `${first.title} and ${total - 1} more spots`,
    path: regionPath(region),
    urls: [
      rangeUrl,
      ...spots.flatMap((spot) => spotReads(spot.id).slice(0, 2)),
      ...photos.urls,
      ...thumbs,
      ...(await mapUrls({ lat: region.lat, lng: region.long })),
    ],
    aliases: photos.aliases,
    ...(more
      ? {
          note: `Only the first ${kept.length} of the ${total}${range.more ? '+' : ''} spots in view were kept with their photos. Zoom in to save the others.`,
        }
      : {}),
  };
}

/**
 * A gallery's pack: the gallery, its photos, and the pages of its first spots with their first
 * photos, so each opens offline; the map around the gallery's first spot.
 */
export async function galleryPackPlan(
  gallery: SpotList,
  screen = currentScreen(),
): Promise<PackPlan> {
  const kept = gallery.spots.slice(0, GALLERY_SPOTS_KEPT);
  const { spots, photos: spotPhotos } = await spotPages(
    kept.map((spot) => spot.id),
    GALLERY_SPOT_PHOTOS_KEPT,
  );
  const photos = photoParts([...gallery.photos, ...spotPhotos], screen);
  const thumbs = gallery.spots.flatMap((spot) => (spot.image ? [spot.image.urls.thumb] : []));
  const first = spots[0];
  return {
    key: galleryPackKey(gallery),
    kind: 'gallery',
    title: gallery.title,
    path: galleryPath(gallery),
    urls: [
      `/api/spotlist/${encodeURIComponent(gallery.urlTitle)}/${encodeURIComponent(galleryOwner(gallery))}`,
      ...spots.flatMap((spot) => spotReads(spot.id).slice(0, 2)),
      ...photos.urls,
      ...thumbs,
      ...(first ? await mapUrls(latLngOf(first)) : []),
    ],
    aliases: photos.aliases,
  };
}

/** The pack key of a gallery. */
export function galleryPackKey(
  gallery: Pick<SpotList, 'username' | 'ownerId' | 'urlTitle'>,
): string {
  return `gallery:${galleryOwner(gallery).toLowerCase()}/${gallery.urlTitle}`;
}
