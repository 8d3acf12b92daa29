import { CACHE_LIFETIME_MS, CACHE_PURGE_INTERVAL_MS } from '@vantage/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STALE_TIME_MS, createQueryClient, startQueryPersistence } from './query-client';
import {
  PERSIST_FORMAT_VERSION,
  PERSIST_KEY_PREFIX,
  QueryCacheStorage,
  persistQueryCache,
} from './query-persistence';

/** An in-memory Storage that throws QuotaExceededError past `capacity` characters. */
class FakeStorage implements Storage {
  readonly items = new Map<string, string>();
  readonly log: string[] = [];
  setAttempts = 0;

  constructor(public capacity = Infinity) {}

  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.setAttempts++;
    const others = [...this.items].reduce(
      (sum, [k, v]) => (k === key ? sum : sum + k.length + v.length),
      0,
    );
    if (others + key.length + value.length > this.capacity) {
      this.log.push(`full ${key}`);
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.items.set(key, value);
    this.log.push(`set ${key}`);
  }
  removeItem(key: string) {
    this.items.delete(key);
    this.log.push(`remove ${key}`);
  }
  clear() {
    this.items.clear();
  }
}

const NOW = Date.UTC(2024, 5, 1, 12);

function hashOf(key: QueryKey) {
  return JSON.stringify(key);
}

function seed(storage: FakeStorage, key: QueryKey, at: number, data: unknown = { ok: true }) {
  storage.items.set(
    PERSIST_KEY_PREFIX + hashOf(key),
    JSON.stringify({ v: PERSIST_FORMAT_VERSION, key, at, data }),
  );
}

function storedKeys(storage: FakeStorage) {
  return [...storage.items.keys()].filter((k) => k.startsWith(PERSIST_KEY_PREFIX));
}

describe('createQueryClient', () => {
  it('keeps unused reads for the one-hour cache lifetime', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.gcTime).toBe(CACHE_LIFETIME_MS);
    expect(CACHE_LIFETIME_MS).toBe(3_600_000);
  });

  it('persists to localStorage once started', async () => {
    window.localStorage.clear();
    const client = createQueryClient();
    startQueryPersistence(client);
    await client.fetchQuery({ queryKey: ['tag', 'Alps'], queryFn: () => ({ tag: 'Alps' }) });
    expect(window.localStorage.getItem(PERSIST_KEY_PREFIX + hashOf(['tag', 'Alps']))).toContain(
      '"tag":"Alps"',
    );
    client.clear();
    window.localStorage.clear();
  });
});

describe('QueryCacheStorage write when storage is full', () => {
  it('removes tag and search entries first, then expired ones, then retries', () => {
    const storage = new FakeStorage();
    seed(storage, ['point', 1], NOW - CACHE_LIFETIME_MS - 1); // expired
    seed(storage, ['tag', 'Alps'], NOW); // fresh, but tag
    seed(storage, ['point', 2], NOW - 1000); // fresh, kept
    seed(storage, ['search', 'lake'], NOW); // fresh, but search
    storage.items.set('unrelated', 'x'.repeat(50));
    const used = [...storage.items].reduce((sum, [k, v]) => sum + k.length + v.length, 0);
    storage.capacity = used + 10; // the new entry does not fit until space is freed

    const store = new QueryCacheStorage(storage, () => NOW);
    expect(store.write(hashOf(['point', 3]), ['point', 3], { big: 'y'.repeat(40) }, NOW)).toBe(
      true,
    );

    const removals = storage.log.filter((line) => line.startsWith('remove')).map((l) => l.slice(7));
    expect(removals).toEqual([
      PERSIST_KEY_PREFIX + hashOf(['tag', 'Alps']),
      PERSIST_KEY_PREFIX + hashOf(['search', 'lake']),
      PERSIST_KEY_PREFIX + hashOf(['point', 1]),
    ]);
    expect(storage.log.at(-1)).toBe(`set ${PERSIST_KEY_PREFIX}${hashOf(['point', 3])}`);
    expect(storage.items.has(PERSIST_KEY_PREFIX + hashOf(['point', 2]))).toBe(true);
    expect(storage.items.get('unrelated')).toBe('x'.repeat(50));
  });

  it('retries exactly once and then gives up silently', () => {
    const storage = new FakeStorage(0);
    seed(storage, ['tag', 'Alps'], NOW);
    const store = new QueryCacheStorage(storage, () => NOW);
    let result: boolean | undefined;
    expect(() => {
      result = store.write(hashOf(['point', 9]), ['point', 9], { a: 1 }, NOW);
    }).not.toThrow();
    expect(result).toBe(false);
    expect(storage.setAttempts).toBe(2);
    expect(storedKeys(storage)).toEqual([]);
  });

  it('gives up silently on storage errors other than a full quota', () => {
    const storage = new FakeStorage();
    storage.setItem = () => {
      throw new DOMException('Access denied', 'SecurityError');
    };
    const store = new QueryCacheStorage(storage, () => NOW);
    expect(store.write('h', ['point', 1], 1, NOW)).toBe(false);
  });
});

