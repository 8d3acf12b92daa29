import { expect, test, type Page } from '@playwright/test';
import { CurrentUser, Spot, SpotHistoryAnswer } from '@vantage/shared';
import { memberPage, SECOND_ADMIN_EMAIL, signUpAdministrator } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { screenshot } from './support/screenshots';

async function spotNow(page: Page, id: number) {
  return Spot.parse(await (await page.request.get(`/api/point/${id}`)).json());
}

test('an administrator undoes a vandal’s changes in one action from the vandal’s profile', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await signUpAdministrator(page, { name: 'Wren Warden', email: SECOND_ADMIN_EMAIL });
  const stamp = Date.now().toString(36);
  const title = `Quiet cove ${stamp}`;
  const created = await page.request.post('/api/point', {
    data: { lat: 38.7 + Math.random() * 0.05, long: -9.4 + Math.random() * 0.05, title },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  const spot = Spot.parse(await created.json());
  const spotUrl = `/l/${spot.slug}/${spot.id}`;

  // A new member proposes a spam title; the administrator's vote lets it through.
  const vandal = await memberPage(browser, 'Vic Vandal');
  const vandalUser = CurrentUser.parse(await (await vandal.request.get('/api/user/')).json());
  await vandal.goto(spotUrl);
  await vandal.getByRole('button', { name: 'Edit the title' }).click();
  const spam = `Cheap pills online ${stamp}`;
  await vandal.getByRole('textbox', { name: 'Title' }).fill(spam);
  await vandal.getByRole('textbox', { name: 'Title' }).press('Enter');
  await expect(vandal.getByTestId('pending-title')).toContainText(spam);
  await vandal.context().close();
  await page.goto(spotUrl);
  await page
    .getByTestId('pending-title')
    .getByRole('button', { name: 'Vote up the proposed title' })
    .click();
  await expect.poll(async () => (await spotNow(page, spot.id)).title).toBe(spam);

  // On the vandal's profile, one action undoes what they changed since yesterday.
  await page.goto(`/user/${vandalUser.id}`);
  await page.getByRole('button', { name: 'Revert changes…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revert Vic Vandal’s changes' });
  await expect(dialog.getByLabel('Since')).not.toHaveValue('');
  await expectNoSeriousA11yViolations(page, 'the revert dialog');
  await dialog.getByRole('button', { name: 'Revert', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Undid 1 change on 1 spot.');
  await screenshot(page, 'mass-revert-1-done-desktop');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The spot has its title back, and its History says who undid what.
  // This browser kept the spot from its earlier visit; the kept copy is shown until it is stale.
  await expect(async () => {
    await page.goto(spotUrl);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 90_000 });
  const panel = page.getByRole('button', { name: 'History' });
  if ((await panel.getAttribute('aria-expanded')) === 'false') await panel.click();
  await expect(
    page.getByRole('list', { name: 'History' }).getByRole('listitem').first(),
  ).toContainText('Wren Warden');
  const history = SpotHistoryAnswer.parse(
    await (await page.request.get(`/api/point/${spot.id}/history`)).json(),
  );
  expect(history.changes[0]).toMatchObject({
    kind: 'renamed',
    before: { title: spam },
    after: { title },
  });
  expect(history.changes[0]!.revertOf).toBe(history.changes[1]!.id);
  expect(errors).toEqual([]);
});

test('a member sees no revert action on another member’s profile', async ({ browser }) => {
  const member = await memberPage(browser, 'Nia Neighbour');
  const other = await memberPage(browser, 'Oren Other');
  const otherUser = CurrentUser.parse(await (await other.request.get('/api/user/')).json());
  await member.goto(`/user/${otherUser.id}`);
  await expect(member.getByRole('heading', { level: 1, name: 'Oren Other' })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Revert changes…' })).toHaveCount(0);
});
