import { expect, test, type Page } from '@playwright/test';
import { Spot } from '@vantage/shared';
import {
  PASSWORD,
  confirmFromOutbox,
  followMailLink,
  newMember,
  openLoginDialog,
  signUp,
} from './support/accounts';
import { watchConsole } from './support/console';
import { mapSettled } from './support/map';
import { PHONE, horizontalOverflow } from './support/phone';
import { screenshot } from './support/screenshots';
import { expectNoSeriousA11yViolations } from './support/axe';

/** Opens an entry of the signed-in user's menu. */
async function accountMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a new member confirms the e-mail, edits the profile and signs back in; others see no settings', async ({
  page,
  browser,
}) => {
  const errors = watchConsole(page);
  const member = newMember('Ansel Example');
  const username = `ansel_${member.stamp}`;

  await page.goto('/');
  await signUp(page, member, 'accounts-1-sign-up');
  await confirmFromOutbox(page, member.email);

  await accountMenu(page, 'My Profile');
  await expect(page).toHaveURL(/\/(by|user)\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await expect(page).toHaveTitle(`${member.name} - Vantage`);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit about' }).click();
  await page
    .getByRole('textbox', { name: 'About' })
    .fill('Landscapes around **Yosemite** at first light.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes were saved.')).toBeVisible();
  await expect(page.locator('strong', { hasText: 'Yosemite' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Edit username' }).click();
  const usernameInput = page.getByRole('textbox', { name: 'Username' });
  await usernameInput.fill('ansel adams');
  await expect(
    page.getByText('Please enter only alphanumeric characters, dash or underscore'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await screenshot(page, 'accounts-2-username-rule');
  await usernameInput.fill(username);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/by/${username}/settings$`));
  await expect(page.getByText(`@${username}`).first()).toBeVisible();
  await screenshot(page, 'accounts-2-settings', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the profile settings');

  await accountMenu(page, 'Logout');
  await expect(page.getByText('You are signed out.')).toBeVisible();
  // Settings belong to the owner: signed out, the page falls back to the profile.
  await expect(page).toHaveURL(new RegExp(`/by/${username}$`));
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveCount(0);

  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('E-mail').fill(member.email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Welcome back, ${member.name}!`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/by/${username}$`));
  await expect(page.getByRole('tab', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await screenshot(page, 'accounts-3-own-profile');
  expect(errors).toEqual([]);

  // Another member, in a browser of their own, sees the profile without its settings.
  const other = await browser.newPage();
  const otherErrors = watchConsole(other);
  const second = newMember('Dorothea Example');
  await other.goto('/');
  await signUp(other, second);
  await confirmFromOutbox(other, second.email);
  await other.goto(`/by/${username}`);
  await expect(other.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await expect(other.getByRole('tab', { name: 'Photos' })).toBeVisible();
  await expect(other.getByRole('tab', { name: 'Settings' })).toHaveCount(0);
  await other.goto(`/by/${username}/settings`);
  await expect(other).toHaveURL(new RegExp(`/by/${username}$`));
  await expect(other.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await screenshot(other, 'accounts-4-other-member');
  expect(otherErrors).toEqual([]);
  await other.close();
});

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', PHONE],
] as const;

test('the account screens fit desktop and phone widths', async ({ browser, page }) => {
  const errors = watchConsole(page);
  const member = newMember('Vivian Example');
  await page.goto('/');
  await signUp(page, member);
  await confirmFromOutbox(page, member.email);

  for (const [label, viewport] of VIEWPORTS) {
    const visitor = await browser.newPage({ viewport });
    errors.push(...watchConsole(visitor));
    await visitor.goto('/login');
    await expect(visitor.getByRole('dialog')).toBeVisible();
    await screenshot(visitor, `accounts-login-${label}`);
    const signUpTab = visitor.getByRole('dialog');
    await signUpTab.getByRole('tab', { name: 'Sign up' }).click();
    await signUpTab.getByLabel('E-mail').fill('not an address');
    await signUpTab.getByRole('button', { name: 'Create account' }).click();
    await expect(signUpTab.getByText('E-mail must be an e-mail address')).toBeVisible();
    await screenshot(visitor, `accounts-sign-up-checks-${label}`);

    // A demo photographer's profile, with photos.
    await visitor.goto('/by/lena_alpine');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    const firstPhoto = visitor.locator('a[href^="/photo/"] img').first();
    await expect(firstPhoto).toBeVisible();
    await expect(firstPhoto).toHaveJSProperty('complete', true);
    expect(await horizontalOverflow(visitor)).toBeLessThanOrEqual(0);
    await screenshot(visitor, `accounts-profile-${label}`);
    await visitor.getByRole('tab', { name: 'Map' }).click();
    await expect(visitor.locator('.maplibregl-marker').first()).toBeVisible();
    await mapSettled(visitor);
    await screenshot(visitor, `accounts-profile-map-${label}`);
    await visitor.close();

    await page.setViewportSize(viewport);
    await accountMenu(page, 'My Profile');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Password' })).toBeVisible();
    await screenshot(page, `accounts-settings-${label}`, { fullPage: true });
  }
  expect(errors).toEqual([]);
});

test('a member resets a forgotten password and stops the news e-mails', async ({ page }) => {
  const errors = watchConsole(page);
  const member = newMember('Imogen Example');
  await page.goto('/');
  await signUp(page, member);
  await confirmFromOutbox(page, member.email);
  await accountMenu(page, 'Logout');
  await expect(page.getByText('You are signed out.')).toBeVisible();

  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('E-mail').fill(member.email);
  await expectNoSeriousA11yViolations(page, 'the sign-in dialog', ['[role="dialog"]']);
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    dialog.getByText('If an account exists for that e-mail, we sent a link.'),
  ).toBeVisible();
  await screenshot(page, 'accounts-5-reset-requested');

  await followMailLink(page, member.email, 'Reset your Vantage password', '?reset=');
  const reset = page.getByRole('dialog', { name: 'Choose a new password' });
  await expect(reset).toBeVisible();
  await screenshot(page, 'accounts-6-new-password');
  await reset.getByLabel('New password', { exact: true }).fill('Tide tables and moonrise 7');
  await reset.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByText('Your password was changed and you are signed in.')).toBeVisible();
  await expect(page).not.toHaveURL(/reset=/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // A link without its signature is refused before anything is sent.
  await page.goto('/unsubscribe');
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid.');
  await page.getByRole('button', { name: 'Close' }).click();

  await followMailLink(page, member.email, 'Confirm your e-mail address', '/unsubscribe?');
  const unsubscribe = page.getByRole('dialog', { name: 'Stop receiving news e-mails?' });
  await expect(unsubscribe.getByText(/we will stop sending you news/)).toBeVisible();
  await screenshot(page, 'accounts-7-unsubscribe');
  await expectNoSeriousA11yViolations(page, 'the unsubscribe page');
  await unsubscribe.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You will no longer receive news e-mails.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await accountMenu(page, 'My Profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByText('Off: you receive only e-mails about your account.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('an account not yet confirmed reads, is told why it cannot contribute, and asks for a new link', async ({
  page,
}) => {
  const errors = watchConsole(page);
  const member = newMember('Una Example');
  await page.goto('/');
  await signUp(page, member);

  // She signs in with her password before opening the link: she may, and is told what waits.
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('E-mail').fill(member.email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByText('Please confirm your e-mail with the link we sent you before you contribute.'),
  ).toBeVisible();

  // She reads a spot, and a proposed title is refused with the reason where she made it.
  const spot = Spot.parse(await (await page.request.get('/api/point/1')).json());
  await page.goto(`/l/${spot.slug}/${spot.id}`);
  await expect(page.getByRole('heading', { level: 1, name: spot.title })).toBeVisible();
  await page.getByRole('button', { name: 'Edit the title' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(`${spot.title} at dawn`);
  await page.getByRole('textbox', { name: 'Title' }).press('Enter');
  await expect(
    page.getByText(
      `Please confirm your e-mail address first: open the link we sent to ${member.email}, or ask for a new one in your profile's settings.`,
    ),
  ).toBeVisible();
  await expect(page.getByTestId('pending-title')).toHaveCount(0);
  await screenshot(page, 'accounts-8-unconfirmed-refused');

  // Her refused title is kept as a draft, so leaving asks first; she leaves.
  page.once('dialog', (leave) => {
    expect(leave.message()).toBe('Changes you made are not saved. Do you want to leave?');
    void leave.accept();
  });
  // The settings say so and send a new link, which confirms the address.
  await accountMenu(page, 'My Profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByText('Not confirmed', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Resend confirmation' }).click();
  await expect(page.getByText(`We sent a new confirmation link to ${member.email}.`)).toBeVisible();
  await screenshot(page, 'accounts-9-resend');
  await confirmFromOutbox(page, member.email);
  await accountMenu(page, 'My Profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  // The refused proposal is the browser's report of the 403, not a fault of the page.
  expect(errors.filter((error) => !error.includes('status of 403'))).toEqual([]);
});
