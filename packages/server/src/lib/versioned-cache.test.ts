import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache';

describe('VersionedCache', () => {
  it('keeps values within its size limit, the least recently used going first', async () => {
    const cache = new VersionedCache<string>({
      maxEntries: 10,
      lifetimeMs: 60_000,
      sizeLimit: { maxSize: 10, sizeOf: (value) => value.length },
    });
    let loads = 0;
    const load = (value: string) => async () => {
      loads++;
      return value;
    };
    await cache.get('a', load('aaaa'));
    await cache.get('b', load('bbbb'));
    await cache.get('a', load('aaaa'));
    expect(cache.kept).toEqual({ entries: 2, size: 8 });
    // 'b' was used least recently: it makes room for 'c'.
    await cache.get('c', load('cccc'));
    expect(cache.kept).toEqual({ entries: 2, size: 8 });
    loads = 0;
    await cache.get('a', load('aaaa'));
    await cache.get('c', load('cccc'));
    expect(loads).toBe(0);
    await cache.get('b', load('bbbb'));
    expect(loads).toBe(1);
    // A value larger than the whole limit is answered and not kept.
    expect(await cache.get('d', load('d'.repeat(11)))).toBe('d'.repeat(11));
    expect(cache.kept.size).toBeLessThanOrEqual(10);
    await cache.get('d', load('d'.repeat(11)));
    expect(loads).toBe(3);
  });

  it('keeps only the values it is told to keep', async () => {
    const cache = new VersionedCache<number | null>({ maxEntries: 10, lifetimeMs: 60_000 });
    let loads = 0;
    const load = async () => (++loads > 1 ? loads : null);
    const keep = (value: number | null) => value !== null;
    expect(await cache.get('page', load, keep)).toBeNull();
    expect(await cache.get('page', load, keep)).toBe(2);
    expect(await cache.get('page', load, keep)).toBe(2);
  });

  it('forgets the given keys and answers, without keeping, a load that began before', async () => {
    const cache = new VersionedCache<string>({ maxEntries: 10, lifetimeMs: 60_000 });
    await cache.get('kept', async () => 'one');
    let release = (_value: string) => {};
    const during = cache.get('slow', () => new Promise<string>((resolve) => (release = resolve)));
    cache.forget(['kept']);
    release('old');
    expect(await during).toBe('old');
    expect(await cache.get('slow', async () => 'new')).toBe('new');
    expect(await cache.get('kept', async () => 'two')).toBe('two');
  });
});

// Answers of outside services, kept for a while: a failure is not kept.
describe('cached calls', () => {
  it('keeps an answer until it expires and shares a call in flight', async () => {
    let nowMs = 0;
    let calls = 0;
    const cache = new VersionedCache<number>({
      maxEntries: 10,
      lifetimeMs: 3_600_000,
      now: () => nowMs,
    });
    const load = async () => ++calls;
    const [first, second] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([first, second, calls]).toEqual([1, 1, 1]);
    nowMs = 3_599_999;
    expect(await cache.get('k', load)).toBe(1);
    nowMs = 3_600_000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('forgets failures', async () => {
    const cache = new VersionedCache<string>({ maxEntries: 10, lifetimeMs: 1000 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });
});
