import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpAdministrator, signUpConfirmed } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { popularSpots } from './support/demo-spots';

test('a member builds a gallery from two spot pages, a visitor downloads its GPX', async ({
  page,
  browser,
  request,
}) => {
  const [first, second] = await popularSpots(request);
  await signUpConfirmed(page, 'Gita Gallery');

  await page.goto(`/l/${first!.slug}/${first!.id}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const field = page.getByRole('textbox', { name: 'New gallery' });
  await field.click();
  const create = page.getByRole('button', { name: 'Create gallery' });
  await expect(create).toBeDisabled();
  await field.fill('Alpine Weekend');
  await expect(create).toBeEnabled();
  await field.press('Enter');
  await expect(page.getByText('Added to the new gallery Alpine Weekend.')).toBeVisible();

  await page.goto(`/l/${second!.slug}/${second!.id}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const row = page.getByRole('menuitemcheckbox', { name: 'Alpine Weekend' });
  await expect(row).toHaveAttribute('aria-checked', 'false');
  await row.click();
  await expect(row).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Galleries' }).click();
  await page.getByRole('link', { name: /Alpine Weekend/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alpine Weekend' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Spots (2)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(first!.title).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'gallery page');
  const galleryUrl = page.url();
  // A member without a username has their galleries under their id, as their profile.
  expect(new URL(galleryUrl).pathname).toMatch(/^\/user\/\d+\/gallery\/Alpine_Weekend$/);

  // A visitor opens the shared link (and the older form of it) and downloads the GPX.
  const visitor = await browser.newPage();
  const older = await visitor.goto(galleryUrl.replace('/user/', '/by/'));
  expect(older?.status()).toBe(200);
  expect(visitor.url()).toBe(galleryUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Alpine Weekend' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('link', { name: 'GPX' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Alpine_Weekend.gpx');
  const gpx = fs.readFileSync(await download.path(), 'utf8');
  expect(gpx.match(/<wpt /g)).toHaveLength(2);
  expect(gpx).toContain(`<name>${first!.title}</name>`);
  await visitor.close();
});

test('a visitor clicks a tag chip on a spot page and lands on a real tag page', async ({
  page,
  request,
}) => {
  const spot = (await popularSpots(request)).find((candidate) => candidate.tags.length > 0)!;
  await page.goto(`/l/${spot.slug}/${spot.id}`);
  const tag = spot.tags[0]!;
  await page.getByRole('link', { name: tag, exact: true }).first().click();
  await expect(page).toHaveURL(/\/tag\//);
  await expect(page.getByRole('heading', { level: 1, name: tag })).toBeVisible();
  await expect(page.getByTestId('tag-counts')).toContainText('spot');
  await expect(page.getByTestId('tag-header')).toHaveAttribute('data-offset', '66');
  await page.getByRole('tab', { name: 'Spots' }).click();
  await expect(page.getByText(spot.title).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Show on the map' })).toHaveAttribute(
    'href',
    new RegExp(`/map\\?ft=.+&map$`),
  );
  await expect(page.getByText('not available yet')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'tag page');
});

test('an administrator edits a tag header and offset, and reorders Popular Locations', async ({
  page,
  request,
}) => {
  const before = (await (await request.get('/api/tag/Iceland')).json()) as {
    bestPhotos: { id: number }[];
    imgHead: { id: number } | null;
  };
  const photo = before.bestPhotos.find((candidate) => candidate.id !== before.imgHead?.id)!;
  await signUpAdministrator(page);

  await page.goto('/tag/Iceland');
  await page.getByRole('tab', { name: 'Admin' }).click();
  await page.getByLabel('Header image (photo URL or id)').fill(`/photo/${photo.id}`);
  const slider = page.getByRole('slider', { name: /Header image offset/ });
  await slider.focus();
  await page.keyboard.press('Home');
  for (let step = 1; step < 20; step++) await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Header image offset: 20')).toBeVisible();
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Changes were saved.')).toBeVisible();
  const header = page.getByTestId('tag-header');
  await expect(header).toHaveAttribute('data-offset', '20');
  await page.reload();
  await expect(header).toHaveAttribute('data-offset', '20');
  await expect(header.locator('img')).toHaveAttribute('src', new RegExp(`/${photo.id}/`));

  // Popular Locations: the administrator moves the second location to the top.
  await page.goto('/explore/locations');
  const cards = page.getByRole('main').locator('a[href^="/photo_location/"]');
  const second = (await cards.nth(1).locator('h6, p').first().textContent())!;
  await page.getByRole('button', { name: 'Edit list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Popular Locations' });
  await dialog.getByRole('button', { name: `Move ${second} up` }).click();
  await expectNoSeriousA11yViolations(page, 'popular locations editor');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards.first()).toContainText(second);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Join' })).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: 'Popular Locations' })
      .locator('a[href^="/photo_location/"]')
      .first(),
  ).toContainText(second);
});

test('a member writes a guide with an embedded photo and a second member votes it', async ({
  page,
  browser,
  request,
}) => {
  const spot = (await popularSpots(request)).find(
    (candidate) => candidate.tags.length > 0 && candidate.image,
  )!;
  const tag = spot.tags[0]!;
  await signUpConfirmed(page, 'Hugo Guide');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'New Article' }).click();
  await expect(page).toHaveTitle(/New Article/);
  await page.goto(`/guide?t=${encodeURIComponent(tag.replace(/ /g, '_'))}`);
  await expect(page.getByRole('textbox', { name: 'Tag' })).toHaveValue(tag);
  await page.getByRole('textbox', { name: 'Article Title' }).fill(`Seeing ${tag} at dawn`);
  const body = page.getByRole('textbox', { name: 'Article text' });
  await body.click();
  await page.getByRole('button', { name: 'H2', exact: true }).click();
  await page.keyboard.type('When to go');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Arrive an hour before sunrise.');
  await page.getByRole('button', { name: 'Insert photo' }).click();
  await page
    .getByRole('textbox', { name: 'Photo URL or id' })
    .fill(`${new URL(page.url()).origin}/photo/${spot.image!.id}`);
  await page.getByRole('textbox', { name: 'Comment' }).fill('The view from the shore');
  await page.getByRole('radio', { name: 'Center' }).check();
  await page.getByRole('button', { name: 'Insert', exact: true }).click();
  await expectNoSeriousA11yViolations(page, 'guide editor');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/guide\/Seeing_/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Seeing ${tag} at dawn` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'When to go' })).toBeVisible();
  await expect(page.getByTestId('guide-photo')).toContainText('The view from the shore');
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  // The check waits for the message to come and go: axe reads colours mid-fade otherwise.
  await expect(page.getByText('Changes were saved.')).toBeVisible();
  await expect(page.getByText('Changes were saved.')).toBeHidden();
  await expectNoSeriousA11yViolations(page, 'guide page');
  const guideUrl = page.url();

  const reader = await browser.newPage();
  await signUpConfirmed(reader, 'Ines Reader');
  await reader.goto(guideUrl);
  await expect(reader.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await reader.getByRole('button', { name: 'Vote up' }).click();
  await expect(reader.getByTestId('guide-rating')).toHaveText('1');
  await expect(reader.getByText('Thank you for your vote!')).toBeVisible();
  await reader.goto(`/tag/${encodeURIComponent(tag.replace(/ /g, '_'))}`);
  await reader.getByRole('tab', { name: 'Guide' }).click();
  await expect(reader.getByRole('link', { name: `Seeing ${tag} at dawn` })).toBeVisible();
  await reader.close();
});
