import { expect, test } from '@playwright/test';
import { FilteredSpotsAnswer, MapLayersAnswer } from '@vantage/shared';
import { watchConsole } from './support/console';
import { popularSpots } from './support/demo-spots';
import { mapSettled, watchMapRedraw } from './support/map';
import { openPhonePage } from './support/phone';
import { screenshot } from './support/screenshots';
import { expectNoSeriousA11yViolations } from './support/axe';

test('a visitor previews, lists and opens spots on the large map and keeps a chosen layer', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const spot = (await popularSpots(request))[0]!;
  const layers = MapLayersAnswer.parse(await (await request.get('/api/mapLayers')).json());
  const other = layers.find((layer) => layer.id === 'topo');
  expect(
    other,
    'the journey needs a Topographic layer: start the server with e.g. MAP_LAYER_TOPO=http://127.0.0.1:<port>/tiles/style.json',
  ).toBeDefined();

  // Hovering a spot shows its preview card with the spot's title.
  await page.goto(`/map?map&lat=${spot.lat}&long=${spot.long}&zoom=14`);
  await mapSettled(page);
  const canvas = page.locator('.maplibregl-canvas');
  const box = (await canvas.boundingBox())!;
  const card = page.getByRole('tooltip', { name: spot.title });
  const hoverSpot = async () => {
    await expect(async () => {
      await page.mouse.move(box.x + 40, box.y + 40);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
      await expect(card).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  };
  await hoverSpot();
  const cardBox = (await card.boundingBox())!;
  expect(cardBox.width).toBeLessThanOrEqual(250);
  expect(cardBox.height).toBeLessThanOrEqual(180);
  await screenshot(page, 'map-1-hover-card');
  await page.mouse.move(box.x + 40, box.y + 40);
  await expect(card).toBeHidden();

  // Another layer replaces the style where the map stands, and its spots come back on it.
  const readout = page.getByLabel('Map centre and zoom');
  const position = await readout.textContent();
  const styleLoaded = page.waitForResponse((res) => res.url().endsWith(other!.styleUrl));
  const redrawn = await watchMapRedraw(page);
  await page.getByRole('button', { name: 'Map layers' }).click();
  await page.getByRole('menuitem', { name: other!.label }).click();
  await styleLoaded;
  expect(await page.evaluate(() => localStorage.getItem('vantage.mapLayer'))).toBe(other!.id);
  await expect(readout).toHaveText(position!);
  await redrawn();
  await hoverSpot();
  await page.mouse.move(box.x + 40, box.y + 40);

  // The spot bar lists the spots in view; a card opens the spot beside the large map.
  await page.getByRole('button', { name: 'Spot bar' }).click();
  await expect(page).toHaveURL(/[?&]sb(&|$)/);
  const bar = page.getByRole('region', { name: 'Spots in view' });
  const entry = bar.getByRole('link', { name: spot.title, exact: true });
  await expect(entry).toBeVisible();
  expect((await bar.boundingBox())!.height).toBe(150);
  await screenshot(page, 'map-2-spot-bar');
  await expectNoSeriousA11yViolations(page, 'the map with the spot bar');
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/l/[^/]+/${spot.id}\\?map&sb$`));
  await expect(page.getByRole('heading', { level: 1, name: spot.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Spots in view' })).toBeVisible();

  // The chosen layer is still chosen after a reload.
  await page.reload();
  await mapSettled(page);
  await page.getByRole('button', { name: 'Map layers' }).click();
  const menu = page.getByRole('menu', { name: 'Map layers' });
  await expect(menu.getByRole('menuitem', { name: other!.label })).toHaveClass(/Mui-selected/);
  await expect(menu.getByRole('menuitem', { name: 'Streets' })).not.toHaveClass(/Mui-selected/);
  await screenshot(page, 'map-3-layers-menu');
  await page.keyboard.press('Escape');

  expect(errors).toEqual([]);
});

test('the map toggles follow the spot page, the map page and home', async ({ page, request }) => {
  const errors = watchConsole(page);
  const spot = (await popularSpots(request))[1]!;

  // On the spot page the Map button opens the large map beside the spot.
  await page.goto(`/l/_/${spot.id}`);
  await expect(page.getByRole('heading', { level: 1, name: spot.title })).toBeVisible();
  await expect(page.locator('.maplibregl-canvas')).toHaveCount(1); // the mini map
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/l/[^/]+/${spot.id}\\?map$`));
  await expect(page.getByRole('button', { name: 'Spot bar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Map view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Turning the spot bar on keeps the large map; turning the map off closes the bar too.
  await page.getByRole('button', { name: 'Spot bar' }).click();
  await expect(page).toHaveURL(/\?map&sb$/);
  await page.getByRole('button', { name: 'Map view' }).click();
  await expect(page).toHaveURL(new RegExp(`/l/[^/]+/${spot.id}$`));
  await expect(page.getByRole('region', { name: 'Spots in view' })).toHaveCount(0);

  // From the map page the toggle returns home; from home it opens the map.
  await page.goto('/map?map');
  await page.getByRole('button', { name: 'Map view' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Home is drawn (the toggle no longer pressed) before it is pressed again.
  await expect(page.getByRole('button', { name: 'Map view' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.getByRole('button', { name: 'Map view' }).click();
  await expect(page).toHaveURL(/\/map\?map$/);
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();

  expect(errors).toEqual([]);
});

test('the spot bar is 120 px high on a phone and opens into larger spot cards', async ({
  browser,
}) => {
  const { page, errors } = await openPhonePage(browser);
  await page.goto('/map?map&sb&lat=46.55&long=11.9&zoom=8');
  await mapSettled(page);
  const bar = page.getByRole('region', { name: 'Spots in view' });
  await expect(bar.getByRole('listitem').first()).toBeVisible();
  expect((await bar.boundingBox())!.height).toBe(120);
  await screenshot(page, 'map-4-spot-bar-mobile');

  // Its handle switches to the carousel's larger cards: 240 px high with a 20 px margin.
  await page.getByRole('button', { name: 'Larger spot cards' }).click();
  const card = bar.getByRole('listitem').first();
  await expect(card).toBeVisible();
  expect((await card.boundingBox())!.height).toBe(240);
  expect((await bar.boundingBox())!.height).toBe(280);
  await expect(bar.getByText(/local time$/).first()).toBeVisible();
  await screenshot(page, 'map-5-spot-cards-mobile');
  await expectNoSeriousA11yViolations(page, 'the larger spot cards on a phone');
  expect(errors).toEqual([]);
  await page.context().close();
});

test('with a tag filter the map shows only the spots carrying the tag', async ({ page }) => {
  const errors = watchConsole(page);
  const tileLists: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/pspots/')) tileLists.push(req.url());
  });
  const answer = page.waitForResponse((res) => res.url().includes('/api/filteredSpots?ft=Lake'));
  await page.goto('/map?map&ft=Lake');
  const filtered = FilteredSpotsAnswer.parse(await (await answer).json());
  expect(filtered.spots.length).toBeGreaterThan(0);
  await mapSettled(page);
  await expect(page.getByRole('button', { name: 'Tag: Lake' })).toBeVisible();
  expect(tileLists).toEqual([]);

  // Removing the chip brings every spot back, tile by tile.
  const tiles = page.waitForResponse((res) => res.url().includes('/api/pspots/'));
  // The chip deletes itself from the keyboard, as MUI chips do.
  const chip = page.getByRole('button', { name: 'Tag: Lake' });
  await chip.focus();
  await chip.press('Delete');
  await tiles;
  await expect(page).not.toHaveURL(/ft=Lake/);
  expect(errors).toEqual([]);
});

test('the world map keeps its view in the URL and raises the terrain in 3D', async ({ page }) => {
  const errors = watchConsole(page);
  // Panning and zooming replace the URL's position; a reload opens where the map was left.
  await page.goto('/map?map&lat=46.6&long=12.1&zoom=11');
  const map = page.locator('.maplibregl-map');
  await mapSettled(page);
  await expect(map).toHaveAttribute('data-basemap', 'provider');
  const redrawn = await watchMapRedraw(page);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await redrawn();
  await expect(page).toHaveURL(/[?&]map&lat=46\.6&long=12\.1&zoom=12$/);
  const backTo = page.url();
  await page.reload();
  await mapSettled(page);
  expect(page.url()).toBe(backTo);
  await expect(page.getByLabel('Map centre and zoom')).toContainText('12');

  // The 3D toggle tilts the map over the terrain tiles.
  const terrainTile = () => page.waitForResponse((res) => res.url().includes('/tiles/terrain/'));
  const threeD = page.getByRole('button', { name: '3D terrain' });
  const raised = terrainTile();
  await threeD.click();
  await expect(threeD).toHaveAttribute('aria-pressed', 'true');
  await raised;
  await screenshot(page, 'map-6-terrain-3d');
  await threeD.click();
  await expect(threeD).toHaveAttribute('aria-pressed', 'false');

  expect(
    errors.filter((error) => !/Failed to load resource|ERR_FAILED|AJAXError/.test(error)),
  ).toEqual([]);
});
