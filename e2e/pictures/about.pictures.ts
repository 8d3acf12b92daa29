import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpConfirmed } from '../support/accounts';
import { demoSpot } from '../support/demo-spots';
import { mapSettled } from '../support/map';
import { photoWithGps } from '../support/photos';

const PICTURES = fileURLToPath(
  new URL('../../packages/web/src/features/about/pictures/', import.meta.url),
);

/** Saves the page as the About picture `{name}.webp`, 640 × 400. */
async function picture(page: Page, name: string) {
  const png = await page.screenshot({ animations: 'disabled' });
  await sharp(png)
    .resize(640, 400, { fit: 'cover', position: 'top' })
    .webp({ quality: 78 })
    .toFile(`${PICTURES}${name}.webp`);
}

test.use({ viewport: { width: 1280, height: 800 } });

test('pictures of the map and its layers', async ({ page }) => {
  await page.goto('/map?map&lat=46&long=9&zoom=5');
  await mapSettled(page);
  await picture(page, 'map');
  await page.getByRole('button', { name: 'Map layers' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await picture(page, 'layers');
});

test('pictures of a spot: its 360° view and its sun and moon planning', async ({ page }) => {
  const spot = await demoSpot(page, 'Lago di Braies');
  await page.goto(`/l/_/${spot.id}?360`);
  const view = page.getByRole('region', { name: '360° view' });
  await expect(view.getByTestId('panorama-viewer')).toHaveAttribute('data-viewer-state', 'ready');
  await view.getByRole('button', { name: 'Look at the sun' }).click();
  await expect(view.getByTestId('panorama-viewer')).toHaveAttribute('data-viewer-state', 'ready');
  await picture(page, 'panorama');

  await page.goto(`/l/_/${spot.id}`);
  const planning = page.getByRole('group', { name: 'Sun and moon planning' });
  await planning.scrollIntoViewIfNeeded();
  await expect(planning).toBeVisible();
  await page.evaluate(() => window.scrollBy(0, -120));
  await picture(page, 'planning');
});

test('pictures of what members do: fixing a photo location and publishing', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpConfirmed(page, 'Petra Pictures');
  const spot = await demoSpot(page, 'Lago di Braies');
  const detail = (await (await page.request.get(`/api/point/${spot.id}`)).json()) as {
    slug: string;
    images: { id: number }[];
  };
  const photo = detail.images[0]!;
  await page.goto(`/l/${detail.slug}/${spot.id}?map&fixPhoto=${photo.id}`);
  await expect(page.getByRole('region', { name: 'Fix photo location' })).toBeVisible();
  await mapSettled(page);
  await picture(page, 'fix-location');

  await page.goto('/newPhoto');
  await page.getByLabel('Photograph file').setInputFiles(await photoWithGps('Glacier dawn.jpg'));
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'New Spot (drag to move)' })).toBeVisible();
  await mapSettled(page);
  await picture(page, 'publish');
});

test('a picture of a location guide', async ({ page }) => {
  await page.goto('/tag/Dolomites');
  await page.getByRole('link', { name: 'Photographing the Dolomites in Summer' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Photographing the Dolomites in Summer' }),
  ).toBeVisible();
  for (const image of await page.locator('main img').all()) {
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  }
  await picture(page, 'guides');
});
