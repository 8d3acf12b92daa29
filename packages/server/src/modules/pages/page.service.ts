import {
  profilePath,
  rowIdFromDigits,
  spotPath,
  type CurrentUser,
  type InitialPageData,
  type SiteContacts,
} from '@vantage/shared';
import { nullIfNotFound } from '../../lib/errors';
import type { PhotoService } from '../photos/photo.service';
import type { GuideService } from '../guides/guide.service';
import type { SpotService } from '../spots/spot.service';
import type { UserService } from '../profiles/user.service';
import type { TagService } from '../tags/tag.service';
import type { GalleryService } from '../galleries/gallery.service';
import {
  renderShell,
  shellRendering,
  type PageMeta,
  type ShellRendering,
  type ShellScripts,
} from './html-shell';
import { GalleryPages, galleryPageAddress } from './gallery-pages';
import {
  DEFAULT_DESCRIPTION,
  galleryMeta,
  guideMeta,
  photoMeta,
  profileMeta,
  spotMeta,
  tagMeta,
} from './page-meta';
import { servedScriptHashes } from './inline-scripts';
import { decodePath, tagNameOf } from './path-parts';
import {
  keptHtml,
  type KeptHtml,
  type RenderedPageCache,
  type VisitorPage,
} from './rendered-page-cache';
import type { ApiTransport, PageRenderer } from './server-renderer';
import { isReadablePageAddress, isServerRendered, isSpaRoute } from './spa-routes';

export interface PageDeps {
  /** The built web app's index.html. */
  template: () => string;
  /** The web build's inline scripts, and the speed tricks of served pages that are on. */
  scripts: () => ShellScripts;
  siteName: string;
  mapStyleUrl: string;
  contacts: SiteContacts;
  spots: SpotService;
  photos: PhotoService;
  tags: TagService;
  guides: GuideService;
  users: Pick<UserService, 'byId' | 'byUsername' | 'byFormerUsername'>;
  galleries: Pick<GalleryService, 'ofOwner' | 'addressOf'>;
  /** The web app's server rendering, or null when it is not built. */
  renderer: () => Promise<PageRenderer | null>;
  /** Visitors' pages as rendered, kept until what they show changes. */
  pageCache: Pick<RenderedPageCache, 'getOrRender'>;
  /** Where a failed server rendering is reported (the page is then sent without content). */
  logError: (message: string, error: unknown) => void;
}

/**
 * A page whose rendering takes longer is sent without content, for the browser to render: a
 * visitor never waits long for the server's rendering (which waits at most 0.8 s for its data).
 * The rendering goes on and is kept for the next visitors.
 */
const SERVER_RENDER_TIMEOUT_MS = 3_000;

/** A profile's address by member id, with its tab. */
const PROFILE_BY_ID = /^\/user\/(\d{1,10})(\/[^/]*)?$/;
/** A profile's address by username, with its tab. */
const PROFILE_BY_USERNAME = /^\/by\/([^/]+)(\/[^/]*)?$/;

/** A rendering still not done after this long is given up (and the next visit tries again). */
const SERVER_RENDER_GIVE_UP_MS = 30_000;

/** Waits for `promise` at most `ms`: null once it settled, an error when it is late. */
async function within(promise: Promise<unknown>, ms: number): Promise<Error | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Error>((resolve) => {
    timer = setTimeout(() => resolve(new Error(`not done within ${ms} ms`)), ms);
  });
  const settled = promise.then(
    () => null,
    () => null,
  );
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Who asks for a page, and how. */
export interface PageRequest {
  /** The signed-in member of the request, or null. */
  currentUser?: CurrentUser | null;
  /** The query part of the address (`?map`), with its question mark. */
  search?: string;
  /**
   * Answers the rendering's API calls in process, as a signed-out visitor; without it the
   * HTML carries only the content of the page data (spot, photo, tag, guide).
   */
  api?: ApiTransport;
  /** The width of the phone the browser said it is, for the phone layout (null: wide). */
  viewportWidth?: number | null;
}

export interface RenderedPage {
  status: number;
  html: PageHtml;
}

/** A page's HTML. */
export type PageHtml =
  /** Made for this response alone (a member's page, a page not kept). */
  | { kind: 'text'; text: string }
  /** A visitor's page, made once for every visitor and sent as it was kept. */
  | { kind: 'kept'; html: KeptHtml };

/** A page's content before it is put in the template. */
interface PageContent {
  status: number;
  meta: PageMeta;
  data: InitialPageData;
  /** The page's content rendered on the server; null when that failed or took too long. */
  rendered: ShellRendering | null;
}

/**
 * Builds the HTML of each page with its title, Open Graph tags, structured data (JSON-LD)
 * and initial data.
 */
export class PageService {
  private readonly galleryPages: GalleryPages;

  constructor(private readonly deps: PageDeps) {
    this.galleryPages = new GalleryPages(deps);
  }

