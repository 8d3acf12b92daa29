import { describe, expect, it } from 'vitest';
import { signInDelayMs } from './auth-throttle';

describe('sign-in delays', () => {
  it('are free for five failures, then double from a second up to 15 minutes', () => {
    expect([1, 2, 3, 4].map(signInDelayMs)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(signInDelayMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(signInDelayMs(15)).toBe(15 * 60_000);
    expect(signInDelayMs(40)).toBe(15 * 60_000);
  });
});
