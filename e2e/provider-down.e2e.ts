import { expect, test as base, type Page } from '@playwright/test';
import sharp from 'sharp';
import { FakeMapProvider } from '../packages/server/test/support/fake-map-provider';
import { FakeOpenMeteo } from '../packages/server/test/support/fake-open-meteo';
import { startAppServer, type AppServer } from './support/app-server';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { popularSpots } from './support/demo-spots';
import { mapSettled } from './support/map';
import { screenshot } from './support/screenshots';

/**
 * The map and weather providers faked in this journey's own process, so it can take them down
 * halfway, and a server of the app started for them (the shared one's fakes never fail).
 */
interface Outage {
  provider: FakeMapProvider;
  meteo: FakeOpenMeteo;
  app: AppServer;
}

const test = base.extend<object, { outage: Outage }>({
  outage: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const provider = await new FakeMapProvider().start();
      const meteo = await new FakeOpenMeteo().start();
      const app = await startAppServer({
        MAP_LAYER_DEFAULT: provider.styleUrl,
        // A second vector style, first asked for once the provider is down.
        MAP_LAYER_OUTDOOR: `${provider.styleUrl}?outdoor`,
        MAP_LAYER_TOPO: provider.topoUrl,
        MAP_LAYER_OSM: 'off',
        TERRAIN_TILES: provider.terrainUrl,
        OPEN_METEO_URL: meteo.url,
        WARM_BASEMAP: 'false',
        // The journey is about outside services; a busy test machine must not shed its pages.
        LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
        LOAD_MAX_EVENT_LOOP_UTILIZATION: '0',
      });
      await use({ provider, meteo, app });
      await app.stop();
      await Promise.all([provider.close(), meteo.close()]);
    },
    // A first start loads the demo content, as the shared server's does (see playwright.config.ts).
    { scope: 'worker', timeout: 600_000 },
  ],
  baseURL: async ({ outage }, use) => use(outage.app.origin),
});

/** Where the fake terrain has its ridges, near demo spots in the Dolomites. */
const RIDGES_VIEW = '/map?map&lat=46.6&long=12.1&zoom=12';

/** The server's own world basemap's vector tiles (not its terrain, fonts or layers). */
const OWN_BASEMAP_TILE = /\/tiles\/\d+\/\d+\/\d+\.pbf$/;

/** How many colours the map's canvas shows: a blank map shows one. */
async function canvasColours(page: Page): Promise<number> {
  const png = await page.locator('.maplibregl-canvas').screenshot({ animations: 'disabled' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const colours = new Set<number>();
  for (let i = 0; i < info.width * info.height * 3; i += 3) {
    colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
  }
  return colours.size;
}

async function chooseLayer(page: Page, label: string) {
  await page.getByRole('button', { name: 'Map layers' }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

test('the map, its relief and the spot pages outlive their providers going down', async ({
  page,
  outage,
  request,
}) => {
  // Terrain tiles are drawn from the fake's synthetic relief as they are asked, slowly on a busy
  // machine, and the fallback waits for tiles to fail.
  test.setTimeout(300_000);
  const { provider, meteo } = outage;
  const errors = watchConsole(page);
  const context = page.context();
  const requested: string[] = [];
  // The vector tiles are fetched by the map's workers, which the context sees.
  context.on('request', (req) => requested.push(req.url()));
  // A routed request skips the browser's cache, so every terrain tile the map draws is seen.
  await context.route('**/tiles/terrain/**', (route) => route.continue());
  const terrainTiles = () =>
    page.waitForResponse((res) => res.url().includes('/tiles/terrain/') && res.status() === 200);
  const [first, second] = await popularSpots(request);

  // With the provider up, Streets is its detailed basemap with streets and water.
  await page.goto(RIDGES_VIEW);
  await expect(page.locator('.maplibregl-canvas')).toBeVisible({ timeout: 60_000 });
  const map = page.locator('.maplibregl-map');
  /** The map settled, given the time a busy machine needs to shade it. */
  const settled = async () => {
    await expect(map).toHaveAttribute('data-map-state', 'settled', { timeout: 90_000 });
    await mapSettled(page);
  };
  await settled();
  await expect(map).toHaveAttribute('data-basemap', 'provider');
  expect(provider.requests.some((path) => path.startsWith('/planet/12/'))).toBe(true);
  await screenshot(page, 'provider-1-up');

  // The topographic layer is shaded from the terrain tiles, which pass through this server.
  let shaded = terrainTiles();
  await chooseLayer(page, 'Topographic');
  await shaded;
  await settled();
  expect(provider.requests.some((path) => path.startsWith('/topo/'))).toBe(true);

  // A spot's forecast is there, so its Weather toggle is offered.
  await page.goto(`/l/${first!.slug}/${first!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
  await expect(page.getByTestId('sunrise-time').first()).toContainText(/\d:\d\d/);

  await expect(page.getByRole('button', { name: 'Weather', exact: true }).first()).toBeVisible();

  // The providers go down: the map's port closes, the forecasts answer 500.
  await provider.close();
  meteo.failWithStatus = 500;

  // The map falls back to the server's own tiles, still shaded where terrain tiles are kept.
  requested.length = 0;
  shaded = terrainTiles();
  await page.goto(RIDGES_VIEW);
  await expect(map).toHaveAttribute('data-basemap', 'own', { timeout: 60_000 });
  await settled();
  await shaded;
  expect(requested.filter((url) => OWN_BASEMAP_TILE.test(url)).length).toBeGreaterThan(0);
  expect(await canvasColours(page)).toBeGreaterThan(3);
  await screenshot(page, 'provider-2-down-topo-shaded');
  await expectNoSeriousA11yViolations(page, 'the map on its own tiles');

  // A layer whose style the server cannot fetch any more is answered by its own basemap, shaded.
  shaded = terrainTiles();
  const styleAnswer = page.waitForResponse((res) =>
    res.url().endsWith('/layers/outdoor/style.json'),
  );
  await chooseLayer(page, 'Outdoor');
  expect((await styleAnswer).ok()).toBe(true);
  await shaded;
  await settled();
  await expect(map).toHaveAttribute('data-basemap', 'own');
  expect(await canvasColours(page)).toBeGreaterThan(3);

  // Streets falls back as well: the server still holds the provider's style, the tiles fail.
  await chooseLayer(page, 'Streets');
  await expect(map).toHaveAttribute('data-basemap', 'own', { timeout: 60_000 });
  await settled();
  expect(await canvasColours(page)).toBeGreaterThan(3);
  await screenshot(page, 'provider-3-down-streets');

  // A spot whose forecast was never fetched has no Weather toggle and no empty panel.
  await page.goto(`/l/${second!.slug}/${second!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: second!.title })).toBeVisible();
  await expect(page.getByTestId('sunrise-time').first()).toBeVisible();
  await settled();
  await expect(page.getByRole('button', { name: 'Weather', exact: true })).toHaveCount(0);
  await expect(page.getByText('Weather forecast is not available')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Weather forecast' })).toHaveCount(0);
  await screenshot(page, 'provider-4-down-spot');
  await expectNoSeriousA11yViolations(page, 'a spot page with its providers down');

  expect(
    errors.filter(
      (error) => !/Failed to load resource|ERR_CONNECTION_REFUSED|ERR_FAILED|AJAXError/.test(error),
    ),
  ).toEqual([]);
});
