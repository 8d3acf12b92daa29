import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { popularSpots } from './support/demo-spots';
import { mapSettled } from './support/map';
import { horizontalOverflow, openPhonePage } from './support/phone';
import { screenshot, screenshotOf } from './support/screenshots';

/** Webcam previews come from the webcam service's own image host, out of reach in tests. */
const unreachableImages = (error: string) =>
  /Failed to load resource|ERR_NAME_NOT_RESOLVED|ERR_CONNECTION/.test(error);

/** Clicks a horizontal slider at a share of its width. */
async function clickSlider(page: Page, slider: Locator, share: number) {
  const rail = slider.locator('xpath=ancestor::span[contains(@class, "MuiSlider-root")]');
  const box = (await rail.boundingBox())!;
  await page.mouse.click(box.x + box.width * share, box.y + box.height / 2);
}

async function firstSpot(request: APIRequestContext) {
  return (await popularSpots(request))[0]!;
}

test('a photographer plans the light of a spot: date and time, sun lines, weather and webcams', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const spot = await firstSpot(request);

  // The spot page's 'Sun and moon' panel follows the day and time sliders.
  await page.goto(`/l/${spot.slug}/${spot.id}`);
  await expect(page.getByRole('heading', { level: 1, name: spot.title })).toBeVisible();
  const panel = page.getByRole('group', { name: 'Sun and moon planning' });
  const day = page.getByRole('slider', { name: 'Day of the year' }).first();
  const time = page.getByRole('slider', { name: 'Time of day' }).first();
  const sunrise = page.getByTestId('sunrise-time').first();
  const azimuth = page.getByTestId('sun-azimuth').first();
  await expect(day).toBeVisible();

  // 'When to go' judges the next sunrises and sunsets from the (fake) forecast, with reasons,
  // and shows the months and light the demo photos were taken in.
  const whenToGo = page.getByRole('region', { name: 'When to go' }).last();
  const verdicts = whenToGo.locator('[data-verdict]');
  await expect(verdicts).toHaveCount(4);
  await expect(verdicts.first().locator('li').first()).not.toBeEmpty();
  await expect(verdicts.first()).toContainText(/^(Go|Maybe|No-go)/);
  await expect(whenToGo.getByRole('region', { name: 'Season' })).toBeVisible();
  await screenshotOf(whenToGo, 'planning-0-when-to-go');
  await expectNoSeriousA11yViolations(page, 'the when-to-go card', [
    'section[aria-label="When to go"]',
  ]);

  await day.focus();
  await page.keyboard.press('Home');
  await expect(day).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByTestId('planning-instant').first()).toContainText('1 Jan');
  const januarySunrise = await sunrise.textContent();
  await clickSlider(page, day, 0.5);
  await expect(page.getByTestId('planning-instant').first()).toContainText(/Jul|Jun/);
  await expect(sunrise).not.toHaveText(januarySunrise!);

  await clickSlider(page, time, 0.3);
  const morning = await azimuth.textContent();
  await clickSlider(page, time, 0.75);
  await expect(azimuth).not.toHaveText(morning!);
  await expect(page.getByTestId('light-phase').first()).not.toBeEmpty();
  await screenshotOf(panel.first(), 'planning-1-sun-panel');

  // The weather toggle opens the large map with the forecast; lines are drawn from the spot.
  await page.getByRole('button', { name: 'Weather', exact: true }).first().click();
  await expect(page).toHaveURL(/[?&]map(&|=|$)/);
  await expect(page).toHaveURL(/[?&]w(&|=|$)/);
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();
  const forecastDays = page.getByRole('tablist', { name: 'Forecast day' }).getByRole('tab');
  await expect(forecastDays).toHaveCount(5);
  await expect(forecastDays.nth(0)).toHaveText('Today');
  await expect(forecastDays.nth(1)).toHaveText('Tomorrow');
  await forecastDays.nth(1).click();
  const steps = page.getByRole('list', { name: 'Forecast for Tomorrow' }).getByRole('listitem');
  await expect(steps).toHaveCount(8);
  await expect(steps.first()).toContainText('°C');
  await expect(steps.first()).toContainText('m/s');

  const mapPanel = page.getByRole('region', { name: 'Sun, moon and weather' });
  await expect(page.locator('[data-overlay="sunset"]')).toBeVisible();
  const sunDisc = page.getByRole('img', { name: /^Sun \d+°/ });
  await expect(sunDisc).toBeVisible();
  const mapTime = mapPanel.getByRole('slider', { name: 'Time of day' });
  await clickSlider(page, mapTime, 0.35);
  const before = {
    label: await sunDisc.getAttribute('aria-label'),
    box: await sunDisc.boundingBox(),
  };
  await clickSlider(page, mapTime, 0.7);
  await expect(sunDisc).not.toHaveAttribute('aria-label', before.label!);
  const after = await sunDisc.boundingBox();
  expect(Math.hypot(after!.x - before.box!.x, after!.y - before.box!.y)).toBeGreaterThan(20);
  await mapSettled(page);
  await screenshot(page, 'planning-2-map-weather');
  await expectNoSeriousA11yViolations(page, 'the planning map and weather');

  // 'Webcams around' is closed at first; opened, it shows the webcams near the spot.
  const webcamsToggle = page.getByRole('button', { name: 'Webcams around' });
  await expect(webcamsToggle).toHaveAttribute('aria-expanded', 'false');
  await webcamsToggle.click();
  const tiles = page.getByRole('article', { name: /^Webcam / });
  await expect(tiles.first()).toBeVisible();
  expect(await tiles.count()).toBeGreaterThanOrEqual(1);
  await expect(tiles.first()).toContainText(/\d+(\.\d)? k?m/);
  const video = page.locator('[data-video-state]').first();
  await expect(video).toHaveAttribute('data-video-state', 'stopped');
  // Each click moves the tile on once; a click lost to a layout shift under load is retried.
  const step = async (action: RegExp, next: string) => {
    await expect(async () => {
      const button = video.getByRole('button', { name: action });
      if ((await button.count()) === 1) await button.click({ timeout: 2_000 });
      await expect(video).toHaveAttribute('data-video-state', next, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  };
  await step(/^Play/, 'playing');
  await expect(video.locator('iframe')).toHaveCount(1);
  await step(/^Pause/, 'paused');
  await expect(video.locator('iframe')).toHaveCount(0);
  await step(/^Stop/, 'stopped');
  await page.getByLabel('Daylight').check();
  await tiles.first().scrollIntoViewIfNeeded();
  await screenshot(page, 'planning-3-webcams');
  await expectNoSeriousA11yViolations(page, 'the webcams panel');

  // The panel states and preferences are remembered on the next visit.
  await page.getByRole('button', { name: 'Shadows', exact: true }).first().click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Webcams around' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // The panel below the screen takes over the server's HTML, with the preference, as it is reached.
  const shadows = page.getByRole('button', { name: 'Shadows', exact: true }).first();
  await shadows.scrollIntoViewIfNeeded();
  await expect(shadows).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByLabel('Daylight')).toBeChecked();

  expect(errors.filter((error) => !unreachableImages(error))).toEqual([]);
});

test('on a phone the map, its sun lines and the weather stay usable', async ({
  browser,
  request,
}) => {
  const spot = await firstSpot(request);
  const { page, errors } = await openPhonePage(browser);
  await page.goto(`/l/${spot.slug}/${spot.id}?map&w`);
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Forecast day' }).getByRole('tab')).toHaveCount(5);
  await expect(page.locator('[data-overlay="sunrise"]')).toBeVisible();
  await mapSettled(page);
  await screenshot(page, 'planning-4-phone-map');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.goto(`/l/${spot.slug}/${spot.id}`);
  await page.getByRole('group', { name: 'Sun and moon planning' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'planning-5-phone-panel');
  expect(errors.filter((error) => !unreachableImages(error))).toEqual([]);
  await page.context().close();
});
