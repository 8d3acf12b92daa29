import { describe, expect, it } from 'vitest';
import { collectFeaturedPhotos, pickHeaderPhoto } from './header-photo';
import type { Photo } from '@vantage/shared';
import { makePhoto, makeUserRef } from '../../test-support/factories';

const HOUR = 3_600_000;

const ada = makeUserRef({ id: 7, username: 'ada', displayName: 'Ada' });

describe('pickHeaderPhoto', () => {
  const pool = ['a', 'b', 'c'];

  it('returns null for an empty pool', () => {
    expect(pickHeaderPhoto([], Date.now())).toBeNull();
  });

  it('keeps the same photo for the whole hour', () => {
    const start = 1000 * HOUR;
    expect(pickHeaderPhoto(pool, start)).toBe(pickHeaderPhoto(pool, start + HOUR - 1));
  });

  it('moves to the next photo every hour and wraps around', () => {
    const start = 999 * HOUR; // 999 % 3 === 0
    expect(pickHeaderPhoto(pool, start)).toBe('a');
    expect(pickHeaderPhoto(pool, start + HOUR)).toBe('b');
    expect(pickHeaderPhoto(pool, start + 2 * HOUR)).toBe('c');
    expect(pickHeaderPhoto(pool, start + 3 * HOUR)).toBe('a');
  });
});

describe('collectFeaturedPhotos', () => {
  const featured = (photos: Photo[], chosen = false) => ({
    chosen,
    featuredIds: chosen ? photos.map((photo) => photo.id) : [],
    photos,
  });

  it('keeps the order, with the spot and the author of each photo', () => {
    const pool = collectFeaturedPhotos(
      featured([makePhoto({ id: 30, user: ada }), makePhoto({ id: 40, user: ada })]),
    );
    expect(pool.map((photo) => photo.id)).toEqual([30, 40]);
    expect(pool[0]?.author).toEqual({ name: 'Ada', username: 'ada' });
  });

  it('caps the pool at 15 photos', () => {
    const many = Array.from({ length: 40 }, (_, i) => makePhoto({ id: i + 1 }));
    expect(collectFeaturedPhotos(featured(many))).toHaveLength(15);
  });

  it('prefers landscape best-rated photos, but keeps every photo administrators chose', () => {
    const tall = makePhoto({ id: 1, ar: 0.66 });
    const wide = makePhoto({ id: 2 });
    expect(collectFeaturedPhotos(featured([tall, wide])).map((p) => p.id)).toEqual([2]);
    expect(collectFeaturedPhotos(featured([tall])).map((p) => p.id)).toEqual([1]);
    expect(collectFeaturedPhotos(featured([tall, wide], true)).map((p) => p.id)).toEqual([1, 2]);
  });
});
