import { TagPage } from '@vantage/shared';
import type { SpotChangeFeed } from '../../adapters/change-feed/change-feed';
import { prepareBody, type PreparedBody } from '../../lib/prepared-body';
import { VersionedCache } from '../../lib/versioned-cache';

/**
 * The longest a tag page is kept: the time its answer may be cached by browsers anyway
 * (`Cache-Control: max-age=60`), and how late a change that reaches no process's cache
 * (a member's new display name, a photo's new caption) shows on it.
 */
export const TAG_PAGE_LIFETIME_MS = 60_000;

/** A tag page with its answer serialized (as the response schema does) and compressed once. */
export interface TagPageEntry extends PreparedBody {
  page: TagPage;
}

/**
 * Tag pages as answered, by tag name. A page reads a hundred thousand spots' best, so it is
 * built once and kept until something it shows changes: any spot change in this process
 * (through the "spot changed" path), and in every process sharing the change feed; an
 * administrator's edit of a tag and a guide written or voted. Concurrent requests for a page
 * being built wait for the one build.
 */
export class TagPageCache {
  private readonly cache: VersionedCache<TagPageEntry>;

  constructor(now: () => number = Date.now) {
    this.cache = new VersionedCache({ maxEntries: 256, lifetimeMs: TAG_PAGE_LIFETIME_MS, now });
  }

  /** Pages answered from the cache and pages built, since start. */
  get stats(): { hits: number; misses: number } {
    return this.cache.stats;
  }

  /** Forgets every kept page when any process on the feed reports a spot change. */
  async share(feed: SpotChangeFeed): Promise<void> {
    await feed.subscribe(() => this.forgetAll());
  }

  /** The page of `key` (the tag's lower-case name), kept or built by `build`. */
  getOrBuild(key: string, build: () => Promise<TagPage>): Promise<TagPageEntry> {
    return this.cache.get(key, async () => {
      const page = await build();
      return { page, ...prepareBody(JSON.stringify(TagPage.parse(page))) };
    });
  }

  /** Something a tag page may show changed: every page is built afresh on its next request. */
  forgetAll(): void {
    this.cache.forgetAll();
  }
}
