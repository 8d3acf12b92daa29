import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { spotPath } from '@vantage/shared';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { demoSpot } from './support/demo-spots';
import { mapSettled, watchMapRedraw } from './support/map';
import { test } from './support/own-world';
import { openPhonePage } from './support/phone';
import { screenshot } from './support/screenshots';

/** Where the fake terrain has its ridges, near demo spots in the Dolomites. */
const RIDGES_VIEW = '/map?map&lat=46.6&long=12.1&zoom=12';

/** The server's own world basemap's vector tiles (not its terrain, fonts or layers). */
const OWN_BASEMAP_TILE = /\/tiles\/\d+\/\d+\/\d+\.pbf$/;

/** Zoom steps the visitor takes after the provider went down, each asking a new screenful of tiles. */
const MAX_ZOOM_STEPS = 3;

/** The Streets layer's style, which the server composes from the provider's. */
const STREETS_STYLE = '/tiles/layers/default/style.json';

/** Console errors a provider that refuses connections causes, answered by the fallback. */
const refusedProvider = (error: string) =>
  /Failed to load resource|ERR_CONNECTION_REFUSED|ERR_FAILED|AJAXError/.test(error);

/** The map canvas's pixels, without alpha, with no spot's preview card over them. */
async function canvasPixels(page: Page): Promise<Buffer> {
  // The top left corner of the page is the top bar's, not the map's.
  await page.mouse.move(0, 0);
  await expect(page.locator('.vantage-hover-card')).toHaveCount(0);
  const png = await page.locator('.maplibregl-canvas').screenshot({ animations: 'disabled' });
  return sharp(png).removeAlpha().raw().toBuffer();
}

