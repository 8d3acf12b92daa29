import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpWatched } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { fakesControlUrl } from './support/fake-outside-services';

/** The three geotagged photos of the fake Flickr member (see the API tests' fake Flickr). */
const GEOTAGGED = [
  'Seceda ridge at sunrise',
  'Lago di Braies, still morning',
  'Tre Cime north faces',
];

function importDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Import from Flickr' });
}

/** Imports one listed photo as a new spot, with its title and Flickr's position as given. */
async function importAsNewSpot(dialog: Locator, title: string) {
  const row = dialog.getByRole('listitem', { name: title });
  await row.getByRole('button', { name: 'Import as new spot' }).click();
  await expect(row.getByRole('textbox', { name: 'Title of the new spot' })).toHaveValue(title);
  await row.getByRole('textbox', { name: 'Tags (comma separated)' }).fill('Dolomites');
  await row.getByRole('button', { name: 'Import as this new spot' }).click();
  await expect(row.getByText('Imported', { exact: true })).toBeVisible();
  return row;
}

test('a member connects Flickr and imports three geotagged photos, then is told when Flickr revokes the permission', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { errors } = await signUpWatched(page, 'Anna Alps');

  // Connecting goes out to Flickr, which sends the member back to /import and on to the import.
  await page.goto('/newPhoto');
  await page.getByRole('button', { name: 'Import from Flickr' }).click();
  const dialog = importDialog(page);
  await dialog.getByRole('button', { name: 'Connect Flickr' }).click();
  await expect(page).toHaveURL(/\/newPhoto$/);
  await expect(page.getByText('Your Flickr account anna.alps is connected.')).toBeVisible();

  // The geotagged photos are listed with date, position and licence; the one without a
  // position is counted, not listed.
  await expect(dialog).toContainText('Connected as anna.alps: 3 of 3 geotagged photos to decide.');
  await expect(dialog).toContainText('1 photo without a position is not listed.');
  await expect(dialog.getByRole('listitem', { name: 'Kitchen table' })).toHaveCount(0);
  const first = dialog.getByRole('listitem', { name: GEOTAGGED[0] });
  await expect(first).toContainText('46.59861, 11.72417');
  await expectNoSeriousA11yViolations(page, 'Flickr import');

  for (const title of GEOTAGGED) await importAsNewSpot(dialog, title);
  await expect(dialog).toContainText('Connected as anna.alps: 0 of 3 geotagged photos to decide.');
  expect(errors, errors.join('\n')).toEqual([]);

  // An imported photo credits its Flickr author and links back.
  const imported = first.getByRole('link', { name: 'imported photo' });
  await imported.click();
  await expect(page.getByRole('link', { name: 'Anna Alps' }).first()).toBeVisible();

  // The member revokes the permission at Flickr: the import says so and offers to reconnect.
  const revoked = await page.request.post(fakesControlUrl('/flickr/revoke'));
  expect(revoked.status()).toBe(204);
  await page.goto('/newPhoto');
  await page.getByRole('button', { name: /^Import from Flickr/ }).click();
  await expect(importDialog(page)).toContainText(
    'Flickr no longer lets this site read your photos: connect your Flickr account again.',
  );
  await expect(importDialog(page).getByRole('button', { name: 'Connect Flickr' })).toBeVisible();
});
