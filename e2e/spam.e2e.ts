import { expect, test } from '@playwright/test';
import { HELD_FOR_REVIEW_MESSAGE, Spot } from '@vantage/shared';
import { signUpAdministrator, signUpWatched } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';

const SPAM_TEXT = 'Sunrise tours every weekend, book at https://tours.example/book for a discount.';

test("a new member's description with a link waits for review until an administrator approves it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { errors, member } = await signUpWatched(page, 'Nina Newcomer');
  const { stamp } = member;

  // Nina adds a spot in open country, away from the demo spots, and describes it with a link.
  const title = `Quiet cove ${stamp}`;
  const created = await page.request.post('/api/point', {
    data: { lat: 38.2 + Math.random() * 0.05, long: -8.8 + Math.random() * 0.05, title },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  const spot = Spot.parse(await created.json());
  await page.goto(`/l/${spot.slug}/${spot.id}`);
  await page.getByRole('button', { name: 'Add a description' }).click();
  await page.getByPlaceholder('Describe the location here').fill(SPAM_TEXT);
  await page
    .getByRole('region', { name: 'Descriptions' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page).not.toHaveURL(/editd/);
  // She is told, and her description says so where it stands.
  const article = page.locator('article[data-description-id]');
  await expect(article.getByTestId('held-for-review')).toHaveText(HELD_FOR_REVIEW_MESSAGE);
  await expect(article.getByText('Sunrise tours every weekend')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the spot page with a held description', [
    'main header',
    'section[aria-label="Descriptions"]',
  ]);

  // A visitor does not see it.
  const visitor = await browser.newContext();
  const visible = async () =>
    Spot.parse(await (await visitor.request.get(`${baseURL}/api/point/${spot.id}`)).json())
      .descriptions.length;
  expect(await visible()).toBe(0);

  // The administrator finds it under "Held for review" in the queue, and approves it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminErrors = watchConsole(admin);
  await signUpAdministrator(admin);
  await admin.goto('/moderation');
  const heldGroup = admin.getByRole('region', { name: 'Held for review' });
  await expect(heldGroup).toBeVisible();
  const item = heldGroup.getByRole('article', { name: title });
  await expect(item).toContainText('Sunrise tours every weekend');
  await expect(item).toContainText('Nina Newcomer');
  await expectNoSeriousA11yViolations(admin, 'the moderation queue with a held post');
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Approved: it is published.')).toBeVisible();
  await expect(item).toBeHidden();
  await expect(admin.getByText('Approved: it is published.')).toBeHidden({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(admin, 'the moderation queue after approving');

  // Published: visitors see it, and Nina's page, opened again, no longer calls it held.
  await expect.poll(visible).toBe(1);
  await page.reload();
  await expect(article).toContainText('Sunrise tours');
  await expect(article.getByTestId('held-for-review')).toBeHidden();
  await expectNoSeriousA11yViolations(page, 'the spot page with the approved description', [
    'main header',
    'section[aria-label="Descriptions"]',
  ]);
  expect(errors).toEqual([]);
  expect(adminErrors).toEqual([]);
  await visitor.close();
  await adminContext.close();
});
