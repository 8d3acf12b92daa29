import { expect, test, type Page } from '@playwright/test';
import { latLngOf, lngLatToTile, type TileSpot } from '@vantage/shared';
import { signUpWatched } from './support/accounts';
import { demoSpot } from './support/demo-spots';
import { clickMapCentre, mapSettled } from './support/map';
import { horizontalOverflow, openPhonePageAsMember } from './support/phone';
import { screenshot } from './support/screenshots';
import { expectNoSeriousA11yViolations } from './support/axe';

/** Opens the large map on a spot (its `lat` and `long` as the API gives them) once it has settled. */
async function openMapAt(page: Page, at: Pick<TileSpot, 'lat' | 'long'>, flags = '') {
  await page.goto(`/map?map${flags}&lat=${at.lat}&long=${at.long}&zoom=16`);
  await mapSettled(page);
}

const duplicateCheck = (page: Page) =>
  page.waitForResponse((res) => res.url().includes('/api/duplicates/') && res.ok());

/** Clicks the map's centre to place the pin there, and waits for the duplicate check it starts. */
async function placePinAtCentre(page: Page) {
  const checked = duplicateCheck(page);
  await clickMapCentre(page);
  await checked;
}

test('a member places a new spot, is warned about a duplicate, saves it and finds it again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { errors, member } = await signUpWatched(page, 'Galen Example');
  const tunnelView = await demoSpot(page, 'Tunnel View');

  await openMapAt(page, tunnelView);
  await page.getByRole('button', { name: 'New spot' }).click();
  await expect(page).toHaveURL(/[?&]newSpot(&|$)/);
  await expect(page.getByText('Click on the map to place the new spot')).toBeVisible();
  await screenshot(page, 'new-spot-1-placing-desktop');
  await expectNoSeriousA11yViolations(page, 'the new-spot placing hint');

  // Right on a demo spot: the box warns and links to it.
  await placePinAtCentre(page);
  const pin = page.getByRole('img', { name: 'New Spot (drag to move)' });
  await expect(pin).toBeVisible();
  const warning = page.getByRole('alert').filter({ hasText: 'A spot already exists within' });
  await expect(warning).toContainText(/A spot already exists within \d+ m: Tunnel View/);
  await expect(warning.getByRole('link', { name: 'Tunnel View' })).toHaveAttribute(
    'href',
    new RegExp(`/l/Tunnel_View/${tunnelView.id}$`),
  );
  await expect(page.getByRole('button', { name: 'Save anyway' })).toBeVisible();
  await expect(page.getByLabel('Position of the new spot')).toHaveText(
    /^37\.7156\d*, -119\.677\d*$/,
  );
  // The pointer leaves the spot, so its hover card does not hide the pin.
  await page.mouse.move(900, 650);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await screenshot(page, 'new-spot-2-duplicate-desktop');

  // Opening the existing spot with a draft asks before leaving; staying keeps the draft.
  const title = `Wawona Lookout ${member.stamp}`;
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await warning.getByRole('link', { name: 'Tunnel View' }).click();
  await expect.poll(() => asked).toEqual(['Changes you made are not saved. Do you want to leave?']);
  await expect(page).toHaveURL(/\/map\?/);

  // Drag the pin to an empty place nearby: the warning goes away.
  const from = (await pin.boundingBox())!;
  const checked = duplicateCheck(page);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height - 12);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 100, from.y + from.height - 12, { steps: 8 });
  await page.mouse.move(from.x + from.width / 2 + 220, from.y + from.height - 12, { steps: 8 });
  await page.mouse.up();
  expect(await (await checked).json()).toEqual([]);
  await expect(warning).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();

  const tags = page.getByRole('textbox', { name: 'Tags' });
  await tags.fill('Sunrise,');
  await tags.fill('granite cliffs');
  await tags.press('Enter');
  await tags.fill('sunrise');
  await tags.press('Enter');
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    'Sunrise',
    'granite cliffs',
  ]);
  await expect(page.getByText(`${title.length}/120`)).toBeVisible();
  await screenshot(page, 'new-spot-3-form-desktop');
  await expectNoSeriousA11yViolations(page, 'the new-spot form');

  const created = page.waitForResponse(
    (res) => res.url().endsWith('/api/point') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const spot = (await answer.json()) as TileSpot & { slug: string; hier: string };
  await expect(page.getByText('Thank you for the new spot!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/l/${spot.slug}/${spot.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const location = page.getByRole('navigation', { name: 'Location' });
  await expect(location.getByRole('link', { name: 'United States' })).toBeVisible();
  for (const tag of ['United States', 'Sunrise', 'granite cliffs']) {
    await expect(page.getByRole('link', { name: tag, exact: true }).last()).toBeVisible();
  }
  expect(spot.hier).toMatch(/^North America\\United States/);
  await screenshot(page, 'new-spot-4-spot-page');

  // On the map: the tile list has it, and a click on it opens it.
  const at = latLngOf(spot);
  const { x, y } = lngLatToTile(at.lng, at.lat, 10);
  const tile = (await (await page.request.get(`/api/pspots/10/${x}/${y}`)).json()) as {
    spots: TileSpot[];
  };
  expect(tile.spots.map((listed) => listed.id)).toContain(spot.id);
  await openMapAt(page, spot);
  await expect(page.getByRole('button', { name: 'New spot' })).toBeVisible();
  await clickMapCentre(page);
  await expect(page).toHaveURL(new RegExp(`/l/[^/]+/${spot.id}`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // In search.
  await page.goto(`/search/${encodeURIComponent(title)}`);
  await expect(page.locator(`a[href$="/${spot.id}"]`).first()).toBeVisible();
  await screenshot(page, 'new-spot-5-search');

  expect(errors).toEqual([]);
});

test('the place-new-spot box fits a phone: placing the pin shows the form over the map', async ({
  browser,
}) => {
  const { page, errors } = await openPhonePageAsMember(browser, 'Vivian Example');
  const tunnelView = await demoSpot(page, 'Tunnel View');

  await openMapAt(page, tunnelView, '&newSpot');
  await expect(page.getByText('Click on the map to place the new spot')).toBeVisible();
  await screenshot(page, 'new-spot-1-placing-mobile');

  await placePinAtCentre(page);
  const form = page.getByRole('form', { name: 'New spot' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('alert')).toContainText(
    /A spot already exists within \d+ m: Tunnel View/,
  );
  // The form covers the map.
  const mapUnderCentre = await page.evaluate(
    () =>
      document
        .elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)
        ?.closest('.maplibregl-map') != null,
  );
  expect(mapUnderCentre).toBe(false);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'new-spot-2-duplicate-mobile');

  await form.getByRole('button', { name: 'Move the pin' }).click();
  await expect(page.getByText('Drag the pin or tap the map to move it.')).toBeVisible();
  await expect(form).toBeHidden();
  await screenshot(page, 'new-spot-3-move-pin-mobile');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'New spot' })).toBeVisible();
  await expect(page).not.toHaveURL(/newSpot/);
  await screenshot(page, 'new-spot-0-button-mobile');
  expect(errors).toEqual([]);
  await page.context().close();
});
