import type {
  CurrentUser,
  ImageRef,
  MapLayer,
  NearbySpot,
  Photo,
  PointPreview,
  PspotsAnswer,
  Spot,
  SpotSummary,
  TileSpot,
  UserRef,
} from '@vantage/shared';

/*
 * Builders of API objects for tests: each gives a complete, valid object with plain defaults,
 * and a test names what matters to it (`makeSpot({ id: 12, title: 'Lake Bled' })`). A slug
 * follows the title unless given.
 */

const slugOf = (title: string) => title.replace(/ /g, '_');
const IMAGE_URLS = { large: '/l.jpg', thumb: '/t.jpg', mini: '/m.webp' };

/** A signed-in member, with overrides. */
export function makeCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 5,
    username: 'galen',
    displayName: 'Galen Rowell',
    about: '',
    impact: 0,
    badges: { bronze: 0, silver: 0, gold: 0 },
    picture: null,
    admin: false,
    email: 'galen@example.com',
    emailVerified: true,
    emailNews: true,
    ...overrides,
  };
}

/** A member as photos and spots name their author. */
export function makeUserRef(overrides: Partial<UserRef> = {}): UserRef {
  return { id: 5, username: 'galen', displayName: 'Galen Rowell', picture: null, ...overrides };
}

/** A spot as `GET /api/point/{id}` answers it. */
export function makeSpot(overrides: Partial<Spot> = {}): Spot {
  const title = overrides.title ?? 'Lake Bled';
  return {
    id: 12,
    lat: 46.3625,
    long: 14.0936,
    title,
    slug: slugOf(title),
    newTitle: null,
    newLocation: null,
    hier: '',
    tags: [],
    descriptions: [],
    images: [],
    elev: null,
    tz: { name: 'Europe/Ljubljana' },
    nearestId: null,
    nearby: [],
    address: null,
    D3: null,
    rating: 0,
    user: null,
    created: '2024-01-01T00:00:00.000Z',
    sensitive: null,
    positionBlurred: false,
    newSensitive: null,
    ...overrides,
  };
}

/** The image a list shows for a spot. */
export function makeImageRef(overrides: Partial<ImageRef> = {}): ImageRef {
  const id = overrides.id ?? 10;
  return { id, title: `Image ${id}`, blurhash: null, ar: 1.5, urls: IMAGE_URLS, ...overrides };
}

/** A spot as lists (search, region, popular) show it. */
export function makeSpotSummary(overrides: Partial<SpotSummary> = {}): SpotSummary {
  const id = overrides.id ?? 1;
  const title = overrides.title ?? `Spot ${id}`;
  return {
    id,
    lat: 46.6,
    long: 11.72,
    title,
    slug: slugOf(title),
    tags: [],
    photoCount: 1,
    image: null,
    ...overrides,
  };
}

/** A spot near another, as the nearby and duplicate lists answer it. */
export function makeNearbySpot(overrides: Partial<NearbySpot> = {}): NearbySpot {
  const id = overrides.id ?? 1;
  return {
    id,
    lat: 0,
    long: 0,
    title: `Spot ${id}`,
    elev: null,
    distanceM: 0,
    image: null,
    ...overrides,
  };
}

/** A spot of a `/pspots` tile list. */
export function makeTileSpot(overrides: Partial<TileSpot> = {}): TileSpot {
  const id = overrides.id ?? 1;
  return { id, lat: 46.5, long: 12, title: `Spot ${id}`, score: 1, ...overrides };
}

/** A `/pspots` tile list, complete unless told. */
export function makeTileList(overrides: Partial<PspotsAnswer> = {}): PspotsAnswer {
  return { level: 0, x: 0, y: 0, complete: true, spots: [], ...overrides };
}

/** A spot's preview, as `POST /api/pointPreviews` answers it. */
export function makePointPreview(overrides: Partial<PointPreview> = {}): PointPreview {
  const id = overrides.id ?? 1;
  const title = overrides.title ?? `Spot ${id}`;
  return { id, title, slug: slugOf(title), image: null, tz: null, ...overrides };
}

/** A photo as `GET /api/photo/{id}` answers it. */
export function makePhoto(overrides: Partial<Photo> = {}): Photo {
  const id = overrides.id ?? 5;
  return {
    id,
    title: `Photo ${id}`,
    description: '',
    exif: null,
    imgType: 0,
    rating: 0,
    created: '2024-01-01T00:00:00.000Z',
    user: makeUserRef(),
    author: null,
    authorUrl: null,
    license: null,
    linkURL: null,
    linkImgURL: null,
    idSpot: 12,
    spotTitle: 'Lake Bled',
    spotTags: [],
    lat: null,
    long: null,
    positionPublic: false,
    width: 1500,
    height: 1000,
    blurhash: null,
    ar: 1.5,
    pano: false,
    urls: IMAGE_URLS,
    newSpot: null,
    ...overrides,
  };
}

/** A map layer of `GET /api/mapLayers`. */
export function makeMapLayer(overrides: Partial<MapLayer> = {}): MapLayer {
  const id = overrides.id ?? 'default';
  return { id, label: id, styleUrl: `/styles/${id}.json`, attribution: null, ...overrides };
}
