import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { popularSpots } from './support/demo-spots';
import { mapSettled } from './support/map';
import { openPhonePage } from './support/phone';

/** Sets the planning day to about the 10th of June with the keyboard on a day slider. */
async function setJune(page: Page, scope: ReturnType<Page['locator']>) {
  const day = scope.getByRole('slider', { name: 'Day of the year' });
  await day.focus();
  await page.keyboard.press('Home');
  // Ten days a step.
  for (let step = 0; step < 16; step++) await page.keyboard.press('PageUp');
  await expect(scope.getByTestId('planning-instant')).toContainText('Jun');
}

/** The map panel's sunset, as its one-line header says it: 'Sunset 21:08'. */
async function mapPanelSunset(page: Page): Promise<string> {
  const header = await page
    .getByRole('region', { name: 'Sun, moon and weather' })
    .locator('p')
    .first()
    .textContent();
  return /Sunset (\d\d:\d\d)/.exec(header ?? '')?.[1] ?? '';
}

for (const phone of [false, true]) {
  test(`one planning state for every panel of the map page${phone ? ' on a phone' : ''}`, async ({
    browser,
    request,
  }) => {
    const spot = (await popularSpots(request))[0]!;
    const { page, errors } = phone
      ? await openPhonePage(browser)
      : await (async () => {
          const context = await browser.newContext();
          const opened = await context.newPage();
          return { page: opened, errors: watchConsole(opened) };
        })();
    await page.goto(`/l/${spot.slug}/${spot.id}?map`);
    const mapPanel = page.getByRole('region', { name: 'Sun, moon and weather' });
    await expect(mapPanel).toBeVisible();
    if ((await mapPanel.getByRole('slider', { name: 'Day of the year' }).count()) === 0) {
      await mapPanel.getByRole('button', { name: 'Unfold the sun and moon panel' }).click();
    }
    await setJune(page, mapPanel);
    const sunset = await mapPanelSunset(page);
    expect(sunset).toMatch(/^\d\d:\d\d$/);

    // The sidebar's panel, still out of view, already shows the same day.
    const sidebar = page.getByRole('group', { name: 'Sun and moon planning' });
    await expect(sidebar.getByTestId('planning-instant')).toContainText('Jun');
    await expect(sidebar.getByTestId('sunset-time')).toContainText(sunset);

    // The shadows switch is one switch, wherever it is pressed.
    const mapShadows = mapPanel.getByRole('button', { name: 'Shadows', exact: true });
    const sideShadows = sidebar.getByRole('button', { name: 'Shadows', exact: true });
    const before = await mapShadows.getAttribute('aria-pressed');
    const after = before === 'true' ? 'false' : 'true';
    await mapShadows.click();
    await expect(mapShadows).toHaveAttribute('aria-pressed', after);
    await expect(sideShadows).toHaveAttribute('aria-pressed', after);
    await page.reload();
    await expect(mapPanel.getByRole('button', { name: 'Shadows', exact: true })).toHaveAttribute(
      'aria-pressed',
      after,
    );
    await expect(sideShadows).toHaveAttribute('aria-pressed', after);
    // Back as it was, for the journeys after this one.
    await sideShadows.click();
    await expect(mapPanel.getByRole('button', { name: 'Shadows', exact: true })).toHaveAttribute(
      'aria-pressed',
      before!,
    );
    await mapSettled(page);
    await expectNoSeriousA11yViolations(page, 'the map page with its planning panels');
    expect(errors).toEqual([]);
    await page.context().close();
  });
}
