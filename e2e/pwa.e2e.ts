import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signUpConfirmed } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { popularSpots } from './support/demo-spots';
import { mapSettled } from './support/map';
import { photoWithGps } from './support/photos';

test.use({ serviceWorkers: 'allow' });

/** Shares files to the app as a phone's share sheet does: a multipart POST to the share target. */
async function shareFiles(page: Page, files: string[]) {
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.enctype = 'multipart/form-data';
    form.action = '/share-target';
    const input = document.createElement('input');
    input.type = 'file';
    input.name = 'photos';
    input.multiple = true;
    form.append(input);
    form.id = 'share-sheet';
    document.body.append(form);
  });
  await page.locator('#share-sheet input').setInputFiles(files);
  await page.evaluate(() => (document.getElementById('share-sheet') as HTMLFormElement).submit());
}

/** The spot page shows its title, its first photo loaded and its sunrise time. */
async function expectSpotWithPhotosAndSunTimes(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const photo = page.locator('figure img').first();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByTestId('sunrise-time').first()).toHaveText(/\d{1,2}:\d{2}/);
}

test('the installed app keeps a spot for offline and takes photos shared to it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const errors = watchConsole(page);
  const spot = (await popularSpots(request))[0]!;

  // The service worker installs and controls the page.
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const manifest = await request.get('/manifest.webmanifest');
  expect((await manifest.json()) as object).toMatchObject({
    display: 'standalone',
    share_target: { action: '/share-target', method: 'POST' },
  });

  // A spot is saved for offline, and listed with its size.
  await page.goto(`/l/${spot.slug}/${spot.id}`);
  await expect(page.getByRole('heading', { level: 1, name: spot.title })).toBeVisible();
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByText(/^Saved for offline \(\d/), errors.join('\n')).toBeVisible();
  await page.goto('/offline');
  const packs = page.getByRole('list', { name: 'Saved packs' });
  await expect(packs.getByRole('link', { name: spot.title })).toBeVisible();
  await expect(packs).toContainText(/Spot · [\d.]+ (kB|MB)/);
  await expectNoSeriousA11yViolations(page, 'saved for offline');

  // Without signal, the spot opens with its photos and sun times.
  await context.setOffline(true);
  // The network is really gone for the worker too: a read never made before fails.
  const notKept = await page.evaluate(() =>
    fetch('/api/search/nothing-read-before').then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(notKept).toBe('failed');
  await page.goto(`/l/${spot.slug}/${spot.id}`);
  await expectSpotWithPhotosAndSunTimes(page, spot.title);
  await context.setOffline(false);

  // A photo shared from the phone's gallery lands on the new-photo page with its pin.
  await signUpConfirmed(page, 'Shirin Example');
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await shareFiles(page, [await photoWithGps('Half Dome shared.jpg')]);
  await expect(page).toHaveURL(/\/newPhoto\?shared$/);
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue('Half Dome shared');
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded' })).toBeVisible();
  await expect(page.getByLabel('Position of the new spot')).toHaveText('37.730600, -119.573600');
  await expectNoSeriousA11yViolations(page, 'new photo from a share');

  // A file that is not a photograph is named, and the waiting photo is kept.
  page.on('dialog', (dialog) => void dialog.accept());
  const notes = path.join(os.tmpdir(), 'notes.txt');
  await writeFile(notes, 'not a photo');
  await shareFiles(page, [notes]);
  await expect(page.getByRole('alert')).toContainText(
    'notes.txt is not a photograph and was not loaded',
  );
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue('Half Dome shared');

  // A share that carried no file says so.
  await shareFiles(page, []);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Nothing was shared: no file arrived.' }),
  ).toBeVisible();

  // Twenty photos at once: the first ten are taken, and the others named to share again.
  const many = await photoWithGps('Meadow.jpg');
  await shareFiles(
    page,
    Array.from({ length: 20 }, () => many),
  );
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /Vantage takes 10 photos at a time, so 10 were loaded\. Not loaded: / }),
  ).toBeVisible();
});

