import { expect, test } from '@playwright/test';
import { Spot, spotPath } from '@vantage/shared';
import { memberPage, signUpWatched } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { horizontalOverflow, PHONE, PHONE_USER_AGENT } from './support/phone';
import { addPhotoAt } from './support/photos';
import { screenshot } from './support/screenshots';

test('a member follows a spot, hears of a new photo there in the bell without a reload, and reads it', async ({
  page,
  browser,
  baseURL,
}) => {
  const { errors } = await signUpWatched(page, 'Fern Follower');
  // A spot of its own: the journeys beside this one change the demo's spots.
  const title = `Quiet tarn ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/point', {
    data: { lat: 46.1 + Math.random() * 0.05, long: 7.9 + Math.random() * 0.05, title },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  const spot = Spot.parse(await created.json());
  await page.goto(spotPath(spot));
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  await follow.click();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The confirmation goes on its own; fading out, it would be measured half transparent.
  const followed = page.getByText('You follow this spot: its news comes to your notifications.');
  await expect(followed).toBeVisible();
  await expect(followed).toBeHidden();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // Another member adds a photo at the spot, in a browser of their own.
  const other = await memberPage(browser, 'Pavel Photographer');
  await other.goto('/');
  const { photo } = await addPhotoAt(other, spot.id, 'Braies at first light');

  // The follower's open page hears of it, pushed by the server: no reload.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  const item = list.getByRole('link', {
    name: new RegExp(`A new photo at “${title}”, which you follow`),
  });
  await expect(item).toBeVisible();
  await expect(item).toContainText('(unread)');
  await screenshot(page, 'notifications-bell-desktop');
  await expectNoSeriousA11yViolations(page, 'the notifications list');

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/photo/${photo.id}$`));
  // The photo opens over the page, which hides the top bar from assistive technology.
  await page.goto(spotPath(spot));
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  await expect(
    list.getByRole('link', { name: new RegExp(`A new photo at “${title}”`) }),
  ).not.toContainText('(unread)');
  await page.keyboard.press('Escape');

  // On a phone the bell opens the same list as a page.
  const phoneContext = await browser.newContext({
    viewport: PHONE,
    userAgent: PHONE_USER_AGENT,
    storageState: await page.context().storageState(),
  });
  const phone = await phoneContext.newPage();
  const phoneErrors = watchConsole(phone);
  await phone.goto('/');
  await phone.getByRole('button', { name: /^Notifications/ }).click();
  await expect(phone).toHaveURL(/\/notifications$/);
  await expect(phone.getByRole('heading', { level: 1, name: 'Your notifications' })).toBeVisible();
  await expect(
    phone.getByRole('link', { name: new RegExp(`A new photo at “${title}”, which you follow`) }),
  ).toBeVisible();
  expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
  await screenshot(phone, 'notifications-page-phone');
  await expectNoSeriousA11yViolations(phone, 'the notifications page on a phone');
  await phoneContext.close();

  expect(errors).toEqual([]);
  expect(phoneErrors).toEqual([]);
});
