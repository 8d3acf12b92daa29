import { expect, test } from '@playwright/test';
import { blurredPosition, SENSITIVE_RECORDED_MESSAGE, Spot } from '@vantage/shared';
import { memberPage, signUpWatched } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { voteUpOnReview } from './support/review';

test('members protect a fragile place: a visitor sees the notice and no exact position', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { errors, member } = await signUpWatched(page, 'Nora Naturalist');
  const { stamp } = member;

  // Another member added a heronry, away from the demo spots.
  const author = await memberPage(browser, 'Abel Author');
  const exact = {
    lat: Number((41.2 + Math.random() * 0.05).toFixed(6)),
    lng: Number((-7.3 + Math.random() * 0.05).toFixed(6)),
  };
  const created = await author.request.post('/api/point', {
    data: { lat: exact.lat, long: exact.lng, title: `Heronry ${stamp}`, tags: ['Birds'] },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  const spot = Spot.parse(await created.json());
  const spotUrl = `/l/${spot.slug}/${spot.id}`;
  await author.context().close();

  // Nora proposes that it is sensitive, with a reason and a note.
  await page.goto(spotUrl);
  await expect(page.getByRole('heading', { level: 1, name: `Heronry ${stamp}` })).toBeVisible();
  await page.getByRole('button', { name: 'Protect this fragile place' }).click();
  const dialog = page.getByRole('dialog', { name: 'Protect a fragile place' });
  await dialog.getByRole('radio', { name: /Wildlife/ }).check();
  await dialog
    .getByRole('textbox', { name: 'More about it (optional)' })
    .fill('Herons nest here from March to June.');
  await expectNoSeriousA11yViolations(page, 'the protect dialog', ['[role="dialog"]']);
  await dialog.getByRole('button', { name: 'Propose to protect it' }).click();
  await expect(page.getByText(SENSITIVE_RECORDED_MESSAGE)).toBeVisible();
  await expect(page.getByText(/A member proposes to protect this place/)).toBeVisible();

  // Three other members vote it in from the Review page.
  for (const name of ['Ben Voter', 'Cleo Voter', 'Dev Voter']) {
    const voter = await memberPage(browser, name);
    await voteUpOnReview(voter, stamp, 'Protect this place');
    await voter.context().close();
  }

  // A visitor sees the notice with the reason, and only the blurred position.
  // A visitor of their own behind the proxy: the API's per-client limit counts every journey's
  // requests without an address as one client's.
  const visitorContext = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': '10.77.0.1' },
  });
  const visitor = await visitorContext.newPage();
  const answers: string[] = [];
  visitor.on('response', (response) => {
    if (response.url().includes('/api/')) {
      answers.push(response.url());
      void response.text().then(
        (body) => answers.push(body),
        () => undefined,
      );
    }
  });
  await visitor.goto(spotUrl);
  const notice = visitor.getByRole('region', { name: 'Sensitive place' });
  await expect(notice).toContainText('This place is sensitive: Wildlife');
  await expect(notice).toContainText('Herons nest here from March to June.');
  // Its position reads as approximate, with nothing exact to copy, move to or navigate to.
  await expect(visitor.locator('[data-approximate]')).toContainText('(within 1.5 km)');
  await visitor.getByRole('button', { name: 'More', exact: true }).first().click();
  await expect(visitor.getByRole('menuitem', { name: 'Add a photo' })).toBeVisible();
  for (const name of ['Fix the position', 'Copy GPS coordinates', 'Open in OpenStreetMap']) {
    await expect(visitor.getByRole('menuitem', { name })).toHaveCount(0);
  }
  await visitor.keyboard.press('Escape');
  const pointAnswer = await visitor.request.get(`/api/point/${spot.id}`);
  expect(pointAnswer.status(), await pointAnswer.text()).toBe(200);
  const shown = Spot.parse(await pointAnswer.json());
  expect(shown.positionBlurred).toBe(true);
  expect({ lat: shown.lat, lng: shown.long }).toEqual(blurredPosition(exact));
  const html = await visitor.content();
  expect(html).not.toContain(String(exact.lat));
  expect(answers.join('\n')).not.toContain(String(exact.lat));
  await expectNoSeriousA11yViolations(visitor, 'the sensitive spot page', ['main']);
  await visitorContext.close();
  expect(errors).toEqual([]);
});
