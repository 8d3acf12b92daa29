import { describe, expect, it } from 'vitest';
import type { Photo, SpotSummary } from '@vantage/shared';
import { collectFeaturedPhotos, pickHeaderPhoto } from './header-photo';

const HOUR = 3_600_000;
const urls = { large: '/l.jpg', thumb: '/t.jpg', mini: '/m.webp' };

function makeSummary(id: number, imageId: number | null, ar = 1.5): SpotSummary {
  return {
    id,
    lat: 0,
    long: 0,
    title: `Spot ${id}`,
    slug: `Spot_${id}`,
    tags: [],
    photoCount: 1,
    image:
      imageId == null ? null : { id: imageId, title: `Image ${imageId}`, blurhash: null, ar, urls },
  };
}

function makePhoto(id: number, overrides: Partial<Photo> = {}): Photo {
  return {
    id,
    title: `Photo ${id}`,
    description: '',
    exif: null,
    imgType: 0,
    rating: 0,
    created: '2024-01-01T00:00:00Z',
    user: { id: 7, username: 'ada', displayName: 'Ada', picture: null },
    author: null,
    authorUrl: null,
    license: null,
    linkURL: null,
    linkImgURL: null,
    idSpot: 3,
    spotTitle: 'Lake',
    spotTags: [],
    lat: null,
    long: null,
    width: 1500,
    height: 1000,
    blurhash: null,
    ar: 1.5,
    pano: false,
    urls,
    newSpot: null,
    ...overrides,
  };
}

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
      [makeSummary(1, 10), makeSummary(2, null), makeSummary(3, 30)],
      [makePhoto(30), makePhoto(40)],
    );
    expect(pool.map((photo) => photo.id)).toEqual([10, 30, 40]);
    expect(pool[0]?.spot).toEqual({ id: 1, title: 'Spot 1' });
    expect(pool[2]?.author).toEqual({ name: 'Ada', username: 'ada' });
  });

  it('caps the pool at 15 photos', () => {
    const latest = Array.from({ length: 40 }, (_, i) => makePhoto(i + 1));
    expect(collectFeaturedPhotos([], latest)).toHaveLength(15);
  });

  it('prefers landscape photos but falls back to any photo', () => {
    const tall = makePhoto(1, { ar: 0.66 });
    expect(collectFeaturedPhotos([], [tall, makePhoto(2)]).map((p) => p.id)).toEqual([2]);
    expect(collectFeaturedPhotos([], [tall]).map((p) => p.id)).toEqual([1]);
  });
});
