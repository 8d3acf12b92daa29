import { expect, test } from '@playwright/test';
import { signUpConfirmed } from './support/accounts';
import { demoSpot } from './support/demo-spots';

test.describe('server-rendered pages', () => {
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
});
