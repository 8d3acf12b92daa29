import {
  distanceM,
  FILTERED_SPOTS_MAX,
  type FilteredSpotsAnswer,
  type LatLng,
  parseCoordinates,
  PLACE_RESULTS_MAX,
  type Place,
  SearchAnswer,
  type SpotFilters,
  type SpotSummary,
  type TagHit,
} from '@vantage/shared';
import type { GeocodedPlace, Geocoder } from '../../adapters/geocoder/geocoder';
import { badRequest } from '../../lib/errors';
import type { WarnLog } from '../../lib/log';
import { prepareBody, type PreparedBody } from '../../lib/prepared-body';
import type { SpotRepository } from '../spots/spot.repository';
import type { SpotService } from '../spots/spot.service';
import type { PopularSpotCache } from './popular-spot-cache';
import type { SearchAnswerCache } from './search-answer-cache';
import type { SearchTermRepository } from './search-terms.repository';
import type { SearchRepository, SpotFilter, TagMatch } from './search.repository';
import {
  editDistance,
  headOf,
  searchTokens,
  typoAllowance,
  wordsInTitle,
  type SearchToken,
} from './search-words';
import { ServiceUnavailableError } from '../../lib/circuit-breaker';
import { resolveFilter } from './spot-filters';

/** Spots a search lists at most; `more` says when there were others. */
export const SEARCH_SPOTS_MAX = 50;

/** Matches ranked all together at most; beyond, the most popular spots are ranked first. */
export const RANK_ALL_MAX = 10_000;

/** The most popular spots that common words are ranked among. */
export const POPULAR_CANDIDATES = 10_000;

/** Popular spots read at a time while common words are ranked among them. */
const POPULAR_PAGE = 200;

/** Tags a search lists at most. */
export const SEARCH_TAGS_MAX = 10;

/** Spots listed around searched coordinates, and how far away they may be. */
export const COORDINATE_SPOTS_MAX = 10;
export const COORDINATE_SPOTS_RADIUS_M = 2_000;

/** What search is built from. */
export interface SearchDeps {
  repository: SearchRepository;
  terms: SearchTermRepository;
  spotRepository: SpotRepository;
  spots: SpotService;
  geocoder: Geocoder;
  log: WarnLog;
  /** Answers kept for everyone who searches the same; without it each is built afresh. */
  answers?: Pick<SearchAnswerCache, 'getOrBuild' | 'kept'>;
  /** The most popular spots kept for unfiltered searches; without it they are read each time. */
  popular?: Pick<PopularSpotCache, 'get'>;
}

interface Found {
  spots: SpotSummary[];
  tags: TagHit[];
  more: boolean;
}

const NOTHING: Found = { spots: [], tags: [], more: false };

/** Search: coordinates, places, tags and spots, with misspelt words corrected. */
export class SearchService {
  constructor(private readonly deps: SearchDeps) {}

  /**
   * The answer as sent: the same for everyone who searches the same text with the same
   * filters, so it is serialized (and compressed) once and kept.
   */
  preparedSearch(text: string, filters: SpotFilters): Promise<PreparedBody> {
    const build = async () => {
      const { answer, whole } = await this.answer(text, filters);
      return { json: JSON.stringify(SearchAnswer.parse(answer)), whole };
    };
    return this.deps.answers
      ? this.deps.answers.getOrBuild(text, filters, build)
      : build().then(({ json }) => prepareBody(json));
  }

  /** The answer for the text and filters while it is kept (undefined once it would be built again). */
  keptSearch(text: string, filters: SpotFilters): PreparedBody | undefined {
    return this.deps.answers?.kept(text, filters);
  }

  /** Everything the results page shows for the text, spots narrowed by the filters. */
  async search(text: string, filters: SpotFilters): Promise<SearchAnswer> {
    return (await this.answer(text, filters)).answer;
  }

  /** The answer, and whether it is whole (false when the geocoder failed: no places). */
  private async answer(
    text: string,
    filters: SpotFilters,
  ): Promise<{ answer: SearchAnswer; whole: boolean }> {
    const filter = await resolveFilter(this.deps.repository, filters);
    const position = parseCoordinates(text);
    if (position) {
      const answer = {
        text,
        coordinates: { lat: position.lat, long: position.lng },
        corrected: null,
        places: [],
        tags: [],
        spots: await this.spotsAround(position, filter),
        more: false,
      };
      return { answer, whole: true };
    }

    const tokens = searchTokens(text);
    if (tokens.length === 0) {
      const answer = { text, coordinates: null, corrected: null, places: [], ...NOTHING };
      return { answer, whole: true };
    }
    const [places, first] = await Promise.all([
      this.places(text),
      this.find(
        tokens.map((token) => token.word),
        filter,
      ),
    ]);
    let found = first;
    let corrected: string | null = null;
    if (found.spots.length === 0 && found.tags.length === 0) {
      const correction = await this.correct(tokens);
      if (correction) {
        const retried = await this.find(correction.words, filter);
        if (retried.spots.length > 0 || retried.tags.length > 0) {
          found = retried;
          corrected = correction.text;
        }
      }
    }
    return {
      answer: { text, coordinates: null, corrected, places: places ?? [], ...found },
      whole: places !== null,
    };
  }

