// The head of each kind of page: its title, description, address, image and structured data.
import {
  galleryPath,
  guidePath,
  spotPath,
  tagPageTitle,
  type Guide,
  type Photo,
  type PublicUser,
  type SpotList,
  type Spot,
  type TagPage,
} from '@vantage/shared';
import { plainSummary, type PageMeta } from './html-shell';
import {
  absoluteUrl,
  galleryStructuredData,
  guideStructuredData,
  photoStructuredData,
  profileStructuredData,
  spotStructuredData,
  tagStructuredData,
} from './structured-data';

/** The description of a page that has none of its own. */
export const DEFAULT_DESCRIPTION =
  'Find, share and plan photography locations: a world map of photo spots with sun and moon planning, weather and a 360° preview.';

export function spotMeta(spot: Spot, origin: string): Partial<PageMeta> {
  const place = spot.hier.split('\\').filter(Boolean).reverse().join(', ');
  const text = spot.descriptions[0]?.text;
  const cover = spot.images[0];
  return {
    title: spot.title,
    description: text
      ? plainSummary(text)
      : `Photography spot${place ? ` in ${place}` : ''}: photos, map, sun and moon planning.`,
    url: origin + spotPath(spot),
    image: cover ? origin + cover.urls.large : null,
    type: 'article',
    structuredData: spotStructuredData(spot, origin),
  };
}

export function photoMeta(photo: Photo, origin: string): Partial<PageMeta> {
  const by = photo.user?.displayName ?? photo.author;
  return {
    title: photo.title,
    description: photo.description
      ? plainSummary(photo.description)
      : `Photograph${photo.spotTitle ? ` of ${photo.spotTitle}` : ''}${by ? ` by ${by}` : ''}.`,
    url: `${origin}/photo/${photo.id}`,
    image: origin + photo.urls.large,
    type: 'article',
    structuredData: photoStructuredData(photo, origin),
  };
}

export function profileMeta(member: PublicUser, origin: string): Partial<PageMeta> {
  const url = member.username
    ? `${origin}/by/${encodeURIComponent(member.username)}`
    : `${origin}/user/${member.id}`;
  return {
    title: member.displayName,
    description: member.about
      ? plainSummary(member.about)
      : `Photography spots, photos and galleries by ${member.displayName}.`,
    url,
    image: member.picture ? absoluteUrl(member.picture, origin) : null,
    type: 'profile',
    structuredData: profileStructuredData(member, url, origin),
  };
}

export function galleryMeta(gallery: SpotList, origin: string): Partial<PageMeta> {
  const by = gallery.owner.displayName;
  const url = origin + galleryPath(gallery);
  return {
    title: gallery.title,
    description: gallery.description
      ? plainSummary(gallery.description)
      : `A gallery of ${gallery.spotCount} photography spots and ${gallery.photoCount} photos by ${by}.`,
    url,
    image: gallery.photos[0] ? origin + gallery.photos[0].urls.large : null,
    structuredData: galleryStructuredData(gallery, url, origin),
  };
}

export function tagMeta(page: TagPage, url: string, origin: string): Partial<PageMeta> {
  const place = page.locHier.slice().reverse().join(', ');
  return {
    title: tagPageTitle(page),
    description: page.infoText
      ? plainSummary(page.infoText)
      : `${page.locCnt} photography spots${page.isLocation ? ` in ${page.tag}${place ? `, ${place}` : ''}` : ` tagged ${page.tag}`}: photos, maps, sun and moon planning.`,
    url,
    image: page.imgHead ? origin + page.imgHead.urls.large : null,
    structuredData: tagStructuredData(page, origin, url),
  };
}

export function guideMeta(guide: Guide, origin: string): Partial<PageMeta> {
  const text = guide.text.replace(/<[^>]*>/g, ' ');
  return {
    title: guide.title,
    description: plainSummary(text) || `A photography guide to ${guide.tag}.`,
    url: origin + guidePath(guide.perma),
    image: guide.imgHead ? origin + guide.imgHead.urls.large : null,
    type: 'article',
    structuredData: guideStructuredData(guide, origin),
  };
}
