import { describe, expect, it } from 'vitest';
import { screenRendition, styleResourceUrls, tilesAround } from './pack-urls';

const urls = { large: '/media/l.jpg', thumb: '/media/t.jpg', mini: '/media/m.webp' };

describe('screenRendition', () => {
  it('keeps the thumbnail where it covers the column', () => {
    expect(screenRendition(urls, 1.5, { width: 1280, pixelRatio: 1 }).keep).toBe('/media/t.jpg');
  });
  it('keeps the large rendition on a sharp phone screen', () => {
    expect(screenRendition(urls, 1.5, { width: 400, pixelRatio: 3 })).toEqual({
      keep: '/media/l.jpg',
      other: '/media/t.jpg',
    });
  });
});

describe('tilesAround', () => {
  it('is one tile at zoom 0 and wraps columns at the antimeridian', () => {
    expect(tilesAround(46.5, 11.8, 0)).toEqual([{ x: 0, y: 0, z: 0 }]);
    const xs = tilesAround(0, 179.9, 3).map((tile) => tile.x);
    expect(new Set(xs)).toEqual(new Set([6, 7, 0]));
  });
});

describe('styleResourceUrls', () => {
  it('lists own tiles up to the pack zoom, label glyphs and leaves other sites out', () => {
    const found = styleResourceUrls(
      {
        sources: {
          basemap: { tiles: ['https://v.example/tiles/{z}/{x}/{y}.pbf'], maxzoom: 2 },
          other: { tiles: ['https://elsewhere.example/{z}/{x}/{y}.png'] },
        },
        glyphs: 'https://v.example/tiles/fonts/{fontstack}/{range}.pbf',
        layers: [{ layout: { 'text-font': ['Noto Sans Regular'] } }, { layout: {} }],
      },
      { lat: 46.5, lng: 11.8 },
      'https://v.example',
    );
    expect(found).toContain('https://v.example/tiles/0/0/0.pbf');
    expect(found.filter((url) => url.includes('/tiles/2/'))).toHaveLength(9);
    expect(found).toContain('https://v.example/tiles/fonts/Noto%20Sans%20Regular/0-255.pbf');
    expect(found.some((url) => url.includes('elsewhere'))).toBe(false);
  });
});