  private async find(words: readonly string[], filter: SpotFilter | null): Promise<Found> {
    const [ids, tags] = await Promise.all([
      filter ? this.rankedSpotIds(words, filter) : [],
      this.deps.repository.matchingTags(words, SEARCH_TAGS_MAX),
    ]);
    const shown = ids.slice(0, SEARCH_SPOTS_MAX);
    const points = await this.deps.spotRepository.findPoints(shown);
    const byId = new Map(points.map((point) => [point.id, point]));
    const ordered = shown.flatMap((id) => {
      const point = byId.get(id);
      return point ? [point] : [];
    });
    const [spots, tagHits] = await Promise.all([
      this.deps.spots.summaries(ordered),
      this.tagHits(tags),
    ]);
    return { spots, tags: tagHits, more: ids.length > SEARCH_SPOTS_MAX };
  }

  /**
   * The best matching spots, one more than are shown. Ranking every match costs time in
   * proportion to their number, so common words are ranked among the most popular spots
   * (those passing the filter) and all matches only when those hold too few.
   */
  private async rankedSpotIds(words: readonly string[], filter: SpotFilter): Promise<number[]> {
    const { repository, terms } = this.deps;
    const limit = SEARCH_SPOTS_MAX + 1;
    const filtered = Object.keys(filter).length > 0;
    const [estimate, passing] = await Promise.all([
      terms.estimateMatches(words),
      filtered ? repository.countFiltered(filter, POPULAR_CANDIDATES + 1) : Infinity,
    ]);
    // Every spot passing a narrow filter is a candidate: the ranking is complete.
    if (passing <= POPULAR_CANDIDATES) {
      return repository.rankedSpotIds(words, filter, limit, POPULAR_CANDIDATES);
    }
    if (estimate > RANK_ALL_MAX) {
      const popular = await this.rankedAmongPopular(words, filter, limit);
      if (popular.length === limit) return popular;
    }
    return repository.rankedSpotIds(words, filter, limit);
  }

  /**
   * Common words ranked among the most popular spots passing the filter: spots holding more
   * of the words in their title first, then the more popular. The spots are read most popular
   * first, so once `limit` of them hold every word in their title no later one can rank
   * above them and reading stops; a word on most spots is answered from the first page
   * instead of from every spot it is on. Without a filter the candidates are the same for
   * every search: they are kept in memory with their words and tested there.
   */
  private async rankedAmongPopular(
    words: readonly string[],
    filter: SpotFilter,
    limit: number,
  ): Promise<number[]> {
    const { repository, popular } = this.deps;
    const matches: { id: number; score: number; inTitle: number }[] = [];
    if (popular && Object.keys(filter).length === 0) {
      const candidates = await popular.get(() =>
        repository.popularPage(filter, POPULAR_CANDIDATES),
      );
      matches.push(...candidates.matches(words));
    } else {
      let wholeTitles = 0;
      let after: { score: number; id: number } | undefined;
      for (let read = 0; read < POPULAR_CANDIDATES && wholeTitles < limit;) {
        const size = Math.min(POPULAR_PAGE, POPULAR_CANDIDATES - read);
        const page = await repository.popularPage(filter, size, after);
        for (const spot of page) {
          const inTitle = wordsInTitle(words, spot.title, spot.tags_text);
          if (inTitle === null) continue;
          matches.push({ id: spot.id, score: spot.score, inTitle });
          if (inTitle === words.length) wholeTitles += 1;
        }
        read += page.length;
        if (page.length < size) break;
        after = page.at(-1);
      }
    }
    return matches
      .sort((a, b) => b.inTitle - a.inTitle || b.score - a.score || a.id - b.id)
      .slice(0, limit)
      .map((match) => match.id);
  }

  /**
   * Replaces each word the vocabulary does not hold (as a prefix, for the last one) by the
   * closest word it does: Damerau–Levenshtein distance 1 for 4–7 letters, 2 for longer,
   * sharing the first letter; among equals the word on most spots. Null when nothing changed.
   */
  private async correct(
    tokens: readonly SearchToken[],
  ): Promise<{ words: string[]; text: string } | null> {
    const words = tokens.map((token) => token.word);
    const last = words.length - 1;
    const known = await this.deps.terms.known(words.slice(0, last));
    const replacements = new Map<number, string>();
    for (const [index, word] of words.entries()) {
      const allowance = typoAllowance(word);
      if (allowance === 0) continue;
      const isKnown = index === last ? await this.deps.terms.hasPrefix(word) : known.has(word);
      if (isKnown) continue;
      const length = [...word].length;
      let best: { term: string; distance: number; spots: number } | null = null;
      for (const candidate of await this.deps.terms.candidates(headOf(word), length, allowance)) {
        const distance = editDistance(word, candidate.term, allowance);
        if (distance > allowance) continue;
        if (
          !best ||
          distance < best.distance ||
          (distance === best.distance &&
            (candidate.spots > best.spots ||
              (candidate.spots === best.spots && candidate.term < best.term)))
        ) {
          best = { term: candidate.term, distance, spots: candidate.spots };
        }
      }
      if (best) replacements.set(index, best.term);
    }
    if (replacements.size === 0) return null;
    return {
      words: words.map((word, index) => replacements.get(index) ?? word),
      text: tokens.map((token, index) => replacements.get(index) ?? token.raw).join(' '),
    };
  }

