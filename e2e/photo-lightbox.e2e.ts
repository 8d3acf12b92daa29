import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpConfirmed } from './support/accounts';
import { watchConsole } from './support/console';
import { PHONE } from './support/phone';
import { publishPhoto } from './support/photos';
import { screenshot } from './support/screenshots';
import { expectNoSeriousA11yViolations } from './support/axe';

/** In fullscreen the lightbox's buttons hide this long after the pointer stops. */
const CONTROLS_HIDE_MS = 3000;
/**
 * An Escape this soon after fullscreen ended belongs to leaving fullscreen (the browser may
 * hand the page the same key press), so it does not close the lightbox too.
 */
const ESCAPE_AFTER_EXIT_MS = 250;

/** A landscape JPEG drawn from an SVG, as base64 so it can cross into the page. */
async function landscapeJpegBase64(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="1000">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2b3a67"/><stop offset="0.55" stop-color="#e08e45"/>
      <stop offset="1" stop-color="#f3c178"/>
    </linearGradient></defs>
    <rect width="1500" height="1000" fill="url(#sky)"/>
    <circle cx="980" cy="640" r="70" fill="#ffd89b"/>
    <path d="M0 760 L300 520 L520 660 L760 430 L1000 640 L1220 520 L1500 700 L1500 1000 L0 1000 Z" fill="#1d2b2b"/>
    <path d="M0 880 Q750 820 1500 900 L1500 1000 L0 1000 Z" fill="#36525a"/>
  </svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return jpeg.toString('base64');
}

/** Publishes the landscape at a new spot. */
async function createPhoto(page: Page, title: string, position: { lat: number; lng: number }) {
  return publishPhoto(page, {
    jpegBase64: await landscapeJpegBase64(),
    fileName: 'dusk.jpg',
    title,
    description: 'Lake water after the rain, **calm** at last.',
    exif: {
      Make: 'FUJIFILM',
      Model: 'X-T5',
      Focal: 23,
      Focal35: 35,
      FNumber: 8,
      Exposure: 0.004,
      ISO: 200,
      Date: '2024:06:10 21:25',
    },
    position,
  });
}

const details = (page: Page) => page.getByRole('complementary', { name: 'Photo details' });
const rating = (page: Page) => page.getByLabel('Rating of the photo');

