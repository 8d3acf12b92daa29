import { expect, test } from '@playwright/test';
import { signUpConfirmed } from './support/accounts';
import { watchConsole } from './support/console';
import { demoSpot } from './support/demo-spots';

const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test.describe('server-rendered pages', () => {
  // Search engines' crawlers get the content in the HTML; people get it from the browser.
  test.use({ userAgent: CRAWLER });

  test('the sitemap lists the demo spots, and a signed-in page stays out of shared caches', async ({
    browser,
    page,
    request,
  }) => {
    const sitemap = await request.get('/sitemap.xml');
    const spot = await demoSpot(page, 'Lago di Braies');
    expect(await sitemap.text()).toContain(`/l/Lago_di_Braies/${spot.id}</loc>`);
    expect((await request.get('/robots.txt')).ok()).toBe(true);

    const member = await signUpConfirmed(page, 'Cache Tester');
    const signedIn = await page.request.get(`/l/Lago_di_Braies/${spot.id}`);
    expect(signedIn.headers()['cache-control']).toContain('private');
    expect(await signedIn.text()).toContain(member.email);

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.request.get(`/l/Lago_di_Braies/${spot.id}`);
    expect(visitor.headers()['cache-control']).not.toContain('private');
    expect(visitor.headers().vary ?? '').toMatch(/cookie/i);
    const html = await visitor.text();
    expect(html).not.toContain(member.email);
    expect(html).toContain('"currentUser":null');
    await visitorContext.close();
  });

  test('a spot page shows a crawler its content without JavaScript, and the app takes it over without a complaint', async ({
    browser,
    page,
  }) => {
    const spot = await demoSpot(page, 'Lago di Braies');
    const address = `/l/Lago_di_Braies/${spot.id}`;

    const noScript = await browser.newContext({ javaScriptEnabled: false, userAgent: CRAWLER });
    const reader = await noScript.newPage();
    await reader.goto(address);
    await expect(reader.getByRole('heading', { level: 1, name: 'Lago di Braies' })).toBeVisible();
    await expect(reader.getByText(/wooden boathouse and jetty on the north shore/)).toBeVisible();
    const firstPhoto = reader.locator('main img[src^="/media/photos/"]').first();
    await expect(firstPhoto).toBeVisible();
    await expect(firstPhoto).toHaveAttribute('alt', /\S/);
    await expect(reader.getByText(/^Sunrise/).first()).toBeVisible();
    await expect(reader.getByText(/^Sunset/).first()).toBeVisible();
    await noScript.close();

    const errors = watchConsole(page);
    page.on('console', (message) => {
      // The headless browser's software GL reports its own stalls, and Playwright its blocking
      // of service workers in the journeys; those are not the page's.
      const text = message.text();
      const tools =
        text.startsWith('[.WebGL-') || text.startsWith('Service Worker registration blocked');
      if (message.type() === 'warning' && !tools) {
        errors.push(`warning: ${message.text()}`);
      }
    });
    await page.goto(address);
    const heading = page.getByRole('heading', { level: 1, name: 'Lago di Braies' });
    // React marks the elements it renders: the app has taken the page over.
    await expect
      .poll(() =>
        heading.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__react')),
        ),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/^Sunrise/).first()).toBeVisible();
    // Again with what the first visit stored in the browser.
    await page.reload();
    await expect
      .poll(() =>
        heading.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__react')),
        ),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
});
