import type { FoundImage } from '@vantage/shared';
import { describe, expect, it } from 'vitest';
import {
  autoSelectedImage,
  httpUrlOrUndefined,
  isLargeEnough,
  offeredImages,
  type ImageLoad,
} from './link-images';

const image = (url: string): FoundImage => ({ url, width: null, height: null, alt: null });
const loaded = (widthPx: number, heightPx: number): ImageLoad => ({
  status: 'loaded',
  widthPx,
  heightPx,
});

describe('isLargeEnough', () => {
  it('needs 200 px wide and 100 px high', () => {
    expect(isLargeEnough(200, 100)).toBe(true);
    expect(isLargeEnough(199, 1000)).toBe(false);
    expect(isLargeEnough(1000, 99)).toBe(false);
  });
});

describe('offeredImages', () => {
  const images = ['a', 'b', 'c', 'd', 'a'].map((name) => image(`https://x.test/${name}.jpg`));

  it('drops images loaded under 200 × 100 px, failed ones and repeats; keeps loading ones', () => {
    const loads: Record<string, ImageLoad> = {
      'https://x.test/a.jpg': loaded(1200, 800),
      'https://x.test/b.jpg': loaded(150, 150),
      'https://x.test/c.jpg': { status: 'failed' },
    };
    expect(offeredImages(images, loads).map((found) => found.url)).toEqual([
      'https://x.test/a.jpg',
      'https://x.test/d.jpg',
    ]);
  });
});

describe('autoSelectedImage', () => {
  const images = ['a', 'b', 'c'].map((name) => image(`https://x.test/${name}.jpg`));

  it('waits until every image has loaded or failed', () => {
    expect(autoSelectedImage(images, { 'https://x.test/a.jpg': loaded(800, 600) })).toBeNull();
  });

  it('selects the single image left at a photograph size', () => {
    expect(
      autoSelectedImage(images, {
        'https://x.test/a.jpg': { status: 'failed' },
        'https://x.test/b.jpg': loaded(800, 600),
        'https://x.test/c.jpg': loaded(16, 16),
      }),
    ).toBe('https://x.test/b.jpg');
  });

  it('selects nothing when several or none are usable', () => {
    expect(
      autoSelectedImage(images, {
        'https://x.test/a.jpg': loaded(800, 600),
        'https://x.test/b.jpg': loaded(800, 600),
        'https://x.test/c.jpg': { status: 'failed' },
      }),
    ).toBeNull();
    expect(
      autoSelectedImage(images.slice(0, 1), { 'https://x.test/a.jpg': loaded(100, 50) }),
    ).toBeNull();
  });
});

describe('httpUrlOrUndefined', () => {
  it('keeps only http(s) links', () => {
    expect(httpUrlOrUndefined(' https://flickr.com/people/ansel ')).toBe(
      'https://flickr.com/people/ansel',
    );
    expect(httpUrlOrUndefined('javascript:alert(1)')).toBeUndefined();
    expect(httpUrlOrUndefined(null)).toBeUndefined();
  });
});