  /**
   * The one address of the gallery page `pathname` asks for when it is another one for it
   * (see `GalleryPages.redirect`), or null.
   */
  private async galleryRedirect(
    pathname: string,
    currentUser: CurrentUser | null,
  ): Promise<string | null> {
    const address = galleryPageAddress(pathname);
    return address ? this.galleryPages.redirect(address, currentUser) : null;
  }

  /**
   * The one address of a page `pathname` asks for by an older one, or null when it is the
   * page's own: a gallery's (see `GalleryPages.redirect`), and a profile's by id once its member
   * has a username, or by the username they had before.
   */
  async canonicalRedirect(
    pathname: string,
    currentUser: CurrentUser | null,
  ): Promise<string | null> {
    return (await this.galleryRedirect(pathname, currentUser)) ?? this.profileRedirect(pathname);
  }

  private async profileRedirect(pathname: string): Promise<string | null> {
    const byId = PROFILE_BY_ID.exec(pathname);
    if (byId) {
      const id = rowIdFromDigits(byId[1]!);
      const member = id === null ? null : await nullIfNotFound(this.deps.users.byId(id));
      return member?.username ? profilePath(member) + (byId[2] ?? '') : null;
    }
    const byName = PROFILE_BY_USERNAME.exec(pathname);
    if (!byName) return null;
    const name = decodePath(byName[1]!);
    if (await nullIfNotFound(this.deps.users.byUsername(name))) return null;
    const member = await nullIfNotFound(this.deps.users.byFormerUsername(name));
    return member ? profilePath(member) + (byName[2] ?? '') : null;
  }

  /**
   * The Content-Security-Policy sources of the inline scripts every page may carry: the same
   * for every page, so a kept page needs nothing of its response.
   */
  inlineScriptHashes(): string[] {
    return servedScriptHashes(this.deps.scripts().inline);
  }

  /** The spot page path for `/i/{id}`, or null when there is no such spot. */
  async spotRedirect(id: number): Promise<string | null> {
    const preview = await this.deps.spots.previews([id]);
    return preview[0] ? spotPath(preview[0]) : null;
  }

  /**
   * The page's HTML for a request of `pathname` (and the request's `page` details). A
   * visitor's page rendered on the server is the same for every visitor on the same kind of
   * screen: it is made once and kept, and sent as it is to each of them.
   */
  async render(pathname: string, origin: string, page: PageRequest = {}): Promise<RenderedPage> {
    const { currentUser = null, search = '', viewportWidth = null } = page;
    const url = origin + pathname + search;
    const kept =
      !currentUser && isServerRendered(pathname)
        ? await this.withinRenderTime(
            url,
            this.deps.pageCache.getOrRender({ url, viewportWidth }, () =>
              this.visitorPage(pathname, origin, page),
            ),
          )
        : null;
    if (kept) return { status: kept.status, html: { kind: 'kept', html: kept.html } };
    const { status, meta, data, rendered } = await this.pageContent(pathname, origin, page, false);
    const text = renderShell(this.deps.template(), meta, data, this.deps.scripts(), rendered);
    return { status, html: { kind: 'text', text } };
  }

  /** A visitor's page rendered on the server, ready for any number of responses. */
  private async visitorPage(
    pathname: string,
    origin: string,
    page: PageRequest,
  ): Promise<VisitorPage> {
    const { status, meta, data, rendered } = await this.pageContent(pathname, origin, page, true);
    return {
      status,
      rendered: rendered !== null,
      html: keptHtml(renderShell(this.deps.template(), meta, data, this.deps.scripts(), rendered)),
    };
  }

  /** The page's status, head, initial data and, for a visitor when `render`, its rendering. */
  private async pageContent(
    pathname: string,
    origin: string,
    page: PageRequest,
    render: boolean,
  ): Promise<PageContent> {
    const { currentUser = null, search = '', api, viewportWidth = null } = page;
    const data: InitialPageData = {
      siteName: this.deps.siteName,
      currentUser,
      point: null,
      tagData: null,
      photoData: null,
      guideData: null,
      mapStyleUrl: this.deps.mapStyleUrl,
      contacts: this.deps.contacts,
    };
    const meta: PageMeta = {
      title: null,
      description: DEFAULT_DESCRIPTION,
      url: origin + pathname,
      image: null,
      type: 'website',
    };
    const status = await this.describePage(pathname, origin, currentUser, data, meta);
    // A visitor's page arrives with its content, rendered by the components that then hydrate
    // it in the browser. A member's page is rendered in the browser: what a member sees (their
    // votes, galleries, menu) never goes into HTML that a cache could keep.
    const rendered =
      render && status === 200 && !currentUser && isServerRendered(pathname)
        ? await this.serverRender({
            url: origin + pathname + search,
            data,
            // Without served queries, the page shows the content of its page data alone and the
            // browser asks for the rest.
            api: this.deps.scripts().switches.servedQueries ? api : undefined,
            viewportWidth,
            switches: this.deps.scripts().switches,
          })
        : null;
    if (rendered) {
      // The page's content travels once, in the rendered queries.
      Object.assign(data, { point: null, photoData: null, tagData: null, guideData: null });
    }
    return { status, meta, data, rendered: rendered && shellRendering(rendered) };
  }