describe('persistQueryCache', () => {
  let storage: FakeStorage;
  let clients: QueryClient[];

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    storage = new FakeStorage();
    clients = [];
  });
  afterEach(() => {
    for (const client of clients) client.clear();
    vi.useRealTimers();
  });

  function newClient() {
    const client = createQueryClient();
    clients.push(client);
    return client;
  }

  it('stores successful reads and restores them with their age into a new client', async () => {
    const first = newClient();
    const stop = persistQueryCache(first, storage, Date.now);
    await first.fetchQuery({ queryKey: ['point', 7], queryFn: () => ({ id: 7, title: 'Lake' }) });
    stop();
    expect(storedKeys(storage)).toEqual([PERSIST_KEY_PREFIX + hashOf(['point', 7])]);

    vi.setSystemTime(NOW + 20 * 60_000);
    const second = newClient();
    const stop2 = persistQueryCache(second, storage, Date.now);
    expect(second.getQueryData(['point', 7])).toEqual({ id: 7, title: 'Lake' });
    expect(second.getQueryState(['point', 7])?.dataUpdatedAt).toBe(NOW);
    stop2();
  });

  it('never overwrites data fetched before the persister started, and stores it', async () => {
    seed(storage, ['point', 7], NOW - 60_000, { title: 'stored' });
    const client = newClient();
    await client.fetchQuery({ queryKey: ['point', 7], queryFn: () => ({ title: 'fresh' }) });
    await client.fetchQuery({ queryKey: ['point', 8], queryFn: () => ({ title: 'also fresh' }) });
    const stop = persistQueryCache(client, storage, Date.now);
    expect(client.getQueryData(['point', 7])).toEqual({ title: 'fresh' });
    const stored = storage.getItem(PERSIST_KEY_PREFIX + hashOf(['point', 8]));
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ data: { title: 'also fresh' }, at: NOW });
    stop();
  });

  it('only stores, without restoring, over a page whose data came with it', async () => {
    seed(storage, ['weather', 7], NOW - 60_000, { temp: 4 });
    const client = newClient();
    const stop = persistQueryCache(client, storage, Date.now, false);
    expect(client.getQueryData(['weather', 7])).toBeUndefined();
    await client.fetchQuery({ queryKey: ['point', 9], queryFn: () => ({ title: 'served' }) });
    expect(storedKeys(storage)).toContain(PERSIST_KEY_PREFIX + hashOf(['point', 9]));
    stop();
  });

  it("stores a served page's reads only once the browser is idle, unless stopped first", async () => {
    const client = newClient();
    await client.fetchQuery({ queryKey: ['point', 9], queryFn: () => ({ title: 'served' }) });
    await client.fetchQuery({ queryKey: ['tag', 'Lake'], queryFn: () => ({ spots: [] }) });
    const stop = persistQueryCache(client, storage, Date.now, false);
    expect(storedKeys(storage)).toEqual([]);
    vi.advanceTimersByTime(5_010);
    expect(storedKeys(storage).sort()).toEqual(
      [hashOf(['point', 9]), hashOf(['tag', 'Lake'])]
        .map((hash) => PERSIST_KEY_PREFIX + hash)
        .sort(),
    );
    stop();

    const other = newClient();
    await other.fetchQuery({ queryKey: ['point', 10], queryFn: () => ({ title: 'served' }) });
    persistQueryCache(other, storage, Date.now, false)();
    vi.advanceTimersByTime(5_010);
    expect(storedKeys(storage)).not.toContain(PERSIST_KEY_PREFIX + hashOf(['point', 10]));
  });

  it('does not store a served read that left the cache before the browser was idle', async () => {
    const client = newClient();
    await client.fetchQuery({ queryKey: ['point', 11], queryFn: () => ({ title: 'served' }) });
    const stop = persistQueryCache(client, storage, Date.now, false);
    client.removeQueries({ queryKey: ['point', 11] });
    vi.advanceTimersByTime(5_010);
    expect(storedKeys(storage)).not.toContain(PERSIST_KEY_PREFIX + hashOf(['point', 11]));
    stop();
  });

  it('does not store failed queries or queries that opt out', async () => {
    const client = newClient();
    const stop = persistQueryCache(client, storage, Date.now);
    await client
      .fetchQuery({
        queryKey: ['point', 1],
        queryFn: () => Promise.reject(new Error('Error: 500: Server Error')),
        retry: false,
      })
      .catch(() => undefined);
    await client.fetchQuery({
      queryKey: ['user', 'me'],
      queryFn: () => 1,
      meta: { persist: false },
    });
    stop();
    expect(storedKeys(storage)).toEqual([]);
  });

  it('does not restore entries older than one hour, and removes them', () => {
    seed(storage, ['point', 1], NOW - CACHE_LIFETIME_MS - 1);
    seed(storage, ['point', 2], NOW - CACHE_LIFETIME_MS + 1000);
    const client = newClient();
    const stop = persistQueryCache(client, storage, Date.now);
    expect(client.getQueryData(['point', 1])).toBeUndefined();
    expect(client.getQueryData(['point', 2])).toEqual({ ok: true });
    expect(storedKeys(storage)).toEqual([PERSIST_KEY_PREFIX + hashOf(['point', 2])]);
    stop();
  });

  it('drops unreadable entries and entries of an older format', () => {
    storage.items.set(`${PERSIST_KEY_PREFIX}broken`, '{not json');
    storage.items.set(
      `${PERSIST_KEY_PREFIX}old`,
      JSON.stringify({ v: 0, key: ['point', 3], at: NOW, data: 1 }),
    );
    const stop = persistQueryCache(newClient(), storage, Date.now);
    expect(storedKeys(storage)).toEqual([]);
    stop();
  });

  it('purges expired entries every 10 minutes', () => {
    const client = newClient();
    const stop = persistQueryCache(client, storage, Date.now);
    seed(storage, ['tag', 'Alps'], NOW);
    const key = PERSIST_KEY_PREFIX + hashOf(['tag', 'Alps']);

    vi.advanceTimersByTime(CACHE_LIFETIME_MS);
    // At the 60-minute purge the entry is exactly one hour old: not yet expired.
    expect(storage.items.has(key)).toBe(true);
    vi.advanceTimersByTime(CACHE_PURGE_INTERVAL_MS - 1);
    expect(storage.items.has(key)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(storage.items.has(key)).toBe(false);
    expect(CACHE_PURGE_INTERVAL_MS).toBe(600_000);
    stop();
  });

  it('stops purging once stopped', () => {
    const stop = persistQueryCache(newClient(), storage, Date.now);
    stop();
    seed(storage, ['point', 1], NOW - CACHE_LIFETIME_MS - 1);
    vi.advanceTimersByTime(CACHE_PURGE_INTERVAL_MS * 2);
    expect(storedKeys(storage)).toHaveLength(1);
  });

  it('removes the stored copy when a query is removed from the cache', async () => {
    const client = newClient();
    const stop = persistQueryCache(client, storage, Date.now);
    await client.fetchQuery({ queryKey: ['search', 'lake'], queryFn: () => ['a'] });
    expect(storedKeys(storage)).toHaveLength(1);
    client.removeQueries({ queryKey: ['search', 'lake'] });
    expect(storedKeys(storage)).toEqual([]);
    stop();
  });

  it('removes the stored copy of an invalidated query until its refetch stores the new one', async () => {
    const client = newClient();
    const stop = persistQueryCache(client, storage, Date.now);
    let title = 'Lake';
    const query = client.getQueryCache().build(client, {
      queryKey: ['panorama', 7],
      queryFn: () => ({ title }),
    });
    await query.fetch();
    const key = PERSIST_KEY_PREFIX + hashOf(['panorama', 7]);
    expect(storedKeys(storage)).toEqual([key]);

    // A member's change: the query is marked out of date; a reload now must not restore it.
    title = 'Lake at dawn';
    await client.invalidateQueries({ queryKey: ['panorama', 7] }, { cancelRefetch: false });
    expect(storedKeys(storage)).toEqual([]);
    await query.fetch();
    expect(JSON.parse(storage.items.get(key)!).data).toEqual({ title: 'Lake at dawn' });
    stop();
  });

  it('restores a copy stamped ahead of this clock (the server rendered it) as read now', () => {
    seed(storage, ['point', 7], NOW + 9 * 60 * 60_000, { title: 'served' });
    const client = newClient();
    const stop = persistQueryCache(client, storage, Date.now);
    expect(client.getQueryState(['point', 7])?.dataUpdatedAt).toBe(NOW);
    vi.setSystemTime(NOW + 6 * 60_000);
    expect(
      client
        .getQueryCache()
        .find({ queryKey: ['point', 7] })
        ?.isStaleByTime(STALE_TIME_MS),
    ).toBe(true);
    stop();
  });

  it('keeps the page working when storage is full', async () => {
    storage.capacity = 0;
    const client = newClient();
    const stop = persistQueryCache(client, storage, Date.now);
    await expect(
      client.fetchQuery({ queryKey: ['point', 5], queryFn: () => ({ id: 5 }) }),
    ).resolves.toEqual({ id: 5 });
    expect(client.getQueryData(['point', 5])).toEqual({ id: 5 });
    stop();
  });
});
