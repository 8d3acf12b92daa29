import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors';
import { basemapStyle } from './basemap-style';
import {
  BASEMAP_LAYERS,
  BASEMAP_MAX_ZOOM,
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

  /** The features of a layer in the tile, with their positions in degrees. */
  function features(tile: VectorTile, coord: TileCoord, layer: string) {
    const found = tile.layers[layer];
    return Array.from({ length: found?.length ?? 0 }, (_, i) =>
      found!.feature(i).toGeoJSON(coord.x, coord.y, coord.z),
    );
  }

  /** A screen of 1024 × 768 pixels at `zoom` centred on the point, in degrees. */
  function screenAround(lng: number, lat: number, zoom: number) {
    const degPerPx = 360 / (512 * 2 ** zoom);
    const latPerPx = degPerPx * Math.cos((lat * Math.PI) / 180);
    return {
      west: lng - 512 * degPerPx,
      east: lng + 512 * degPerPx,
      south: lat - 384 * latPerPx,
      north: lat + 384 * latPerPx,
    };
  }

  // The map draws tiles no deeper than the style's maxzoom, stretched beyond; what a view at a
  // deeper zoom shows is in the tile of BASEMAP_MAX_ZOOM under it.
  it.each([
    ['Paris', 2.3488, 48.8534, ['land', 'rivers', 'places']],
    ["Cortina d'Ampezzo in the Dolomites", 12.139, 46.5369, ['land', 'places']],
  ])(
    'draws %s (land, water where Natural Earth has it, place names) at z8, z11, z14 and z16',
    async (_, lng, lat, layers) => {
      expect(basemapStyle('http://localhost').sources.basemap.maxzoom).toBe(BASEMAP_MAX_ZOOM);
      for (const zoom of [8, 11, 14, 16]) {
        const coord = tileOf(lng, lat, Math.min(zoom, BASEMAP_MAX_ZOOM));
        const tile = decode(await service.getTile(coord));
        for (const layer of layers)
          expect(tile.layers[layer]?.length, `${layer} at z${zoom}`).toBeGreaterThan(0);
        const screen = screenAround(lng, lat, zoom);
        const named = features(tile, coord, 'places').filter((place) => {
          const [x, y] = (place.geometry as { coordinates: number[] }).coordinates as [
            number,
            number,
          ];
          return x >= screen.west && x <= screen.east && y >= screen.south && y <= screen.north;
        });
        expect(named.length, `place names on a screen at z${zoom}`).toBeGreaterThan(0);
      }
    },
  );

  it('names the largest places of a tile first, with a rank the style reveals by zoom', async () => {
    const coord = tileOf(2.35, 48.86, 8);
    const places = features(decode(await service.getTile(coord)), coord, 'places');
    expect(places[0]?.properties).toMatchObject({ name: 'Paris', rank: 1 });
    expect(places.length).toBeGreaterThan(100);
    // The world tile keeps to the largest cities.
    const world = features(
      decode(await service.getTile({ z: 0, x: 0, y: 0 })),
      { z: 0, x: 0, y: 0 },
      'places',
    );
    expect(world.every((place) => Number(place.properties?.population) >= 5_000_000)).toBe(true);
  });

  it('draws the large lakes: Lake Geneva at z8', async () => {
    const tile = decode(await service.getTile(tileOf(6.5, 46.45, 8)));
    expect(tile.layers.lakes?.length).toBeGreaterThan(0);
  });
});
