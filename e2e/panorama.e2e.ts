import { expect, test, type Locator, type Page } from '@playwright/test';
import type { TileSpot } from '@vantage/shared';
import { signUpConfirmed } from './support/accounts';
import { watchConsole } from './support/console';
import { demoSpot } from './support/demo-spots';
import { openPhonePage } from './support/phone';
import { screenshot } from './support/screenshots';
import { expectNoSeriousA11yViolations } from './support/axe';

// 19:05 in Yosemite (PDT) on the March equinox: the sun is about to set due west.
const EQUINOX_EVENING = new Date('2026-03-21T02:05:00Z');

/**
 * Waits until the viewer has drawn its panorama and stands still: it marks its element
 * `data-viewer-state` `loading` until then, and `moving` while it turns to a position.
 */
async function viewerReady(view: Locator) {
  await expect(view.getByTestId('panorama-viewer')).toHaveAttribute('data-viewer-state', 'ready');
}

/** Opens a spot's 360 view and waits for the viewer's canvas and the sun. */
async function open360(page: Page, spot: TileSpot): Promise<Locator> {
  await page.goto(`/l/_/${spot.id}?360`);
  const view = page.getByRole('region', { name: '360° view' });
  await expect(view.locator('canvas').first()).toBeVisible();
  await expect(view.getByLabel('View direction')).toBeVisible();
  return view;
}

/** Turns the view to the sun and waits for the turn to end. */
async function lookAtSun(view: Locator) {
  await viewerReady(view);
  await view.getByRole('button', { name: 'Look at the sun' }).click();
  await viewerReady(view);
}

/** Opens a mode of the view's more-menu (its menu opens on the page, outside the view). */
async function chooseMode(view: Locator, mode: string) {
  await view.getByRole('button', { name: 'More' }).click();
  await view.page().getByRole('menuitem', { name: mode }).click();
}

/** Whether the viewer's canvas fills the view, as it does once it has followed a new size. */
async function canvasFillsView(view: Locator): Promise<boolean> {
  const outer = (await view.boundingBox())!;
  const canvas = (await view.locator('canvas').first().boundingBox())!;
  return canvas.width === outer.width && canvas.height === outer.height;
}

async function headingOf(view: Locator): Promise<number> {
  const text = await view.getByLabel('View direction').textContent();
  return Number(/Heading (\d+)°/.exec(text ?? '')?.[1]);
}

/** The heading shown follows the view on its next frame: at sunset it ends due west. */
async function headingShowsWest(view: Locator) {
  await expect
    .poll(async () => {
      const heading = await headingOf(view);
      return heading >= 262 && heading <= 275 ? 'west' : heading;
    })
    .toBe('west');
}

