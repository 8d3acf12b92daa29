import { describe, expect, it } from 'vitest';
import { lngLatToTile, storedLevelFor, tileKey, tileToBBox, tileUrl } from './tiles.js';

describe('web-map tiles', () => {
  it('finds the tile of a point', () => {
    expect(lngLatToTile(0, 0, 0)).toEqual({ x: 0, y: 0 });
    expect(lngLatToTile(12.08, 46.69, 5)).toEqual({ x: 17, y: 11 });
    expect(lngLatToTile(180, -90, 2)).toEqual({ x: 3, y: 3 });
  });

  it('gives each tile a box that contains its points', () => {
    const box = tileToBBox(17, 11, 5);
    expect(box.west).toBeLessThanOrEqual(12.08);
    expect(box.east).toBeGreaterThan(12.08);
    expect(box.south).toBeLessThanOrEqual(46.69);
    expect(box.north).toBeGreaterThan(46.69);
    expect(tileToBBox(0, 0, 0)).toEqual({ west: -180, east: 180, south: -90, north: 90 });
  });

  it('numbers tiles uniquely within a level', () => {
    expect(tileKey(17, 11, 5)).toBe(17 * 32 + 11);
    expect(tileKey(1023, 1023, 10)).toBe(1024 * 1024 - 1);
  });

  it('reads each zoom from the nearest stored level below it', () => {
    expect([0, 1, 4, 5, 6, 7, 9, 10, 14].map(storedLevelFor)).toEqual([
      0, 0, 0, 5, 5, 7, 7, 10, 10,
    ]);
  });
});

describe('tileUrl', () => {
  it('fills a template in for one tile', () => {
    expect(tileUrl('https://tiles.example/{z}/{x}/{y}.png?key=$&', { z: 7, x: 66, y: 44 })).toBe(
      'https://tiles.example/7/66/44.png?key=$&',
    );
  });
});
