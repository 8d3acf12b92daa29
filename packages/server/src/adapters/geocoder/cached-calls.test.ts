import { describe, expect, it } from 'vitest';
import { CachedCalls } from './cached-calls';

describe('cached calls', () => {
  it('keeps an answer until it expires and shares a call in flight', async () => {
    let nowMs = 0;
    let calls = 0;
    const cache = new CachedCalls<number>(10, 3_600_000, () => nowMs);
    const load = async () => ++calls;
    const [first, second] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([first, second, calls]).toEqual([1, 1, 1]);
    nowMs = 3_599_999;
    expect(await cache.get('k', load)).toBe(1);
    nowMs = 3_600_000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('forgets failures', async () => {
    const cache = new CachedCalls<string>(10, 1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });
});
