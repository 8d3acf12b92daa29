import { NavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { shouldScrollToTop } from './scroll-to-top';

describe('shouldScrollToTop', () => {
  it('scrolls on a push to another path', () => {
    expect(shouldScrollToTop('/', '/explore/recent', NavigationType.Push)).toBe(true);
  });

  it('does not scroll on replace or pop, or when only the query changes', () => {
    expect(shouldScrollToTop('/', '/map', NavigationType.Replace)).toBe(false);
    expect(shouldScrollToTop('/', '/map', NavigationType.Pop)).toBe(false);
    expect(shouldScrollToTop('/map', '/map', NavigationType.Push)).toBe(false);
  });

  it('does not scroll between tag and photo_location pages', () => {
    expect(
      shouldScrollToTop('/tag/Alps', '/photo_location/Alps/Zermatt', NavigationType.Push),
    ).toBe(false);
    expect(shouldScrollToTop('/photo_location/Italy', '/tag/Dolomites', NavigationType.Push)).toBe(
      false,
    );
    expect(shouldScrollToTop('/tag/Alps', '/tag/Lakes', NavigationType.Push)).toBe(false);
    expect(shouldScrollToTop('/tag/Alps', '/map', NavigationType.Push)).toBe(true);
  });
});
