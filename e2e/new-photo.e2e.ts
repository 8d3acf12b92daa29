import { expect, test, type Page } from '@playwright/test';
import { signUpConfirmed, signUpWatched } from './support/accounts';
import { watchConsole } from './support/console';
import { watchMapRedraw } from './support/map';
import { PHONE } from './support/phone';
import { photoWithGps } from './support/photos';
import { screenshot } from './support/screenshots';
import { expectNoSeriousA11yViolations } from './support/axe';

/** The map's box and the pin's box on the page. */
async function mapAndPin(page: Page) {
  const box = (await page.locator('.maplibregl-canvas').boundingBox())!;
  const pin = (await page.getByRole('img', { name: /\(drag to move\)$/ }).boundingBox())!;
  return { box, pin };
}

test('a member uploads a photograph with GPS, makes a new spot for it and finds it again', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { errors, member } = await signUpWatched(page, 'Dorothea Example');
  const title = `Glacier dawn ${member.stamp}`;
  const file = await photoWithGps(`${title}.jpg`);

  // The top bar's upload button opens the page.
  await page.goto('/');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page).toHaveURL(/\/newPhoto$/);
  await expect(page.getByRole('tab', { name: 'Upload a Photograph' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'Link from Web' })).toBeVisible();
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();

  // Nothing chosen yet.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please select a photograph to upload first.')).toBeVisible();

  const uploaded = page.waitForResponse(
    (res) => res.url().endsWith('/api/photo') && res.request().method() === 'POST',
  );
  // The photograph's GPS position moves the map there.
  const mapCentred = await watchMapRedraw(page);
  await page.getByLabel('Photograph file').setInputFiles(file);
  const upload = await uploaded;
  expect(upload.status()).toBe(200);
  expect(((await upload.json()) as { imageID: string }).imageID).toBeTruthy();
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded' })).toBeVisible();

  // Title from the file name; EXIF shown; the pin stands at the GPS position, centred.
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(title);
  const exif = page.getByRole('definition');
  await expect(exif.filter({ hasText: 'FUJIFILM X-T5' })).toBeVisible();
  await expect(exif.filter({ hasText: '1/250 s' })).toBeVisible();
  await expect(exif.filter({ hasText: 'f/8' })).toBeVisible();
  await expect(page.getByLabel('Position of the new spot')).toHaveText('37.730600, -119.573600');
  const pin = page.getByRole('img', { name: 'New Spot (drag to move)' });
  await expect(pin).toBeVisible();
  await mapCentred();
  const { box, pin: pinBox } = await mapAndPin(page);
  // The pin's tip is its bottom centre; the map was centred on it.
  expect(Math.abs(pinBox.x + pinBox.width / 2 - (box.x + box.width / 2))).toBeLessThan(4);
  expect(Math.abs(pinBox.y + pinBox.height - (box.y + box.height / 2))).toBeLessThan(4);
  await page.mouse.move(box.x + 40, box.y + box.height - 40);
  await screenshot(page, 'new-photo-1-uploaded-desktop');

  // A new spot needs a title.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter title of the new Photography Spot.')).toBeVisible();
  await screenshot(page, 'new-photo-2-spot-title-desktop');
  await expectNoSeriousA11yViolations(page, 'the new photo form');

  const spotTitle = `Glacier Ledge ${member.stamp}`;
  await page.getByRole('textbox', { name: /^Spot title/ }).fill(spotTitle);
  await expect(page.getByRole('img', { name: `${spotTitle} (drag to move)` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Tags' }).fill('sunrise,');
  await page.getByRole('textbox', { name: 'Description' }).fill('First light on **Half Dome**.');

  const created = page.waitForResponse(
    (res) => res.url().endsWith('/api/img') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const body = (await answer.json()) as {
    photo: { id: number; title: string; exif: { Model?: string } | null };
    spot: { id: number; slug: string; title: string };
  };
  expect(body.photo.title).toBe(title);
  expect(body.spot.title).toBe(spotTitle);

  await expect(page.getByText('Thank you for the new photograph!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/l/${body.spot.slug}/${body.spot.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: spotTitle })).toBeVisible();
  await expect(page.getByRole('img', { name: title }).first()).toBeVisible();
  await screenshot(page, 'new-photo-3-spot-page');

  // The spot's more-menu opens the page again with this spot chosen (`?l=`).
  await page.getByRole('button', { name: 'More', exact: true }).first().click();
  await page.getByRole('menuitem', { name: 'Add a photo' }).click();
  await expect(page).toHaveURL(new RegExp(`/newPhoto\\?l=${body.spot.id}$`));
  await expect(page.getByLabel('Chosen spot')).toHaveText(spotTitle);
  await expect(page.getByText('Spot title')).toHaveCount(0);

  // The recent-uploads feed has it, and so does the member's profile.
  const latest = (await (await page.request.get('/api/photos/latest?limit=100')).json()) as {
    id: number;
  }[];
  expect(latest.map((photo) => photo.id)).toContain(body.photo.id);
  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Recent Uploads' });
  await expect(recent.getByRole('link', { name: title }).first()).toBeVisible();
  await recent.getByRole('link', { name: 'See all' }).click();
  await expect(page).toHaveURL(/\/explore\/recent$/);
  await expect(page.getByRole('heading', { name: 'Recent Uploads', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  const me = (await (await page.request.get('/api/user/')).json()) as { id: number };
  await page.goto(`/user/${me.id}`);
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await screenshot(page, 'new-photo-4-profile');

  expect(errors).toEqual([]);
});

test('a phone shows the form with the map in its location section, and visitors are asked to log in', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const errors = watchConsole(page);

  await page.goto('/newPhoto');
  await expect(
    page.getByText('Please login or sign up first in order to participate.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await screenshot(page, 'new-photo-5-visitor-phone');

  const member = await signUpConfirmed(page, 'Imogen Example');
  const file = await photoWithGps(`Sentinel ${member.stamp}.jpg`);
  await page.goto('/newPhoto');
  await page.getByLabel('Photograph file').setInputFiles(file);
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded' })).toBeVisible();
  await expect(page.getByLabel('Position of the new spot')).toHaveText('37.730600, -119.573600');
  await screenshot(page, 'new-photo-6-form-phone', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the new photo form on a phone');
  await page.getByRole('region', { name: "Map of the photo's location" }).scrollIntoViewIfNeeded();
  await screenshot(page, 'new-photo-7-map-phone');

  // Leaving with the photograph chosen but not published asks first.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page
    .getByRole('link', { name: / home$/ })
    .first()
    .click();
  await expect.poll(() => asked).toEqual(['Changes you made are not saved. Do you want to leave?']);
  await expect(page).toHaveURL(/\/newPhoto$/);

  expect(errors).toEqual([]);
  await context.close();
});