  /**
   * Fills `data` and `meta` with what `pathname` shows and answers the page's status: 404 for
   * an address of no page or of something that is not there.
   */
  private async describePage(
    pathname: string,
    origin: string,
    currentUser: CurrentUser | null,
    data: InitialPageData,
    meta: PageMeta,
  ): Promise<number> {
    let status = isSpaRoute(pathname) ? 200 : 404;
    if (status === 200 && !isReadablePageAddress(pathname)) {
      meta.title = 'Invalid address';
      return 404;
    }

    const spotMatch = /^\/l\/[^/]+\/(\d{1,10})$/.exec(pathname);
    const photoMatch = /^\/photo\/(\d{1,10})$/.exec(pathname);
    const galleryAddress = galleryPageAddress(pathname);
    // A member's profile and its tabs: 404 once there is no such member.
    const byMatch = /^\/by\/([^/]+)(?:\/.*)?$/.exec(pathname);
    const userMatch = /^\/user\/(\d{1,10})(?:\/[^/]*)?$/.exec(pathname);
    const tagName = tagNameOf(pathname);
    const guideMatch = /^\/guide\/([^/]+)$/.exec(pathname);
    const searchMatch = /^\/search\/([^/]+)$/.exec(pathname);
    // A member's page carries what the member may see (their held posts, a sensitive place's
    // exact position): the browser shows it as the spot's current answer, not a visitor's.
    if (spotMatch) {
      const spot = await nullIfNotFound(this.deps.spots.getSpot(Number(spotMatch[1]), currentUser));
      if (spot) {
        data.point = spot;
        Object.assign(meta, spotMeta(spot, origin));
      } else status = 404;
    } else if (photoMatch) {
      const photo = await nullIfNotFound(this.deps.photos.get(Number(photoMatch[1]), currentUser));
      if (photo) {
        data.photoData = photo;
        Object.assign(meta, photoMeta(photo, origin));
      } else status = 404;
    } else if (status === 200 && galleryAddress) {
      const gallery = await this.galleryPages.gallery(galleryAddress, currentUser);
      if (gallery) Object.assign(meta, galleryMeta(gallery, origin));
      else {
        status = 404;
        meta.title = 'Page not found';
      }
    } else if (status === 200 && (byMatch || userMatch)) {
      const id = rowIdFromDigits(userMatch?.[1] ?? '');
      const member = byMatch
        ? await nullIfNotFound(this.deps.users.byUsername(decodePath(byMatch[1]!)))
        : id === null
          ? null
          : await nullIfNotFound(this.deps.users.byId(id));
      if (member) Object.assign(meta, profileMeta(member, origin));
      else {
        status = 404;
        meta.title = 'Page not found';
      }
    } else if (searchMatch) {
      meta.title = `Search: ${decodePath(searchMatch[1]!)}`;
    } else if (/^\/r\/[^/]+\/[^/]+\/[^/]+\/[^/]+$/.test(pathname)) {
      meta.title = 'Region view';
    } else if (tagName) {
      const page = await nullIfNotFound(this.deps.tags.page(tagName));
      if (page) {
        data.tagData = page;
        Object.assign(meta, tagMeta(page, origin + pathname, origin));
      } else status = 404;
    } else if (guideMatch) {
      const guide = await nullIfNotFound(
        this.deps.guides.get(decodePath(guideMatch[1]!), currentUser),
      );
      if (guide) {
        data.guideData = guide;
        Object.assign(meta, guideMeta(guide, origin));
      } else status = 404;
    } else if (pathname === '/map') {
      meta.title = 'World Map';
    } else if (pathname === '/offline') {
      meta.title = 'Saved for offline';
    } else if (status === 404) {
      meta.title = 'Page not found';
    }
    return status;
  }

  /**
   * The visitor's page once rendered (kept or new), or null when that takes longer than a
   * visitor should wait: the page is then sent for the browser to render.
   */
  private async withinRenderTime(
    url: string,
    rendering: Promise<VisitorPage>,
  ): Promise<VisitorPage | null> {
    const late = await within(rendering, SERVER_RENDER_TIMEOUT_MS);
    if (late) {
      this.deps.logError(
        `Server rendering of ${url} not done within ${SERVER_RENDER_TIMEOUT_MS} ms: sent for the browser to render`,
        late,
      );
      return null;
    }
    return rendering;
  }

  private async serverRender(input: Parameters<PageRenderer['render']>[0]) {
    try {
      const rendering = this.deps.renderer().then((renderer) => renderer?.render(input));
      const late = await within(rendering, SERVER_RENDER_GIVE_UP_MS);
      if (late) throw late;
      return (await rendering) ?? null;
    } catch (error) {
      this.deps.logError(`Server rendering of ${input.url} failed`, error);
      return null;
    }
  }
}
