import { expect, test } from '@playwright/test';
import { watchConsole } from './support/console';

const shots = 'test-results/journeys';

test('a visitor goes from the home page to the world map and opens a spot', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);

  await page.goto('/');
  await expect(page).toHaveTitle(/Vantage$/);
  await expect(page.getByRole('heading', { name: 'Popular Locations' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Uploads' })).toBeVisible();
  await page.screenshot({ path: `${shots}/1-home.png`, fullPage: false });

  const tiles = page.waitForResponse((res) => res.url().includes('/api/pspots/') && res.ok());
  await page.getByRole('link', { name: 'World Map' }).first().click();
  await expect(page).toHaveURL(/\/map\?map/);
  await tiles;
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${shots}/2-world-map.png` });

  // Centre the map on a well-known demo spot, then click it.
  const popular = (await (await request.get('/api/pspots/popular')).json()) as {
    id: number;
    title: string;
    lat: number;
    long: number;
  }[];
  const spot = popular[0]!;
  await page.goto(`/map?map&lat=${spot.lat}&long=${spot.long}&zoom=15`);
  const canvas = page.locator('.maplibregl-canvas');
  await expect(canvas).toBeVisible();
  await page.waitForResponse((res) => res.url().includes('/api/pspots/') && res.ok());
  await page.waitForTimeout(1500);
  const box = (await canvas.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);

  await expect(page).toHaveURL(new RegExp(`/l/[^/]+/${spot.id}`));
  await expect(page.getByRole('heading', { level: 1, name: spot.title })).toBeVisible();
  await expect(page).toHaveTitle(`${spot.title} - Vantage`);
  const photos = page.locator('img[src*="/media/photos/"]');
  await expect(photos.first()).toBeVisible();
  await expect(page.getByText('Nearby Spots')).toBeVisible();
  await page.screenshot({ path: `${shots}/3-spot-page.png` });

  expect(errors).toEqual([]);
});

test('a shared short link opens the spot page with its real slug', async ({ page, request }) => {
  const errors = watchConsole(page);
  const popular = (await (await request.get('/api/pspots/popular')).json()) as {
    id: number;
    title: string;
    slug: string;
  }[];
  const spot = popular[1]!;
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
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Popular Locations' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${shots}/4-home-mobile.png` });
  expect(errors).toEqual([]);
  await page.close();
});
