import type { SpotChangeFeed } from '../../adapters/change-feed/change-feed';
import { VersionedCache } from '../../lib/versioned-cache';
import { SEARCH_ANSWER_LIFETIME_MS } from './search-answer-cache';
import { textWords } from './search-words';

/** A popular spot that holds every searched word, and how many of them are in its title. */
export interface PopularMatch {
  id: number;
  score: number;
  inTitle: number;
}

/**
 * The most popular spots with, for each word of their titles and tags as the full-text index
 * holds them, the spots that carry it: a search visits only the spots of its own words.
 */
export class PopularCandidates {
  private readonly spots: readonly { id: number; score: number }[];
  private readonly inTitles = new Map<string, number[]>();
  private readonly inTags = new Map<string, number[]>();
  /** Every word, sorted, for the words a prefix starts. */
  private readonly words: readonly string[];

  constructor(spots: readonly { id: number; score: number; title: string; tags_text: string }[]) {
    this.spots = spots.map((spot) => ({ id: spot.id, score: spot.score }));
    const post = (postings: Map<string, number[]>, text: string, position: number) => {
      for (const word of new Set(textWords(text))) {
        const list = postings.get(word);
        if (list) list.push(position);
        else postings.set(word, [position]);
      }
    };
    for (const [position, spot] of spots.entries()) {
      post(this.inTitles, spot.title, position);
      post(this.inTags, spot.tags_text, position);
    }
    this.words = [...new Set([...this.inTitles.keys(), ...this.inTags.keys()])].sort();
  }

  /**
   * The spots whose title or tags hold every word (the last one by prefix), as
   * {@link wordsInTitle} matches them, most popular first.
   */
  matches(words: readonly string[]): PopularMatch[] {
    const count = this.spots.length;
    const held = new Uint8Array(count);
    const inTitle = new Uint8Array(count);
    // The word index that last counted each spot, so a spot counts once per word.
    const countedFor = new Int8Array(count).fill(-1);
    const last = words.length - 1;
    for (const [index, word] of words.entries()) {
      const terms = index === last ? this.startingWith(word) : [word];
      for (const [postings, title] of [
        [this.inTitles, true],
        [this.inTags, false],
      ] as const) {
        for (const term of terms) {
          for (const position of postings.get(term) ?? []) {
            if (countedFor[position] === index) continue;
            countedFor[position] = index;
            held[position]! += 1;
            if (title) inTitle[position]! += 1;
          }
        }
      }
    }
    const found: PopularMatch[] = [];
    for (let position = 0; position < count; position++) {
      if (held[position] !== words.length) continue;
      const spot = this.spots[position]!;
      found.push({ id: spot.id, score: spot.score, inTitle: inTitle[position]! });
    }
    return found;
  }

  /** The words that start with `prefix`. */
  private startingWith(prefix: string): string[] {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.words[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    const terms: string[] = [];
    for (let at = low; at < this.words.length && this.words[at]!.startsWith(prefix); at++) {
      terms.push(this.words[at]!);
    }
    return terms;
  }
}

/**
 * The most popular spots that common search words are ranked among, with their words, read
 * once and kept: ranking a common word among them is then a pass over memory instead of a
 * read of thousands of rows. Kept as long as a search answer, and forgotten with the answers
 * when a spot changes in this process or any process on the change feed, so a search never
 * ranks on older spots than a kept answer shows.
 */
export class PopularSpotCache {
  private readonly cache: VersionedCache<PopularCandidates>;

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
  ): Promise<PopularCandidates> {
    return this.cache.get('popular', async () => new PopularCandidates(await load()));
  }

  /** A spot changed: the spots are read afresh on the next search. */
  forgetAll(): void {
    this.cache.forgetAll();
  }
}
