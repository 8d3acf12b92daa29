import { beforeAll, expect, it } from 'vitest';
import type { SearchAnswer } from '@vantage/shared';
import type { Geocoder } from '../src/adapters/geocoder/geocoder';
import { PopularSpotCache } from '../src/modules/search/popular-spot-cache';
import type { SearchTermRepository } from '../src/modules/search/search-terms.repository';
import { SearchService } from '../src/modules/search/search.service';
import { tileKeysFor } from '../src/modules/spots/spot-writer.repository';
import { describeEachEngine } from './support/engine-suite';

describeEachEngine('search among the most popular spots on %s', (ctx) => {
  beforeAll(async () => {
    // More matches than a search lists, with title and tag words, accents and varied scores.
    await ctx.container.spotChanges.createMany(
      Array.from({ length: 120 }, (_, index) => {
        const title =
          index % 4 === 0 ? `Lighthöuse point ${index}` : `Harbour light ${index} coast`;
        return {
          title,
          slug: `spot-${index}`,
          lat: 54 + index / 1000,
          lng: 10,
          tags_text: index % 3 === 0 ? 'Lighthouse Coast' : 'Harbour',
          score: (index * 37) % 101,
          ...tileKeysFor(54, 10),
          created_at: 1,
          updated_at: 1,
        };
      }),
    );
  });

  it('ranks the same from the spots kept in memory as from those read, typos corrected alike', async () => {
    const { repositories, spots } = ctx.container;
    // Every word counts as common, so each search ranks among the most popular spots.
    const terms = Object.assign(Object.create(repositories.searchTerms) as SearchTermRepository, {
      estimateMatches: () => Promise.resolve(Number.POSITIVE_INFINITY),
    });
    const geocoder: Geocoder = {
      name: 'gazetteer',
      search: () => Promise.resolve([]),
      reverse: () => Promise.resolve(null),
    };
    const deps = {
      repository: repositories.search,
      terms,
      spotRepository: repositories.spots,
      spots,
      geocoder,
      log: { warn: () => undefined },
    };
    const reading = new SearchService(deps);
    const keeping = new SearchService({ ...deps, popular: new PopularSpotCache() });
    const ids = (answer: SearchAnswer) => answer.spots.map((spot) => spot.id);
    const texts = [
      'harbour',
      'harb',
      'lighthouse',
      'coast',
      'harbour lig',
      'light coa',
      'lighthouse point',
      'harbor',
      'lighthuose',
      'coats',
      'harbour ligth',
    ];
    for (const text of texts) {
      const read = await reading.search(text, {});
      const kept = await keeping.search(text, {});
      expect({ corrected: kept.corrected, spots: ids(kept), more: kept.more }, text).toEqual({
        corrected: read.corrected,
        spots: ids(read),
        more: read.more,
      });
    }
    // The common words fill a whole page, so the ranking among popular spots decided it.
    expect((await keeping.search('harbour', {})).spots).toHaveLength(50);
    expect((await keeping.search('harbor', {})).corrected).toBe('harbour');
  });
});
