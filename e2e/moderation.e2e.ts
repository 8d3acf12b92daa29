import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  openLoginDialog,
  PASSWORD,
  signUpAdministrator,
  signUpConfirmed,
} from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { PHONE, PHONE_USER_AGENT } from './support/phone';
import { publishPhoto } from './support/photos';
import { screenshot } from './support/screenshots';

/** A page in a browser context of its own (a member's own browser), its console watched. */
async function ownBrowser(browser: Browser, phone = false) {
  const context = await browser.newContext(
    phone ? { viewport: PHONE, userAgent: PHONE_USER_AGENT } : {},
  );
  const page = await context.newPage();
  return { page, errors: watchConsole(page) };
}

/** The report dialog of the photo shown on `page`, opened from its Share menu. */
async function openReportDialog(page: Page) {
  await page.getByRole('button', { name: 'Share' }).first().click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this photo' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a member reports a photo; an administrator hides it and suspends its author, who is told why', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const title = `Borrowed sunrise ${stamp}`;
  const jpeg = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 180, g: 120, b: 70 } },
  })
    .jpeg()
    .toBuffer();

  // The author publishes a photo.
  const author = await ownBrowser(browser);
  const authorMember = await signUpConfirmed(author.page, 'Otto Author');
  const published = await publishPhoto(author.page, {
    jpegBase64: jpeg.toString('base64'),
    fileName: 'sunrise.jpg',
    title,
    position: { lat: 46.61, lng: 11.72 },
  });

  // A member reports it from its menu: the reason, a note, Submit.
  const reporter = await ownBrowser(browser);
  await signUpConfirmed(reporter.page, 'Rita Reporter');
  await reporter.page.goto(`/photo/${published.photo.id}`);
  const dialog = await openReportDialog(reporter.page);
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Copyright infringement' }).check();
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('This is my photo.');
  await screenshot(reporter.page, 'moderation-1-report-dialog-desktop');
  await expectNoSeriousA11yViolations(reporter.page, 'the report dialog');
  await submit.click();
  await expect(
    reporter.page.getByText(/Thank you. The moderators will look at your report/),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // The administrator opens the queue: the photo with its report, its author, its reporter.
  const admin = await ownBrowser(browser);
  await signUpAdministrator(admin.page);
  // The configured address makes the account an administrator from its next request on.
  await admin.page.goto('/');
  await admin.page.getByRole('button', { name: 'Account menu' }).click();
  await admin.page.getByRole('menuitem', { name: 'Moderation' }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  const item = admin.page.getByRole('article', { name: title });
  await expect(item).toBeVisible();
  await expect(item.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/photo/${published.photo.id}`,
  );
  await expect(item.getByText('1 open report')).toBeVisible();
  await expect(
    item.getByText(/Copyright infringement — “This is my photo.” by Rita Reporter/),
  ).toBeVisible();
  await expect(item.getByRole('link', { name: 'Otto Author' })).toBeVisible();
  await expect(item.locator('img')).toHaveJSProperty('complete', true);
  await screenshot(admin.page, 'moderation-2-queue-desktop', { fullPage: true });
  await expectNoSeriousA11yViolations(admin.page, 'the moderation queue');

  // Hide, then suspend the author for a week with a reason.
  await reporter.page.goto('/');
  const bell = reporter.page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await item.getByRole('button', { name: 'Hide' }).click();
  await expect(
    admin.page.getByText('Hidden from everyone but its author and moderators.'),
  ).toBeVisible();
  await expect(item).toBeHidden();

  // The reporter's open page hears how the report ended, never who decided it.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const news = reporter.page.getByRole('dialog', { name: 'Notifications' });
  const decided = news.getByRole('link', {
    name: new RegExp(`Your report of the photo “${title}” was reviewed: the photo was removed`),
  });
  await expect(decided).toBeVisible();
  await expect(decided).not.toContainText('Cora Curator');
  await expectNoSeriousA11yViolations(reporter.page, 'the bell telling how a report ended');
  await decided.click();
  await expect(reporter.page).toHaveURL(/#your-reports$/);
  await expect(
    reporter.page.getByRole('region', { name: 'Your reports' }).getByText('Acted on'),
  ).toBeVisible();
  const visitor = await browser.newPage();
  const hidden = await visitor.request.get(`/api/photo/${published.photo.id}`);
  expect(hidden.status()).toBe(404);
  await visitor.close();

  const authorProfile = await author.page.request.get('/api/user/');
  const authorId = ((await authorProfile.json()) as { id: number }).id;
  await admin.page.goto(`/user/${authorId}`);
  await admin.page.getByRole('button', { name: 'Suspend member' }).click();
  const suspend = admin.page.getByRole('dialog', { name: 'Suspend Otto Author' });
  await suspend
    .getByRole('textbox', { name: 'Reason (shown to the member)' })
    .fill('Posting photos that are not yours');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(admin.page.getByText('Otto Author is suspended.')).toBeVisible();
  await expect(admin.page.getByRole('alert').filter({ hasText: 'Suspended until' })).toBeVisible();

  // The audit log lists both actions.
  await admin.page.goto('/moderation/log');
  const log = admin.page.getByRole('table', { name: /Moderators’ actions/ });
  await expect(log.getByRole('row').nth(1)).toContainText('suspended');
  await expect(log.getByRole('row').nth(2)).toContainText('hidden');
  await expectNoSeriousA11yViolations(admin.page, 'the audit log');

  // The author's session has ended; signing in again tells them until when and why.
  await author.page.goto('/');
  await expect(author.page.getByRole('button', { name: 'Login / Sign up' })).toBeVisible();
  const login = await openLoginDialog(author.page);
  await login.getByLabel('E-mail').fill(authorMember.email);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(login.getByRole('alert')).toContainText(
    /Your account is suspended until .* UTC\. Reason: Posting photos that are not yours/,
  );
  await screenshot(author.page, 'moderation-3-suspended-sign-in-desktop');
  await expectNoSeriousA11yViolations(author.page, 'the sign-in refused to a suspended member');

  // The reporter sees how the report ended in their profile.
  await reporter.page.goto('/');
  await reporter.page.getByRole('button', { name: 'Account menu' }).click();
  await reporter.page.getByRole('menuitem', { name: 'My Profile' }).click();
  const mine = reporter.page.getByRole('region', { name: 'Your reports' });
  await expect(mine.getByText(`Photo: ${title}`)).toBeVisible();
  await expect(mine.getByText('Acted on')).toBeVisible();

  // The same at phone width: the report dialog and the queue.
  const phoneReporter = await ownBrowser(browser, true);
  await signUpConfirmed(phoneReporter.page, 'Petra Phone');
  const other = await ownBrowser(browser);
  await signUpConfirmed(other.page, 'Olga Other');
  const second = await publishPhoto(other.page, {
    jpegBase64: jpeg.toString('base64'),
    fileName: 'dunes.jpg',
    title: `Dunes ${stamp}`,
    position: { lat: 46.62, lng: 11.73 },
  });
  await phoneReporter.page.goto(`/photo/${second.photo.id}`);
  const phoneDialog = await openReportDialog(phoneReporter.page);
  await phoneDialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await screenshot(phoneReporter.page, 'moderation-4-report-dialog-phone');
  await phoneDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(phoneDialog).toBeHidden();

  const phoneAdmin = await ownBrowser(browser, true);
  await signUpAdministrator(phoneAdmin.page);
  await phoneAdmin.page.goto('/moderation');
  await expect(phoneAdmin.page.getByRole('article', { name: `Dunes ${stamp}` })).toBeVisible();
  await screenshot(phoneAdmin.page, 'moderation-5-queue-phone', { fullPage: true });
  await expectNoSeriousA11yViolations(phoneAdmin.page, 'the moderation queue on a phone');

  for (const { errors } of [author, reporter, admin, phoneReporter, phoneAdmin]) {
    expect(errors.filter((error) => !/status of 40[134]/.test(error))).toEqual([]);
  }
});
