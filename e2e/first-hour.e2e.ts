import { expect, test, type Page } from '@playwright/test';
import { newMember, PASSWORD, signUp } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { demoSpot } from './support/demo-spots';
import { openPhonePage } from './support/phone';
import { screenshot } from './support/screenshots';

/** What a first visitor checks of the demo content: what it says is what it shows. */
async function demoContentIsTrue(page: Page, where: string) {
  // A tag the community voted onto a spot counts that spot.
  await page.goto('/tag/Hay_barns');
  await expect(page.getByText(/^1 spot · /)).toBeVisible();
  await expect(page.locator('main a[href^="/l/Alpe_di_Siusi/"]').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, `a tag page (${where})`);

  // The guide's pictures are the ones their captions describe.
  await page.goto('/tag/Dolomites');
  await page.getByRole('link', { name: 'Photographing the Dolomites in Summer' }).first().click();
  const braies = page
    .getByTestId('guide-photo')
    .filter({ hasText: 'Calm water at Lago di Braies' });
  await expect(braies.getByRole('img')).toHaveAttribute(
    'alt',
    'Sunrise over the Seekofel from the Braies boathouse',
  );
  await expectNoSeriousA11yViolations(page, `the guide (${where})`);

  // A photo named for a season was taken in that season, with the camera that took it.
  const spot = await demoSpot(page, 'Lago di Braies');
  const photo = (await (await page.request.get(`/api/point/${spot.id}`)).json()).images.find(
    (image: { title: string }) => image.title === 'Autumn larches along the Braies shore',
  );
  await page.goto(`/photo/${photo.id}`);
  const lightbox = page.getByRole('dialog');
  await expect(lightbox.getByRole('heading', { name: photo.title })).toBeVisible();
  await expect(lightbox.getByText(/^\d{4}-(09|10|11)-\d\d \d\d:\d\d$/)).toBeVisible();
  await expect(lightbox.getByText(/^1\/\d+ s$/)).toBeVisible();
  await screenshot(page, `first-hour-larches-${where}`);
  await expectNoSeriousA11yViolations(page, `the lightbox (${where})`);
}

test('the demo content is true to what it shows, on a desktop and a phone', async ({
  page,
  browser,
}) => {
  const errors = watchConsole(page);
  await demoContentIsTrue(page, 'desktop');
  const phone = await openPhonePage(browser);
  await demoContentIsTrue(phone.page, 'phone');
  await phone.page.context().close();
  expect([...errors, ...phone.errors]).toEqual([]);
});

test('old addresses lead to the current one, and controls are named as they read', async ({
  page,
  browser,
}) => {
  const errors = watchConsole(page);
  // A profile by id moves to the member's username.
  const lena = await (await page.request.get('/api/username/lena_alpine')).json();
  await page.goto(`/user/${lena.id}`);
  await expect(page).toHaveURL(/\/by\/lena_alpine$/);

  // A new member: the account button is named as it is read, "Account menu".
  await page.goto('/');
  const member = newMember('Ada Tester');
  await signUp(page, member);
  await page.request.post('/api/remAuth', {
    data: { provider: 'email', mode: 'login', email: member.email, password: PASSWORD },
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the top bar, signed in');

  // The help dialog lists its topics as a list.
  await page.getByRole('button', { name: 'Help' }).first().click();
  const help = page.getByRole('dialog');
  await expect(help.getByRole('list').getByRole('listitem')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page, 'the help dialog');

  // A phone's profile: every photo tile is named by the caption it shows.
  const phone = await openPhonePage(browser);
  await phone.page.goto('/by/lena_alpine');
  const tiles = phone.page.locator('main a[href^="/photo/"]');
  await expect(tiles.first()).toBeVisible();
  await expectNoSeriousA11yViolations(phone.page, 'a profile on a phone');
  await phone.page.context().close();
  expect([...errors, ...phone.errors]).toEqual([]);
});
