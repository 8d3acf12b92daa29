import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { screenshot } from './support/screenshots';

test('the home buttons, every Explore tab and Nearby Spots from the position or a place', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A visitor in Cortina d'Ampezzo who lets the site see the position.
  const context = await browser.newContext({
    geolocation: { latitude: 46.5369, longitude: 12.1357 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  const errors = watchConsole(page);

  await page.goto('/');
  await page.getByRole('link', { name: 'Nearby Spots' }).first().click();
  await expect(page).toHaveURL(/\/explore\/nearby$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nearby Spots' })).toBeVisible();
  // Allowed before, so the position is used at once; the nearest demo spots come first.
  const nearby = page.getByRole('region', { name: 'Nearest to your position' });
  await expect(nearby.getByRole('link').first()).toBeVisible();
  const distances = await nearby.getByText(/ away$/).allTextContents();
  expect(distances.length).toBeGreaterThan(3);
  const metres = distances.map((text) => {
    const [, value, unit] = /^([\d.,]+)\s*(km|m) away$/.exec(text)!;
    return Number(value!.replace(',', '')) * (unit === 'km' ? 1000 : 1);
  });
  expect(metres).toEqual([...metres].sort((a, b) => a - b));
  expect(metres[0]).toBeLessThan(50_000);
  await expect(page.getByRole('link', { name: 'Map', exact: true })).toHaveAttribute(
    'href',
    /\/map\?map&lat=46\.5369&long=12\.1357&zoom=10$/,
  );
  await screenshot(page, 'explore-1-nearby');
  await expectNoSeriousA11yViolations(page, 'Nearby Spots');

  // A typed place instead of the position.
  await page.getByRole('textbox', { name: 'Or a place' }).fill('46.6186, 12.3022');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('region', { name: 'Nearest to 46.6186, 12.3022' })).toBeVisible();

  // Most Photographed: 20 spots, 20 more when scrolled to the end.
  await page.getByRole('link', { name: 'Most Photographed' }).first().click();
  await expect(page).toHaveURL(/\/explore\/mostphoto$/);
  const cards = page.locator('main a[href^="/l/"]');
  await expect(cards).toHaveCount(20);
  const counts = await cards.getByText(/^\d+ photos?$/).allTextContents();
  const numbers = counts.map((text) => Number.parseInt(text, 10));
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  const more = page.waitForResponse((res) => res.url().includes('mostPhotographed') && res.ok());
  await page.getByRole('button', { name: 'More spots' }).scrollIntoViewIfNeeded();
  await more;
  await expect.poll(() => cards.count()).toBeGreaterThan(20);
  await screenshot(page, 'explore-2-most-photographed');
  await expectNoSeriousA11yViolations(page, 'Most Photographed');

  for (const [tab, heading] of [
    ['Popular Locations', 'Popular Locations'],
    ['Recent Uploads', 'Recent Uploads'],
    ['Favorite Photos', 'Favorite Photos'],
    ['World Map', 'World Map'],
  ] as const) {
    await page
      .getByRole('navigation', { name: 'Explore' })
      .getByRole('link', { name: tab })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('not available yet')).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'Open the world map' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('the About tabs and the help dialog with its four topics', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/about/features');
  await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
  const features = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(features).toHaveCount(7);
  // Each feature has its picture, loaded.
  for (const picture of await page.locator('main li img').all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(640);
  }
  // Visitors are invited to join.
  await expect(page.getByRole('button', { name: 'Join' })).toBeVisible();
  await screenshot(page, 'about-1-features');
  await expectNoSeriousA11yViolations(page, 'About: Features');
  // The community's corrections lead to the Review page and to how impact and badges are earned.
  await page.getByRole('link', { name: 'How members earn impact and badges' }).click();
  await expect(page).toHaveURL(/\/badges$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Vote on open proposals' }).click();
  await expect(page).toHaveURL(/\/review$/);
  await page.goBack();

  const nav = page.getByRole('navigation', { name: 'About' });
  await nav.getByRole('link', { name: 'Contacts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of Service' }).first()).toBeVisible();
  await nav.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/about\/tos$/);
  await nav.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/about\/privacy$/);

  // The help dialog from the top bar: the list of topics, then one topic with its picture.
  await page.getByRole('button', { name: 'Help' }).click();
  const dialog = page.getByRole('dialog', { name: 'Help' });
  await expect(dialog).toBeVisible();
  for (const topic of ['Test shot', 'Fix orientation', 'Set default view', 'Photography spot']) {
    await expect(dialog.getByRole('button', { name: new RegExp(`^${topic}`) })).toBeVisible();
  }
  await dialog.getByRole('button', { name: /^Photography spot/ }).click();
  const topic = page.getByRole('dialog', { name: 'Photography spot' });
  await expect(topic.getByRole('img', { name: /where the tripod stands/ })).toBeVisible();
  await screenshot(page, 'about-2-help-topic');
  await expectNoSeriousA11yViolations(page, 'the help dialog');
  await topic.getByRole('button', { name: 'All topics' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});
