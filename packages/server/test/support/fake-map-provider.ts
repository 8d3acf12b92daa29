import type http from 'node:http';
import sharp from 'sharp';
import { fromGeojsonVt } from 'vt-pbf';
import { encodeTerrainPixel, type TerrainEncoding } from '@vantage/shared';
import { FakeHttpService } from './fake-http-service';

/** Ground elevation in metres of a made-up world, for the fake's terrain tiles. */
export type FakeTerrain = (lat: number, lng: number) => number;

/**
 * The fake's default terrain: a valley floor at 300 m crossed by north–south ridges 900 m
 * high, their crests every 0.05° of longitude (at …0.025°, …0.075°), each ±0.01° wide, so
 * every place has a known ridge within 4 km to its east and west.
 */
export const fakeRidges: FakeTerrain = (_lat, lng) => {
  const fromCrest = Math.abs(((((lng - 0.025) % 0.05) + 0.075) % 0.05) - 0.025);
  return fromCrest >= 0.01 ? 300 : 300 + 450 * (1 + Math.cos((fromCrest / 0.01) * Math.PI));
};

const EXTENT = 4096;
const TILE_PX = 256;

function tileLng(x: number, z: number): number {
  return (x / 2 ** z) * 360 - 180;
}

function tileLat(y: number, z: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** z))) * 180) / Math.PI;
}

/** A fake OpenMapTiles vector tile: a lake, a river, a grid of streets and a town's name. */
function vectorTile(z: number, x: number, y: number): Buffer {
  const streets = [];
  for (let i = 1; i < 4; i += 1) {
    const at = (EXTENT * i) / 4;
    streets.push(
      {
        type: 2,
        tags: { class: i === 2 ? 'primary' : 'minor' },
        geometry: [
          [
            [0, at],
            [EXTENT, at],
          ],
        ],
      },
      {
        type: 2,
        tags: { class: 'minor' },
        geometry: [
          [
            [at, 0],
            [at, EXTENT],
          ],
        ],
      },
    );
  }
  const lake = [];
  for (let step = 0; step <= 24; step += 1) {
    const angle = (step / 24) * 2 * Math.PI;
    lake.push([Math.round(1100 + 500 * Math.cos(angle)), Math.round(2900 + 380 * Math.sin(angle))]);
  }
  const river = [];
  for (let step = 0; step <= 16; step += 1) {
    river.push([Math.round((EXTENT * step) / 16), Math.round(600 + 250 * Math.sin(step / 2))]);
  }
  const layers = {
    water: { features: [{ type: 3, tags: { class: 'lake' }, geometry: [lake] }] },
    waterway: { features: [{ type: 2, tags: { class: 'river' }, geometry: [river] }] },
    transportation: { features: streets },
    place: {
      features: [
        { type: 1, tags: { class: 'town', name: `Town ${z}/${x}/${y}` }, geometry: [[2600, 2200]] },
      ],
    },
  };
  return Buffer.from(fromGeojsonVt(layers as never, { version: 2, extent: EXTENT }));
}

/** A raster topographic tile: pale green land crossed by darker contour lines every 32 px. */
async function topoTile(): Promise<Buffer> {
  const pixels = Buffer.alloc(TILE_PX * TILE_PX * 3);
  for (let row = 0; row < TILE_PX; row += 1) {
    for (let column = 0; column < TILE_PX; column += 1) {
      const contour = row % 32 === 0 || column % 32 === 0;
      pixels.set(contour ? [150, 120, 80] : [214, 232, 196], (row * TILE_PX + column) * 3);
    }
  }
  return sharp(pixels, { raw: { width: TILE_PX, height: TILE_PX, channels: 3 } })
    .png()
    .toBuffer();
}

/** The colour of the fake satellite imagery: forest green, unlike anything the basemaps draw. */
export const FAKE_SATELLITE_RGB = [38, 92, 52] as const;

