import { describe, expect, it, vi } from 'vitest';
import type { SpotSummary } from '@vantage/shared';
import type { GeocodedPlace, Geocoder } from '../../adapters/geocoder/geocoder';
import { HttpError } from '../../lib/errors';
import type { SpotPoint, SpotRepository } from '../spots/spot.repository';
import type { SpotService } from '../spots/spot.service';
import type { KnownTerm, SearchTermRepository } from './search-terms.repository';
import type { SearchRepository, SpotFilter, TagMatch } from './search.repository';
import { PopularSpotCache } from './popular-spot-cache';
import { SearchService } from './search.service';

function point(id: number, title: string): SpotPoint {
  return {
    id,
    lat: 46,
    lng: 11,
    title,
    slug: title,
    score: 0,
    photo_count: 0,
    cover_photo_id: null,
    user_id: null,
    sensitive_reason: null,
    exact_lat: null,
    exact_lng: null,
  };
}

/** A search over a tiny in-memory index: spots by title word, tags, and a vocabulary. */
function service(
  options: {
    spots?: SpotPoint[];
    tags?: (TagMatch & { words: string[] })[];
    vocabulary?: KnownTerm[];
    geocoder?: Partial<Geocoder>;
    /** How many spots the vocabulary says the words are on. */
    estimate?: number;
    /** Whether the most popular spots are kept in memory. */
    keepPopular?: boolean;
  } = {},
) {
  const spots = options.spots ?? [];
  const tags = options.tags ?? [];
  const vocabulary = options.vocabulary ?? [];
  const searched: string[][] = [];
  const popularRead: number[] = [];
  const tagsText = new Map(spots.map((spot) => [spot.id, spot.slug]));
  const matches = (title: string, words: readonly string[]) => {
    const titleWords = title.toLowerCase().split(' ');
    return words.every((word, index) =>
      index === words.length - 1
        ? titleWords.some((titleWord) => titleWord.startsWith(word))
        : titleWords.includes(word),
    );
  };
  const repository = {
    rankedSpotIds: (words: readonly string[], _filter: SpotFilter, limit: number) => {
      searched.push([...words]);
      return Promise.resolve(
        spots
          .filter((spot) => matches(spot.title, words))
          .map((spot) => spot.id)
          .slice(0, limit),
      );
    },
    matchingTags: (words: readonly string[]) =>
      Promise.resolve(tags.filter((tag) => matches(tag.words.join(' '), words))),
    tagsById: (ids: readonly number[]) =>
      Promise.resolve(tags.filter((tag) => ids.includes(tag.id))),
    tagIdByName: () => Promise.resolve(null),
    userIdByUsername: () => Promise.resolve(null),
    listId: () => Promise.resolve(null),
    filterSpotIds: (ids: readonly number[]) => Promise.resolve(new Set(ids)),
    countFiltered: () => Promise.resolve(0),
    popularPage: (_filter: SpotFilter, limit: number, after?: { score: number; id: number }) => {
      const ordered = [...spots].sort((a, b) => b.score - a.score || a.id - b.id);
      const from = after ? ordered.findIndex((spot) => spot.id === after.id) + 1 : 0;
      popularRead.push(Math.min(limit, ordered.length - from));
      return Promise.resolve(
        ordered.slice(from, from + limit).map((spot) => ({
          id: spot.id,
          score: spot.score,
          title: spot.title,
          tags_text: tagsText.get(spot.id) ?? '',
        })),
      );
    },
  } satisfies Partial<SearchRepository>;
  const terms = {
    estimateMatches: () => Promise.resolve(options.estimate ?? spots.length),
    known: (words: readonly string[]) =>
      Promise.resolve(
        new Set(words.filter((word) => vocabulary.some((known) => known.term === word))),
      ),
    hasPrefix: (prefix: string) =>
      Promise.resolve(vocabulary.some((known) => known.term.startsWith(prefix))),
    candidates: (head: string, length: number, spread: number) =>
      Promise.resolve(
        vocabulary.filter(
          (known) =>
            known.term.startsWith(head) && Math.abs([...known.term].length - length) <= spread,
        ),
      ),
  } satisfies Partial<SearchTermRepository>;
  const spotRepository = {
    findPoints: (ids: readonly number[]) =>
      Promise.resolve(spots.filter((spot) => ids.includes(spot.id))),
    nearest: () => Promise.resolve(spots),
  } satisfies Partial<SpotRepository>;
  const spotService = {
    summaries: (rows: readonly SpotPoint[]) =>
      Promise.resolve(
        rows.map((row): SpotSummary => ({
          id: row.id,
          lat: row.lat,
          long: row.lng,
          title: row.title,
          slug: row.slug,
          tags: [],
          photoCount: 0,
          image: null,
        })),
      ),
  } satisfies Partial<SpotService>;
  const geocoder: Geocoder = {
    name: 'gazetteer',
    search: () => Promise.resolve([]),
    reverse: () => Promise.resolve(null),
    ...options.geocoder,
  };
  const log = { warn: vi.fn() };
  const search = new SearchService({
    repository: repository as unknown as SearchRepository,
    terms: terms as unknown as SearchTermRepository,
    spotRepository: spotRepository as unknown as SpotRepository,
    spots: spotService as unknown as SpotService,
    geocoder,
    log,
    ...(options.keepPopular ? { popular: new PopularSpotCache() } : {}),
  });
  return { search, log, searched, popularRead };
}

