import {
  guidePath,
  photoLocationPath,
  spotPath,
  type Guide,
  type Photo,
  type PublicUser,
  type Spot,
  type SpotList,
  type TagPage,
} from '@vantage/shared';
import { plainSummary } from './html-shell';

/** A schema.org object as JSON-LD (https://schema.org). */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** A stored address (a path on this site, or a whole URL) as a whole URL. */
export function absoluteUrl(address: string, origin: string): string {
  return /^https?:\/\//.test(address) ? address : origin + address;
}

/** The location hierarchy of a spot (`Europe\Italy\Dolomites`) as a list, the largest first. */
export function hierarchy(hier: string): string[] {
  return hier.split('\\').filter(Boolean);
}

/** A BreadcrumbList from the location hierarchy down to the page itself. */
export function breadcrumbs(
  origin: string,
  places: string[],
  last?: { name: string; url: string },
): JsonLd {
  const items = places.map((name, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name,
    item: origin + photoLocationPath(places.slice(0, index + 1)),
  }));
  if (last)
    items.push({
      '@type': 'ListItem',
      position: items.length + 1,
      name: last.name,
      item: last.url,
    });
  return { '@context': CONTEXT, '@type': 'BreadcrumbList', itemListElement: items };
}

function imageObject(photo: Photo, origin: string): JsonLd {
  const by = photo.user?.displayName ?? photo.author;
  return {
    '@type': 'ImageObject',
    name: photo.title || undefined,
    contentUrl: origin + photo.urls.large,
    thumbnailUrl: origin + photo.urls.thumb,
    url: `${origin}/photo/${photo.id}`,
    width: photo.width,
    height: photo.height,
    uploadDate: photo.created || undefined,
    creator: by ? { '@type': 'Person', name: by } : undefined,
    license: photo.license || undefined,
  };
}

/** A spot as a schema.org Place with its position, photos and hierarchy. */
export function spotStructuredData(spot: Spot, origin: string): JsonLd[] {
  const url = origin + spotPath(spot);
  const places = hierarchy(spot.hier);
  const description = spot.descriptions[0]?.text;
  const activeTags = spot.tags.filter((tag) => tag.request !== 'add').map((tag) => tag.tag);
  const place: JsonLd = {
    '@context': CONTEXT,
    '@type': 'Place',
    name: spot.title,
    url,
    description: description ? plainSummary(description, 500) : undefined,
    // A sensitive place publishes no position, not even its blurred one.
    geo: spot.sensitive
      ? undefined
      : {
          '@type': 'GeoCoordinates',
          latitude: spot.lat,
          longitude: spot.long,
          ...(spot.elev != null ? { elevation: Math.round(spot.elev) } : {}),
        },
    containedInPlace: places.length
      ? { '@type': 'Place', name: places[places.length - 1] }
      : undefined,
    keywords: activeTags.length ? activeTags.join(', ') : undefined,
    image: spot.images.length
      ? spot.images.slice(0, 10).map((photo) => imageObject(photo, origin))
      : undefined,
  };
  return [place, breadcrumbs(origin, places, { name: spot.title, url })];
}

/** A photo as a schema.org ImageObject; its position only where the owner published it. */
export function photoStructuredData(photo: Photo, origin: string): JsonLd[] {
  const image: JsonLd = { '@context': CONTEXT, ...imageObject(photo, origin) };
  if (photo.description) image.description = plainSummary(photo.description, 500);
  if (photo.idSpot != null && photo.spotTitle) {
    image.contentLocation = {
      '@type': 'Place',
      name: photo.spotTitle,
      url: origin + spotPath({ id: photo.idSpot, title: photo.spotTitle }),
      ...(photo.positionPublic && photo.lat != null && photo.long != null
        ? { geo: { '@type': 'GeoCoordinates', latitude: photo.lat, longitude: photo.long } }
        : {}),
    };
  }
  return [image];
}

/** A guide as a schema.org Article under its location's breadcrumbs. */
export function guideStructuredData(guide: Guide, origin: string): JsonLd[] {
  const url = origin + guidePath(guide.perma);
  const article: JsonLd = {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: guide.title,
    url,
    mainEntityOfPage: url,
    image: guide.imgHead ? origin + guide.imgHead.urls.large : undefined,
    author: guide.displayName ? { '@type': 'Person', name: guide.displayName } : undefined,
    about: { '@type': 'Place', name: guide.tag },
  };
  return [article, breadcrumbs(origin, hierarchy(guide.locHier), { name: guide.title, url })];
}

/** A tag or location page: a collection of places, under its breadcrumbs. */
export function tagStructuredData(page: TagPage, origin: string, url: string): JsonLd[] {
  const collection: JsonLd = {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    name: page.tag,
    url,
    description: page.infoText ? plainSummary(page.infoText, 500) : undefined,
    hasPart: page.bestSpots.slice(0, 20).map((spot) => ({
      '@type': 'Place',
      name: spot.title,
      url: origin + spotPath(spot),
    })),
  };
  return page.isLocation
    ? [collection, breadcrumbs(origin, [...page.locHier, page.tag])]
    : [collection];
}

/** A member's profile page: a schema.org ProfilePage about the Person. */
export function profileStructuredData(member: PublicUser, url: string, origin: string): JsonLd[] {
  return [
    {
      '@context': CONTEXT,
      '@type': 'ProfilePage',
      url,
      mainEntity: {
        '@type': 'Person',
        name: member.displayName,
        alternateName: member.username ? `@${member.username}` : undefined,
        description: member.about ? plainSummary(member.about, 500) : undefined,
        image: member.picture ? absoluteUrl(member.picture, origin) : undefined,
        url,
      },
    },
  ];
}

/** A gallery: a collection of places and photographs put together by a member. */
export function galleryStructuredData(gallery: SpotList, url: string, origin: string): JsonLd[] {
  const owner = gallery.owner;
  return [
    {
      '@context': CONTEXT,
      '@type': 'CollectionPage',
      name: gallery.title,
      url,
      description: gallery.description ? plainSummary(gallery.description, 500) : undefined,
      author: {
        '@type': 'Person',
        name: owner.displayName,
        url: owner.username ? `${origin}/by/${encodeURIComponent(owner.username)}` : undefined,
      },
      hasPart: [
        ...gallery.spots.slice(0, 20).map((spot) => ({
          '@type': 'Place',
          name: spot.title,
          url: origin + spotPath(spot),
        })),
        ...gallery.photos.slice(0, 10).map((photo) => imageObject(photo, origin)),
      ],
    },
  ];
}
