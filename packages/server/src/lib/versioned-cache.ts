import { Lru, type LruSizeLimit } from './lru';

export interface VersionedCacheOptions<V> {
  /** The most values kept; the least recently used go first. */
  maxEntries: number;
  /** How long a value is answered before the next request loads it again. */
  lifetimeMs: number;
  /** The largest total size kept, as `sizeOf` measures it; only the count bounds it otherwise. */
  sizeLimit?: LruSizeLimit<V>;
  now?: () => number;
}

interface Kept<V> {
  value: V;
  loadedAt: number;
}

/**
 * Values loaded by key and kept for a lifetime in a bounded LRU, for answers that are costly to
 * make and the same for everyone. Concurrent requests for a key being loaded wait for the one
 * load. Every forgetting bumps a version: a value whose load began before a change is answered
 * to those who were waiting but not kept, and later requests load afresh.
 */
export class VersionedCache<V> {
  private readonly entries: Lru<string, Kept<V>>;
  private readonly loading = new Map<string, Promise<V>>();
  private version = 0;
  private readonly now: () => number;
  /** Lookups answered from the cache and lookups that loaded, since start (for metrics). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly options: VersionedCacheOptions<V>) {
    const { sizeLimit } = options;
    this.entries = new Lru(
      options.maxEntries,
      sizeLimit && {
        maxSize: sizeLimit.maxSize,
        sizeOf: (kept: Kept<V>) => sizeLimit.sizeOf(kept.value),
      },
    );
    this.now = options.now ?? Date.now;
  }

  /**
   * The value of `key`, kept or loaded by `load`; a loaded value is kept only when `keep` says
   * so (a rendering that failed is answered, and tried again next time).
   */
  get(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const kept = this.fresh(key);
    if (kept) return Promise.resolve(kept.value);
    this.stats.misses++;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const version = this.version;
    const loadedAt = this.now();
    const promise = load()
      .then((value) => {
        if (version === this.version && keep(value)) this.entries.set(key, { value, loadedAt });
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  /**
   * The value of `key` when it is kept and within its lifetime, without loading it; counted as
   * a lookup answered from the cache.
   */
  peek(key: string): V | undefined {
    return this.fresh(key)?.value;
  }

  /** The entry of `key` when it is kept and within its lifetime, counted as a hit. */
  private fresh(key: string): Kept<V> | undefined {
    const kept = this.entries.get(key);
    if (!kept || this.now() - kept.loadedAt >= this.options.lifetimeMs) return undefined;
    this.stats.hits++;
    return kept;
  }

  /** Every value is loaded afresh on its next request. */
  forgetAll(): void {
    this.version++;
    this.entries.clear();
    this.loading.clear();
  }

  /** These keys' values are loaded afresh on their next request. */
  forget(keys: Iterable<string>): void {
    this.version++;
    for (const key of keys) {
      this.entries.delete(key);
      this.loading.delete(key);
    }
  }

  /** How many values are kept, and their total size as the size limit measures it. */
  get kept(): { entries: number; size: number } {
    return { entries: this.entries.size, size: this.entries.keptSize };
  }
}
