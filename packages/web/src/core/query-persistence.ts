import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { CACHE_LIFETIME_MS, CACHE_PURGE_INTERVAL_MS } from '@vantage/shared';
import { eachWhenIdle } from '../lib/after-idle';

/** Prefix of every persisted query in localStorage; other keys there are never touched. */
export const PERSIST_KEY_PREFIX = 'vantage-query:';

/** Bumped when the stored entry format changes, so old entries are dropped instead of misread. */
export const PERSIST_FORMAT_VERSION = 1;

/** Queries whose key starts with one of these go first when storage is full. */
export const EVICT_FIRST_KEYS: readonly string[] = ['tag', 'search'];

/** Query meta understood by the persister: `{ persist: false }` keeps a query out of storage. */
export interface PersistMeta {
  persist?: boolean;
}

interface PersistedEntry {
  v: number;
  key: QueryKey;
  /** dataUpdatedAt of the query, epoch ms. */
  at: number;
  data: unknown;
}

function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014
  );
}

function parseEntry(raw: string | null): PersistedEntry | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<PersistedEntry> | null;
    if (
      value?.v !== PERSIST_FORMAT_VERSION ||
      !Array.isArray(value.key) ||
      typeof value.at !== 'number'
    ) {
      return null;
    }
    return value as PersistedEntry;
  } catch {
    return null;
  }
}

/**
 * The query cache's view of localStorage: one item per query, entries older than the cache
 * lifetime count as expired, and a write that finds the storage full frees space in the
 * order of EVICT_FIRST_KEYS (tag and search entries), then expired ones, retries once, then gives up
 * silently — a full cache must never break the page.
 */
export class QueryCacheStorage {
  constructor(
    private readonly storage: Storage,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether an entry updated at `at` has outlived the cache lifetime. */
  isExpired(at: number): boolean {
    return this.now() - at > CACHE_LIFETIME_MS;
  }

  /** Stores one query's data; returns false when it could not be stored. */
  write(queryHash: string, key: QueryKey, data: unknown, at: number): boolean {
    let serialized: string;
    try {
      serialized = JSON.stringify({
        v: PERSIST_FORMAT_VERSION,
        key,
        at,
        data,
      } satisfies PersistedEntry);
    } catch {
      return false;
    }
    const storageKey = PERSIST_KEY_PREFIX + queryHash;
    try {
      this.storage.setItem(storageKey, serialized);
      return true;
    } catch (error) {
      if (!isQuotaError(error)) return false;
    }
    this.evictForSpace();
    try {
      this.storage.setItem(storageKey, serialized);
      return true;
    } catch {
      return false;
    }
  }

  /** Removes one query's entry. */
  remove(queryHash: string): void {
    this.safely(() => this.storage.removeItem(PERSIST_KEY_PREFIX + queryHash));
  }

  /** Every stored entry that is still fresh; expired or unreadable ones are removed on the way. */
  readFresh(): PersistedEntry[] {
    const fresh: PersistedEntry[] = [];
    for (const storageKey of this.ownKeys()) {
      const entry = parseEntry(this.read(storageKey));
      if (entry && !this.isExpired(entry.at)) fresh.push(entry);
      else this.safely(() => this.storage.removeItem(storageKey));
    }
    return fresh;
  }

  /** Removes expired and unreadable entries; returns how many were removed. */
  purgeExpired(): number {
    let removed = 0;
    for (const storageKey of this.ownKeys()) {
      const entry = parseEntry(this.read(storageKey));
      if (entry && !this.isExpired(entry.at)) continue;
      this.safely(() => this.storage.removeItem(storageKey));
      removed++;
    }
    return removed;
  }

  /** Frees space: first every tag and search entry, then every expired one. */
  evictForSpace(): void {
    for (const storageKey of this.ownKeys()) {
      const entry = parseEntry(this.read(storageKey));
      const first = entry?.key[0];
      if (typeof first === 'string' && EVICT_FIRST_KEYS.includes(first)) {
        this.safely(() => this.storage.removeItem(storageKey));
      }
    }
    this.purgeExpired();
  }

  private ownKeys(): string[] {
    const keys: string[] = [];
    this.safely(() => {
      for (let i = 0; i < this.storage.length; i++) {
        const key = this.storage.key(i);
        if (key?.startsWith(PERSIST_KEY_PREFIX)) keys.push(key);
      }
    });
    return keys;
  }

  private read(storageKey: string): string | null {
    try {
      return this.storage.getItem(storageKey);
    } catch {
      return null;
    }
  }

  private safely(action: () => void): void {
    try {
      action();
    } catch {
      // Storage can be unavailable (private mode, disabled by the user); the cache is optional.
    }
  }
}

/**
 * Mirrors the query cache into storage: restores fresh entries (never over newer
 * data) unless `restore` is false, stores the reads already in the cache (when `restore` is
 * false, in the browser's idle moments) and each later successful read, drops the entries of
 * removed queries and of invalidated ones (a reload before their refetch is done asks again
 * rather than showing what a change made out of date), and purges expired entries every 10
 * minutes. Returns a function that stops it.
 */
export function persistQueryCache(
  client: QueryClient,
  storage: Storage,
  now: () => number = Date.now,
  restore = true,
): () => void {
  const store = new QueryCacheStorage(storage, now);
  const save = (query: Query<unknown, Error, unknown, QueryKey>) => {
    const optedOut = (query.meta as PersistMeta | undefined)?.persist === false;
    if (optedOut || query.state.data === undefined) return;
    store.write(query.queryHash, query.queryKey, query.state.data, query.state.dataUpdatedAt);
  };

  for (const entry of restore ? store.readFresh() : []) {
    // Data fetched while the persister was loading is newer than any stored copy.
    const current = client.getQueryState(entry.key);
    if (entry.data === undefined || (current && current.dataUpdatedAt >= entry.at)) continue;
    // A read the server made for its page carries the server's clock: one ahead of this
    // browser's is taken as read now, not as fresh for longer than any other.
    client.setQueryData(entry.key, entry.data, { updatedAt: Math.min(entry.at, now()) });
  }
  // Over a page whose data came with it, its reads are stored in the browser's idle moments,
  // one or a few at a time: writing them all at once (tens of kilobytes of JSON) lengthened the
  // task that finishes hydrating the page, and they are needed only by a later visit.
  const existing = client.getQueryCache().getAll();
  let stopStoring = () => {};
  if (restore) existing.forEach(save);
  else {
    // A query dropped from the cache meanwhile had its copy removed; it is not stored again.
    const cache = client.getQueryCache();
    stopStoring = eachWhenIdle(existing, (query) => {
      if (cache.get(query.queryHash) === query) save(query);
    });
  }

  const unsubscribe = client.getQueryCache().subscribe((event) => {
    // The cache's events carry queries typed with `any`; the persister only needs these fields.
    const query = event.query as Query<unknown, Error, unknown, QueryKey>;
    if (event.type === 'updated' && event.action.type === 'success') save(query);
    else if (
      event.type === 'removed' ||
      (event.type === 'updated' && event.action.type === 'invalidate')
    ) {
      store.remove(query.queryHash);
    }
  });
  const timer = setInterval(() => store.purgeExpired(), CACHE_PURGE_INTERVAL_MS);
  return () => {
    stopStoring();
    unsubscribe();
    clearInterval(timer);
  };
}
