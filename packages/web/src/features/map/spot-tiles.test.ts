import { describe, expect, it } from 'vitest';
import { lngLatToTile } from '@vantage/shared';
import { MAX_TILES_PER_VIEW, mergeTileSpots, tileLevelForZoom, tilesForView } from './spot-tiles';
import { makeTileSpot } from '../../test-support/factories';

/** A spot at 46° N, 12° E. */
const spotAt46 = (id: number) => makeTileSpot({ id, lat: 46 });

describe('tileLevelForZoom', () => {
  it.each([
    [0, 0],
    [4.99, 0],
    [5, 5],
    [6.9, 5],
    [7, 7],
    [9.99, 7],
    [10, 10],
    [18, 10],
  ])('zoom %f reads level %i', (zoom, level) => {
    expect(tileLevelForZoom(zoom)).toBe(level);
  });
});

describe('tilesForView', () => {
  const dolomites = { south: 46.3, west: 11.5, north: 46.8, east: 12.4 };

  it('uses the single world tile below zoom 5', () => {
    expect(tilesForView({ south: -80, west: -180, north: 80, east: 180 }, 2)).toEqual([
      { level: 0, x: 0, y: 0 },
    ]);
  });

  it('lists every tile of the level that the view touches', () => {
    const tiles = tilesForView(dolomites, 8.5);
    const topLeft = lngLatToTile(dolomites.west, dolomites.north, 7);
    const bottomRight = lngLatToTile(dolomites.east, dolomites.south, 7);
    const expected = (bottomRight.x - topLeft.x + 1) * (bottomRight.y - topLeft.y + 1);
    expect(tiles).toHaveLength(expected);
    expect(tiles.every((tile) => tile.level === 7)).toBe(true);
    expect(tiles).toContainEqual({ level: 7, ...lngLatToTile(12, 46.5, 7) });
  });

  it('splits a view that crosses the antimeridian', () => {
    const tiles = tilesForView({ south: -20, west: 175, north: -15, east: -175 }, 5.5);
    const xs = new Set(tiles.map((tile) => tile.x));
    expect(xs.has(0)).toBe(true);
    expect(xs.has(31)).toBe(true);
  });

  it('caps the number of tiles, keeping those nearest the centre', () => {
    const tiles = tilesForView({ south: -60, west: -170, north: 60, east: 170 }, 10);
    expect(tiles).toHaveLength(MAX_TILES_PER_VIEW);
  });
});

describe('mergeTileSpots', () => {
  it('keeps each spot once across tiles', () => {
    const merged = mergeTileSpots([
      [spotAt46(1), spotAt46(2)],
      [spotAt46(2), spotAt46(3)],
      undefined,
      [spotAt46(1), spotAt46(4)],
    ]);
    expect(merged.map((spot) => spot.id)).toEqual([1, 2, 3, 4]);
  });

  it('returns an empty list when nothing has loaded', () => {
    expect(mergeTileSpots([undefined, []])).toEqual([]);
  });
});
