import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { popularSpots } from './support/demo-spots';
import { PHONE, PHONE_USER_AGENT } from './support/phone';

test.use({ serviceWorkers: 'allow' });

for (const device of ['desktop', 'phone'] as const) {
  test(`offline, a spot not saved says so and lists what is saved (${device})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext(
      device === 'phone' ? { viewport: PHONE, userAgent: PHONE_USER_AGENT } : {},
    );
    const page = await context.newPage();
    const errors = watchConsole(page);
    const [saved, other] = await popularSpots(request);

    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto(`/l/${saved!.slug}/${saved!.id}`);
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await expect(page.getByText(/^Saved for offline \(\d/), errors.join('\n')).toBeVisible();

    // Without signal, a spot never saved nor opened tells why it cannot open.
    await context.setOffline(true);
    await page.goto(`/l/${other!.slug}/${other!.id}`);
    await expect(
      page.getByRole('heading', {
        name: 'You are offline and this spot is not saved for offline use.',
      }),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/l/${other!.slug}/${other!.id}`);
    const list = page.getByRole('list', { name: 'Saved for offline' });
    await expect(list.getByRole('link', { name: saved!.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All saved for offline' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `offline page (${device})`);

    // The saved spot opens from the list.
    await list.getByRole('link', { name: saved!.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: saved!.title })).toBeVisible();
    await context.close();
  });
}
