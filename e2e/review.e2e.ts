import { expect, test, type Page } from '@playwright/test';
import { ReviewCountAnswer } from '@vantage/shared';
import { signUpWatched } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openPhonePageAsMember } from './support/phone';

/** What the server counts for the member signed in on `page`. */
async function openCount(page: Page): Promise<number> {
  const res = await page.request.get('/api/review/count');
  return ReviewCountAnswer.parse(await res.json()).open;
}

/** The words of the Review link with `open` proposals to vote on. */
const reviewLabel = (open: number) =>
  `Review ${open} ${open === 1 ? 'open proposal' : 'open proposals'} to vote on`;

test('a member finds Review in the top bar, sees a photo move with its photo and map, and votes on it there', async ({
  page,
}) => {
  const { errors } = await signUpWatched(page, 'Rhea Reviewer');
  const before = await openCount(page);
  expect(before).toBeGreaterThan(0);

  const link = page.getByRole('link', { name: reviewLabel(before) });
  await expect(link).toBeVisible();
  await expect(link).toContainText(String(before));
  await link.click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();

  const move = page
    .getByRole('list', { name: 'Open proposals' })
    .getByRole('listitem')
    .filter({ hasText: 'Move a photograph to' })
    .first();
  await expect(move.getByRole('img').first()).toHaveJSProperty('complete', true);
  expect(
    await move
      .getByRole('img')
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await expect(move.getByTestId('photo-move-map').locator('canvas')).toBeVisible();
  await expect(move.getByTestId('spot-highlight')).toBeAttached();
  await expect(move.getByRole('img', { name: 'Spot location' })).toBeAttached();
  await expect(move.getByText(/^From .+ \(ring\) to .+ \(pin\), .+ apart$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Review page');

  await move.getByRole('button', { name: 'Vote up the proposal' }).click();
  await expect(page.getByText('Thank you for your vote!')).toBeVisible();
  await expect(page.getByRole('link', { name: reviewLabel(before - 1) })).toBeVisible();
  expect(await openCount(page)).toBe(before - 1);
  expect(errors).toEqual([]);
});

test('on a phone the drawer leads to Review with the count of open proposals', async ({
  browser,
}) => {
  const { page, errors } = await openPhonePageAsMember(browser, 'Pia Phone');
  const open = await openCount(page);
  // The top bar has no room for it on a phone: the drawer has it.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Review/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const link = page
    .getByRole('navigation', { name: 'Site sections' })
    .getByRole('link', { name: reviewLabel(open) });
  await expect(link).toBeVisible();
  await expect(link).toContainText(String(open));
  await expectNoSeriousA11yViolations(page, 'the drawer with Review');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Move a photograph to' })
      .first()
      .getByTestId('photo-move-map'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Review page on a phone');
  expect(errors).toEqual([]);
  await page.context().close();
});
