import type { SpotFilters } from '@vantage/shared';
import type { SpotChangeFeed } from '../../adapters/change-feed/change-feed';
import { prepareBody, type PreparedBody } from '../../lib/prepared-body';
import { VersionedCache } from '../../lib/versioned-cache';

/**
 * The longest a search answer is kept: the time browsers and proxies may keep it anyway
 * (`Cache-Control: max-age=60`), and how late a change that reaches no process's cache (another
 * process's new description vote, a tag's new count) shows in it.
 */
export const SEARCH_ANSWER_LIFETIME_MS = 60_000;

/** The most answers kept, and the most bytes of them (text and gzip). */
const MAX_ANSWERS = 2_000;
const MAX_BYTES = 16 * 1024 * 1024;

/**
 * Search answers (`/api/search/{text}`), which are the same for everyone who searches the same
 * text with the same filters, serialized and compressed once. Forgotten when a spot changes in
 * this process or any process on the change feed, and when anything else a public page shows
 * changes in this process, as the kept spot answers and pages are.
 */
export class SearchAnswerCache {
  private readonly cache: VersionedCache<{ body: PreparedBody; whole: boolean }>;

  constructor(now: () => number = Date.now) {
    this.cache = new VersionedCache({
      maxEntries: MAX_ANSWERS,
      lifetimeMs: SEARCH_ANSWER_LIFETIME_MS,
      sizeLimit: { maxSize: MAX_BYTES, sizeOf: ({ body }) => body.body.length + body.gzip.length },
      now,
    });
  }

  /** Answers from the cache and answers built, since start. */
  get stats(): { hits: number; misses: number } {
    return this.cache.stats;
  }

  /** Forgets every kept answer when any process on the feed reports a spot change. */
  async share(feed: SpotChangeFeed): Promise<void> {
    await feed.subscribe(() => this.forgetAll());
  }

  /**
   * The answer for `text` and `filters`, kept or built by `build` (its JSON text, and whether it
   * is whole: an answer missing the places of a failing geocoder is sent but not kept).
   */
  getOrBuild(
    text: string,
    filters: SpotFilters,
    build: () => Promise<{ json: string; whole: boolean }>,
  ): Promise<PreparedBody> {
    return this.cache
      .get(
        keyOf(text, filters),
        async () => {
          const { json, whole } = await build();
          return { body: prepareBody(json), whole };
        },
        (answer) => answer.whole,
      )
      .then((answer) => answer.body);
  }

  /** The answer for `text` and `filters` while it is kept, else undefined. */
  kept(text: string, filters: SpotFilters): PreparedBody | undefined {
    return this.cache.peek(keyOf(text, filters))?.body;
  }

  /** Something a search answer shows changed: every answer is built afresh. */
  forgetAll(): void {
    this.cache.forgetAll();
  }
}

function keyOf(text: string, { ft, fu, fs, fsl, fsu }: SpotFilters): string {
  return JSON.stringify([text, ft, fu, fs, fsl, fsu]);
}
