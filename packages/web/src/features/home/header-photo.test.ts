import { describe, expect, it } from 'vitest';
import { collectFeaturedPhotos, pickHeaderPhoto } from './header-photo';
import {
  makeImageRef,
  makePhoto,
  makeSpotSummary,
  makeUserRef,
} from '../../test-support/factories';

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
  it('puts popular spot images first, skips duplicates and spots without an image', () => {
    const pool = collectFeaturedPhotos(
      [
        makeSpotSummary({ id: 1, image: makeImageRef({ id: 10 }) }),
        makeSpotSummary({ id: 2, image: null }),
        makeSpotSummary({ id: 3, image: makeImageRef({ id: 30 }) }),
      ],
      [makePhoto({ id: 30, user: ada }), makePhoto({ id: 40, user: ada })],
    );
    expect(pool.map((photo) => photo.id)).toEqual([10, 30, 40]);
    expect(pool[0]?.spot).toEqual({ id: 1, title: 'Spot 1' });
    expect(pool[2]?.author).toEqual({ name: 'Ada', username: 'ada' });
  });

  it('caps the pool at 15 photos', () => {
    const latest = Array.from({ length: 40 }, (_, i) => makePhoto({ id: i + 1 }));
    expect(collectFeaturedPhotos([], latest)).toHaveLength(15);
  });

  it('prefers landscape photos but falls back to any photo', () => {
    const tall = makePhoto({ id: 1, ar: 0.66 });
    expect(collectFeaturedPhotos([], [tall, makePhoto({ id: 2 })]).map((p) => p.id)).toEqual([2]);
    expect(collectFeaturedPhotos([], [tall]).map((p) => p.id)).toEqual([1]);
  });
});
