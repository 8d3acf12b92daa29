import { expect, test, type Page } from '@playwright/test';
import { galleryPath, SpotListSummary } from '@vantage/shared';
import { z } from 'zod';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { popularSpots } from './support/demo-spots';
import { openPhonePage } from './support/phone';

/** The pages the journeys share: a spot, one of its photos and a public demo gallery. */
async function sharedPages(page: Page) {
  const [spot] = await popularSpots(page.request);
  const photoId = spot!.image!.id;
  const galleries = z
    .array(SpotListSummary)
    .parse(await (await page.request.get('/api/spotlist/lena_alpine')).json());
  const gallery = galleries.find((candidate) => candidate.isPublic)!;
  return [
    {
      what: 'spot',
      open: `/l/${spot!.slug}/${spot!.id}`,
      path: `/i/${spot!.id}`,
      title: spot!.title,
    },
    {
      what: 'photo',
      open: `/photo/${photoId}`,
      path: `/photo/${photoId}`,
      title: spot!.image!.title || null,
    },
    {
      what: 'gallery',
      open: galleryPath(gallery),
      path: galleryPath(gallery),
      title: gallery.title,
    },
  ] as const;
}

test('the share menu of a spot, a photo and a gallery copies its address', async ({
  page,
  context,
  baseURL,
}) => {
  const errors = watchConsole(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  for (const shared of await sharedPages(page)) {
    await page.goto(shared.open);
    await page.getByRole('button', { name: 'Share', exact: true }).first().click();
    const menu = page.getByRole('menu');
    // A click while the page still hydrates opens the menu once it has: wait for it to be open
    // before looking at what it offers and how it reads.
    const copy = menu.getByRole('menuitem', { name: /^Copy link/ });
    await expect(copy).toBeVisible();
    // A desktop Chromium without a share sheet offers copying only.
    await expect(menu.getByRole('menuitem', { name: /Share via/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `the share menu of a ${shared.what}`);
    await copy.click();
    await expect(page.getByText('Link copied to clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}${shared.path}`,
    );
    await expect(menu).toBeHidden();
  }
  expect(errors).toEqual([]);
});

test("on a phone the share menu opens the phone's share sheet with the address and title", async ({
  browser,
  baseURL,
}) => {
  const { page, errors } = await openPhonePage(browser);
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    Object.assign(window, { shareCalls: calls });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        calls.push(data);
        return Promise.resolve();
      },
    });
  });
  for (const shared of await sharedPages(page)) {
    await page.goto(shared.open);
    await page.getByRole('button', { name: 'Share', exact: true }).first().click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: /^Copy link/ })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Share via…' }).click();
    await expect(menu).toBeHidden();
    const calls = await page.evaluate(
      () => (window as unknown as { shareCalls: ShareData[] }).shareCalls,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${baseURL}${shared.path}`);
    if (shared.title) expect(calls[0]!.title).toBe(shared.title);
    else expect(calls[0]!.title).toBeTruthy();
  }
  await expectNoSeriousA11yViolations(page, 'a gallery on a phone');
  expect(errors).toEqual([]);
  await page.context().close();
});
