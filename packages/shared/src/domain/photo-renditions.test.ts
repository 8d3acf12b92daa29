import { describe, expect, it } from 'vitest';
import {
  largeRenditionSizePx,
  parsePhotoVariantName,
  photoVariantName,
  photoVariantSrcSet,
  photoVariantUrl,
  photoVariantWidthsPx,
} from './photo-renditions';

const urls = {
  large: '/media/photos/7/large.jpg',
  thumb: '/media/photos/7/thumb.jpg',
  mini: '/media/photos/7/mini.webp',
};

describe('photo renditions', () => {
  it('names and parses a rendition', () => {
    expect(photoVariantName({ widthPx: 640, format: 'webp' })).toBe('640w.webp');
    expect(parsePhotoVariantName('1280w.avif')).toEqual({ widthPx: 1280, format: 'avif' });
  });

  it('parses only the offered widths and encodings', () => {
    expect(parsePhotoVariantName('641w.webp')).toBeNull();
    expect(parsePhotoVariantName('640w.png')).toBeNull();
    expect(parsePhotoVariantName('99999w.webp')).toBeNull();
    expect(parsePhotoVariantName('../640w.webp')).toBeNull();
  });

  it('sizes the large rendition from the aspect ratio', () => {
    expect(largeRenditionSizePx(1.5)).toEqual({ widthPx: 2048, heightPx: 1365 });
    expect(largeRenditionSizePx(0.75)).toEqual({ widthPx: 1536, heightPx: 2048 });
    expect(largeRenditionSizePx(0)).toEqual({ widthPx: 2048, heightPx: 2048 });
  });

  it('offers no width wider than the large rendition', () => {
    expect(photoVariantWidthsPx(1.5)).toEqual([320, 640, 960, 1280, 1600, 2048]);
    expect(photoVariantWidthsPx(0.75)).toEqual([320, 640, 960, 1280]);
    // A very tall panorama still gets one rendition.
    expect(photoVariantWidthsPx(0.1)).toEqual([320]);
  });

  it('builds the srcset of one encoding beside the large rendition', () => {
    expect(photoVariantSrcSet(urls, 0.75, 'avif')).toBe(
      '/media/photos/7/320w.avif 320w, /media/photos/7/640w.avif 640w, ' +
        '/media/photos/7/960w.avif 960w, /media/photos/7/1280w.avif 1280w',
    );
  });

  it('keeps an absolute media host', () => {
    const remote = { ...urls, large: 'https://cdn.example/media/photos/7/large.jpg' };
    expect(photoVariantUrl(remote, { widthPx: 320, format: 'webp' })).toBe(
      'https://cdn.example/media/photos/7/320w.webp',
    );
  });

  it('offers nothing for addresses of another shape', () => {
    expect(photoVariantSrcSet({ ...urls, large: '/elsewhere/photo.png' }, 1.5, 'webp')).toBe('');
  });
});
