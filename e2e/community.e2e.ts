import { expect, test, type Page } from '@playwright/test';
import { HELD_FOR_REVIEW_MESSAGE, Spot } from '@vantage/shared';
import { memberPage, signUpWatched } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { mapSettled } from './support/map';
import { screenshot } from './support/screenshots';
import { voteUpOnReview } from './support/review';

async function spotNow(page: Page, id: number) {
  return Spot.parse(await (await page.request.get(`/api/point/${id}`)).json());
}

const LONG_TEXT = [
  '## Getting there',
  ...Array.from(
    { length: 14 },
    (_, i) =>
      `Step ${i + 1}: follow the stone path along the cliff edge, keeping the sea on your left until the next cairn.`,
  ),
  '',
  '**Photo tips:** come an hour before sunset; https://example.com/tides has the tide tables.',
].join('\n\n');

test('the community corrects a spot: title, position, tags and a description', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { errors, member } = await signUpWatched(page, 'Ada Author');
  const { stamp } = member;

  // Ada adds a spot in open country, away from the demo spots.
  const lat = 39.6 + Math.random() * 0.05;
  const lng = -5.6 + Math.random() * 0.05;
  const oldTitle = `Cliff path ${stamp}`;
  const created = await page.request.post('/api/point', {
    data: { lat, long: lng, title: oldTitle, tags: ['Sunset', 'Beach'] },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  const spot = Spot.parse(await created.json());
  const spotUrl = `/l/${spot.slug}/${spot.id}`;

  // She proposes a new title in place: Enter saves, and it shows as pending with votes.
  await page.goto(spotUrl);
  await expect(page.getByRole('heading', { level: 1, name: oldTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Edit the title' }).click();
  const newTitle = `Lighthouse cliff walk ${stamp}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(newTitle);
  await page.getByRole('textbox', { name: 'Title' }).press('Enter');
  const pending = page.getByTestId('pending-title');
  await expect(pending).toContainText(newTitle);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(oldTitle);

  // Tags: one added, one marked to be deleted (Undo takes a mark back), Done sends them.
  await page.getByRole('button', { name: 'Edit tags' }).click();
  const tagField = page.getByRole('textbox', { name: 'Add tags' });
  await tagField.fill('Tide Pools');
  await tagField.press('Enter');
  await page.getByLabel('Delete the tag Sunset').click();
  await expect(
    page.getByText('Tag was marked to be deleted (subject to approval by other photographers)'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByLabel('Delete the tag Beach').click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect
    .poll(async () => (await spotNow(page, spot.id)).tags.map((t) => [t.tag, t.request]))
    .toEqual(
      expect.arrayContaining([
        ['Sunset', null],
        ['Beach', 'delete'],
        ['Tide Pools', 'add'],
      ]),
    );

  // A long description: the empty editor's hints, Save, the thank-you, collapsed text.
  await page.getByRole('button', { name: 'Add a description' }).click();
  await expect(page).toHaveURL(/editd=-1/);
  const editor = page.getByPlaceholder('Describe the location here');
  await expect(page.getByText('Photo tips:')).toBeVisible();
  await expect(page.getByText('Getting there:')).toBeVisible();
  await editor.fill(LONG_TEXT);
  await page
    .getByRole('region', { name: 'Descriptions' })
    .getByRole('button', { name: 'Save' })
    .click();
  // A new member's first description with a link waits for a moderator; she still sees it.
  await expect(page).not.toHaveURL(/editd/);
  const article = page.locator('article[data-description-id]');
  await expect(article.getByTestId('held-for-review')).toHaveText(HELD_FOR_REVIEW_MESSAGE);
  await expect(article.locator('[data-collapsed="true"]')).toBeVisible();
  await article.getByRole('button', { name: 'Show more' }).click();
  await expect(article.locator('[data-collapsed="false"]')).toBeVisible();
  await expect(article.getByRole('link', { name: 'https://example.com/tides' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expectNoSeriousA11yViolations(page, 'the spot page with pending changes', [
    'main header',
    'section[aria-label="Descriptions"]',
    '[data-spot-proposals]',
  ]);
  await screenshot(page, 'community-1-spot-pending');

  // She moves the spot with the keyboard on the large map: 5 × 100 m north.
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Fix the position' }).click();
  await expect(page).toHaveURL(/fixPosition/);
  await mapSettled(page);
  const fixPanel = page.getByRole('group', { name: 'Fix the position' });
  await fixPanel.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowUp');
  await fixPanel.getByRole('button', { name: 'Confirm the new location' }).click();
  await fixPanel.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('The request to move the location was recorded')).toBeVisible();
  await expect(page).not.toHaveURL(/fixPosition/);
  const proposed = (await spotNow(page, spot.id)).newLocation!;
  expect(proposed.lat).toBeGreaterThan(spot.lat + 0.004);
  await expect(
    page.getByRole('img', { name: 'Proposed new position (waiting for votes)' }),
  ).toBeVisible();
  await screenshot(page, 'community-2-proposed-position');
  expect(errors).toEqual([]);

  // A visitor who votes is asked to log in first.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(spotUrl);
  // A press before the app has taken the page over is held, and made once it has hydrated.
  await visitor
    .getByTestId('pending-title')
    .getByRole('button', { name: 'Vote up the proposed title' })
    .click();
  await expect(visitor.getByText('Please login or sign up first in order to vote.')).toBeVisible({
    timeout: 30_000,
  });
  await visitorContext.close();

  // Three other members vote: on the spot page, and with one click on the Review page.
  for (const name of ['Ben Voter', 'Cleo Voter', 'Dev Voter']) {
    const voter = await memberPage(browser, name);
    await voter.goto(spotUrl);
    await voter
      .getByTestId('pending-title')
      .getByRole('button', { name: 'Vote up the proposed title' })
      .click();
    await expect(voter.getByText('Thank you for your vote!')).toBeVisible();
    await voteUpOnReview(voter, stamp, 'Move to');
    if (name === 'Dev Voter') {
      await expectNoSeriousA11yViolations(voter, 'the Review page');
      await voter.goto('/badges');
      await expect(voter.getByRole('heading', { name: 'Impact and badges' })).toBeVisible();
      await expect(voter.locator('[data-badge-id="storyteller"]')).toContainText('Ada Author');
      await expectNoSeriousA11yViolations(voter, 'the badges page');
    }
    await voter.context().close();
  }

  // The title and the position are the community's now: search finds the new title, the
  // spot stands where it was moved, and the History says who changed what, by which votes.
  await expect.poll(async () => (await spotNow(page, spot.id)).title).toBe(newTitle);
  const moved = await spotNow(page, spot.id);
  expect([moved.lat, moved.long, moved.newLocation]).toEqual([proposed.lat, proposed.long, null]);
  await page.goto(`/search/${encodeURIComponent(newTitle)}`);
  await expect(page.getByRole('link', { name: newTitle }).first()).toBeVisible();
  // This browser kept the spot from its earlier visit; the kept copy is shown until it is stale.
  await expect(async () => {
    await page.goto(spotUrl.replace(spot.slug, () => moved.slug));
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 90_000 });
  const panel = page.getByRole('button', { name: 'History' });
  if ((await panel.getAttribute('aria-expanded')) === 'false') await panel.click();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history).toContainText(`Renamed from “${oldTitle}” to “${newTitle}”`);
  await expect(history).toContainText('voted in at +3');
  await expect(history).toContainText('Moved by');
  await screenshot(page, 'community-3-history');
});