test('the 360 view plans a sunset over the synthetic horizon and keeps a default view', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await page.clock.install({ time: EQUINOX_EVENING });
  const tunnelView = await demoSpot(page, 'Tunnel View');

  // Opened from the spot page's 360° button.
  await page.goto(`/l/_/${tunnelView.id}`);
  // A press on the server-rendered button before the app has taken the page over is held, and
  // made once the page has hydrated: one press, however slow the machine.
  await page.getByRole('button', { name: '360°' }).click();
  await expect(page).toHaveURL(/[?&]360(&|=|$)/, { timeout: 30_000 });
  let view = page.getByRole('region', { name: '360° view' });
  await expect(view.locator('canvas').first()).toBeVisible();
  await expect(view.getByText('Synthetic horizon: no panorama here yet')).toBeVisible();
  // The page opened at the server's moment; Now takes this browser's (evening) clock.
  await view.getByRole('button', { name: 'Now' }).click();
  await expect(view.getByLabel('Planning time')).toContainText('19:05');
  await expect(view.getByRole('button', { name: 'Move forward' })).toBeDisabled();

  // The sun sits low in the west, beside the sunset mark on the horizon.
  await lookAtSun(view);
  await headingShowsWest(view);
  const sun = page.locator('.vantage-sun-marker');
  await expect(sun).toBeVisible();
  const viewBox = (await view.boundingBox())!;
  const sunBox = (await sun.boundingBox())!;
  expect(Math.abs(sunBox.x + sunBox.width / 2 - (viewBox.x + viewBox.width / 2))).toBeLessThan(30);
  expect(Math.abs(sunBox.y + sunBox.height / 2 - (viewBox.y + viewBox.height / 2))).toBeLessThan(
    30,
  );
  await expect(page.locator('.vantage-horizon-event', { hasText: '↓ 19:' })).toBeVisible();
  await screenshot(page, 'panorama-1-sunset-desktop');
  await expectNoSeriousA11yViolations(page, 'the 360 view');

  // Lens simulation: the crop factor and the lens change the focal length and field of view.
  const focal = view.getByLabel('Focal length');
  await expect(focal).toHaveText('24 mm');
  await expect(view.getByLabel('Field of view')).toHaveText('74°');
  await view.getByLabel('Sensor').selectOption('APS-C');
  await expect(focal).toHaveText('16 mm (24 mm eq.)');
  await view.getByRole('button', { name: '50 mm lens' }).click();
  await expect(focal).toHaveText('50 mm (75 mm eq.)');
  await expect(view.getByLabel('Field of view')).toHaveText('27°');
  await view.getByRole('button', { name: 'Longer lens' }).click();
  await expect(focal).toHaveText('52 mm (78 mm eq.)');
  await view.getByRole('button', { name: 'Wider lens' }).click();
  await view.getByRole('button', { name: 'Wider lens' }).click();
  await expect(focal).toHaveText('48 mm (72 mm eq.)');
  await screenshot(page, 'panorama-2-lens-desktop');

  // A visitor may look but not submit.
  await chooseMode(view, 'Set default view');
  await expect(
    view.getByText('Rotate and zoom to a typical composition from this Spot.'),
  ).toBeVisible();
  await view.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Please login or sign up first in order to participate.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Elevation mode: Submit waits for a change; non-numbers are ignored.
  await view.getByRole('button', { name: 'Close set default view' }).click();
  await chooseMode(view, 'Adjust elevation');
  await expect(view.getByText('Enter elevation of the Spot')).toBeVisible();
  const elevationCard = view.getByRole('region', { name: 'Adjust elevation' });
  await expect(elevationCard.getByRole('button', { name: 'Submit' })).toBeDisabled();
  const field = elevationCard.getByLabel('Elevation (m)');
  const before = await field.inputValue();
  await field.pressSequentially('x');
  await expect(field).toHaveValue(before);
  await field.fill(String(Number(before) + 120));
  await expect(elevationCard.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await screenshot(page, 'panorama-3-elevation-desktop');
  await elevationCard.getByRole('button', { name: 'Close adjust elevation' }).click();
  await expect(elevationCard).toBeHidden();

  // Closing drops the flag and shows the map again.
  await view.getByRole('button', { name: 'Close the 360° view' }).click();
  await expect(page).not.toHaveURL(/[?&]360/);
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();
  // The large map beside a spot has its own 360 toggle.
  await page.getByRole('button', { name: '360° view', exact: true }).click();
  await expect(page).toHaveURL(/[?&]360(&|=|$)/);
  await expect(view.locator('canvas').first()).toBeVisible();

  // A member sets the default view; it opens that way next time.
  await signUpConfirmed(page, 'Ansel Example');
  view = await open360(page, tunnelView);
  await expect(view.getByLabel('Focal length')).toHaveText('16 mm (24 mm eq.)');
  await lookAtSun(view);
  await view.getByRole('button', { name: '35 mm lens' }).click();
  await expect(view.getByLabel('Focal length')).toHaveText('35 mm (53 mm eq.)');
  const savedHeading = await headingOf(view);
  await chooseMode(view, 'Set default view');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/set3DView'));
  await view.getByRole('button', { name: 'Submit' }).click();
  // What is saved is the view shown: a 35 mm lens on APS-C (53 mm eq.) sees 37.8° across.
  expect((await sent).postDataJSON().fov).toBeCloseTo(37.8, 0);
  await expect(page.getByText('Thank you for the submission!')).toBeVisible();

  await page.reload();
  view = page.getByRole('region', { name: '360° view' });
  // The heading shows once the reloaded panorama is drawn: slow on a busy machine.
  await expect(view.getByLabel('View direction')).toBeVisible({ timeout: 30_000 });
  await expect(view.getByLabel('Focal length')).toHaveText('35 mm (53 mm eq.)');
  expect(Math.abs((await headingOf(view)) - savedHeading)).toBeLessThanOrEqual(1);
  await expect(page.locator('.vantage-sun-marker')).toBeVisible();
  await screenshot(page, 'panorama-4-restored-desktop');

  // Fullscreen: the buttons fade 3 s after the pointer stops and come back when it moves.
  await view.getByRole('button', { name: 'Fullscreen' }).click();
  await page.mouse.move(400, 300);
  await expect(view).toHaveAttribute('data-idle', 'false');
  // The viewer follows its new size on the next frames.
  await expect.poll(() => canvasFillsView(view)).toBe(true);
  await expect(page.locator('.vantage-sun-marker')).toBeVisible();
  // The lens is kept when the view changes shape.
  await expect(view.getByLabel('Focal length')).toHaveText('35 mm (53 mm eq.)');
  await screenshot(page, 'panorama-5-fullscreen-desktop');
  await expect(view).toHaveAttribute('data-idle', 'true', { timeout: 5000 });
  await page.mouse.move(420, 320);
  await expect(view).toHaveAttribute('data-idle', 'false');

  expect(errors).toEqual([]);
});

test('the 360 view fits a phone', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, errors } = await openPhonePage(browser);
  await page.clock.install({ time: EQUINOX_EVENING });
  const tunnelView = await demoSpot(page, 'Tunnel View');
  // The skyline arrives while the view turns to the sun: the turn goes on to the sun.
  let releaseSkyline = () => {};
  const skylineHeld = new Promise<void>((resolve) => (releaseSkyline = resolve));
  await page.route(`**/api/point/${tunnelView.id}/horizon`, async (route) => {
    await skylineHeld;
    await route.continue();
  });
  const view = await open360(page, tunnelView);
  await viewerReady(view);
  const skyline = page.waitForResponse(`**/api/point/${tunnelView.id}/horizon`);
  await view.getByRole('button', { name: 'Look at the sun' }).click();
  releaseSkyline();
  await skyline;
  await viewerReady(view);
  await expect(page.locator('.vantage-sun-marker')).toBeVisible();
  await expect(view.getByLabel('Focal length')).toBeVisible();
  await expect(view.getByLabel('Time of day')).toBeVisible();
  await screenshot(page, 'panorama-6-sunset-mobile');
  await chooseMode(view, 'Set default view');
  await expect(
    view.getByText('Rotate and zoom to a typical composition from this Spot.'),
  ).toBeVisible();
  await screenshot(page, 'panorama-7-default-view-mobile');
  expect(errors).toEqual([]);
  await page.context().close();
});