test('the photo lightbox: view, fullscreen, edit, votes of another member and delete', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The page's timers run on a clock the journey can stop, to show what happens when.
  await page.clock.install();
  const errors = watchConsole(page);
  const owner = await signUpConfirmed(page, 'Ada Lightbox');
  const title = `Dusk over the lake ${owner.stamp}`;
  // A quiet corner of the Julian Alps, away from the demo spots.
  const position = { lat: 46.3 + Math.random() * 0.05, lng: 13.9 + Math.random() * 0.05 };
  const { photo, spot } = await createPhoto(page, title, position);
  const spotUrl = new RegExp(`/l/${spot.slug}/${spot.id}$`);

  // Opened from the spot page, the lightbox sits over it with the photo flag.
  await page.goto(`/l/${spot.slug}/${spot.id}`);
  // Escape in the lightbox is the photo's, so a search being typed is kept.
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill('Julian Alps');
  await page.getByRole('link', { name: `Open photo ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/l/${spot.slug}/${spot.id}\\?photo=${photo.id}$`));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog.getByText('calm', { exact: true })).toBeVisible();
  await expect(dialog.getByText('1/250 s')).toBeVisible();
  await expect(dialog.getByText('FUJIFILM X-T5')).toBeVisible();
  await expect(
    dialog.getByText(/^shot \d+ (min|h) (before|after) (sunrise|sunset)$/),
  ).toBeVisible();
  await expect(dialog.getByRole('link', { name: `${title} spot` })).toHaveAttribute(
    'href',
    `/l/${spot.slug}/${spot.id}`,
  );
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page).toHaveTitle(`${title} - Vantage`);

  // The share menu offers the photo's and the spot's links; Escape closes only the menu.
  await dialog.getByRole('button', { name: 'Share' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /Copy link/ })).toContainText(
    `/photo/${photo.id}`,
  );
  await expect(menu.getByRole('menuitem', { name: /Copy spot link/ })).toContainText(
    `/i/${spot.id}`,
  );
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(details(page)).toBeVisible();
  await expect(dialog.getByRole('img', { name: title })).toHaveJSProperty('complete', true);
  await screenshot(page, 'photo-lightbox-1-view-desktop');
  await expectNoSeriousA11yViolations(page, 'the photo lightbox');

  // L goes fullscreen: only the photo; Escape leaves fullscreen, a second Escape closes.
  // The page's time stands still from here, and moves only as the journey says.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.keyboard.press('l');
  await expect(details(page)).toBeHidden();
  await screenshot(page, 'photo-lightbox-2-fullscreen-desktop');
  // The buttons hide 3 s after the mouse stops and come back when it moves.
  const controls = page.getByTestId('lightbox-controls');
  await expect(controls).toHaveCSS('opacity', '1');
  await page.clock.runFor(CONTROLS_HIDE_MS - 100);
  await expect(controls).toHaveCSS('opacity', '1');
  await page.clock.runFor(600);
  await expect(controls).toHaveCSS('opacity', '0');
  await page.mouse.move(400, 300);
  await page.mouse.move(420, 320);
  await expect(controls).toHaveCSS('opacity', '1');
  await page.keyboard.press('Escape');
  await expect(details(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?photo=${photo.id}$`));
  await page.clock.runFor(ESCAPE_AFTER_EXIT_MS + 50);
  await page.clock.resume();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(spotUrl);
  await expect(search).toHaveValue('Julian Alps');

  // The owner edits the title.
  await page.getByRole('link', { name: `Open photo ${title}` }).click();
  await dialog.getByRole('button', { name: 'Edit' }).click();
  const newTitle = `${title} (edited)`;
  await dialog.getByLabel('Title').fill(newTitle);
  await dialog.getByLabel('Exposure (s), e.g. 1/250').fill('1/125');
  await screenshot(page, 'photo-lightbox-3-edit-desktop');
  await expectNoSeriousA11yViolations(page, 'the photo edit view');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes were saved.')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: newTitle })).toBeVisible();
  await expect(dialog.getByText('1/125 s')).toBeVisible();

  // Phone size: the photo above its details, and the edit view.
  await page.setViewportSize(PHONE);
  await expect(dialog.getByRole('img', { name: newTitle })).toHaveJSProperty('complete', true);
  await screenshot(page, 'photo-lightbox-4-view-phone');
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByLabel('Title')).toBeVisible();
  await screenshot(page, 'photo-lightbox-5-edit-phone', { fullPage: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Do you really want to cancel the edit?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(dialog.getByRole('heading', { name: newTitle })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });

  // Another member: no edit or delete, and a vote counts at once.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const otherErrors = watchConsole(other);
  await signUpConfirmed(other, 'Bea Voter');
  const otherDialog = other.getByRole('dialog');
  // From Recent Uploads on the home page the lightbox opens over the home page.
  await other.goto('/');
  // Its home list may be the one cached before the edit, so either title will do.
  await other.getByRole('link', { name: title }).first().click();
  await expect(other).toHaveURL(new RegExp(`/\\?photo=${photo.id}$`));
  await expect(otherDialog.getByRole('heading', { name: newTitle })).toBeVisible();
  await otherDialog.getByRole('button', { name: 'Close' }).click();
  await expect(otherDialog).toBeHidden();
  await expect(other).toHaveURL(/\/$/);
  // The /photo/{id} address opens the lightbox on its own.
  await other.goto(`/photo/${photo.id}`);
  await expect(otherDialog.getByRole('heading', { name: newTitle })).toBeVisible();
  await expect(otherDialog.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(otherDialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const before = Number(await rating(other).textContent());
  await otherDialog.getByRole('button', { name: 'Vote up the photo' }).click();
  await expect(other.getByText('Thank you for your vote!')).toBeVisible();
  await expect(rating(other)).toHaveText(String(before + 1));
  await screenshot(other, 'photo-lightbox-6-voted-desktop');
  // Closing the /photo/{id} page goes to the photo's spot page.
  await otherDialog.getByRole('button', { name: 'Close' }).click();
  await expect(other).toHaveURL(spotUrl);
  expect(otherErrors).toEqual([]);
  await otherContext.close();

  // The owner deletes it: only the exact word YES lets the delete go ahead.
  await page.reload();
  await expect(dialog.getByRole('heading', { name: newTitle })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText(
      "Do you really want to permanently delete this photograph? The action is irreversible! Please type the word 'YES' if you want to proceed.",
    ),
  ).toBeVisible();
  const confirmDelete = page.getByRole('button', { name: 'Delete', exact: true }).last();
  await page.getByLabel('Type YES to confirm').fill('yes');
  await expect(confirmDelete).toBeDisabled();
  await page.getByLabel('Type YES to confirm').fill('YES');
  await confirmDelete.click();
  await expect(page.getByText('The photograph was successfully deleted.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(spotUrl);
  await expect(page.getByRole('link', { name: `Open photo ${newTitle}` })).toHaveCount(0);
  expect((await page.request.get(`/api/photo/${photo.id}`)).status()).toBe(404);
  expect(errors).toEqual([]);
});
