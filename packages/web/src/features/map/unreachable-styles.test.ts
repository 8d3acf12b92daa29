import { describe, expect, it } from 'vitest';
import { UNREACHABLE_REMEMBERED_MS, UnreachableStyles } from './unreachable-styles';

const streets = '/tiles/layers/default/style.json';
const outdoor = '/tiles/layers/outdoor/style.json';

describe('the unreachable styles of a visit', () => {
  it('sends the next maps of a style found unreachable to the own basemap, that style only', () => {
    const verdicts = new UnreachableStyles();
    expect(verdicts.isUnreachable(streets, 1000)).toBe(false);
    verdicts.remember(streets, 1000);
    expect(verdicts.isUnreachable(streets, 1000)).toBe(true);
    expect(verdicts.isUnreachable(streets, 1000 + UNREACHABLE_REMEMBERED_MS - 1)).toBe(true);
    expect(verdicts.isUnreachable(outdoor, 1000)).toBe(false);
  });

  it('tries the provider again once the verdict has lasted its time', () => {
    const verdicts = new UnreachableStyles();
    verdicts.remember(streets, 1000);
    expect(verdicts.isUnreachable(streets, 1000 + UNREACHABLE_REMEMBERED_MS)).toBe(false);
    // An expired verdict is gone, not revived by asking at an earlier time.
    expect(verdicts.isUnreachable(streets, 1000)).toBe(false);
    // Found unreachable again: the time starts anew.
    verdicts.remember(streets, 2 * UNREACHABLE_REMEMBERED_MS);
    expect(verdicts.isUnreachable(streets, 3 * UNREACHABLE_REMEMBERED_MS - 1)).toBe(true);
  });

  it('forgets the verdict as soon as a map has loaded tiles from the provider', () => {
    const verdicts = new UnreachableStyles();
    verdicts.remember(streets, 1000);
    verdicts.remember(outdoor, 1000);
    verdicts.forget(streets);
    expect(verdicts.isUnreachable(streets, 1001)).toBe(false);
    expect(verdicts.isUnreachable(outdoor, 1001)).toBe(true);
  });
});
