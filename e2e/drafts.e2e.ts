import { expect, test, type Browser, type Page } from '@playwright/test';
import { LEAVE_PAGE_WARNING } from '@vantage/shared';
import { memberPage } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { popularSpots } from './support/demo-spots';
import { PHONE, PHONE_USER_AGENT } from './support/phone';

const RESTORED = 'Your unsaved draft was restored.';

/** Answers the page's dialogs as `answer` says, and records what each asked. */
function answerDialogs(page: Page, answer: () => 'accept' | 'dismiss') {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type() === 'beforeunload' ? 'beforeunload' : dialog.message());
    void (answer() === 'accept' ? dialog.accept() : dialog.dismiss());
  });
  return asked;
}

/** A member signed up on a desktop page, and the same session on a phone when asked. */
async function memberOn(browser: Browser, device: 'desktop' | 'phone', name: string) {
  const page = await memberPage(browser, name);
  if (device === 'desktop') return page;
  const phone = await browser.newContext({
    viewport: PHONE,
    userAgent: PHONE_USER_AGENT,
    storageState: await page.context().storageState(),
  });
  return phone.newPage();
}

const logo = (page: Page) => page.getByRole('link', { name: / home$/ }).first();

for (const device of ['desktop', 'phone'] as const) {
  test(`a description draft survives the logo, a reload and a failed save (${device})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const spot = (await popularSpots(request))[0]!;
    const page = await memberOn(browser, device, `Dora Draft ${device}`);
    let answer: 'accept' | 'dismiss' = 'dismiss';
    const asked = answerDialogs(page, () => answer);

    await page.goto(`/l/${spot.slug}/${spot.id}`);
    await page.getByRole('button', { name: 'Add a description' }).click();
    const editor = page.getByPlaceholder('Describe the location here');
    const text = 'Park at the old mill; the best light is an hour after sunrise.';
    await editor.fill(text);

    // The logo asks first; staying keeps the text.
    await logo(page).click();
    await expect.poll(() => asked).toContain(LEAVE_PAGE_WARNING);
    await expect(page).toHaveURL(/editd=-1/);
    await expect(editor).toHaveValue(text);

    // A reload brings the draft back, with a note and a way to drop it.
    answer = 'accept';
    await page.reload();
    await expect(page.getByText(RESTORED)).toBeVisible();
    await expect(editor).toHaveValue(text);
    await expectNoSeriousA11yViolations(page, `restored description draft (${device})`);

    // A failed save leaves the text in the field and in the draft.
    await page.route(`**/api/point/${spot.id}/desc`, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    const descriptions = page.getByRole('region', { name: 'Descriptions' });
    await descriptions.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/could not be saved|Please try again/).first()).toBeVisible();
    await expect(editor).toHaveValue(text);
    await page.unroute(`**/api/point/${spot.id}/desc`);
    await page.reload();
    await expect(editor).toHaveValue(text);

    // Discarding clears it: the field is empty and leaving no longer asks.
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect(editor).toHaveValue('');
    await expect(page.getByText(RESTORED)).toBeHidden();
    const before = asked.length;
    await logo(page).click();
    await expect(page).toHaveURL(/\/$/);
    expect(asked.length).toBe(before);
    await page.goto(`/l/${spot.slug}/${spot.id}?editd=-1`);
    await expect(editor).toHaveValue('');
    await page.context().close();
  });

  test(`a guide and a gallery edit survive leaving by the logo (${device})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const spot = (await popularSpots(request))[0]!;
    const page = await memberOn(browser, device, `Gus Guide ${device}`);
    const asked = answerDialogs(page, () => 'accept');

    // A new guide: leaving by the logo is confirmed, and the whole draft comes back.
    await page.goto('/guide?t=Waterfalls');
    await page.getByRole('textbox', { name: 'Article Title' }).fill('Falls in spring');
    await page.getByRole('textbox', { name: 'Article text' }).click();
    await page.keyboard.type('Go after the snow melts.');
    await logo(page).click();
    await expect.poll(() => asked).toContain(LEAVE_PAGE_WARNING);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/guide?t=Waterfalls');
    await expect(page.getByText(RESTORED)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Article Title' })).toHaveValue(
      'Falls in spring',
    );
    await expect(page.getByRole('textbox', { name: 'Article text' })).toContainText(
      'Go after the snow melts.',
    );
    await expectNoSeriousA11yViolations(page, `restored guide draft (${device})`);
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect(page.getByRole('textbox', { name: 'Article Title' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Article text' })).not.toContainText(
      'snow melts',
    );

    // A gallery edit: leaving by the logo loses nothing either.
    const created = await page.request.post('/api/spotlist/new', {
      data: { title: `Falls ${device}`, addIdSpot: spot.id },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(created.ok()).toBe(true);
    await page.goto('/');
    await page.goto(`/l/${spot.slug}/${spot.id}`);
    await page.goto('/');
    const me = (await (await page.request.get('/api/user/')).json()) as { id: number };
    await page.goto(`/user/${me.id}/gallery/Falls_${device}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.fill('Every waterfall worth the walk.');
    const count = asked.length;
    await logo(page).click();
    await expect.poll(() => asked.length).toBeGreaterThan(count);
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/user/${me.id}/gallery/Falls_${device}`);
    await expect(page.getByText(RESTORED)).toBeVisible();
    await expect(description).toHaveValue('Every waterfall worth the walk.');
    await expectNoSeriousA11yViolations(page, `restored gallery draft (${device})`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Changes were saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByText(RESTORED)).toBeHidden();
    await expect(page.getByText('Every waterfall worth the walk.')).toBeVisible();
    await page.context().close();
  });
}

test('a profile about, a proposed title and a new photo title come back after a reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const spot = (await popularSpots(request))[0]!;
  const page = await memberOn(browser, 'desktop', 'Paula Profile');
  answerDialogs(page, () => 'accept');
  const restored = async (name: string) => {
    await expect(page.getByText(RESTORED)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `restored ${name} draft`);
  };

  // Profile settings: the about field reopens with its text after a reload.
  const me = (await (await page.request.get('/api/user/')).json()) as { id: number };
  await page.goto(`/user/${me.id}`);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Edit about' }).click();
  const about = page.getByRole('textbox', { name: 'About' });
  await about.fill('Night skies over the Sierra.');
  await page.reload();
  await expect(about).toHaveValue('Night skies over the Sierra.');
  await restored('profile about');
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(about).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Edit about' })).toBeVisible();
  await expect(page.getByText(RESTORED)).toBeHidden();

  // A title proposal on a spot.
  await page.goto(`/l/${spot.slug}/${spot.id}`);
  await page.getByRole('button', { name: 'Edit the title' }).click();
  const title = page.getByRole('textbox', { name: 'Title' });
  await title.fill(`${spot.title} at dawn`);
  await page.reload();
  await expect(title).toHaveValue(`${spot.title} at dawn`);
  await restored('spot title');
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(title).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Edit the title' })).toBeVisible();

  // The new photo's title.
  await page.goto('/newPhoto');
  const photoTitle = page.getByRole('textbox', { name: /^Title/ });
  await photoTitle.fill('Moonrise over the dome');
  await page.reload();
  await expect(photoTitle).toHaveValue('Moonrise over the dome');
  await restored('new photo title');
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(photoTitle).toHaveValue('');
  await expect(page.getByText(RESTORED)).toBeHidden();
  await page.context().close();
});
