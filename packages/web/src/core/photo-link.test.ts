import { describe, expect, it } from 'vitest';
import { isLightboxOpen, photoIdOfHref, withPhotoFlag } from './photo-link';

describe('photo links', () => {
  it('sets the photo flag and keeps the other flags', () => {
    expect(withPhotoFlag('', 5)).toBe('?photo=5');
    expect(withPhotoFlag('?map&photo=3', 5)).toBe('?map&photo=5');
  });

  it('reads the photo id of same-origin /photo/{id} links only', () => {
    const origin = 'https://vantage.example';
    expect(photoIdOfHref('/photo/12', origin)).toBe(12);
    expect(photoIdOfHref('https://vantage.example/photo/12', origin)).toBe(12);
    expect(photoIdOfHref('https://other.example/photo/12', origin)).toBeNull();
    expect(photoIdOfHref('/photo/12/more', origin)).toBeNull();
    expect(photoIdOfHref('/l/Bled/12', origin)).toBeNull();
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