function place(displayName: string): GeocodedPlace {
  return {
    displayName,
    lat: 0,
    lng: 0,
    bbox: { south: 0, west: 0, north: 0, east: 0 },
    kind: null,
  };
}

describe('SearchService', () => {
  it('keeps the order the ranking gave', async () => {
    const { search } = service({
      spots: [point(3, 'Lake Bled'), point(1, 'Lake Louise'), point(2, 'Lake Como')],
    });
    const answer = await search.search('lake', {});
    expect(answer.spots.map((spot) => spot.id)).toEqual([3, 1, 2]);
  });

  it('corrects to the closest word, then to the one on more spots', async () => {
    const { search, searched } = service({
      spots: [point(1, 'Lake Louise'), point(2, 'Like Home')],
      vocabulary: [
        { term: 'lake', spots: 90 },
        { term: 'like', spots: 10 },
        { term: 'louise', spots: 1 },
      ],
    });
    const answer = await search.search('Lbke', {});
    expect(answer.corrected).toBe('lake');
    expect(answer.spots.map((spot) => spot.id)).toEqual([1]);
    expect(searched).toEqual([['lbke'], ['lake']]);
  });

  it('does not correct when the corrected words find nothing either', async () => {
    const { search } = service({ vocabulary: [{ term: 'lake', spots: 3 }] });
    expect(await search.search('lakr', {})).toMatchObject({ corrected: null, spots: [] });
  });

  it('answers places without duplicates, and none when the geocoder fails', async () => {
    const found = service({
      geocoder: {
        search: () => Promise.resolve([place('Bled'), place('bled '), place('Bohinj')]),
      },
    });
    expect((await found.search.search('bled', {})).places.map((p) => p.displayName)).toEqual([
      'Bled',
      'Bohinj',
    ]);

    const failing = service({
      spots: [point(1, 'Lake Bled')],
      geocoder: { name: 'nominatim', search: () => Promise.reject(new Error('timeout')) },
    });
    const answer = await failing.search.search('bled', {});
    expect(answer.places).toEqual([]);
    expect(answer.spots.map((spot) => spot.id)).toEqual([1]);
    expect(failing.log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ geocoder: 'nominatim' }),
      'place search failed',
    );
  });

  it('walks up the hierarchy for each tag, stopping at a cycle', async () => {
    const { search } = service({
      tags: [
        { id: 1, name: 'Europe', parent_id: null, loc_cnt: 9, words: ['europe'] },
        { id: 2, name: 'Italy', parent_id: 1, loc_cnt: 5, words: ['italy'] },
        { id: 3, name: 'Dolomites', parent_id: 2, loc_cnt: 3, words: ['dolomites'] },
        { id: 4, name: 'Loop', parent_id: 5, loc_cnt: 1, words: ['loop'] },
        { id: 5, name: 'Back', parent_id: 4, loc_cnt: 1, words: ['back'] },
      ],
    });
    expect((await search.search('dolomites', {})).tags).toEqual([
      { name: 'Dolomites', hier: 'Europe\\Italy', spotCount: 3 },
    ]);
    expect((await search.search('loop', {})).tags).toEqual([
      { name: 'Loop', hier: 'Back', spotCount: 1 },
    ]);
  });

  it('needs both halves of a list filter, naming the missing one', async () => {
    const { search } = service();
    await expect(search.search('lake', { fsl: 'Best' })).rejects.toThrow(
      new HttpError(
        400,
        'invalid_input',
        'fsu: is required with fsl (the username of the list owner)',
      ),
    );
    await expect(search.search('lake', { fsu: 'ansel' })).rejects.toThrow(/^fsl: /);
  });

  it('answers no spots for a filter naming nothing that exists', async () => {
    const { search, searched } = service({ spots: [point(1, 'Lake Bled')] });
    expect((await search.search('lake', { ft: 'Atlantis' })).spots).toEqual([]);
    expect(searched).toEqual([]);
  });

  it('answers coordinates with the spots within 2 km, and no places', async () => {
    const geocode = vi.fn(() => Promise.resolve([place('Somewhere')]));
    const { search } = service({
      spots: [point(1, 'Here'), { ...point(2, 'Far'), lat: 46.1 }],
      geocoder: { search: geocode },
    });
    const answer = await search.search('46.0001, 11', {});
    expect(answer.coordinates).toEqual({ lat: 46.0001, long: 11 });
    expect(answer.spots.map((spot) => spot.id)).toEqual([1]);
    expect(answer.places).toEqual([]);
    expect(geocode).not.toHaveBeenCalled();
  });
});

