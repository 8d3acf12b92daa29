import { describe, expect, it } from 'vitest';
import { galleryOwner, galleryPath } from './gallery-address';

describe('gallery addresses', () => {
  it('names a gallery by its owner’s username, or by their id while they have none', () => {
    const named = { username: 'ansel', ownerId: 7, urlTitle: 'Alps & Co' };
    const nameless = { username: null, ownerId: 7, urlTitle: 'Alps' };
    expect(galleryPath(named)).toBe('/by/ansel/gallery/Alps%20%26%20Co');
    expect(galleryPath(named, 'map')).toBe('/by/ansel/gallery/Alps%20%26%20Co/map');
    expect(galleryPath(nameless)).toBe('/user/7/gallery/Alps');
    expect(galleryPath(nameless, 'spots')).toBe('/user/7/gallery/Alps/spots');
    expect([galleryOwner(named), galleryOwner(nameless)]).toEqual(['ansel', '7']);
  });
});
