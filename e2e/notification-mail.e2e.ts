import { expect, request, test, type Page } from '@playwright/test';
import { spotPath } from '@vantage/shared';
import { memberPage, signUpWatched } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoSpot } from './support/demo-spots';
import { addPhotoAt } from './support/photos';
import { screenshotOf } from './support/screenshots';

/** The member's newest mail in the dev outbox that says `text`, waited for as it arrives. */
async function mailSaying(page: Page, email: string, text: string | RegExp) {
  const mail = page.locator('article').filter({ hasText: email }).filter({ hasText: text }).first();
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(mail).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  return mail;
}

test('a member has new photos where they follow mailed as they happen, and stops them with one click', async ({
  page,
  browser,
}) => {
  const { errors, member } = await signUpWatched(page, 'Mara Mailbox');
  const spot = await demoSpot(page, 'Lago di Braies');
  await page.goto(spotPath(spot));
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // In the settings, new photos where she follows are to be mailed as they happen.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await page.getByRole('tab', { name: 'Settings' }).click();
  const mails = page.getByRole('region', { name: 'Notification e-mails' });
  const newPhotos = mails.getByRole('combobox', { name: 'New photos where I follow' });
  await expect(newPhotos).toHaveText('Daily digest');
  await expect(mails.getByRole('combobox', { name: 'Votes on my photos' })).toHaveText('Off');
  await newPhotos.click();
  await page.getByRole('option', { name: 'As it happens' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(newPhotos).toHaveText('As it happens');
  await expectNoSeriousA11yViolations(page, 'the profile settings with the notification e-mails');
  await screenshotOf(
    page.getByRole('heading', { name: 'E-mail', exact: true }).locator('..'),
    'notification-mail-settings',
  );
  const settingsUrl = page.url();

  // Another member adds a photo at the spot: the mail arrives, with the photo's link.
  const other = await memberPage(browser, 'Piet Photographer');
  await other.goto('/');
  const { photo } = await addPhotoAt(other, spot.id, 'Braies in the mist');
  const mail = await mailSaying(page, member.email, 'A new photo at “Lago di Braies”');
  await expect(mail.locator(`a[href$="/photo/${photo.id}"]`)).toBeVisible();
  await expect(mail.locator(`a[href="${settingsUrl}"]`)).toBeVisible();
  const header = mail.locator('.header', { hasText: 'List-Unsubscribe:' });
  const unsubscribeUrl = /<(.+)>/.exec((await header.locator('code').textContent()) ?? '')?.[1];
  expect(unsubscribeUrl).toMatch(/\/unsubscribe\?u=\d+&sig=/);
  await expect(mail.locator('.header', { hasText: 'List-Unsubscribe-Post:' })).toContainText(
    'List-Unsubscribe=One-Click',
  );

  // Her mail provider's Unsubscribe button: one POST, no cookie, no page.
  const provider = await request.newContext();
  const unsubscribed = await provider.post(unsubscribeUrl!, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(unsubscribed.status()).toBe(200);
  await provider.dispose();

  // The next photo reaches her bell but not her mailbox. A member who follows the spot and
  // signed up after her is mailed of it, so by then her turn has come and gone.
  const witness = await memberPage(browser, 'Wim Witness');
  await witness.goto(spotPath(spot));
  await witness.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(witness.getByRole('button', { name: 'Following' })).toBeVisible();
  const witnessEmail = await witness.evaluate(async () => {
    const me = (await (await fetch('/api/user/me')).json()) as { email: string; id: number };
    await fetch('/api/notifications/mail', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ newPhoto: 'instant' }),
    });
    return me.email;
  });
  const second = await addPhotoAt(other, spot.id, 'Braies at noon');
  await mailSaying(page, witnessEmail, 'A new photo at “Lago di Braies”');
  await page.goto('/dev/outbox');
  await expect(
    page.locator('article').filter({ hasText: member.email }).filter({ hasText: 'A new photo' }),
  ).toHaveCount(1);
  await page.goto(settingsUrl);
  await expect(page.getByText('E-mail news are off, so no notification is mailed.')).toBeVisible();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', {
      name: /new photos? at “Lago di Braies”/,
    }),
  ).toBeVisible();
  expect(second.photo.id).toBeGreaterThan(photo.id);
  expect(errors).toEqual([]);
});
