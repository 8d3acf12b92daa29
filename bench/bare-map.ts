// MapLibre alone, with nothing of the site around it and as it comes, drawing a given style and
// view. On a machine that draws WebGL in software, a figure of the map page is compared with what
// the map library itself costs there.
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What the bare map draws, as the site's map would draw it. */
export interface BareMapView {
  /** The style: an absolute URL, or a path on the site (fetched through the bare map's origin). */
  style: string;
  bounds?: [[number, number], [number, number]];
  center?: [number, number];
  zoom?: number;
  pitch?: number;
  bearing?: number;
  /** Terrain-RGB tiles for the 3D relief. */
  terrain?: {
    tiles: string;
    encoding: 'terrarium' | 'mapbox';
    tileSize?: number;
    maxzoom?: number;
  };
}

export interface BareMap {
  /** The page drawing `view`; its `<body data-state>` turns `idle` once the map first rests. */
  url(view: BareMapView): string;
  close(): Promise<void>;
}

const mapLibreDist = path.dirname(createRequire(import.meta.url).resolve('maplibre-gl'));

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>MapLibre alone</title>
<link rel="stylesheet" href="/bare/maplibre-gl.css">
<style>html, body, main { margin: 0; height: 100%; } h1 { position: absolute; z-index: 1; margin: 8px; font: 16px sans-serif; }</style>
</head>
<body>
<h1>MapLibre alone</h1>
<main id="map"></main>
<script src="/bare/maplibre-gl.js"></script>
<script>
const view = JSON.parse(new URLSearchParams(location.search).get('view'));
const map = new maplibregl.Map({
  container: 'map',
  style: new URL(view.style, location.origin).href,
  ...(view.bounds ? { bounds: view.bounds } : { center: view.center, zoom: view.zoom }),
  pitch: view.pitch ?? 0,
  bearing: view.bearing ?? 0,
  maxPitch: 85,
});
if (view.terrain) {
  map.on('load', () => {
    map.addSource('dem', { type: 'raster-dem', ...view.terrain, tiles: [view.terrain.tiles] });
    map.setTerrain({ source: 'dem' });
  });
}
map.once('idle', () => { document.body.dataset.state = 'idle'; });
</script>
</body>
</html>`;

const ASSETS: Record<string, string> = {
  '/bare/maplibre-gl.js': 'text/javascript',
  '/bare/maplibre-gl.css': 'text/css',
};

/**
 * Serves the bare map page on a free port of 127.0.0.1. Every other path is the site's at
 * `siteOrigin`, with the site's origin in its JSON (a style's tile and glyph addresses) replaced
 * by the bare map's, so the map library fetches the site's basemap as from its own origin.
 */
export async function startBareMap(siteOrigin: string): Promise<BareMap> {
  let origin = '';
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const type = ASSETS[url.pathname];
    if (url.pathname === '/bare') {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(PAGE);
    } else if (type) {
      response.setHeader('Content-Type', type);
      fs.createReadStream(path.join(mapLibreDist, path.basename(url.pathname))).pipe(response);
    } else {
      void fetch(`${siteOrigin}${url.pathname}${url.search}`)
        .then(async (answer) => {
          const contentType = answer.headers.get('content-type') ?? 'application/octet-stream';
          let body = Buffer.from(await answer.arrayBuffer());
          if (contentType.includes('json')) {
            body = Buffer.from(body.toString('utf8').replaceAll(siteOrigin, () => origin));
          }
          response.writeHead(answer.status, { 'Content-Type': contentType });
          response.end(body);
        })
        .catch(() => {
          response.statusCode = 502;
          response.end();
        });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url: (view) => `${origin}/bare?view=${encodeURIComponent(JSON.stringify(view))}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
