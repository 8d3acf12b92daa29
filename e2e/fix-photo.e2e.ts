import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpConfirmed } from './support/accounts';
import { watchConsole } from './support/console';
import { mapSettled } from './support/map';
import { PHONE } from './support/phone';
import { publishPhoto } from './support/photos';
import { screenshot } from './support/screenshots';
import { expectNoSeriousA11yViolations } from './support/axe';

/** Publishes a small plain JPEG at a new spot. */
async function createPhoto(page: Page, title: string, position: { lat: number; lng: number }) {
  const jpeg = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 70, g: 110, b: 140 } },
  })
    .jpeg()
    .toBuffer();
  return publishPhoto(page, {
    jpegBase64: jpeg.toString('base64'),
    fileName: 'ridge.jpg',
    title,
    position,
  });
}

/** Metres per CSS pixel at the map's centre, read from the scale bar (e.g. '50 km' over 59 px). */
async function metresPerPixel(page: Page): Promise<number> {
  const scale = page.locator('.maplibregl-ctrl-scale');
  await expect(scale).toHaveText(/\d/);
  const text = (await scale.textContent())!.trim();
  const widthPx = (await scale.boundingBox())!.width;
  const match = /^([\d.]+)\s*(km|m)$/.exec(text);
  expect(match, `scale bar text '${text}'`).not.toBeNull();
  return (Number(match![1]) * (match![2] === 'km' ? 1000 : 1)) / widthPx;
}

test('a member moves a photo to the spot clicked on the large map', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const errors = watchConsole(page);
  // The owner's own move is applied at once, so another member proposes it for votes.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const { stamp } = await signUpConfirmed(owner, 'Olga Owner');
  // Open country in the Spanish Meseta, away from the demo spots. The two spots lie on one
  // parallel, far enough apart not to be drawn as one cluster at the spot page's zoom.
  const lat = 40.2 + Math.random() * 0.05;
  const lng = -4.3 + Math.random() * 0.05;
  const offsetDeg = 0.8;
  const title = `Ridge at noon ${stamp}`;
  const { photo, spot } = await createPhoto(owner, title, { lat, lng });
  const target = (await createPhoto(owner, `Valley ${stamp}`, { lat, lng: lng + offsetDeg })).spot;
  await ownerContext.close();
  await signUpConfirmed(page, 'Fay Fixer');

  // 'Fix photo location' in the lightbox opens the large map of the photo's spot in the mode.
  await page.goto(`/l/${spot.slug}/${spot.id}?photo=${photo.id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await dialog.getByRole('button', { name: 'Fix photo location' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/l/${spot.slug}/${spot.id}\\?map&fixPhoto=${photo.id}$`),
  );
  const banner = page.getByRole('region', { name: 'Fix photo location' });
  await expect(banner).toContainText('Click the Spot where the Photo was taken');
  await expect(banner).toContainText(`Moving “${title}”`);
  await expect(dialog).toBeHidden();

  // Escape leaves the mode; the address brings it back.
  await mapSettled(page);
  await page.keyboard.press('Escape');
  await expect(banner).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/l/${spot.slug}/${spot.id}\\?map$`));
  await page.goto(`/l/${spot.slug}/${spot.id}?map&fixPhoto=${photo.id}`);
  await expect(banner).toBeVisible();
  await mapSettled(page);
  await screenshot(page, 'fix-photo-1-banner-desktop');

  // The pin of the photo's spot stands on it, its tip 14 px below the pin's middle.
  const pin = (await page.getByRole('img', { name: 'Spot location' }).boundingBox())!;
  const own = { x: pin.x + pin.width / 2, y: pin.y + pin.height / 2 + 14 };

  // The photo's own spot is where it already is.
  await expect(async () => {
    await page.mouse.click(own.x, own.y);
    await expect(page.getByText(`The photo is already at ${spot.title}.`)).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });

  // The other spot lies east of it on the same parallel.
  const metresEast = offsetDeg * 111_320 * Math.cos((lat * Math.PI) / 180);
  const point = { x: own.x + metresEast / (await metresPerPixel(page)), y: own.y };
  const card = page.getByRole('tooltip', { name: target.title });
  await expect(async () => {
    await page.mouse.move(point.x - 40, point.y - 40);
    await page.mouse.move(point.x, point.y, { steps: 3 });
    await expect(card).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.mouse.click(point.x, point.y);
  await expect(page.getByText(`Move '${title}' to ${target.title}?`)).toBeVisible();
  await screenshot(page, 'fix-photo-2-confirm-desktop');
  await expectNoSeriousA11yViolations(page, 'the photo move confirmation');
  // The click chose the spot: the page did not go to it.
  await expect(page).toHaveURL(new RegExp(`/l/${spot.slug}/${spot.id}\\?map&fixPhoto=`));
  await page.getByRole('button', { name: 'Move', exact: true }).click();

  // The move is recorded for votes and the photo opens again, showing the proposal.
  await expect(page.getByText('The request to move the location was recorded')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/l/${spot.slug}/${spot.id}\\?map&photo=${photo.id}$`));
  await expect(banner).toBeHidden();
  await expect(dialog.getByText('Proposed location:')).toBeVisible();
  await expect(dialog.getByRole('link', { name: target.title })).toBeVisible();
  await expect(dialog.getByLabel('Rating of the proposed location')).toBeVisible();
  await screenshot(page, 'fix-photo-3-pending-desktop');
  const stored = (await (await page.request.get(`/api/photo/${photo.id}`)).json()) as {
    newSpot: { idSpot: number } | null;
  };
  expect(stored.newSpot?.idSpot).toBe(target.id);

  // Phone size: the banner and its list of the spots nearby.
  await page.setViewportSize(PHONE);
  await page.goto(`/l/${spot.slug}/${spot.id}?map&fixPhoto=${photo.id}`);
  await expect(banner).toBeVisible();
  await mapSettled(page);
  await screenshot(page, 'fix-photo-4-banner-phone');
  await banner.getByRole('button', { name: 'Choose from a list' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await screenshot(page, 'fix-photo-5-list-phone');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await banner.getByRole('button', { name: 'Cancel' }).click();
  await expect(banner).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/l/${spot.slug}/${spot.id}\\?map$`));
  expect(errors).toEqual([]);
});
