import { TagPage } from '@vantage/shared';
import type { SpotChangeFeed } from '../../adapters/change-feed/change-feed';
import { Lru } from '../../lib/lru';
import { prepareBody, type PreparedBody } from '../../lib/prepared-body';

/**
 * The longest a tag page is kept: the time its answer may be cached by browsers anyway
 * (`Cache-Control: max-age=60`), and how late a change that reaches no process's cache
 * (a member's new display name, a photo's new caption) shows on it.
 */
export const TAG_PAGE_LIFETIME_MS = 60_000;

/** A tag page with its answer serialized (as the response schema does) and compressed once. */
export interface TagPageEntry extends PreparedBody {
  page: TagPage;
  loadedAt: number;
}

/**
 * Tag pages as answered, by tag name. A page reads a hundred thousand spots' best, so it is
 * built once and kept until something it shows changes: any spot change in this process
 * (through the "spot changed" path), and in every process sharing the change feed; an
 * administrator's edit of a tag and a guide written or voted. Concurrent requests for a page
 * being built wait for the one build.
 */
export class TagPageCache {
  private readonly entries = new Lru<string, TagPageEntry>(256);
  private readonly loading = new Map<string, Promise<TagPageEntry>>();
  /** Bumped by every change: a page built while one happened is answered but not kept. */
  private version = 0;
  /** Pages answered from the cache and pages built, since start. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly now: () => number = Date.now) {}

  /** Forgets every kept page when any process on the feed reports a spot change. */
  async share(feed: SpotChangeFeed): Promise<void> {
    await feed.subscribe(() => this.forgetAll());
  }

  /** The page of `key` (the tag's lower-case name), kept or built by `build`. */
  async getOrBuild(key: string, build: () => Promise<TagPage>): Promise<TagPageEntry> {
    const cached = this.entries.get(key);
    if (cached && this.now() - cached.loadedAt < TAG_PAGE_LIFETIME_MS) {
      this.stats.hits++;
      return cached;
    }
    this.stats.misses++;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const version = this.version;
    const loadedAt = this.now();
    const promise = build()
      .then((page) => {
        const body = JSON.stringify(TagPage.parse(page));
        const entry = { page, ...prepareBody(body), loadedAt };
        if (version === this.version) this.entries.set(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  /** Something a tag page may show changed: every page is built afresh on its next request. */
  forgetAll(): void {
    this.version++;
    this.entries.clear();
    this.loading.clear();
  }
}
