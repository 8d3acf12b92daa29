import { expect, test, type Page } from '@playwright/test';
import { RangeAnswer } from '@vantage/shared';
import { watchConsole } from './support/console';
import { mapSettled, watchMapRedraw } from './support/map';
import { horizontalOverflow, openPhonePage } from './support/phone';
import { screenshot } from './support/screenshots';
import { expectNoSeriousA11yViolations } from './support/axe';

/** Types into the top bar's search box and presses Enter. */
async function search(page: Page, text: string) {
  const box = page.getByPlaceholder('Find a place or GPS coordinates');
  await box.fill(text);
  await box.press('Enter');
}

test('a visitor searches a place name, sees places, tags and spots, and opens a spot', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await search(page, 'Yosemite');

  await expect(page).toHaveURL(/\/search\/Yosemite$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search: Yosemite' })).toBeVisible();
  await expect(page).toHaveTitle('Search: Yosemite - Vantage');
  await expect(page.getByPlaceholder('Find a place or GPS coordinates')).toHaveValue('Yosemite');

  const places = page.getByRole('region', { name: 'Places' });
  const valley = places.getByRole('link', { name: /Yosemite Valley/ });
  await expect(valley).toBeVisible();
  await expect(valley).toHaveAttribute('href', /^\/map\?map&lat=37\.7\d*&long=-119\.5\d*&zoom=/);
  const tags = page.getByRole('region', { name: 'Tags' });
  await expect(tags.getByRole('link', { name: /Yosemite National Park/ })).toHaveAttribute(
    'href',
    '/tag/Yosemite_National_Park',
  );

  await expect(page.getByRole('tab', { name: 'Spots', selected: true })).toBeVisible();
  const card = page.getByRole('link', { name: /Tunnel View/ });
  await expect(card).toBeVisible();
  await screenshot(page, 'search-1-results');
  await expectNoSeriousA11yViolations(page, 'the search results');

  // The Map tab shows the result spots as pins; a pin opens its spot.
  await page.getByRole('tab', { name: 'Map' }).click();
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();
  const pin = page.getByRole('button', { name: 'Glacier Point' });
  await expect(pin).toBeVisible();
  await mapSettled(page);
  await screenshot(page, 'search-2-map-tab');
  await pin.click();
  await expect(page).toHaveURL(/\/l\/Glacier_Point\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Glacier Point' })).toBeVisible();

  // Back on the results, a card opens its spot page.
  await page.goBack();
  await page.getByRole('tab', { name: 'Spots' }).click();
  await page.getByRole('link', { name: /Tunnel View/ }).click();
  await expect(page).toHaveURL(/\/l\/Tunnel_View\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tunnel View' })).toBeVisible();

  // A new search starts afresh: nothing of the earlier results is shown under the new text.
  await search(page, 'Seceda');
  await expect(page.getByRole('heading', { level: 1, name: 'Search: Seceda' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Seceda Ridgeline/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Tunnel View/ })).toHaveCount(0);

  // Escape clears the search box.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByPlaceholder('Find a place or GPS coordinates')).toHaveValue('');

  // A search that finds nothing says so.
  await search(page, 'qqxqzzvv');
  await expect(page.getByRole('heading', { name: 'No results for “qqxqzzvv”.' })).toBeVisible();

  expect(errors).toEqual([]);
});

/** The map page centred on a typed position with its pin shown, whatever the order of the parameters. */
const mapPinnedAt = (lat: string, long: string) => (url: URL) =>
  url.pathname === '/map' &&
  url.searchParams.has('map') &&
  url.searchParams.has('showGPS') &&
  url.searchParams.get('lat') === lat &&
  url.searchParams.get('long') === long &&
  url.searchParams.get('zoom') === '14';

test('coordinates typed in search open the map centred there', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/search/Dolomites');
  await expect(page.getByRole('heading', { level: 1, name: 'Search: Dolomites' })).toBeVisible();

  await search(page, '46.5725, 11.8');
  await expect(page).toHaveURL(mapPinnedAt('46.5725', '11.8'));
  const readout = page.getByLabel('Map centre and zoom');
  await expect(readout).toContainText('46.572500, 11.800000');
  // The typed position itself is pinned.
  await expect(page.getByRole('img', { name: 'Spot location' })).toBeVisible();
  await mapSettled(page);
  await screenshot(page, 'search-3-coordinates');

  await search(page, `46°33'N 11°51'E`);
  await expect(page).toHaveURL(mapPinnedAt('46.55', '11.85'));
  await expect(readout).toContainText('46.550000, 11.850000');

  // Each search was its own history entry.
  await page.goBack();
  await expect(page).toHaveURL(/lat=46\.5725/);
  expect(errors).toEqual([]);
});

test('the region view lists spots with tags, zooms in and follows the map', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const range = RangeAnswer.parse(await (await request.get('/api/range/46.6/11.8/0.6/1')).json());
  expect(range.spots.length).toBeGreaterThan(1);

  await page.goto('/search/Dolomites');
  await page.goto('/r/46.6/11.8/0.6/1');
  await expect(page).toHaveTitle('Region view - Vantage');
  const panel = page.getByRole('region', { name: 'Spots in this region' });
  await expect(panel.getByText(`${range.spots.length} spots`, { exact: true })).toBeVisible();
  const list = panel.getByRole('list', { name: 'Spots in this region' });
  const first = range.spots[0]!;
  const row = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: first.title, exact: true }) });
  for (const tag of first.tags) {
    await expect(row.getByRole('link', { name: tag, exact: true })).toBeVisible();
  }
  const summary = panel.getByRole('region', { name: 'Tag summary' });
  await expect(summary.getByRole('link', { name: /Dolomites/ })).toBeVisible();
  const canvas = page.locator('.maplibregl-canvas');
  await expect(canvas).toBeVisible();
  await expect(page.getByRole('button', { name: first.title, exact: true })).toBeVisible();
  await mapSettled(page);
  await screenshot(page, 'region-1-view');
  // Each pin on the map opens a spot that the list beside it offers as a link too.
  for (const spot of range.spots) {
    await expect(list.getByRole('link', { name: spot.title, exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page, 'the region view', [], {
    targetsWithEquivalent: '.maplibregl-marker button',
  });

  // The map follows the smaller region before it is dragged.
  const refitted = await watchMapRedraw(page);
  await panel.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page).toHaveURL(/\/r\/46\.6\/11\.8\/0\.521739\/0\.869565$/);
  await refitted();

  // Dragging the map moves the region in place (a soft change) and the list follows.
  const box = (await canvas.boundingBox())!;
  const rangeAfterMove = page.waitForResponse(
    (res) => res.url().includes('/api/range/') && !res.url().includes('/0.521739/') && res.ok(),
  );
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 200, box.y + box.height / 2, { steps: 12 });
  await page.mouse.up();
  await rangeAfterMove;
  await expect(page).not.toHaveURL(/\/r\/46\.6\/11\.8\/0\.521739\/0\.869565$/);
  const moved = new URL(page.url()).pathname.split('/').map(Number);
  expect(moved[2]).toBeCloseTo(46.6, 1);
  expect(moved[3]).toBeLessThan(11.8);
  await screenshot(page, 'region-2-moved');

  // Back skips the replaced entry and returns to the region before Zoom in.
  await page.goBack();
  await expect(page).toHaveURL(/\/r\/46\.6\/11\.8\/0\.6\/1$/);

  // A spot in the list opens its page.
  await list.getByRole('link', { name: first.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  expect(errors).toEqual([]);
});

test('search results and the region view fit a phone screen', async ({ browser }) => {
  const { page, errors } = await openPhonePage(browser);

  await page.goto('/search/lake');
  await expect(page.getByRole('region', { name: 'Places' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Spots', selected: true })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'search-4-mobile');

  await page.goto('/r/46.6/11.8/0.6/1');
  const panel = page.getByRole('region', { name: 'Spots in this region' });
  await expect(panel.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  // The map library arrives after the list; on a busy machine that takes a while.
  await expect(page.locator('.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
  // Stacked: the map above the list.
  const mapBox = (await page.getByRole('region', { name: 'Region map' }).boundingBox())!;
  const listBox = (await panel.boundingBox())!;
  expect(listBox.y).toBeGreaterThanOrEqual(mapBox.y + mapBox.height - 1);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await mapSettled(page);
  await screenshot(page, 'region-3-mobile');

  expect(errors).toEqual([]);
  await page.context().close();
});
