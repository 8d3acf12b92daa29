import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { demoSpot } from './support/demo-spots';
import { mapSettled } from './support/map';

/** Presses Tab until `target` has the focus (at most 60 times, as a person would). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The title on the focused spot card: its first line. */
function focusedTitle(page: Page) {
  return page.evaluate(() => document.activeElement?.querySelector('p')?.textContent ?? null);
}

test('a keyboard-only visitor moves the map, walks the spots in view and opens one', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto('/');
  const braies = await demoSpot(page, 'Lago di Braies');
  await page.goto(`/map?map&sb&lat=${braies.lat}&long=${braies.long}&zoom=9`);
  await mapSettled(page);

  // The map takes the keyboard: arrow keys pan, + and - zoom.
  const canvas = page.locator('.maplibregl-canvas');
  await tabTo(page, canvas);
  const readout = page.getByLabel('Map centre and zoom');
  const start = await readout.textContent();
  await page.keyboard.press('ArrowRight');
  await expect(readout).not.toHaveText(start!);
  const panned = await readout.textContent();
  await page.keyboard.press('Minus');
  await expect(readout).not.toHaveText(panned!);
  await page.keyboard.press('Equal');
  await mapSettled(page);

  // The spots in view are a list beside the map: arrow keys walk it, the pin lights up.
  const bar = page.getByRole('list', { name: 'Spots in view' });
  await tabTo(page, bar.getByRole('link').first());
  await expect(page.getByTestId('spot-highlight')).toBeVisible();
  const first = await focusedTitle(page);
  expect(first).toBeTruthy();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => focusedTitle(page)).not.toBe(first);
  await expect(page.getByTestId('spot-highlight')).toBeVisible();
  await page.keyboard.press('Home');
  await expect.poll(() => focusedTitle(page)).toBe(first);
  await expectNoSeriousA11yViolations(page, 'the map with its spots in view');

  // Enter opens the focused spot.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/l\/[^/]+\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: first! })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the spot page');
  expect(errors).toEqual([]);
});
