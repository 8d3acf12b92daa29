import { pathToFileURL } from 'node:url';
import { FakeElevation } from '../../packages/server/test/support/fake-elevation';
import {
  FakeFlickr,
  FLICKR_TEST_KEY,
  FLICKR_TEST_SECRET,
} from '../../packages/server/test/support/fake-flickr';
import { FakeMapProvider } from '../../packages/server/test/support/fake-map-provider';
import type { FakeHttpService } from '../../packages/server/test/support/fake-http-service';
import { FakeOpenMeteo } from '../../packages/server/test/support/fake-open-meteo';
import { FakePushService } from '../../packages/server/test/support/fake-push-service';
import {
  FakeStreetView,
  GOOGLE_TEST_KEY,
  type FakePanorama,
} from '../../packages/server/test/support/fake-streetview';
import { FakeWindy, WINDY_TEST_KEY } from '../../packages/server/test/support/fake-windy';

/** Fakes of the planning services for browser journeys, with the server settings that use them. */
export interface FakeOutsideServices {
  /** Environment for the server: OPEN_METEO_URL, WINDY_WEBCAMS_*, GOOGLE_MAPS_KEY, … */
  env: Record<string, string>;
  /** The fake Flickr, which a journey tells to revoke the member's permission. */
  flickr: FakeFlickr;
  /** The fake map provider, which a journey takes down and brings back. */
  mapProvider: FakeMapProvider;
  /** The fake Open-Meteo, which a journey takes down and brings back. */
  openMeteo: FakeOpenMeteo;
  /** The fake elevation service, which a journey takes down and brings back. */
  elevation: FakeElevation;
  /** The fake web push service, which receives and decrypts the pushes to browsers. */
  push: FakePushService;
  close(): Promise<void>;
}

export interface FakeOutsideServicesOptions {
  /**
   * The first of four consecutive ports (Open-Meteo, Windy, Street View, elevation), and the
   * map provider (vector basemap and terrain tiles) on the sixth, so a
   * Playwright config can give the server its environment before the fakes start; 0 (the
   * default) picks free ports.
   */
  basePort?: number;
  /** Street View panoramas; none by default, so the 360 view shows the synthetic horizon. */
  panoramas?: FakePanorama[];
}

const origin = (port: number) => `http://127.0.0.1:${port}`;

/** The first port of the journeys' fakes: `E2E_FAKES_PORT`, else 100 above the app's port. */
export function fakesBasePort(): number {
  return Number(process.env.E2E_FAKES_PORT ?? Number(process.env.E2E_PORT ?? 3417) + 100);
}

/** Where a journey tells the fakes what happened outside (fake-services-server.ts). */
export function fakesControlUrl(path: string): string {
  return `${origin(fakesBasePort() + 4)}${path}`;
}

/** The port of the fake map provider (vector basemap and terrain tiles): after the health check's. */
const MAP_PROVIDER_OFFSET = 5;
/** The port of the fake Flickr (REST, OAuth 1.0a and its image files). */
const FLICKR_OFFSET = 6;
/** The port of the fake web push service. */
const PUSH_OFFSET = 7;

/** Where the journeys' fake push service listens (its endpoints, and its `/_test/` controls). */
export function fakePushOrigin(): string {
  return origin(fakesBasePort() + PUSH_OFFSET);
}

/** Where the journeys' fake map provider listens (its vector basemap, topographic and terrain tiles). */
export function fakeMapProviderOrigin(): string {
  return origin(fakesBasePort() + MAP_PROVIDER_OFFSET);
}

/** The server environment for fakes started on `basePort` … `basePort + 3`, `+ 5` … `+ 7`. */
export function fakeOutsideServicesEnv(basePort: number): Record<string, string> {
  return envOf(
    [0, 1, 2, 3, MAP_PROVIDER_OFFSET, FLICKR_OFFSET, PUSH_OFFSET].map((i) =>
      origin(basePort + i),
    ) as Origins,
  );
}

type Origins = [string, string, string, string, string, string, string];

