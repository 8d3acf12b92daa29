import type { SpotChangeFeed } from '../../adapters/change-feed/change-feed';
import { prepareBody, type PreparedBody } from '../../lib/prepared-body';
import { VersionedCache } from '../../lib/versioned-cache';

/**
 * The longest a signed-out visitor's spot answer is kept. Members (who vote, write and edit)
 * always read it afresh; a visitor sees a change that reaches no process's cache (another
 * process's description vote) within this time.
 */
export const VISITOR_SPOT_LIFETIME_MS = 10_000;

/** The most spots kept, and the most bytes of their answers (text and gzip). */
const MAX_SPOTS = 2_000;
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * Signed-out visitors' spot answers (`/api/point/{id}`: a busy spot reads 50 descriptions,
 * 200 photos and 20 proposals), the same for every visitor, serialized and compressed once.
 * Forgotten when a spot changes in this process or any process on the change feed, and when
 * anything else a spot page shows changes in this process.
 */
export class VisitorSpotCache {
  private readonly cache: VersionedCache<PreparedBody>;

  constructor(now: () => number = Date.now) {
    this.cache = new VersionedCache({
      maxEntries: MAX_SPOTS,
      lifetimeMs: VISITOR_SPOT_LIFETIME_MS,
      sizeLimit: { maxSize: MAX_BYTES, sizeOf: (body) => body.body.length + body.gzip.length },
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

  /** The answer of spot `id`, kept or built by `build` (its JSON text). */
  getOrBuild(id: number, build: () => Promise<string>): Promise<PreparedBody> {
    return this.cache.get(String(id), async () => prepareBody(await build()));
  }

  /** The answer of spot `id` while it is kept, else undefined. */
  kept(id: number): PreparedBody | undefined {
    return this.cache.peek(String(id));
  }

  /** Something a spot page shows changed: every answer is built afresh. */
  forgetAll(): void {
    this.cache.forgetAll();
  }
}
