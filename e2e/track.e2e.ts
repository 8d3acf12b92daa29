import fs from 'node:fs';
import path from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { popularSpots } from './support/demo-spots';
import { mapSettled } from './support/map';
import { openPhonePage, PHONE, PHONE_USER_AGENT } from './support/phone';

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

/** Near Preikestolen: where the journeys' device says it is. */
const START = { latitude: 58.9865, longitude: 6.1903, accuracy: 15 };
/** About `metres` north of the start. */
const northOfStart = (metres: number) => ({
  ...START,
  latitude: START.latitude + metres / 111_195,
});

/** A page of its own on a desktop or phone window, with a console watched from the start. */
async function openPage(browser: Browser, phone: boolean, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    ...(phone ? { viewport: PHONE, userAgent: PHONE_USER_AGENT } : {}),
    ...options,
  });
  const page = await context.newPage();
  return { context, page, errors: watchConsole(page) };
}

/** The centre of the map as the map page writes it into the address. */
function mapCentre(page: Page): { lat: number; lng: number } {
  const params = new URL(page.url()).searchParams;
  return { lat: Number(params.get('lat')), lng: Number(params.get('long')) };
}

/** Waits until the map page's address says the map is centred within ~30 m of `position`. */
async function expectCentredOn(page: Page, position: { latitude: number; longitude: number }) {
  await expect
    .poll(() => {
      const { lat, lng } = mapCentre(page);
      return Math.abs(lat - position.latitude) < 3e-4 && Math.abs(lng - position.longitude) < 6e-4;
    })
    .toBe(true);
}

const fixture = (name: string) =>
  fs.readFileSync(
    path.join(import.meta.dirname, '../packages/web/src/features/map/track-fixtures', name),
    'utf8',
  );

/** A public demo gallery with spots, found among the galleries of the demo members. */
async function demoGallery(request: APIRequestContext) {
  const members = JSON.parse(
    fs.readFileSync(
      path.join(import.meta.dirname, '../packages/server/src/seed/demo-users.json'),
      'utf8',
    ),
  ) as { username: string }[];
  for (const { username: owner } of members) {
    const answer = await request.get(`/api/spotlist/${owner}`);
    if (!answer.ok()) continue;
    const lists = (await answer.json()) as {
      urlTitle: string;
      title: string;
      username: string | null;
      ownerId: number;
      isPublic: boolean;
      spotCount: number;
    }[];
    const gallery = lists.find((list) => list.isPublic && list.spotCount > 0);
    if (gallery) return gallery;
  }
  throw new Error('no public demo gallery with spots');
}

/** Drops a file on the map as a browser does when a file is dragged onto it. */
async function dropFile(page: Page, name: string, text: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, text }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], name));
      return transfer;
    },
    { name, text },
  );
  await page.locator('.maplibregl-map').dispatchEvent('dragover', { dataTransfer });
  await page.locator('.maplibregl-map').dispatchEvent('drop', { dataTransfer });
}

for (const phone of [false, true]) {
  const where = phone ? ' on a phone' : '';

  test(`/map?track follows the device's position until the map is dragged${where}`, async ({
    browser,
  }) => {
    const { context, page, errors } = await openPage(browser, phone, {
      permissions: ['geolocation'],
      geolocation: START,
    });
    await page.goto('/map?track');
    const dot = page.getByRole('img', { name: /^Your position, within/ });
    await expect(dot).toHaveAttribute('data-position', '58.986500,6.190300');
    await expect(page.getByRole('status').filter({ hasText: 'walked' })).toHaveText(
      'Following your position · 0 m walked',
    );
    await expectCentredOn(page, START);
    await mapSettled(page);

    // Walking north: the dot, the path and the map go along.
    const walked = northOfStart(250);
    await context.setGeolocation(walked);
    await expect(dot).toHaveAttribute('data-position', '58.988748,6.190300');
    await expect(page.getByRole('status').filter({ hasText: 'walked' })).toHaveText(
      'Following your position · 0.2 km walked',
    );
    await expectCentredOn(page, walked);
    await mapSettled(page);
    await expectNoSeriousA11yViolations(page, 'the map following the device');

    // Dragged by hand, the map stays where it was put while the device moves on.
    const box = (await page.locator('.maplibregl-canvas').boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 60, y + 40, { steps: 6 });
    await page.mouse.move(x - 120, y + 80, { steps: 6 });
    await page.mouse.up();
    const follow = page.getByRole('button', { name: 'Follow my position' });
    await expect(follow).toBeVisible();
    await mapSettled(page);
    const dragged = mapCentre(page);
    const further = northOfStart(650);
    await context.setGeolocation(further);
    await expect(dot).toHaveAttribute('data-position', '58.992346,6.190300');
    await expect(page.getByRole('status').filter({ hasText: 'walked' })).toHaveText(
      'Your position · 0.6 km walked',
    );
    expect(mapCentre(page)).toEqual(dragged);

    // The button brings the dot back into view and follows it again.
    await follow.click();
    await expectCentredOn(page, further);
    await expect(follow).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'walked' })).toContainText(
      'Following your position',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  test(`/map?track says in one line that the position was not allowed${where}`, async ({
    browser,
  }) => {
    const { context, page, errors } = await openPage(browser, phone);
    await page.goto('/map?track');
    await expect(page.getByRole('alert')).toHaveText(
      'Location permission was denied, so the map cannot show where you are.',
    );
    await expect(page.getByRole('img', { name: /^Your position/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'the map without the position');
    expect(errors.filter((error) => !/permission|geolocation/i.test(error))).toEqual([]);
    await context.close();
  });

  test(`a GPX, KML or GeoJSON file opened on the map is drawn as a track${where}`, async ({
    browser,
    request,
  }) => {
    const { context, page, errors } = await openPage(browser, phone);
    await page.goto('/map');
    await mapSettled(page);

    // Dropped on the map, a GPX track is drawn and fitted into view.
    await dropFile(page, 'walk.gpx', fixture('walk.gpx'));
    const opened = page.getByTestId('opened-track');
    await expect(opened).toHaveText('Morning walk to Preikestolen · 4 parts');
    await expectCentredOn(page, { latitude: 58.9885, longitude: 6.1644 });
    await mapSettled(page);
    await expectNoSeriousA11yViolations(page, 'the map with a track');
    await page.getByRole('button', { name: 'Remove the track' }).click();
    await expect(opened).toHaveCount(0);

    // A file that is no track is refused in one line naming it.
    const openFromMenu = async (files: { name: string; mimeType: string; buffer: Buffer }) => {
      await page.getByRole('button', { name: 'Map layers' }).click();
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('menuitem', { name: 'Open a track…' }).click(),
      ]);
      await chooser.setFiles(files);
    };
    await openFromMenu({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert')).toHaveText(
      'notes.txt is not a GPX, KML or GeoJSON file.',
    );
    await page.getByRole('button', { name: 'Dismiss' }).click();

    // The site's own gallery download, opened back on the map, draws its spots.
    const gallery = await demoGallery(request);
    const download = await request.get(
      `/api/spotlist/${gallery.urlTitle}/${gallery.username ?? gallery.ownerId}/gpx`,
    );
    expect(download.ok()).toBe(true);
    await openFromMenu({
      name: `${gallery.urlTitle}.gpx`,
      mimeType: 'application/gpx+xml',
      buffer: await download.body(),
    });
    await expect(opened).toHaveText(
      `${gallery.title} · ${gallery.spotCount === 1 ? '1 part' : `${gallery.spotCount} parts`}`,
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });
}