describe('SearchService with a word on most spots', () => {
  // The slug stands for the spot's tag words in these fakes.
  const spots = Array.from({ length: 1_000 }, (_, index) => ({
    ...point(
      index + 1,
      index % 3 === 0 ? `Quiet corner ${index + 1}` : `Synthetic spot ${index + 1}`,
    ),
    slug: index % 3 === 0 ? 'Synthetic' : 'Lake',
    score: 1_000 - index,
  }));

  it('ranks title matches first, then popularity, reading only the most popular spots', async () => {
    const { search, searched, popularRead } = service({ spots, estimate: 1_000_000 });
    const answer = await search.search('synthetic', {});
    expect(searched).toEqual([]);
    expect(answer.spots).toHaveLength(50);
    expect(answer.more).toBe(true);
    expect(answer.spots.every((spot) => spot.title.startsWith('Synthetic'))).toBe(true);
    expect(answer.spots.slice(0, 3).map((spot) => spot.id)).toEqual([2, 3, 5]);
    // 51 whole-title matches are among the first page: nothing more is read.
    expect(popularRead).toEqual([200]);
  });

  it('ranks the same from the popular spots kept in memory, read once for every search', async () => {
    const ids = (answer: { spots: { id: number }[] }) => answer.spots.map((spot) => spot.id);
    for (const text of ['synthetic', 'synth', 'synthetic sp', 'spot', 'lake', 'quiet lak']) {
      const read = service({ spots, estimate: 1_000_000 });
      const kept = service({ spots, estimate: 1_000_000, keepPopular: true });
      expect(ids(await kept.search.search(text, {})), text).toEqual(
        ids(await read.search.search(text, {})),
      );
      await kept.search.search(text, {});
      expect(kept.popularRead).toEqual([spots.length]);
    }
  });

  it('places spots holding the word only in their tags after those holding it in the title', async () => {
    const few = spots.slice(0, 60);
    const { search } = service({ spots: few, estimate: 1_000_000 });
    const answer = await search.search('synth', {});
    const ids = answer.spots.map((spot) => spot.id);
    expect(ids.slice(0, 40)).toEqual(few.filter((_, i) => i % 3 !== 0).map((spot) => spot.id));
    expect(ids.slice(40)).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28]);
  });
});