/** The canvas's colours and how many pixels show each. */
async function colourCounts(page: Page): Promise<Map<number, number>> {
  const data = await canvasPixels(page);
  const counts = new Map<number, number>();
  for (let i = 0; i + 2 < data.length; i += 3) {
    const colour = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  return counts;
}

/**
 * The share of the canvas not in its most common colour (the land): lines, labels, spots and,
 * where the relief is shaded, the slopes.
 */
async function markedShare(page: Page): Promise<number> {
  const counts = [...(await colourCounts(page)).values()];
  const total = counts.reduce((sum, count) => sum + count, 0);
  return 1 - Math.max(...counts) / total;
}

async function chooseLayer(page: Page, label: string) {
  await page.getByRole('button', { name: 'Map layers' }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

/** Webcam previews come from the webcam service's own image host, out of reach in tests. */
const outsideImages = (error: string) =>
  /Failed to load resource|ERR_NAME_NOT_RESOLVED/.test(error);

// The journeys after these have their providers back, whatever happened here.
test.afterEach(async ({ ownWorld }) => {
  for (const service of ['mapProvider', 'forecast', 'terrain', 'elevation'] as const) {
    await ownWorld.setOutside(service, 'up');
  }
});

test("a map whose provider goes down mid-visit draws the server's own tiles, shaded on Outdoor", async ({
  page,
  ownWorld,
}) => {
  // Terrain tiles are drawn from the fake's synthetic relief as they are asked, slowly on a busy
  // machine.
  test.setTimeout(300_000);
  const errors = watchConsole(page);
  const provider = ownWorld.mapProviderOrigin;
  const context = page.context();
  const requested: string[] = [];
  // The vector tiles are fetched by the map's workers, which the context sees. Nothing is
  // routed: that would turn the browser's cache off, and the page opened while the provider is
  // down is to draw the style the browser keeps (the server's own copy may be refetched then).
  context.on('request', (request) => requested.push(request.url()));
  let ownTilesAnswered = 0;
  context.on('response', (response) => {
    if (OWN_BASEMAP_TILE.test(response.url()) && response.ok()) ownTilesAnswered += 1;
  });
  const map = page.locator('.maplibregl-map');
  /** The map settled, given the time a busy machine needs to shade it. */
  const settled = async () => {
    await expect(map).toHaveAttribute('data-map-state', 'settled', { timeout: 90_000 });
    await mapSettled(page);
  };
  const redrawnAfter = async (action: () => Promise<unknown>) => {
    const redrawn = await watchMapRedraw(page);
    await action();
    await redrawn();
  };

  // With the provider up, Streets is its detailed basemap.
  await page.goto(RIDGES_VIEW);
  await expect(page.locator('.maplibregl-canvas')).toBeVisible({ timeout: 60_000 });
  await settled();
  await expect(map).toHaveAttribute('data-basemap', 'provider');
  expect(requested.some((url) => url.startsWith(`${provider}/planet/12/`))).toBe(true);
  await screenshot(page, 'provider-1-up');

  // Topographic (the server's own tiles here) is shaded from the terrain tiles, which the server
  // fetches from the provider.
  const shadedTopo = page.waitForResponse(
    (res) => res.url().includes('/tiles/terrain/') && res.status() === 200,
  );
  await redrawnAfter(() => chooseLayer(page, 'Topographic'));
  await shadedTopo;
  await expect(map).toHaveAttribute('data-basemap', 'own');
  await redrawnAfter(() => chooseLayer(page, 'Streets'));
  await expect(map).toHaveAttribute('data-basemap', 'provider');

  // The provider goes down while the map is open: its port closes, connections are refused.
  await ownWorld.setOutside('mapProvider', 'down');
  requested.length = 0;
  ownTilesAnswered = 0;

  // The visitor zooms in: the new tiles fail, and once a screenful has failed in a row the
  // map draws the server's own tiles.
  for (let steps = 0; (await map.getAttribute('data-basemap')) !== 'own'; steps += 1) {
    expect(steps, 'zoom steps before the map falls back').toBeLessThan(MAX_ZOOM_STEPS);
    await redrawnAfter(() => page.getByRole('button', { name: 'Zoom in' }).click());
  }
  await settled();
  expect(requested.some((url) => url.startsWith(`${provider}/planet/`))).toBe(true);
  expect(ownTilesAnswered).toBeGreaterThan(0);
  await screenshot(page, 'provider-2-down-mid-visit');
  await expectNoSeriousA11yViolations(page, 'the map on its own tiles');

  // A page opened while the provider is down: the server still holds the provider's style, its
  // TileJSON fails before the map has loaded, and the map is the server's own at once.
  requested.length = 0;
  ownTilesAnswered = 0;
  await page.goto(RIDGES_VIEW);
  await expect(map).toHaveAttribute('data-basemap', 'own', { timeout: 60_000 });
  await settled();
  expect(requested).toContain(`${provider}/planet`);
  expect(ownTilesAnswered).toBeGreaterThan(0);
  const unshaded = await markedShare(page);
  await screenshot(page, 'provider-3-down-streets');

  // Outdoor, whose style the server cannot fetch: it answers its own basemap instead, and the
  // relief is shaded over it from the terrain tiles had while the provider was up.
  const styleAnswer = page.waitForResponse((res) =>
    res.url().endsWith('/tiles/layers/outdoor/style.json'),
  );
  await redrawnAfter(() => chooseLayer(page, 'Outdoor'));
  const style = (await (await styleAnswer).json()) as { metadata?: Record<string, unknown> };
  expect(style.metadata?.['vantage:fallback']).toBe(true);
  await settled();
  await expect(map).toHaveAttribute('data-basemap', 'own');
  // The slopes of the fake ridges, 40 % of the ground, are shaded.
  expect(await markedShare(page)).toBeGreaterThan(unshaded + 0.15);
  await screenshot(page, 'provider-4-down-outdoor-shaded');
  await expectNoSeriousA11yViolations(page, 'the shaded Outdoor layer on the own basemap');

  expect(errors.filter((error) => !refusedProvider(error))).toEqual([]);
});

test("a map that found the provider down spares the visit's next maps the wait", async ({
  page,
  ownWorld,
}) => {
  // Two maps and an accessibility check, on a machine busy with the other journeys.
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  const provider = ownWorld.mapProviderOrigin;
  const requested: string[] = [];
  page.context().on('request', (request) => requested.push(request.url()));
  let ownTilesAnswered = 0;
  page.context().on('response', (response) => {
    if (OWN_BASEMAP_TILE.test(response.url()) && response.ok()) ownTilesAnswered += 1;
  });
  const spot = await demoSpot(page, 'Lago di Braies');
  // The server holds the provider's style from while it was up (kept ten minutes).
  expect((await page.request.get(STREETS_STYLE)).ok()).toBe(true);
  await ownWorld.setOutside('mapProvider', 'down');

  // The spot's large map asks the provider, finds it down and draws the server's own tiles.
  await page.goto(`${spotPath(spot)}?map`);
  const largeMap = page.locator('.maplibregl-map');
  await expect(largeMap).toHaveAttribute('data-basemap', 'own', { timeout: 60_000 });
  await mapSettled(page, largeMap);
  expect(requested).toContain(`${provider}/planet`);

  // Closing the large map shows the spot page's mini map, a new map in the same visit: it
  // opens on the own tiles at once, without asking the provider for its style or tiles again.
  requested.length = 0;
  ownTilesAnswered = 0;
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page).not.toHaveURL(/[?&]map/);
  const miniMap = page
    .getByRole('link', { name: `Open large map of ${spot.title}` })
    .locator('.maplibregl-map');
  await expect(miniMap).toHaveAttribute('data-basemap', 'own', { timeout: 30_000 });
  await mapSettled(page, miniMap);
  expect(ownTilesAnswered).toBeGreaterThan(0);
  expect(requested.filter((url) => url.startsWith(provider))).toEqual([]);
  await screenshot(page, 'provider-5-down-mini-map-remembered');
  await expectNoSeriousA11yViolations(page, 'the spot page with its mini map on the own tiles');

  expect(errors.filter((error) => !refusedProvider(error))).toEqual([]);
});

/** A spot no other journey opens: the server keeps no forecast or skyline of it from before. */
const UNTOUCHED_SPOT = 'Avenue of the Baobabs';

/**
 * The spot page while the forecast and terrain are down: the sun and moon times and the map are
 * there, the forecast and the terrain each say in one line that they are unavailable, and
 * nothing is built from what is missing.
 */
async function expectSpotPageWithNotices(page: Page, spot: { id: number; title: string }) {
  // The page may arrive with the forecast's and the terrain's answers served in it, so nothing
  // is awaited but what it shows.
  await page.goto(spotPath(spot));
  await expect(page.getByRole('heading', { level: 1, name: spot.title })).toBeVisible();

  await expect(page.getByTestId('sunrise-time').first()).toHaveText(/\d/);
  const sunMoon = page.getByRole('group', { name: 'Sun and moon planning' }).first();
  // The planning cards come to life as they are scrolled to, as a reader does (on a phone they
  // lie below the photos, and 'When to go', which the browser asks for, shows only then).
  await sunMoon.scrollIntoViewIfNeeded();
  const whenToGo = page.getByRole('region', { name: 'When to go' });
  await expect(whenToGo.getByText('The forecast is unavailable right now.')).toBeVisible();
  await expect(sunMoon.getByText('Terrain is unavailable right now.')).toBeVisible();
  // Each says it once, in one line.
  await expect(page.getByText('The forecast is unavailable right now.')).toHaveCount(1);
  await expect(page.getByText('Terrain is unavailable right now.')).toHaveCount(1);
  // No weather toggle, no empty forecast, no verdict built from nothing.
  await expect(page.getByRole('button', { name: 'Weather', exact: true })).toHaveCount(0);
  await expect(page.getByText('Weather forecast is not available')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Tonight and tomorrow morning' })).toHaveCount(0);
  await expect(page.locator('[data-verdict]')).toHaveCount(0);
}

test('a spot whose forecast and terrain are down says so in one line each, and shows the rest of its page', async ({
  page,
  browser,
  ownWorld,
}) => {
  // Three pages with a map and an accessibility check each, on desktop and on a phone, on a busy
  // machine.
  test.setTimeout(420_000);
  const errors = watchConsole(page);
  await ownWorld.setOutside('forecast', 'down');
  await ownWorld.setOutside('terrain', 'down');
  await ownWorld.setOutside('elevation', 'down');
  const spot = await demoSpot(page, UNTOUCHED_SPOT);

  // The server says the services are unavailable, never an error.
  const weather = await page.request.get(`/api/point/${spot.id}/weather`);
  expect(weather.status()).toBe(200);
  expect(await weather.json()).toMatchObject({ available: false, unavailable: true, weather: [] });
  const whenToGo = await page.request.get(`/api/point/${spot.id}/when-to-go`);
  expect(whenToGo.status()).toBe(200);
  expect(((await whenToGo.json()) as { outlook: unknown }).outlook).toMatchObject({
    available: false,
    unavailable: true,
    events: [],
  });
  const horizon = await page.request.get(`/api/point/${spot.id}/horizon`);
  expect(horizon.status()).toBe(200);
  expect(await horizon.json()).toMatchObject({ available: false, unavailable: true });

  await expectSpotPageWithNotices(page, spot);
  await mapSettled(page);
  await screenshot(page, 'provider-6-forecast-and-terrain-down-spot');
  await expectNoSeriousA11yViolations(page, 'the spot page with the forecast and terrain down');

  // The large map asked with the weather open (a shared link) shows the sun and moon panel, its
  // terrain notice, and no empty forecast.
  await page.goto(`${spotPath(spot)}?map&w`);
  const mapPanel = page.getByRole('region', { name: 'Sun, moon and weather' });
  await expect(mapPanel).toBeVisible();
  await mapSettled(page);
  await expect(mapPanel.getByText('Terrain is unavailable right now.')).toBeVisible();
  await expect(mapPanel.getByRole('heading', { name: 'Weather' })).toHaveCount(0);
  await expect(page.getByRole('tablist', { name: 'Forecast day' })).toHaveCount(0);
  await expect(page.getByText('Weather forecast is not available')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the large map with the forecast and terrain down');

  // On a phone, the same lines in the small layout.
  const phone = await openPhonePage(browser);
  try {
    await expectSpotPageWithNotices(phone.page, spot);
    await screenshot(phone.page, 'provider-7-forecast-and-terrain-down-phone');
    await expectNoSeriousA11yViolations(phone.page, 'the phone spot page with services down');
    expect(phone.errors.filter((error) => !outsideImages(error))).toEqual([]);
  } finally {
    await phone.page.context().close();
  }

  expect(errors.filter((error) => !outsideImages(error))).toEqual([]);
});
