import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, RateLimiter, waitWords } from './rate-limit';

describe('rate limits', () => {
  it('allows the limit per window, then answers the seconds to wait, then starts afresh', async () => {
    let now = 1_000_000;
    const store = new MemoryRateLimitStore(100, () => now);
    const limiter = new RateLimiter(store, { name: 'test', limit: 2, windowMs: 60_000 });
    expect(await limiter.hit('a', now)).toBe(0);
    expect(await limiter.hit('a', now)).toBe(0);
    expect(await limiter.hit('a', now)).toBe(60);
    expect(await limiter.hit('b', now)).toBe(0);
    now += 30_000;
    expect(await limiter.hit('a', now)).toBe(30);
    now += 30_000;
    expect(await limiter.hit('a', now)).toBe(0);
  });

  it('takes back an attempt and forgets a key', async () => {
    const store = new MemoryRateLimitStore();
    const limiter = new RateLimiter(store, { name: 'test', limit: 1, windowMs: 60_000 });
    await limiter.hit('a');
    await limiter.undo('a');
    expect(await limiter.hit('a')).toBe(0);
    await limiter.reset('a');
    expect((await store.peek('test:a')).count).toBe(0);
  });

  it('stays within its number of keys', async () => {
    const store = new MemoryRateLimitStore(10);
    for (let n = 0; n < 50; n++) await store.hit(`k${n}`, 60_000);
    expect((await store.peek('k49')).count).toBe(1);
    expect((await store.peek('k0')).count).toBe(0);
  });
});

describe('waitWords', () => {
  it('says a wait as a person does, rounding minutes up and hours down', () => {
    expect(waitWords(1)).toBe('a minute');
    expect(waitWords(60)).toBe('a minute');
    expect(waitWords(61)).toBe('2 minutes');
    expect(waitWords(3599)).toBe('60 minutes');
    expect(waitWords(3600)).toBe('an hour');
    expect(waitWords(3 * 3600 + 1800)).toBe('3 hours');
  });
});
