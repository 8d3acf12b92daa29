import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors';
import {
  BASEMAP_LAYERS,
  BasemapTileService,
  parseTileCoord,
  type EncodedTile,
  type TileCoord,
} from './tiles.service';

function decode(tile: EncodedTile | null): VectorTile {
  if (!tile) throw new Error('expected a tile with content');
  return new VectorTile(new Pbf(tile.data));
}

function names(tile: VectorTile, layer: string): string[] {
  const found = tile.layers[layer];
  if (!found) return [];
  return Array.from({ length: found.length }, (_, i) => String(found.feature(i).properties.name));
}

function tileOf(lonDeg: number, latDeg: number, z: number): TileCoord {
  const n = 2 ** z;
  const lat = (latDeg * Math.PI) / 180;
  return {
    z,
    x: Math.floor(((lonDeg + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n),
  };
}

describe('parseTileCoord', () => {
  it('accepts whole numbers inside the zoom level', () => {
    expect(parseTileCoord({ z: '5', x: '17', y: '11' })).toEqual({ z: 5, x: 17, y: 11 });
    expect(parseTileCoord({ z: '14', x: '16383', y: '0' })).toEqual({ z: 14, x: 16383, y: 0 });
  });

  it.each([
    [{ z: '15', x: '0', y: '0' }, 'z: must be a whole number from 0 to 14'],
    [{ z: '-1', x: '0', y: '0' }, 'z: must be a whole number'],
    [{ z: '1.5', x: '0', y: '0' }, 'z: must be a whole number'],
    [{ z: '2', x: 'a', y: '0' }, 'x: must be a whole number'],
    [{ z: '2', x: '4', y: '0' }, 'x: must be from 0 to 3 at zoom 2'],
    [{ z: '2', x: '0', y: '4' }, 'y: must be from 0 to 3 at zoom 2'],
    [{ z: '2', x: '0' }, 'y: is required'],
  ])('rejects %j with a 400 naming the field', (params, message) => {
    let error: unknown;
    try {
      parseTileCoord(params);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 400, code: 'invalid_input', message });
  });
});

describe('BasemapTileService', () => {
  const service = new BasemapTileService({ maxCachedTiles: 50 });
  beforeAll(() => service.warm(), 30_000);

  it('puts every layer, with features, in the world tile', async () => {
    const world = decode(await service.getTile({ z: 0, x: 0, y: 0 }));
    for (const layer of BASEMAP_LAYERS) expect(world.layers[layer]?.length).toBeGreaterThan(0);
    expect(world.layers.countries?.feature(0).properties).toHaveProperty('name');
    const russia = names(world, 'country_labels').indexOf('Russia');
    expect(world.layers.country_labels?.feature(russia).properties).toMatchObject({ rank: 1 });
  });

  it('has Italy, with its ISO code, in the z5 tile over Rome', async () => {
    const tile = decode(await service.getTile(tileOf(12.5, 41.9, 5)));
    expect(names(tile, 'countries')).toContain('Italy');
    const countries = tile.layers.countries;
    const italy = Array.from({ length: countries?.length ?? 0 }, (_, i) => countries?.feature(i))
      .map((feature) => feature?.properties)
      .find((properties) => properties?.name === 'Italy');
    expect(italy).toMatchObject({ id: '380' });
  });

  it('has no land in the middle of the Pacific at z6', async () => {
    const tile = await service.getTile(tileOf(-150, -2, 6));
    const land = tile ? decode(tile).layers.land : undefined;
    expect(land?.length ?? 0).toBe(0);
  });

  it('keeps shapes that cross the antimeridian on their own side of the world', async () => {
    // Fiji straddles 180°; read naively, its ring would paint a band across every tile.
    const tile = decode(await service.getTile(tileOf(0, -17, 3)));
    expect(names(tile, 'countries')).not.toContain('Fiji');
    expect(names(decode(await service.getTile(tileOf(179, -17, 3))), 'countries')).toContain(
      'Fiji',
    );
  });

  it('answers empty beyond the deepest zoom it has data for', async () => {
    expect(await service.getTile({ z: 9, x: 273, y: 191 })).toBeNull();
  });

  it('encodes a tile once and serves it from the cache afterwards', async () => {
    const first = await service.getTile({ z: 4, x: 8, y: 5 });
    expect(await service.getTile({ z: 4, x: 8, y: 5 })).toBe(first);
    expect(first?.etag).toMatch(/^"[\w-]+"$/);
  });
});
