import { describe, expect, it } from 'vitest';
import { loadedOnFirstUse } from './on-first-use';

describe('loadedOnFirstUse', () => {
  it('loads once, on the first use', async () => {
    let loads = 0;
    const library = loadedOnFirstUse(async () => ({ loaded: ++loads }));
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([library(), library()]);
    expect(first).toBe(second);
    expect(await library()).toEqual({ loaded: 1 });
    expect(loads).toBe(1);
  });

  it('tries again after a load that failed', async () => {
    let loads = 0;
    const library = loadedOnFirstUse(async () => {
      loads++;
      if (loads === 1) throw new Error('not yet');
      return 'loaded';
    });
    await expect(library()).rejects.toThrow('not yet');
    expect(await library()).toBe('loaded');
    expect(loads).toBe(2);
  });
});
