import { expect, type Browser, type Page } from '@playwright/test';
import { watchConsole } from './console';
import { screenshot } from './screenshots';

/** The password every journey's new member signs up with. */
export const PASSWORD = 'Granite peaks at dawn 42';

/** The address the journeys' server names as its administrator's (`ADMIN_EMAILS`). */
export const ADMIN_EMAIL = 'curator@example.com';
/** A second administrator's, for a journey of its own: each signs up once per server. */
export const SECOND_ADMIN_EMAIL = 'warden@example.com';

/** A fresh member for this run, so the journey works on any database. */
export function newMember(name: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { name, email: `${name.split(' ')[0]!.toLowerCase()}.${stamp}@example.com`, stamp };
}

/**
 * Gives the page a client address of its own (the journeys' server trusts a proxy on
 * 127.0.0.1), as each visitor has behind a real proxy: the per-client limit on e-mails would
 * otherwise count every journey's sign-ups as one visitor's.
 */
export async function actAsNewClient(page: Page): Promise<string> {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  const address = `10.${octet()}.${octet()}.${octet()}`;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  return address;
}

/** Opens the login dialog from the top bar. */
export async function openLoginDialog(page: Page) {
  await page.getByRole('button', { name: 'Login / Sign up' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Signs up in the dialog; the server asks to confirm the e-mail first. With `shot`, a
 * screenshot of the filled form is saved under that name.
 */
export async function signUp(page: Page, member: { name: string; email: string }, shot?: string) {
  await actAsNewClient(page);
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  await dialog.getByLabel('Display name').fill(member.name);
  await dialog.getByLabel('E-mail').fill(member.email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  if (shot) await screenshot(page, shot);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('Check your inbox to confirm your e-mail.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

/** Opens the link of the member's newest mail with this subject in the dev outbox. */
export async function followMailLink(page: Page, email: string, subject: string, link: string) {
  await page.goto('/dev/outbox');
  await page
    .locator('article')
    .filter({ hasText: email })
    .filter({ hasText: subject })
    .first()
    .locator(`a[href*="${link}"]`)
    .click();
}

/** Follows the confirmation link of the member's mail in the dev outbox; it signs them in. */
export async function confirmFromOutbox(page: Page, email: string) {
  await followMailLink(page, email, 'Confirm your e-mail address', '?verify=');
  // The app takes the flag from the address as it sends the token: on a first visit, once its
  // scripts have loaded, however long that takes on a busy machine.
  await page.waitForURL((url) => !url.searchParams.has('verify'));
  await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/**
 * `member` signed up on `page` (through the API the sign-up dialog uses, which accounts.e2e.ts
 * walks through), with the e-mail confirmed from the outbox in the page.
 */
async function signUpAndConfirm<M extends { name: string; email: string }>(
  page: Page,
  member: M,
): Promise<M> {
  const client = await actAsNewClient(page);
  const signedUp = await page.request.post('/api/remAuth', {
    headers: { 'X-Forwarded-For': client },
    data: {
      provider: 'email',
      mode: 'signup',
      email: member.email,
      password: PASSWORD,
      displayName: member.name,
    },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(202);
  await confirmFromOutbox(page, member.email);
  return member;
}

/**
 * An administrator signed in on `page`: signed up and confirmed by the first journey that
 * needs them on this server, signed in by the next ones.
 */
export async function signUpAdministrator(
  page: Page,
  administrator = { name: 'Cora Curator', email: ADMIN_EMAIL },
) {
  await actAsNewClient(page);
  const signIn = await page.request.post('/api/remAuth', {
    data: { provider: 'email', mode: 'login', email: administrator.email, password: PASSWORD },
  });
  if (!signIn.ok()) return signUpAndConfirm(page, administrator);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  return administrator;
}

/** A new member who signed up and confirmed the e-mail, signed in on `page`. */
export function signUpConfirmed(page: Page, name: string) {
  return signUpAndConfirm(page, newMember(name));
}

/** The page's console watched from the start, then a new member signed up and confirmed on it. */
export async function signUpWatched(page: Page, name: string) {
  const errors = watchConsole(page);
  return { errors, member: await signUpConfirmed(page, name) };
}

/** A member's own browser, signed up and confirmed. */
export async function memberPage(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpConfirmed(page, name);
  return page;
}
