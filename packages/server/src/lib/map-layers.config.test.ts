import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAP_LAYER_IDS } from '@vantage/shared';
import {
  layerEnvName,
  loadMapLayersConfig,
  SENTINEL2_ATTRIBUTION,
  SENTINEL2_TILES,
} from './map-layers.config';

describe('map layer settings', () => {
  it('names one variable per layer', () => {
    expect(layerEnvName('satHybrid')).toBe('MAP_LAYER_SATHYBRID');
    expect(layerEnvName('BingAerial')).toBe('MAP_LAYER_BINGAERIAL');
  });

  it('offers the keyless layers while their variables are unset, and none that is off', () => {
    expect(loadMapLayersConfig({}).map((layer) => layer.id)).toEqual([...MAP_LAYER_IDS]);
    expect(loadMapLayersConfig({})[0]!.source).toEqual({
      kind: 'style',
      url: 'https://tiles.openfreemap.org/styles/liberty',
    });
    const off = loadMapLayersConfig({
      MAP_LAYER_DEFAULT: 'off',
      MAP_LAYER_TOPO: 'OFF',
      MAP_LAYER_OUTDOOR: 'off',
      MAP_LAYER_SATHYBRID: 'off',
      MAP_LAYER_BINGAERIAL: 'off',
    });
    expect(off.map((layer) => layer.id)).toEqual(['OSM']);
  });

  it('draws Outdoor from the own basemap and satellite from Sentinel-2 without keys', () => {
    const layers = loadMapLayersConfig({});
    expect(layers.find((layer) => layer.id === 'outdoor')?.source).toEqual({ kind: 'own' });
    expect(layers.find((layer) => layer.id === 'satHybrid')).toMatchObject({
      source: { kind: 'hybrid', url: SENTINEL2_TILES },
      attribution: SENTINEL2_ATTRIBUTION,
    });
    expect(layers.find((layer) => layer.id === 'BingAerial')).toMatchObject({
      label: 'Satellite',
      source: { kind: 'raster', url: SENTINEL2_TILES },
    });
    const local = 'http://127.0.0.1:9/s2/{z}/{y}/{x}.jpg';
    const aimed = loadMapLayersConfig({ MAP_SATELLITE_TILES: local });
    expect(aimed.find((layer) => layer.id === 'satHybrid')?.source).toMatchObject({ url: local });
    expect(() => loadMapLayersConfig({ MAP_SATELLITE_TILES: 'tiles.jpg' })).toThrow(
      /^MAP_SATELLITE_TILES must be/,
    );
  });

  it('tells styles, raster templates and archives apart', () => {
    const layers = loadMapLayersConfig({
      MAP_LAYER_DEFAULT: 'https://tiles.openfreemap.org/styles/liberty',
      MAP_LAYER_BINGAERIAL: 'https://ecn.t0.tiles.virtualearth.net/tiles/a{quadkey}.jpeg?g=1',
      MAP_LAYER_BINGAERIAL_TILE_SIZE: '256',
      MAP_LAYER_OSM: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      MAP_LAYER_OSM_ATTRIBUTION: '© OpenStreetMap',
      MAP_LAYER_TOPO: 'data/topo.pmtiles',
      MAP_LAYER_TOPO_STYLE: 'data/topo-style.json',
      MAP_LAYER_OUTDOOR: '  ',
    });
    expect(layers).toEqual([
      {
        id: 'default',
        source: { kind: 'style', url: 'https://tiles.openfreemap.org/styles/liberty' },
        attribution: null,
      },
      { id: 'outdoor', source: { kind: 'own' }, attribution: null },
      {
        id: 'topo',
        source: {
          kind: 'pmtiles',
          file: path.resolve('data/topo.pmtiles'),
          style: path.resolve('data/topo-style.json'),
        },
        attribution: null,
      },
      expect.objectContaining({ id: 'satHybrid' }),
      {
        id: 'OSM',
        source: {
          kind: 'raster',
          url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
          tileSize: 256,
        },
        attribution: '© OpenStreetMap',
      },
      {
        id: 'BingAerial',
        source: {
          kind: 'raster',
          url: 'https://ecn.t0.tiles.virtualearth.net/tiles/a{quadkey}.jpeg?g=1',
          tileSize: 256,
        },
        attribution: null,
      },
    ]);
  });

  it('refuses what is neither a URL nor an archive, naming the variable', () => {
    expect(() => loadMapLayersConfig({ MAP_LAYER_TOPO: 'topo-style' })).toThrow(
      /^MAP_LAYER_TOPO must be/,
    );
    expect(() => loadMapLayersConfig({ MAP_LAYER_OSM: 'ftp://x/{z}/{x}/{y}.png' })).toThrow(
      /MAP_LAYER_OSM/,
    );
    expect(() =>
      loadMapLayersConfig({
        MAP_LAYER_OSM: 'https://x/{z}/{x}/{y}.png',
        MAP_LAYER_OSM_TILE_SIZE: '300',
      }),
    ).toThrow(/MAP_LAYER_OSM_TILE_SIZE must be 256 or 512/);
  });
});
