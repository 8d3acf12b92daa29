import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_LAYER_IDS, MapLayersAnswer } from '@vantage/shared';
import { basemapTiles } from '../src/modules/tiles/tiles.service';
import { engines } from './support/engine-suite';
import { PMTILES_TYPE, writePmtiles } from './support/pmtiles-writer';
import { guardOutbound } from './support/outbound-guard';
import { createTestContext, type TestContext } from './support/test-context';

/** A tile service's style document, written with relative URLs as many services do. */
const remoteStyle = {
  version: 8,
  name: 'Topo',
  glyphs: 'fonts/{fontstack}/{range}.pbf',
  sprite: 'sprites/topo',
  sources: { topo: { type: 'vector', url: 'tiles.json' } },
  layers: [
    { id: 'bg', type: 'background', paint: { 'background-color': '#fff' } },
    { id: 'contours', type: 'line', source: 'topo', 'source-layer': 'contour', minzoom: 9 },
    {
      id: 'peaks',
      type: 'symbol',
      source: 'topo',
      'source-layer': 'poi',
      layout: { 'text-field': '{name}', 'text-font': ['Topo Sans'] },
    },
  ],
};

describe.each(engines)('map layers on %s', (engine) => {
  let ctx: TestContext;
  let tileServer: http.Server;
  let origin: string;
  let layered: FastifyInstance;
  let rasterPng: Buffer;
  let vectorTile: Buffer;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-layers-'));

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    tileServer = http.createServer((request, response) => {
      if (request.url === '/topo/style.json') {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(remoteStyle));
      } else if (request.url === '/broken/style.json') {
        response.statusCode = 503;
        response.end('down');
      } else {
        response.statusCode = 404;
        response.end();
      }
    });
    await new Promise<void>((resolve) => tileServer.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(tileServer.address() as AddressInfo).port}`;

    rasterPng = await sharp({
      create: { width: 256, height: 256, channels: 3, background: '#3a6b35' },
    })
      .png()
      .toBuffer();
    const raster = writePmtiles([{ z: 5, x: 16, y: 11, data: rasterPng }], {
      tileType: PMTILES_TYPE.png,
      metadata: { name: 'aerial' },
    });
    fs.writeFileSync(path.join(dir, 'aerial.pmtiles'), raster);
    vectorTile = (await basemapTiles.getTile({ z: 4, x: 8, y: 5 }))!.data;
    const vector = writePmtiles([{ z: 4, x: 8, y: 5, data: vectorTile }], {
      tileType: PMTILES_TYPE.mvt,
      metadata: { vector_layers: [{ id: 'land' }, { id: 'coastline' }] },
    });
    fs.writeFileSync(path.join(dir, 'outdoor.pmtiles'), vector);

    layered = await ctx.appWith({
      MAP_LAYER_OSM: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      MAP_LAYER_OSM_ATTRIBUTION: '© OpenStreetMap contributors',
      MAP_LAYER_TOPO: `${origin}/topo/style.json`,
      MAP_LAYER_SATHYBRID: path.join(dir, 'aerial.pmtiles'),
      MAP_LAYER_OUTDOOR: `pmtiles://${path.join(dir, 'outdoor.pmtiles')}`,
      MAP_LAYER_BINGAERIAL: `${origin}/broken/style.json`,
    });
  });

  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => tileServer.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('offers the keyless layers when nothing is configured, and the own basemap without them', async () => {
    const answer = await ctx.app.inject({ url: '/api/mapLayers' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toContain('max-age');
    const keyless = MapLayersAnswer.parse(answer.json());
    expect(keyless.map((layer) => [layer.id, layer.label, layer.styleUrl])).toEqual([
      ['default', 'Streets', '/tiles/layers/default/style.json'],
      ['outdoor', 'Outdoor', '/tiles/layers/outdoor/style.json'],
      ['topo', 'Topographic', '/tiles/layers/topo/style.json'],
      ['satHybrid', 'Satellite hybrid', '/tiles/layers/satHybrid/style.json'],
      ['OSM', 'OpenStreetMap', '/tiles/layers/OSM/style.json'],
      ['BingAerial', 'Satellite', '/tiles/layers/BingAerial/style.json'],
    ]);
    // Outdoor is the own basemap (shaded by the map from the terrain), credited for what it draws.
    const outdoor = (await ctx.app.inject({ url: '/tiles/layers/outdoor/style.json' })).json();
    expect(Object.keys(outdoor.sources)).toEqual(['basemap']);
    expect(outdoor.sources.basemap.attribution).toContain('Natural Earth');
    expect(outdoor.sources.basemap.attribution).toContain('GeoNames');
    // Satellite hybrid: EOX's Sentinel-2 mosaic with the own borders and place names over it.
    const hybrid = (await ctx.app.inject({ url: '/tiles/layers/satHybrid/style.json' })).json();
    expect(hybrid.sources.layer).toMatchObject({
      type: 'raster',
      tiles: ['https://tiles.maps.eox.at/wmts/1.0.0/s2cloudless_3857/default/g/{z}/{y}/{x}.jpg'],
      attribution: expect.stringContaining('Sentinel-2 cloudless - https://s2maps.eu by EOX'),
    });
    expect(hybrid.layers.map((layer: { id: string }) => layer.id)).toEqual([
      'layer-raster',
      'vantage-boundaries',
      'vantage-country-labels',
      'vantage-places',
    ]);
    const topo = (await ctx.app.inject({ url: '/tiles/layers/topo/style.json' })).json();
    expect(topo.sources.layer).toMatchObject({
      tiles: ['https://tile.opentopomap.org/{z}/{x}/{y}.png'],
      maxzoom: 17,
    });

    const ownOnly = await ctx.appWith({
      MAP_LAYER_DEFAULT: 'off',
      MAP_LAYER_TOPO: 'off',
      MAP_LAYER_OSM: 'off',
      MAP_LAYER_OUTDOOR: 'off',
      MAP_LAYER_SATHYBRID: 'off',
      MAP_LAYER_BINGAERIAL: 'off',
    });
    expect(MapLayersAnswer.parse((await ownOnly.inject({ url: '/api/mapLayers' })).json())).toEqual(
      [
        {
          id: 'default',
          label: 'Streets',
          styleUrl: '/tiles/style.json',
          attribution: 'Natural Earth | Place names: GeoNames (CC BY 4.0)',
        },
      ],
    );
    const missing = await ownOnly.inject({ url: '/tiles/layers/topo/style.json' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toContain('topo');
  });

  it('answers the own basemap in place of a default provider that cannot be reached', async () => {
    const guard = guardOutbound();
    try {
      const answer = await ctx.app.inject({ url: '/tiles/layers/default/style.json' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=60');
      const style = answer.json();
      expect(style.metadata).toEqual({ 'vantage:fallback': true });
      expect(Object.keys(style.sources)).toEqual(['basemap']);
      // Remembered for a while: the next page does not wait for the provider again.
      await ctx.app.inject({ url: '/tiles/layers/default/style.json' });
      expect(guard.refused).toEqual(['https://tiles.openfreemap.org/styles/liberty']);
    } finally {
      guard.restore();
    }
  });

  it('lists the configured layers in menu order', async () => {
    const layers = MapLayersAnswer.parse((await layered.inject({ url: '/api/mapLayers' })).json());
    expect(layers.map((layer) => layer.id)).toEqual([...MAP_LAYER_IDS]);
    expect(layers.find((layer) => layer.id === 'OSM')).toMatchObject({
      label: 'OpenStreetMap',
      styleUrl: '/tiles/layers/OSM/style.json',
      attribution: '© OpenStreetMap contributors',
    });
  });

  it('draws a raster layer from zoom 4 over the own tiles below it', async () => {
    const answer = await layered.inject({
      url: '/tiles/layers/OSM/style.json',
      headers: { host: 'maps.example' },
    });
    expect(answer.statusCode).toBe(200);
    const style = answer.json();
    expect(style.sources.layer).toMatchObject({
      type: 'raster',
      tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
      minzoom: 4,
      attribution: '© OpenStreetMap contributors',
    });
    expect(style.sources['vantage-basemap'].tiles).toEqual([
      'http://maps.example/tiles/{z}/{x}/{y}.pbf',
    ]);
    const own = style.layers.filter((layer: { id: string }) => layer.id.startsWith('vantage-'));
    expect(own.length).toBeGreaterThan(3);
    for (const layer of own) expect(layer.maxzoom).toBe(4);
    expect(style.layers.at(-1)).toMatchObject({ type: 'raster', source: 'layer', minzoom: 4 });
  });

  it("composes a tile service's style above zoom 4, with its relative URLs made absolute", async () => {
    const style = (await layered.inject({ url: '/tiles/layers/topo/style.json' })).json();
    expect(style.sources.topo.url).toBe(`${origin}/topo/tiles.json`);
    expect(style.glyphs).toBe(`${origin}/topo/fonts/{fontstack}/{range}.pbf`);
    expect(style.sprite).toBe(`${origin}/topo/sprites/topo`);
    const byId = new Map(style.layers.map((layer: { id: string }) => [layer.id, layer]));
    expect(byId.get('contours')).toMatchObject({ minzoom: 9 });
    expect(byId.get('peaks')).toMatchObject({ minzoom: 4 });
    // The own labels below zoom 4 use the service's font, since its glyphs serve the style.
    expect(byId.get('vantage-country-labels')).toMatchObject({
      maxzoom: 4,
      layout: expect.objectContaining({ 'text-font': ['Topo Sans'] }),
    });
  });

  it('answers the own basemap when a configured style cannot be fetched', async () => {
    const answer = await layered.inject({ url: '/tiles/layers/BingAerial/style.json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().metadata).toEqual({ 'vantage:fallback': true });
    expect(answer.json().sources.basemap.tiles[0]).toMatch(/\/tiles\/\{z\}/);
  });

  it('serves a raster PMTiles archive tile by tile', async () => {
    const style = (await layered.inject({ url: '/tiles/layers/satHybrid/style.json' })).json();
    expect(style.sources.layer).toMatchObject({ type: 'raster', minzoom: 5, maxzoom: 5 });
    expect(style.sources.layer.tiles[0]).toMatch(
      /\/tiles\/layers\/satHybrid\/\{z\}\/\{x\}\/\{y\}$/,
    );

    const tile = await layered.inject({ url: '/tiles/layers/satHybrid/5/16/11' });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/png');
    expect(tile.headers['cache-control']).toContain('max-age');
    expect(tile.rawPayload.equals(rasterPng)).toBe(true);

    expect((await layered.inject({ url: '/tiles/layers/satHybrid/5/16/12' })).statusCode).toBe(204);
    expect((await layered.inject({ url: '/tiles/layers/satHybrid/2/9/0' })).statusCode).toBe(204);
  });

  it('gives a vector PMTiles archive a style of its own layers', async () => {
    const style = (await layered.inject({ url: '/tiles/layers/outdoor/style.json' })).json();
    expect(style.sources.layer).toMatchObject({ type: 'vector', minzoom: 4, maxzoom: 4 });
    const ids = style.layers.map((layer: { id: string }) => layer.id);
    expect(ids).toEqual(expect.arrayContaining(['land-fill', 'coastline-line']));
    const tile = await layered.inject({ url: '/tiles/layers/outdoor/4/8/5' });
    expect(tile.headers['content-type']).toBe('application/x-protobuf');
    expect(tile.rawPayload.equals(vectorTile)).toBe(true);
  });

  it('rejects bad layer names and tile numbers with the field named', async () => {
    const unknown = await layered.inject({ url: '/tiles/layers/nope/style.json' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/^id/);
    const badZoom = await layered.inject({ url: '/tiles/layers/satHybrid/abc/1/1' });
    expect(badZoom.statusCode).toBe(400);
    expect(badZoom.json().error.message).toMatch(/^z/);
    const notArchive = await layered.inject({ url: '/tiles/layers/OSM/5/1/1' });
    expect(notArchive.statusCode).toBe(404);
  });

  it('hands pages the default layer of the operator', async () => {
    const withDefault = await ctx.appWith({ MAP_LAYER_DEFAULT: `${origin}/topo/style.json` });
    const layers = MapLayersAnswer.parse(
      (await withDefault.inject({ url: '/api/mapLayers' })).json(),
    );
    expect(layers[0]).toEqual(
      expect.objectContaining({ id: 'default', styleUrl: '/tiles/layers/default/style.json' }),
    );
    const style = (await withDefault.inject({ url: '/tiles/layers/default/style.json' })).json();
    expect(style.sources.topo.url).toBe(`${origin}/topo/tiles.json`);
  });
});
