import { NavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  hasEarlierInAppEntry,
  isLightboxOpen,
  shouldScrollToTop,
  withoutFlags,
} from './navigation';

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

describe('isLightboxOpen', () => {
  it('is open on /photo routes and with the photo flag', () => {
    expect(isLightboxOpen({ pathname: '/photo/12', search: '' })).toBe(true);
    expect(isLightboxOpen({ pathname: '/photo', search: '?photo=12' })).toBe(true);
    expect(isLightboxOpen({ pathname: '/l/Lake/3', search: '?photo=12' })).toBe(true);
    expect(isLightboxOpen({ pathname: '/photo_location/Alps', search: '' })).toBe(false);
    expect(isLightboxOpen({ pathname: '/', search: '?userPhoto=1' })).toBe(false);
  });
});

describe('hasEarlierInAppEntry', () => {
  it('reads the entry index React Router keeps in history.state', () => {
    expect(hasEarlierInAppEntry({ idx: 2, key: 'a' })).toBe(true);
    expect(hasEarlierInAppEntry({ idx: 0, key: 'a' })).toBe(false);
    expect(hasEarlierInAppEntry(null)).toBe(false);
    expect(hasEarlierInAppEntry('x')).toBe(false);
  });
});

describe('withoutFlags', () => {
  it('removes the named flags and keeps the rest', () => {
    expect(withoutFlags('?login&ft=Alps', 'login')).toBe('?ft=Alps');
    expect(withoutFlags('?welcome', 'welcome')).toBe('');
    expect(withoutFlags('?map&welcome&q=a b', 'welcome')).toBe('?map&q=a%20b');
  });
});