function envOf([meteo, windy, streetView, elevation, maps, flickr, push]: Origins) {
  return {
    // Pushes to browsers go to the fake push service, plain http on 127.0.0.1.
    PUSH_ALLOW_HOSTS: new URL(push).host,
    FLICKR_KEY: FLICKR_TEST_KEY,
    FLICKR_SECRET: FLICKR_TEST_SECRET,
    FLICKR_API_URL: flickr,
    FLICKR_WWW_URL: flickr,
    // Imported photos are fetched from the fake Flickr's image files, on this port only.
    URL_FETCH_ALLOW_HOSTS: new URL(flickr).host,
    // The keyless providers' fakes; OpenStreetMap's raster tiles stand in the fake's topo ones.
    MAP_LAYER_DEFAULT: `${maps}/styles/liberty`,
    // A second vector style of the provider, the server's first fetch of which may find it down.
    MAP_LAYER_OUTDOOR: `${maps}/styles/liberty?outdoor`,
    MAP_LAYER_OSM: `${maps}/topo/{z}/{x}/{y}.png`,
    MAP_LAYER_OSM_ATTRIBUTION: '© OpenStreetMap contributors',
    // EOX's keyless satellite imagery, as the fake serves it (Satellite hybrid and Satellite).
    MAP_SATELLITE_TILES: `${maps}/s2cloudless/{z}/{y}/{x}.jpg`,
    TERRAIN_TILES: `${maps}/terrain/{z}/{x}/{y}.png`,
    OPEN_METEO_URL: meteo,
    WINDY_WEBCAMS_KEY: WINDY_TEST_KEY,
    WINDY_WEBCAMS_URL: windy,
    GOOGLE_MAPS_KEY: GOOGLE_TEST_KEY,
    STREETVIEW_URL: streetView,
    ELEVATION_URL: elevation,
  };
}

/**
 * Starts fakes of Open-Meteo (any position gets a 5-day forecast: a clear, an overcast, a
 * rainy, a snowy and a stormy day in turn), Windy webcams (three within 25 km of any
 * position), Street View (ZERO_RESULTS everywhere unless panoramas are given) and an
 * OpenTopoData elevation service, a map provider (a vector basemap with streets and water,
 * terrain tiles of ridges every 0.05° of longitude) and Flickr (a member with three geotagged
 * photos and one without a position) and a web push service, all on 127.0.0.1 and deterministic.
 */
export async function startFakeOutsideServices(
  options: FakeOutsideServicesOptions = {},
): Promise<FakeOutsideServices> {
  const port = (i: number) => (options.basePort ? options.basePort + i : 0);
  const started: FakeHttpService[] = [];
  const flickr = new FakeFlickr();
  const mapProvider = new FakeMapProvider();
  const openMeteo = new FakeOpenMeteo();
  const elevation = new FakeElevation();
  const push = new FakePushService();
  try {
    started.push(await openMeteo.start(port(0)));
    started.push(await new FakeWindy().start(port(1)));
    started.push(await new FakeStreetView(options.panoramas ?? []).start(port(2)));
    started.push(await elevation.start(port(3)));
    started.push(await mapProvider.start(port(MAP_PROVIDER_OFFSET)));
    started.push(await flickr.start(port(FLICKR_OFFSET)));
    await push.start(port(PUSH_OFFSET));
  } catch (error) {
    await Promise.all([...started, push].map((fake) => fake.close()));
    throw error;
  }
  return {
    env: envOf([...started.map((fake) => fake.url), push.url] as Origins),
    flickr,
    mapProvider,
    openMeteo,
    elevation,
    push,
    async close() {
      await Promise.all([...started, push].map((fake) => fake.close()));
    },
  };
}

// `npx tsx e2e/support/fake-outside-services.ts [basePort]` runs them until stopped, e.g. as
// a Playwright webServer entry (wait for `http://127.0.0.1:{basePort + 3}/v1/srtm90m?locations=0,0`).
// No top-level await: Playwright's config imports this module too.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void startFakeOutsideServices({ basePort: Number(process.argv[2] ?? 0) }).then((services) => {
    for (const [name, value] of Object.entries(services.env)) console.log(`${name}=${value}`);
    const stop = () => void services.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