  /** Each tag with the names of its ancestors, largest first, joined by a backslash. */
  private async tagHits(tags: readonly TagMatch[]): Promise<TagHit[]> {
    const known = new Map<number, { name: string; parent_id: number | null }>();
    for (const tag of tags) known.set(tag.id, tag);
    let missing = tags.map((tag) => tag.parent_id);
    while (missing.length > 0) {
      const ids = [...new Set(missing.filter((id): id is number => id !== null && !known.has(id)))];
      if (ids.length === 0) break;
      const parents = await this.deps.repository.tagsById(ids);
      for (const parent of parents) known.set(parent.id, parent);
      missing = parents.map((parent) => parent.parent_id);
    }
    return tags.map((tag) => {
      const ancestors: string[] = [];
      const seen = new Set([tag.id]);
      let parentId = tag.parent_id;
      while (parentId !== null && !seen.has(parentId)) {
        const parent = known.get(parentId);
        if (!parent) break;
        seen.add(parentId);
        ancestors.unshift(parent.name);
        parentId = parent.parent_id;
      }
      return { name: tag.name, hier: ancestors.join('\\'), spotCount: tag.loc_cnt };
    });
  }

  /** Places from the geocoder; null when it fails, and the rest of the search still answers. */
  private async places(text: string): Promise<Place[] | null> {
    let places: GeocodedPlace[];
    try {
      places = await this.deps.geocoder.search(text, PLACE_RESULTS_MAX);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableError)) {
        this.deps.log.warn(
          { err: error, geocoder: this.deps.geocoder.name },
          'place search failed',
        );
      }
      return null;
    }
    const seen = new Set<string>();
    const unique: Place[] = [];
    for (const place of places) {
      const key = place.displayName.trim().toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      unique.push(toPlace(place));
      if (unique.length === PLACE_RESULTS_MAX) break;
    }
    return unique;
  }

  /** The nearest spots within 2 km of searched coordinates, nearest first. */
  private async spotsAround(center: LatLng, filter: SpotFilter | null): Promise<SpotSummary[]> {
    if (!filter) return [];
    const candidates = await this.deps.spotRepository.nearest(
      center.lat,
      center.lng,
      COORDINATE_SPOTS_MAX,
    );
    // A sensitive place never answers a search by coordinates: which searches find it would
    // tell where it is.
    const near = candidates
      .filter((spot) => spot.sensitive_reason === null)
      .map((spot) => ({ spot, distance: distanceM(center, spot) }))
      .filter(({ distance }) => distance <= COORDINATE_SPOTS_RADIUS_M)
      .sort((a, b) => a.distance - b.distance || a.spot.id - b.spot.id);
    const passing = await this.deps.repository.filterSpotIds(
      near.map(({ spot }) => spot.id),
      filter,
    );
    return this.deps.spots.summaries(
      near
        .filter(({ spot }) => passing.has(spot.id))
        .slice(0, COORDINATE_SPOTS_MAX)
        .map(({ spot }) => spot),
    );
  }

  /** The best spots passing the filters (tag, user, spot set, spot list), for the map. */
  async filteredSpots(filters: SpotFilters): Promise<FilteredSpotsAnswer> {
    if (Object.values(filters).every((value) => value === undefined)) {
      throw badRequest('ft', 'one of ft, fu, fs or fsl with fsu is required');
    }
    const filter = await resolveFilter(this.deps.repository, filters);
    if (!filter) return { spots: [], more: false };
    const rows = await this.deps.repository.bestFiltered(filter, FILTERED_SPOTS_MAX + 1);
    return {
      spots: rows.slice(0, FILTERED_SPOTS_MAX).map((row) => {
        // A shared, cached answer: a sensitive place at its public position, which is the one
        // stored in lat/lng.
        return { id: row.id, lat: row.lat, long: row.lng, title: row.title, score: row.score };
      }),
      more: rows.length > FILTERED_SPOTS_MAX,
    };
  }
}

/** A geocoded place as the search answer lists it. */
function toPlace(place: GeocodedPlace): Place {
  return {
    displayName: place.displayName,
    lat: place.lat,
    long: place.lng,
    bbox: place.bbox,
    kind: place.kind,
  };
}