/** A satellite tile as EOX serves them (JPEG): forest with a lighter field in one corner. */
async function satelliteTile(): Promise<Buffer> {
  const pixels = Buffer.alloc(TILE_PX * TILE_PX * 3);
  for (let row = 0; row < TILE_PX; row += 1) {
    for (let column = 0; column < TILE_PX; column += 1) {
      const field = row < 64 && column < 64;
      pixels.set(field ? [150, 170, 90] : FAKE_SATELLITE_RGB, (row * TILE_PX + column) * 3);
    }
  }
  return sharp(pixels, { raw: { width: TILE_PX, height: TILE_PX, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A fake of the keyless map providers on 127.0.0.1: an OpenFreeMap-style vector basemap
 * (`/styles/liberty`, its TileJSON at `/planet` and OpenMapTiles vector tiles with water,
 * waterways, streets and places), raster topographic tiles (`/topo/{z}/{x}/{y}.png`, as
 * OpenTopoMap serves them), satellite imagery (`/s2cloudless/{z}/{y}/{x}.jpg`, as EOX's
 * Sentinel-2 cloudless) and terrain-RGB tiles (`/terrain/{z}/{x}/{y}.png`, Terrarium
 * unless told otherwise) drawn from a synthetic terrain. `down` makes it fail every request,
 * `terrainDown` the terrain tiles' alone.
 */
export class FakeMapProvider extends FakeHttpService {
  /** Every path asked for, in order. */
  readonly requests: string[] = [];
  down = false;
  terrainDown = false;
  private topo: Promise<Buffer> | null = null;
  private satellite: Promise<Buffer> | null = null;

  constructor(
    private readonly terrain: FakeTerrain = fakeRidges,
    private readonly encoding: TerrainEncoding = 'terrarium',
  ) {
    super();
  }

  get styleUrl(): string {
    return `${this.url}/styles/liberty`;
  }

  /** The raster topographic layer's tile template. */
  get topoUrl(): string {
    return `${this.url}/topo/{z}/{x}/{y}.png`;
  }

  /** The satellite imagery's tile template, in EOX's order (row before column). */
  get satelliteUrl(): string {
    return `${this.url}/s2cloudless/{z}/{y}/{x}.jpg`;
  }

  get terrainUrl(): string {
    return `${this.url}/terrain/{z}/{x}/{y}.png`;
  }

  override reset(): void {
    super.reset();
    this.down = false;
    this.terrainDown = false;
    this.requests.length = 0;
  }

  protected answer(request: http.IncomingMessage, _body: string, response: http.ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    this.requests.push(path);
    // Browsers fetch the tiles directly from the provider, as with the real ones, answering
    // preflights for whatever headers the page adds.
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '600',
      });
      response.end();
      return;
    }
    if (this.down || this.failWithStatus || (this.terrainDown && path.startsWith('/terrain/'))) {
      response.writeHead(this.failWithStatus ?? 503, { 'Content-Type': 'text/html' });
      response.end('<h1>Service unavailable</h1>');
      return;
    }
    const json = (body: unknown) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (path === '/styles/liberty') return json(this.style());
    if (path === '/planet') {
      return json({
        tilejson: '3.0.0',
        tiles: [`${this.url}/planet/{z}/{x}/{y}.pbf`],
        minzoom: 0,
        maxzoom: 14,
        attribution: '© OpenMapTiles © OpenStreetMap contributors',
        vector_layers: ['water', 'waterway', 'transportation', 'place'].map((id) => ({ id })),
      });
    }
    if (/^\/s2cloudless\/\d+\/\d+\/\d+\.jpg$/.test(path)) {
      void (this.satellite ??= satelliteTile()).then((bytes) => {
        response.writeHead(200, { 'Content-Type': 'image/jpeg' });
        response.end(bytes);
      });
      return;
    }
    const tile = /^\/(planet|terrain|topo)\/(\d+)\/(\d+)\/(\d+)\.(pbf|png)$/.exec(path);
    if (!tile) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
      return;
    }
    const [z, x, y] = [Number(tile[2]), Number(tile[3]), Number(tile[4])];
    if (tile[1] === 'planet') {
      response.writeHead(200, { 'Content-Type': 'application/x-protobuf' });
      response.end(vectorTile(z, x, y));
      return;
    }
    const png = tile[1] === 'topo' ? (this.topo ??= topoTile()) : this.terrainTile(z, x, y);
    void png.then((bytes) => {
      response.writeHead(200, { 'Content-Type': 'image/png' });
      response.end(bytes);
    });
  }

  /** A terrain-RGB tile of the synthetic terrain, each pixel the elevation at its centre. */
  async terrainTile(z: number, x: number, y: number): Promise<Buffer> {
    const pixels = Buffer.alloc(TILE_PX * TILE_PX * 3);
    for (let row = 0; row < TILE_PX; row += 1) {
      const lat = tileLat(y + (row + 0.5) / TILE_PX, z);
      for (let column = 0; column < TILE_PX; column += 1) {
        const lng = tileLng(x + (column + 0.5) / TILE_PX, z);
        const rgb = encodeTerrainPixel(this.terrain(lat, lng), this.encoding);
        pixels.set(rgb, (row * TILE_PX + column) * 3);
      }
    }
    return sharp(pixels, { raw: { width: TILE_PX, height: TILE_PX, channels: 3 } })
      .png()
      .toBuffer();
  }

  /** The basemap's style: relative source URL as OpenFreeMap writes it, no glyphs of its own. */
  private style() {
    const source = 'openmaptiles';
    const line = (
      id: string,
      sourceLayer: string,
      color: string,
      widthPx: number,
      filter?: unknown[],
    ) => ({
      id,
      type: 'line',
      source,
      'source-layer': sourceLayer,
      ...(filter ? { filter } : {}),
      paint: { 'line-color': color, 'line-width': widthPx },
    });
    return {
      version: 8,
      name: 'Liberty',
      sources: { [source]: { type: 'vector', url: `${this.url}/planet` } },
      layers: [
        { id: 'background', type: 'background', paint: { 'background-color': '#f8f4f0' } },
        {
          id: 'water',
          type: 'fill',
          source,
          'source-layer': 'water',
          paint: { 'fill-color': 'rgb(158,189,255)' },
        },
        line('waterway_river', 'waterway', '#a0c8f0', 3),
        line('road_minor', 'transportation', '#ffffff', 3, ['==', ['get', 'class'], 'minor']),
        line('road_primary', 'transportation', '#fea', 5, ['==', ['get', 'class'], 'primary']),
        {
          id: 'label_town',
          type: 'symbol',
          source,
          'source-layer': 'place',
          layout: {
            'text-field': ['get', 'name'],
            'text-font': ['Noto Sans Regular'],
            'text-size': 12,
          },
          paint: { 'text-color': '#333' },
        },
      ],
    };
  }
}
