import { expect, test } from '@playwright/test';
import { watchConsole } from './support/console';
import { popularSpots } from './support/demo-spots';
import { clickMapCentre, mapSettled } from './support/map';
import { horizontalOverflow, openPhonePage } from './support/phone';
import { screenshot } from './support/screenshots';
import { expectNoSeriousA11yViolations } from './support/axe';

test('a visitor goes from the home page to the world map and opens a spot', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);

  await page.goto('/');
  await expect(page).toHaveTitle(/Vantage$/);
  await expect(page.getByRole('heading', { name: 'Popular Locations' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Uploads' })).toBeVisible();
  // Visitors see the promo: the site's features and Join.
  const promo = page.getByRole('region', { name: 'Everything for your next photograph' });
  for (const feature of ['Browse', 'Explore', 'Visualize', 'Plan', 'Publish']) {
    await expect(promo.getByRole('heading', { name: feature })).toBeVisible();
  }
  await expect(promo.getByText('quick, easy and free')).toBeVisible();
  await expect(promo.getByRole('button', { name: 'Join' })).toBeVisible();
  await screenshot(page, '1-home');
  await expectNoSeriousA11yViolations(page, 'the home page');

  const tiles = page.waitForResponse((res) => res.url().includes('/api/pspots/') && res.ok());
  await page.getByRole('link', { name: 'World Map' }).first().click();
  await expect(page).toHaveURL(/\/map\?map/);
  await tiles;
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();
  await mapSettled(page);
  await screenshot(page, '2-world-map');

  // Centre the map on a well-known demo spot, then click it.
  const spot = (await popularSpots(request))[0]!;
  const spotTiles = page.waitForResponse((res) => res.url().includes('/api/pspots/') && res.ok());
  await page.goto(`/map?map&lat=${spot.lat}&long=${spot.long}&zoom=15`);
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();
  await spotTiles;
  // The spot is drawn at the centre once the map has settled.
  await mapSettled(page);
  await clickMapCentre(page);

  await expect(page).toHaveURL(new RegExp(`/l/[^/]+/${spot.id}`));
  await expect(page.getByRole('heading', { level: 1, name: spot.title })).toBeVisible();
  await expect(page).toHaveTitle(`${spot.title} - Vantage`);
  const photos = page.locator('img[src*="/media/photos/"]');
  await expect(photos.first()).toBeVisible();
  await expect(page.getByText('Nearby Spots')).toBeVisible();
  await screenshot(page, '3-spot-page');
  await expectNoSeriousA11yViolations(page, 'a spot page');

  expect(errors).toEqual([]);
});

test('a shared short link opens the spot page with its real slug', async ({ page, request }) => {
  const errors = watchConsole(page);
  const spot = (await popularSpots(request))[1]!;
  await page.goto(`/l/_/${spot.id}`);
  await expect(page).toHaveURL(
    new RegExp(`/l/${encodeURIComponent(spot.slug).replace(/[()]/g, '\\$&')}/${spot.id}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: spot.title })).toBeVisible();
  const response = await request.get(`/i/${spot.id}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(errors).toEqual([]);
});

test('the mobile layout shows the home page without overflow', async ({ browser }) => {
  const { page, errors } = await openPhonePage(browser);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Popular Locations' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, '4-home-mobile');
  await expectNoSeriousA11yViolations(page, 'the home page on a phone');
  expect(errors).toEqual([]);
  await page.context().close();
});
