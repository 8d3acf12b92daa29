import type { Base, Container } from './types';
import { cdnPurge, PurgeQueue } from '../adapters/cdn/cdn-purge';
import { RenderedPageCache } from '../modules/pages/rendered-page-cache';
import { VisitorSpotCache } from '../modules/spots/visitor-spot-cache';
import { SearchAnswerCache } from '../modules/search/search-answer-cache';
import { PopularSpotCache } from '../modules/search/popular-spot-cache';
import { PhotoService } from '../modules/photos/photo.service';
import { SpotChanges } from '../modules/spots/spot-changes.service';
import { SpotPlaces } from '../modules/spots/spot-places.service';
import { SpotCreateService } from '../modules/spots/spot-create.service';
import { SpotTileCache } from '../modules/spots/spot-tile-cache';
import { SpotService } from '../modules/spots/spot.service';
import { TagPageCache } from '../modules/tags/tag-page-cache';
import { HiddenItems } from '../modules/visibility/hidden-items.service';

/** The caches built from spots, and `SpotChanges`, which empties them. */
type SpotChangeParts = Pick<
  Container,
  | 'tileCache'
  | 'tagPageCache'
  | 'renderedPages'
  | 'visitorSpots'
  | 'searchAnswers'
  | 'popularSpots'
  | 'spotChanges'
  | 'cdnPurges'
>;

/** The caches built from spots and the one path every change to a spot takes. */
export function buildSpotChanges({ config, repositories, log, notify }: Base): SpotChangeParts {
  const tileCache = new SpotTileCache();
  const cdnPurges = config.cdn ? new PurgeQueue(cdnPurge(config.cdn, config.publicUrl), log) : null;
  const tagPageCache = new TagPageCache();
  const renderedPages = new RenderedPageCache();
  const visitorSpots = new VisitorSpotCache();
  const searchAnswers = new SearchAnswerCache();
  const popularSpots = new PopularSpotCache();
  const spotChanges = new SpotChanges({
    spots: repositories.spots,
    history: repositories.spotChanges,
    terms: repositories.searchTerms,
    tileCache,
    ...(cdnPurges && { cdn: cdnPurges }),
    onChanged: () => {
      tagPageCache.forgetAll();
      renderedPages.forgetAll();
      visitorSpots.forgetAll();
      searchAnswers.forgetAll();
      popularSpots.forgetAll();
    },
    notify,
    log,
  });
  return {
    tileCache,
    tagPageCache,
    renderedPages,
    visitorSpots,
    searchAnswers,
    popularSpots,
    spotChanges,
    cdnPurges,
  };
}

/**
 * Reading spots (with the photos and elevation their pages show) and new spots, with
 * `places`, the areas and address of a position, which the proposal engine reads too.
 */
export function buildSpots(
  { repositories, boundaries, geocoder, log, rateLimits }: Base,
  built: Pick<Container, 'spotChanges' | 'tileCache' | 'visitorSpots' | 'elevation'>,
): Pick<Container, 'photos' | 'spots' | 'spotCreate' | 'hiddenItems'> & { places: SpotPlaces } {
  const hidden = new HiddenItems(repositories.hiddenItems);
  const photos = new PhotoService(repositories.photos, repositories.spots, hidden);
  const spots = new SpotService({
    spots: repositories.spots,
    details: repositories.spotDetails,
    users: repositories.users,
    photos,
    tileCache: built.tileCache,
    elevations: built.elevation,
    visitorAnswers: built.visitorSpots,
    hidden,
  });
  const places = new SpotPlaces({
    repository: repositories.spotCreate,
    spots: repositories.spots,
    changes: built.spotChanges,
    boundaries,
    geocoder,
    log,
  });
  const spotCreate = new SpotCreateService({
    repository: repositories.spotCreate,
    spotRepository: repositories.spots,
    spots,
    changes: built.spotChanges,
    places,
    rateLimits,
  });
  return { photos, spots, spotCreate, places, hiddenItems: hidden };
}
