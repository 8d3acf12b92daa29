import type { Base, Container } from './types';
import { fetchStyleJson, MapLayersService } from '../modules/map-layers/map-layers.service';
import { loadTemplate, type ShellScripts } from '../modules/pages/html-shell';
import { readServedScripts } from '../modules/pages/inline-scripts';
import { PageService } from '../modules/pages/page.service';
import { serverRenderer } from '../modules/pages/server-renderer';
import { SitemapService } from '../modules/pages/sitemap.service';
import { GalleryService } from '../modules/galleries/gallery.service';
import { GuideService } from '../modules/guides/guide.service';
import { GuideReplyService } from '../modules/guides/guide-reply.service';
import { SearchService } from '../modules/search/search.service';
import { PopularLocationService } from '../modules/tags/popular-location.service';
import { TagService } from '../modules/tags/tag.service';
import { PostDoor } from '../modules/visibility/post-door.service';

/** Tag pages and the Popular Locations, guides, galleries and search. */
export function buildBrowsing(
  { repositories, geocoder, log, rateLimits, notify }: Base,
  built: Pick<
    Container,
    | 'spots'
    | 'photos'
    | 'spotChanges'
    | 'tagPageCache'
    | 'searchAnswers'
    | 'popularSpots'
    | 'hiddenItems'
  >,
): Pick<
  Container,
  'tags' | 'popularLocations' | 'guides' | 'guideReplies' | 'galleries' | 'search'
> {
  const { spots, photos } = built;
  const door = new PostDoor({ held: repositories.heldPosts, rateLimits });
  const tags = new TagService({
    pages: repositories.tagPages,
    tags: repositories.tags,
    spots,
    photoRepository: repositories.photos,
    photos,
    changes: built.spotChanges,
    pageCache: built.tagPageCache,
  });
  return {
    tags,
    popularLocations: new PopularLocationService({ pages: repositories.tagPages, tags, photos }),
    guides: new GuideService({
      guides: repositories.guides,
      tagPages: repositories.tagPages,
      tags,
      photos,
      hidden: built.hiddenItems,
      door,
    }),
    guideReplies: new GuideReplyService({
      replies: repositories.guideReplies,
      guides: repositories.guides,
      hidden: built.hiddenItems,
      door,
      notify,
      changes: built.spotChanges,
      rateLimits,
    }),
    galleries: new GalleryService({
      galleries: repositories.galleries,
      spotRepository: repositories.spots,
      spots,
      photoRepository: repositories.photos,
      photos,
      users: repositories.users,
      changes: built.spotChanges,
      hidden: built.hiddenItems,
      door,
    }),
    search: new SearchService({
      repository: repositories.search,
      terms: repositories.searchTerms,
      spotRepository: repositories.spots,
      spots,
      geocoder,
      log,
      answers: built.searchAnswers,
      popular: built.popularSpots,
    }),
  };
}

/** The map layers menu's sources, the HTML of every page and the sitemap. */
export function buildPages(
  { config, repositories, breakers, log }: Base,
  built: Pick<
    Container,
    'spots' | 'photos' | 'tags' | 'guides' | 'users' | 'galleries' | 'renderedPages'
  >,
): Pick<Container, 'mapLayers' | 'pages' | 'sitemap'> {
  const mapLayers = new MapLayersService(
    config.mapLayers,
    // One breaker per host: one tile service down leaves the others' styles alone.
    (url) => breakers.of(`Map style at ${new URL(url).host}`).call(() => fetchStyleJson(url)),
    (message) => log.warn(message),
  );
  let template: string | null = null;
  let scripts: ShellScripts | null = null;
  return {
    mapLayers,
    pages: new PageService({
      // Read on first use: the web build may appear after the server started.
      template: () => (template ??= loadTemplate(config.webDistDir)),
      scripts: () =>
        (scripts ??= {
          inline: readServedScripts(config.webDistDir),
          switches: config.servedTricks,
        }),
      siteName: config.siteName,
      mapStyleUrl: mapLayers.defaultStyleUrl(),
      contacts: config.contacts,
      spots: built.spots,
      photos: built.photos,
      tags: built.tags,
      guides: built.guides,
      users: built.users,
      galleries: built.galleries,
      renderer: serverRenderer(config.webDistDir),
      pageCache: built.renderedPages,
      logError: (message, error) => log.error({ err: error }, message),
    }),
    sitemap: new SitemapService(repositories.sitemap),
  };
}
