import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { FAKE_SATELLITE_RGB } from '../packages/server/test/support/fake-map-provider';
import { expectNoSeriousA11yViolations } from './support/axe';
import { mapSettled, watchMapRedraw } from './support/map';
import { test } from './support/own-world';
import { openPhonePage } from './support/phone';
import { screenshot } from './support/screenshots';

/** Paris, where the own basemap has the Seine and hundreds of place names. */
const PARIS = { lat: 48.8566, lng: 2.3522 };
const parisAt = (zoom: number) => `/map?map&lat=${PARIS.lat}&long=${PARIS.lng}&zoom=${zoom}`;

/** The own basemap's colours (packages/server/src/modules/tiles/basemap-style.ts). */
const RIVER_RGB = [0xa9, 0xc0, 0xd1] as const;

/** The map canvas's RGB pixels, with the pointer off the map so no preview card covers it. */
async function canvasPixels(page: Page): Promise<Buffer> {
  await page.mouse.move(0, 0);
  const png = await page.locator('.maplibregl-canvas').screenshot({ animations: 'disabled' });
  return sharp(png).removeAlpha().raw().toBuffer();
}

/** How many pixels are within `tolerance` of the colour in every channel. */
function pixelsNear(data: Buffer, rgb: readonly number[], tolerance: number): number {
  let count = 0;
  for (let i = 0; i + 2 < data.length; i += 3) {
    if (
      Math.abs(data[i]! - rgb[0]!) <= tolerance &&
      Math.abs(data[i + 1]! - rgb[1]!) <= tolerance &&
      Math.abs(data[i + 2]! - rgb[2]!) <= tolerance
    ) {
      count += 1;
    }
  }
  return count;
}

/**
 * Pixels of label text: dark and grey (the labels' ink, #3f444a to #5f646b), unlike the pale
 * land and water, the blue-grey lines and the teal spots.
 */
function labelInk(data: Buffer): number {
  let count = 0;
  for (let i = 0; i + 2 < data.length; i += 3) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (Math.max(r, g, b) < 110 && Math.max(r, g, b) - Math.min(r, g, b) <= 14) count += 1;
  }
  return count;
}

/** The map's attribution text, folded or not. */
const attribution = (page: Page) => page.locator('.maplibregl-ctrl-attrib-inner');

/** Opens the page with the provider down and waits for the own basemap, drawn and settled. */
async function openOwnBasemap(page: Page, url: string) {
  await page.goto(url);
  const map = page.locator('.maplibregl-map');
  await expect(map).toHaveAttribute('data-basemap', 'own', { timeout: 60_000 });
  await expect(map).toHaveAttribute('data-map-state', 'settled', { timeout: 90_000 });
  await mapSettled(page);
}

/** Names, water and the credit of what is drawn: the own basemap at this zoom is not blank. */
async function expectNamesAndWater(page: Page, zoom: number) {
  const pixels = await canvasPixels(page);
  expect(labelInk(pixels), `place names drawn at z${zoom}`).toBeGreaterThan(150);
  if (zoom <= 12) {
    expect(pixelsNear(pixels, RIVER_RGB, 10), `the Seine drawn at z${zoom}`).toBeGreaterThan(100);
  }
  await expect(attribution(page)).toContainText('Natural Earth');
  await expect(attribution(page)).toContainText('GeoNames');
  await expect(attribution(page)).not.toContainText('OpenFreeMap');
}

/** Turns 3D on where its relief cannot be had: the flat map stays, with a one-line notice. */
async function expectThreeDFallsBack(page: Page) {
  const toggle = page.getByRole('button', { name: '3D terrain' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(
    page.getByText('3D terrain cannot be loaded right now; the map is shown flat.'),
  ).toBeVisible({
    timeout: 60_000,
  });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => localStorage.getItem('vantage.terrain3d'))).toBeNull();
  await mapSettled(page);
  expect(
    labelInk(await canvasPixels(page)),
    'the flat map drawn after 3D fell back',
  ).toBeGreaterThan(150);
}

test.afterEach(async ({ ownWorld }) => {
  await ownWorld.setOutside('mapProvider', 'up');
});

test('the six layers are there without keys, and with the provider down the own basemap names places and shows water at every zoom; 3D without relief falls back flat', async ({
  page,
  ownWorld,
}) => {
  test.setTimeout(300_000);
  await ownWorld.setOutside('mapProvider', 'up');
  await page.goto(parisAt(11));
  await mapSettled(page);

  // Every layer is offered out of the box, satellite imagery drawn from EOX's keyless mosaic.
  await page.getByRole('button', { name: 'Map layers' }).click();
  const menu = page.getByRole('menu', { name: 'Map layers' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Streets',
    'Outdoor',
    'Topographic',
    'Satellite hybrid',
    'OpenStreetMap',
    'Satellite',
    'Open a track…',
  ]);
  const redrawn = await watchMapRedraw(page);
  await menu.getByRole('menuitem', { name: 'Satellite hybrid' }).click();
  await redrawn();
  const satellite = pixelsNear(await canvasPixels(page), FAKE_SATELLITE_RGB, 8);
  const { width, height } = (await page.locator('.maplibregl-canvas').boundingBox())!;
  expect(satellite, 'the satellite imagery covers the map').toBeGreaterThan(width * height * 0.3);
  await expect(attribution(page)).toContainText('Sentinel-2 cloudless - https://s2maps.eu by EOX');
  await screenshot(page, 'basemap-1-satellite-hybrid');
  const back = await watchMapRedraw(page);
  await page.getByRole('button', { name: 'Map layers' }).click();
  await menu.getByRole('menuitem', { name: 'Streets' }).click();
  await back();

  // The provider cannot be reached: Streets is the own basemap, with names and water at z11+.
  await ownWorld.setOutside('mapProvider', 'down');
  for (const zoom of [11, 14]) {
    await openOwnBasemap(page, parisAt(zoom));
    await expectNamesAndWater(page, zoom);
    await screenshot(page, `basemap-2-own-z${zoom}`);
  }
  await expectThreeDFallsBack(page);
  await screenshot(page, 'basemap-3-flat-after-3d');
  await expectNoSeriousA11yViolations(page, 'the own basemap after 3D fell back');
});

test('on a phone, the own basemap names places and 3D without relief falls back flat', async ({
  browser,
  ownWorld,
}) => {
  test.setTimeout(300_000);
  const { page } = await openPhonePage(browser);
  await ownWorld.setOutside('mapProvider', 'down');
  try {
    await openOwnBasemap(page, parisAt(12));
    await expectNamesAndWater(page, 12);
    await expectThreeDFallsBack(page);
    await screenshot(page, 'basemap-4-phone');
    await expectNoSeriousA11yViolations(page, 'the own basemap on a phone');
  } finally {
    await ownWorld.setOutside('mapProvider', 'up');
    await page.context().close();
  }
});
