import { expect, test } from '@playwright/test';
import { actAsNewClient, openLoginDialog } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { screenshot } from './support/screenshots';

// Reads only: other journeys share the demo content, and the demo member administers it.
test('a first visitor explores the demo as its member: notifications in the bell, a moderation queue to work', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await actAsNewClient(page);
  await page.goto('/');
  const dialog = await openLoginDialog(page);
  const explore = dialog.getByRole('button', { name: 'Explore as Lena Hofer' });
  await expect(explore).toBeVisible();
  await screenshot(page, 'demo-member-1-login-desktop');
  await expectNoSeriousA11yViolations(page, 'the login dialog with the demo member');
  await explore.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Welcome back, Lena Hofer!')).toBeVisible();

  // The demo member has unread notifications in the bell.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  await expect(list.getByRole('link').first()).toBeVisible();
  await expect(list.getByText('(unread)').first()).toBeVisible();
  // Among them, how her own report ended.
  await expect(
    list.getByRole('link', {
      name: /Your report of the photo “.+” was reviewed: no action was needed/,
    }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // As the demo's administrator, a queue of open reports and the audit log.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Moderation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await screenshot(page, 'demo-member-2-queue-desktop');
  await page.goto('/moderation/log');
  await expect(page.getByRole('table', { name: /Moderators’ actions/ })).toBeVisible();
  expect(errors).toEqual([]);
});
