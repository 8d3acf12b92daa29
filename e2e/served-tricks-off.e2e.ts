import { expect, test as base, type Locator } from '@playwright/test';
import { startAppServer, type AppServer } from './support/app-server';
import { watchHydration } from './support/console';
import { demoSpot } from './support/demo-spots';
import { fakeOutsideServicesEnv, fakesBasePort } from './support/fake-outside-services';
import { journeyServerEnv } from './support/journey-server';
import { ownPort } from './support/own-world';

/**
 * The served pages with every speed trick switched off (`SERVED_TRICKS=off`): React's,
 * Emotion's and the browser's plain path, which each trick must be able to fall back to.
 */
const test = base.extend<object, { plainServer: AppServer }>({
  plainServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern, and it has none
    async ({}, use, workerInfo) => {
      const server = await startAppServer(
        (origin) => ({
          ...journeyServerEnv(origin, fakeOutsideServicesEnv(fakesBasePort())),
          SERVED_TRICKS: 'off',
        }),
        ownPort(workerInfo.parallelIndex, 9),
      );
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ plainServer }, use) => use(plainServer.origin),
});

/** Waits until React has taken over the element the server rendered. */
async function expectHydrated(element: Locator) {
  await expect
    .poll(() =>
      element
        .first()
        .evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
}

test('the home page is served with its content and hydrates on the plain path', async ({
  page,
}) => {
  const problems = watchHydration(page);
  const html = await (await page.request.get('/')).text();
  // Every trick off, and the page says so to the browser.
  expect(html).toContain('data-served-off="slices heldPresses servedQueries styles"');
  expect(html).not.toContain('data-hydration-slice');
  expect(html).not.toContain('__vantageTakeHeldClick');
  expect(html).not.toContain('data-served-styles');
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  const nearby = page.getByRole('link', { name: 'Nearby Spots' }).first();
  await expectHydrated(nearby);
  await nearby.click();
  await expect(page).toHaveURL(/\/explore\/nearby$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nearby Spots' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a spot page hydrates and its buttons answer once it has', async ({ page }) => {
  const problems = watchHydration(page);
  const spot = await demoSpot(page, 'Lago di Braies');
  await page.goto(`/l/Lago_di_Braies/${spot.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lago di Braies' })).toBeVisible();
  // Without held presses, a press counts once the app has taken the button over.
  const login = page.getByRole('button', { name: 'Login / Sign up' });
  await expectHydrated(login);
  await login.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the search box leads to the results, which the browser asks for itself', async ({ page }) => {
  const problems = watchHydration(page);
  await page.goto('/');
  const box = page.getByRole('search').getByRole('textbox', { name: 'Search' }).first();
  await expectHydrated(box);
  await box.fill('Braies');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/Braies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search: Braies' })).toBeVisible();
  await expect(page.getByText('Lago di Braies').first()).toBeVisible();
  expect(problems).toEqual([]);
});
