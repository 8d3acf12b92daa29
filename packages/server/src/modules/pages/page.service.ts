import {
  spotPath,
  type CurrentUser,
  type InitialPageData,
  type Photo,
  type SiteContacts,
  type Spot,
} from '@vantage/shared';
import { HttpError } from '../../lib/errors';
import type { PhotoService } from '../photos/photo.service';
import type { SpotService } from '../spots/spot.service';
import type { UserService } from '../users/user.service';
import { plainSummary, renderShell, type PageMeta } from './html-shell';
import { isSpaRoute } from './spa-routes';

export interface RenderedPage {
  status: number;
  html: string;
}

/** The largest id a row can have (a 32-bit integer column). */
const MAX_ID = 2 ** 31 - 1;

const DEFAULT_DESCRIPTION =
  'Find, share and plan photography locations: a world map of photo spots with sun and moon planning, weather and a 360° preview.';

/** Builds the HTML shell of each page with its title, Open Graph tags and initial data. */
export class PageService {
  constructor(
    private readonly template: () => string,
    private readonly siteName: string,
    private readonly mapStyleUrl: string,
    private readonly contacts: SiteContacts,
    private readonly spots: SpotService,
    private readonly photos: PhotoService,
    private readonly users: Pick<UserService, 'byId' | 'byUsername'>,
  ) {}

  /** The spot page path for `/i/{id}`, or null when there is no such spot. */
  async spotRedirect(id: number): Promise<string | null> {
    const preview = await this.spots.previews([id]);
    return preview[0] ? spotPath(preview[0]) : null;
  }

  /** The page's HTML; `currentUser` is the signed-in user of the request, or null. */
  async render(
    pathname: string,
    origin: string,
    currentUser: CurrentUser | null = null,
    /** The request's script nonce (Content-Security-Policy), put on the initial data. */
    nonce = '',
  ): Promise<RenderedPage> {
    const data: InitialPageData = {
      siteName: this.siteName,
      currentUser,
      point: null,
      tagData: null,
      photoData: null,
      guideData: null,
      mapStyleUrl: this.mapStyleUrl,
      contacts: this.contacts,
    };
    const meta: PageMeta = {
      title: null,
      description: DEFAULT_DESCRIPTION,
      url: origin + pathname,
      image: null,
      type: 'website',
    };
    let status = isSpaRoute(pathname) ? 200 : 404;

    const spotMatch = /^\/l\/[^/]+\/(\d{1,10})$/.exec(pathname);
    const photoMatch = /^\/photo\/(\d{1,10})$/.exec(pathname);
    // A member's pages (profile, tabs, galleries): 404 once there is no such member.
    const byMatch = /^\/by\/([^/]+)(?:\/.*)?$/.exec(pathname);
    const userMatch = /^\/user\/(\d{1,10})(?:\/[^/]*)?$/.exec(pathname);
    if (spotMatch) {
      const spot = await this.orNull(this.spots.getSpot(Number(spotMatch[1])));
      if (spot) {
        data.point = spot;
        Object.assign(meta, spotMeta(spot, origin));
      } else status = 404;
    } else if (photoMatch) {
      const photo = await this.orNull(this.photos.get(Number(photoMatch[1]), currentUser));
      if (photo) {
        data.photoData = photo;
        Object.assign(meta, photoMeta(photo, origin));
      } else status = 404;
    } else if (status === 200 && (byMatch || userMatch)) {
      const id = Number(userMatch?.[1]);
      const member = byMatch
        ? await this.orNull(this.users.byUsername(decodeName(byMatch[1]!)))
        : id <= MAX_ID
          ? await this.orNull(this.users.byId(id))
          : null;
      if (!member) {
        status = 404;
        meta.title = 'Page not found';
      }
    } else if (pathname === '/map') {
      meta.title = 'World Map';
    } else if (pathname === '/offline') {
      meta.title = 'Saved for offline';
    } else if (status === 404) {
      meta.title = 'Page not found';
    }
    return { status, html: renderShell(this.template(), meta, data, nonce) };
  }

  private async orNull<T>(promise: Promise<T>): Promise<T | null> {
    try {
      return await promise;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
  }
}

function spotMeta(spot: Spot, origin: string): Partial<PageMeta> {
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
  };
}

function photoMeta(photo: Photo, origin: string): Partial<PageMeta> {
  const by = photo.user?.displayName ?? photo.author;
  return {
    title: photo.title,
    description: photo.description
      ? plainSummary(photo.description)
      : `Photograph${photo.spotTitle ? ` of ${photo.spotTitle}` : ''}${by ? ` by ${by}` : ''}.`,
    url: `${origin}/photo/${photo.id}`,
    image: origin + photo.urls.large,
    type: 'article',
  };
}

/** A username from a path segment; a malformed escape is looked up as written. */
function decodeName(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