test('the spots in view on the map are kept for offline and open without signal', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  const spot = (await popularSpots(request))[0]!;
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // The map around the spot: its spots in view are saved, photos, skylines and map included.
  await page.goto(`/map?map&lat=${spot.lat}&long=${spot.long}&zoom=12`);
  await mapSettled(page);
  await page.getByRole('button', { name: 'Save spots in view' }).click();
  await expect(page.getByText(/^Saved for offline \(\d/), errors.join('\n')).toBeVisible();
  await page.goto('/offline');
  const packs = page.getByRole('list', { name: 'Saved packs' });
  await expect(packs).toContainText(/Spots in view · [\d.]+ (kB|MB)/);
  await expectNoSeriousA11yViolations(page, 'spots in view saved for offline');

  // Without signal, the pack opens the list of those spots, and the spot opens from it with its
  // photos and sun times (its page was never opened online, so they come from the pack).
  await context.setOffline(true);
  await packs.getByRole('link').first().click();
  const list = page.getByRole('list', { name: 'Spots in this region' });
  await list.getByRole('link', { name: spot.title, exact: true }).click();
  await expectSpotWithPhotosAndSunTimes(page, spot.title);

  // The pack is deleted from the list, and with it what it stored.
  await context.setOffline(false);
  await page.goto('/offline');
  await packs.getByRole('button', { name: /^Delete / }).click();
  await expect(page.getByText('Nothing is saved yet.', { exact: false })).toBeVisible();
});

const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

/** The width and height a PNG's header states. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** The image size a launch screen's media query asks for, in device pixels. */
function sizeForMedia(media: string): { width: number; height: number } {
  const number = (feature: string) => {
    const found = new RegExp(`\\(${feature}: ([\\d.]+)(px)?\\)`).exec(media);
    expect(found, `${feature} in ${media}`).not.toBeNull();
    return Number(found![1]);
  };
  const ratio = number('-webkit-device-pixel-ratio');
  const shortSide = number('device-width') * ratio;
  const longSide = number('device-height') * ratio;
  const orientation = /\(orientation: (portrait|landscape)\)/.exec(media)?.[1];
  expect(orientation, `orientation in ${media}`).toBeDefined();
  return orientation === 'portrait'
    ? { width: shortSide, height: longSide }
    : { width: longSide, height: shortSide };
}

test('an iPhone or iPad starts the installed app on a launch screen the size of its screen', async ({
  request,
}) => {
  const html = await (
    await request.get('/', { headers: { 'User-Agent': IPHONE_USER_AGENT } })
  ).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const links = [...head.matchAll(/<link\b[^>]*\brel="apple-touch-startup-image"[^>]*>/g)].map(
    ([tag]) => ({
      media: /\bmedia="([^"]+)"/.exec(tag)?.[1] ?? '',
      href: /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '',
    }),
  );
  // The current iPhones in portrait and the iPads both ways, each screen once.
  expect(links.length).toBeGreaterThanOrEqual(20);
  expect(
    links.some(({ media }) =>
      media.includes(
        '(device-width: 440px) and (device-height: 956px) and (-webkit-device-pixel-ratio: 3) and (orientation: portrait)',
      ),
    ),
  ).toBe(true);
  expect(links.some(({ media }) => media.includes('(orientation: landscape)'))).toBe(true);
  expect(new Set(links.map(({ media }) => media)).size).toBe(links.length);

  let totalBytes = 0;
  for (const { media, href } of links) {
    const image = await request.get(href);
    expect(image.status(), href).toBe(200);
    expect(image.headers()['content-type'], href).toBe('image/png');
    const body = await image.body();
    expect(pngSize(body), `${href} for ${media}`).toEqual(sizeForMedia(media));
    totalBytes += body.length;
  }
  // Flat colour and one icon: small files, and none of them in the offline worker's precache.
  expect(totalBytes / links.length).toBeLessThan(30_000);
  const worker = await (await request.get('/sw.js')).text();
  // The precache names its files without the leading slash.
  for (const { href } of links) expect(worker).not.toContain(href.replace(/^\//, ''));
});
