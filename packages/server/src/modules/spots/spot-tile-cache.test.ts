import { lngLatToTile, tileToBBox } from '@vantage/shared';
import { describe, expect, it } from 'vitest';
import { SpotTileCache, tileKeysContaining } from './spot-tile-cache';

describe('tileKeysContaining', () => {
  it('names the one tile of each zoom that holds a position inside a tile', () => {
    const keys = tileKeysContaining(37.715636, -119.677242);
    expect(keys).toHaveLength(23);
    for (const zoom of [0, 5, 10, 22]) {
      const { x, y } = lngLatToTile(-119.677242, 37.715636, zoom);
      expect(keys).toContain(`${zoom}/${x}/${y}`);
    }
  });

  it('names both tiles when the position lies on their shared edge', () => {
    const edge = tileToBBox(5, 9, 4);
    const keys = tileKeysContaining(edge.north, edge.west);
    expect(keys).toEqual(expect.arrayContaining(['4/4/8', '4/5/8', '4/4/9', '4/5/9']));
    expect(keys).toContain('0/0/0');
  });
});

describe('SpotTileCache', () => {
  let loads = 0;
  const loader = (body: string) => async () => {
    loads += 1;
    return body;
  };

  it('serves a tile from the cache until a new spot in it forgets it, with a new ETag', async () => {
    const cache = new SpotTileCache();
    const { x, y } = lngLatToTile(11.5, 46.5, 7);
    const key = `7/${x}/${y}`;
    const first = await cache.getOrLoad(key, loader('[1]'));
    const other = await cache.getOrLoad('7/0/0', loader('[9]'));
    loads = 0;
    expect(await cache.getOrLoad(key, loader('[1,2]'))).toBe(first);

    await cache.forgetAt(46.5, 11.5);
    const fresh = await cache.getOrLoad(key, loader('[1,2]'));
    expect(fresh.body.toString()).toBe('[1,2]');
    expect(fresh.etag).not.toBe(first.etag);
    // Tiles elsewhere stay cached.
    expect(await cache.getOrLoad('7/0/0', loader('[9,10]'))).toBe(other);
    expect(loads).toBe(1);
  });

  it('neither keeps nor shares a list that was loading when the spot was added', async () => {
    const cache = new SpotTileCache();
    let finish: (body: string) => void = () => undefined;
    const stale = cache.getOrLoad(
      '0/0/0',
      () => new Promise<string>((resolve) => (finish = resolve)),
    );
    await cache.forgetAt(46.5, 11.5);
    const fresh = cache.getOrLoad('0/0/0', loader('[1,2]'));
    finish('[1]');
    expect((await stale).body.toString()).toBe('[1]');
    expect((await fresh).body.toString()).toBe('[1,2]');
    expect((await cache.getOrLoad('0/0/0', loader('[3]'))).body.toString()).toBe('[1,2]');
  });
});
