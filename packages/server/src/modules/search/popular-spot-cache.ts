import type { SpotChangeFeed } from '../../adapters/change-feed/change-feed';
import { VersionedCache } from '../../lib/versioned-cache';
import { SEARCH_ANSWER_LIFETIME_MS } from './search-answer-cache';
import { textWords } from './search-words';

/** A popular spot with the words of its title and tags as the full-text index holds them. */
export interface PopularCandidate {
  id: number;
  score: number;
  titleWords: readonly string[];
  tagWords: readonly string[];
}

/**
 * The most popular spots that common search words are ranked among, with their words, read
 * once and kept: ranking a common word among them is then a pass over memory instead of a
 * read of thousands of rows. Kept as long as a search answer, and forgotten with the answers
 * when a spot changes in this process or any process on the change feed, so a search never
 * ranks on older spots than a kept answer shows.
 */
export class PopularSpotCache {
  private readonly cache: VersionedCache<readonly PopularCandidate[]>;

  constructor(now: () => number = Date.now) {
    this.cache = new VersionedCache({ maxEntries: 1, lifetimeMs: SEARCH_ANSWER_LIFETIME_MS, now });
  }

  /** Forgets the spots when any process on the feed reports a spot change. */
  async share(feed: SpotChangeFeed): Promise<void> {
    await feed.subscribe(() => this.forgetAll());
  }

  /** The kept spots, or those `load` reads (most popular first, with their title and tags). */
  get(
    load: () => Promise<readonly { id: number; score: number; title: string; tags_text: string }[]>,
  ): Promise<readonly PopularCandidate[]> {
    return this.cache.get('popular', async () =>
      (await load()).map((spot) => ({
        id: spot.id,
        score: spot.score,
        titleWords: textWords(spot.title),
        tagWords: textWords(spot.tags_text),
      })),
    );
  }

  /** A spot changed: the spots are read afresh on the next search. */
  forgetAll(): void {
    this.cache.forgetAll();
  }
}
