import { expect, test, type Locator, type Page } from '@playwright/test';
import { LEAD_PHOTO_TIMING, Spot } from '@vantage/shared';
import { signUpConfirmed } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchHydration } from './support/console';
import { demoSpot } from './support/demo-spots';
import { horizontalOverflow, PHONE, PHONE_USER_AGENT } from './support/phone';

/** Whether React has taken over the element the server rendered. */
function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react')));
}

/** Holds the app's script back until the function it returns lets it through. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Waits until React has taken over the element the server rendered. */
async function expectHydrated(page: Page, selector: string) {
  const element = page.locator(selector).first();
  await expect.poll(() => isHydrated(element)).toBe(true);
  await page.waitForLoadState('networkidle');
}

/** Whether the page's HTML came with the server's rendering (and its query cache). */
async function expectServerRendered(page: Page, address: string) {
  const response = await page.request.get(address);
  const html = await response.text();
  expect(html, address).toContain('id="vantage-queries"');
  expect(html, address).toMatch(/<div id="root"><[a-z]/);
  // Rendered with the production builds the browser hydrates with: the style class names carry
  // no development label (css-abc123-MuiButton-root), so the browser's are the same and the
  // server's styles serve it.
  expect(html, address).toMatch(/class="[^"]*\bcss-[a-z0-9]+"/);
  expect(html, address).not.toMatch(/\bcss-[a-z0-9]+-Mui/);
}

/**
 * Records the class of every style rule the page's script writes, from its first moment: a
 * page the server rendered has its components' styles in its head, and writes only those of
 * what changes after it has hydrated.
 */
async function recordWrittenStyles(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const written: string[] = [];
    Object.assign(window, { writtenStyleClasses: written });
    const { prototype } = CSSStyleSheet;
    const insertRule = Object.getOwnPropertyDescriptor(prototype, 'insertRule')!.value as (
      this: CSSStyleSheet,
      rule: string,
      index?: number,
    ) => number;
    prototype.insertRule = function (rule: string, index?: number) {
      const name = /\.(css-[a-z0-9]+)/.exec(rule)?.[1];
      if (name && !written.includes(name)) written.push(name);
      return insertRule.call(this, rule, index);
    };
  });
}

/**
 * The classes whose styles the page's script wrote though no element of the page carries them:
 * a component that restyles another gets the combined class, and the class of its own layer is
 * written for nothing unless the server gave it.
 */
function stylesWrittenForNothing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { writtenStyleClasses: string[] }).writtenStyleClasses.filter(
      (name) => document.getElementsByClassName(name).length === 0,
    ),
  );
}

/** Every address the sitemap lists (in one file, or in the files of a sitemap index). */
async function sitemapAddresses(page: Page): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const root = await (await page.request.get('/sitemap.xml')).text();
  const addresses: string[] = [];
  if (root.includes('<sitemapindex')) {
    for (const file of locs(root)) {
      addresses.push(...locs(await (await page.request.get(new URL(file).pathname)).text()));
    }
  } else addresses.push(...locs(root));
  return addresses.map((address) => new URL(address).pathname);
}

test.describe('server-rendered pages', () => {
  // The server loads its rendering with the first page it renders; until then (a few seconds)
  // pages are sent for the browser to render.
  test.beforeAll(async ({ request }) => {
    await expect
      .poll(async () => (await (await request.get('/')).text()).includes('id="vantage-queries"'), {
        timeout: 60_000,
      })
      .toBe(true);
  });

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
    expect(signedIn.headers()['cache-control']).toBe('private, no-store');
    expect(signedIn.headers().vary ?? '').toMatch(/cookie/i);
    expect(await signedIn.text()).toContain(member.email);

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.request.get(`/l/Lago_di_Braies/${spot.id}`);
    expect(visitor.headers()['cache-control']).toBe('no-cache');
    expect(visitor.headers().vary ?? '').toMatch(/cookie/i);
    const html = await visitor.text();
    expect(html).not.toContain(member.email);
    expect(html).not.toContain('Cache Tester');
    expect(html).toContain('"currentUser":null');
    // The visitor's page is the server's rendering, with its content.
    expect(html).toContain('id="vantage-queries"');
    expect(html).toContain('Lago di Braies</h1>');
    await visitorContext.close();
  });

  test('a spot page shows its content without JavaScript, and hydrates without a complaint on a first and a repeat visit', async ({
    browser,
    page,
  }) => {
    const spot = await demoSpot(page, 'Lago di Braies');
    const address = `/l/Lago_di_Braies/${spot.id}`;

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const reader = await noScript.newPage();
    await reader.goto(address);
    await expect(reader.getByRole('heading', { level: 1, name: 'Lago di Braies' })).toBeVisible();
    await expect(reader.getByText(/wooden boathouse and jetty on the north shore/)).toBeVisible();
    const firstPhoto = reader.locator('main img[src^="/media/photos/"]').first();
    await expect(firstPhoto).toBeVisible();
    await expect(firstPhoto).toHaveAttribute('alt', /\S/);
    await expect(firstPhoto).toHaveAttribute('width', /^\d+$/);
    // Its blurred placeholder is in the HTML too, for the moment before the photo arrives.
    expect(
      await firstPhoto.evaluate(
        (image) => getComputedStyle(image.closest('picture')!.parentElement!).backgroundImage,
      ),
    ).toContain('data:image/bmp;base64,');
    await expect(reader.getByText(/^Sunrise/).first()).toBeVisible();
    await expect(reader.getByText(/^Sunset/).first()).toBeVisible();
    // Its styles carry the prefixes Safari still reads, not those of browsers long gone.
    const styles = (await reader.locator('head style').allTextContents()).join('');
    expect(styles).toContain('-webkit-user-select:none;user-select:none;');
    expect(styles).not.toMatch(/-ms-flex|-moz-user-select|-webkit-box-align/);
    await noScript.close();

    await expectServerRendered(page, address);
    const problems = watchHydration(page);
    // The app's scripts are asked for once the first photo has arrived, not beside it.
    const arrivals: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('/media/photos/'))
        arrivals.push('photo');
    });
    page.on('request', (request) => {
      if (/\/assets\/index-[^/]+\.js$/.test(request.url())) arrivals.push('app');
    });
    await page.goto(address);
    await expectHydrated(page, 'h1');
    expect(arrivals.indexOf('photo')).toBeGreaterThanOrEqual(0);
    expect(arrivals.indexOf('photo')).toBeLessThan(arrivals.indexOf('app'));
    // Not only arrived: the browser had shown the photo when the app was asked for.
    const shown = await page.evaluate(
      (name) =>
        new Promise<{ photo: number; app: number } | null>((resolve) => {
          // Element Timing entries are read from an observer, not from the timeline.
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            const photo = list
              .getEntries()
              .find(
                (entry) => (entry as PerformanceEntry & { identifier: string }).identifier === name,
              );
            const app = performance
              .getEntriesByType('resource')
              .find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name));
            resolve(photo && app ? { photo: photo.startTime, app: app.startTime } : null);
          }).observe({ type: 'element', buffered: true });
        }),
      LEAD_PHOTO_TIMING,
    );
    expect(shown).toBeTruthy();
    expect(shown!.photo).toBeLessThan(shown!.app);
    await expect(page.getByText(/^Sunrise/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the hydrated spot page');
    // Again with what the first visit stored in the browser, the browser's clock five minutes
    // ahead of the server's, as a page the server kept in its cache is old.
    await page.clock.setFixedTime(Date.now() + 5 * 60_000);
    await page.reload();
    await expectHydrated(page, 'h1');
    expect(problems).toEqual([]);
  });

  test('home, tag, guide, gallery, profile, photo and search pages hydrate without a complaint', async ({
    page,
  }) => {
    const spot = await demoSpot(page, 'Lago di Braies');
    const spotData = Spot.parse(await (await page.request.get(`/api/point/${spot.id}`)).json());
    const photo = spotData.images[0];
    if (!photo) throw new Error('the demo spot has no photo');
    const photoPage = `/photo/${photo.id}`;
    const listed = await sitemapAddresses(page);
    const first = (pattern: RegExp) => {
      const address = listed.find((candidate) => pattern.test(candidate));
      if (!address) throw new Error(`the sitemap lists no page like ${String(pattern)}`);
      return address;
    };
    const pages = [
      '/',
      '/tag/Dolomites',
      first(/^\/guide\/[^/]+$/),
      first(/^\/by\/[^/]+\/gallery\/[^/]+$/),
      first(/^\/by\/[^/]+$/),
      photoPage,
      '/search/Braies',
      '/explore',
    ];

    const problems = watchHydration(page);
    await recordWrittenStyles(page);
    for (const address of pages) {
      await expectServerRendered(page, address);
      await page.goto(address);
      await expectHydrated(page, '#root > *');
      expect(problems, address).toEqual([]);
      // The photo page's viewer is a dialog, which the browser opens when it has hydrated.
      if (address !== photoPage) {
        expect(await stylesWrittenForNothing(page), address).toEqual([]);
      }
    }
    // Again, with what these visits stored in the browser, and with the browser's clock five
    // minutes ahead of the server's: a page the server kept in its cache is as old, and every
    // time it shows (a reply's "12 min ago") must hydrate as the server wrote it.
    await page.clock.setFixedTime(Date.now() + 5 * 60_000);
    for (const address of pages) {
      await page.goto(address);
      await expectHydrated(page, '#root > *');
      expect(problems, `${address} again`).toEqual([]);
    }
    await expectNoSeriousA11yViolations(page, 'the hydrated explore page');
  });

  test('before its scripts run, a page searches, and a phone gets the phone layout that then hydrates', async ({
    browser,
  }) => {
    const spot = await demoSpot(await browser.newPage(), 'Lago di Braies');
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const reader = await noScript.newPage();
    await reader.goto(`/l/Lago_di_Braies/${spot.id}`);
    const box = reader.getByRole('search').getByRole('textbox', { name: 'Search' });
    await box.fill('Seceda');
    await box.press('Enter');
    await expect(reader).toHaveURL(/\/search\/Seceda$/);
    await expect(reader.getByRole('heading', { level: 1, name: 'Search: Seceda' })).toBeVisible();
    await reader.getByRole('search').getByRole('textbox', { name: 'Search' }).fill('46.5725, 11.8');
    await reader.getByRole('search').getByRole('textbox', { name: 'Search' }).press('Enter');
    await expect(reader).toHaveURL(/\/map\?map&lat=46\.5725&long=11\.8&zoom=14&showGPS$/);
    await noScript.close();

    const phoneOptions = { viewport: PHONE, userAgent: PHONE_USER_AGENT };
    const phoneNoScript = await browser.newContext({ ...phoneOptions, javaScriptEnabled: false });
    const phoneReader = await phoneNoScript.newPage();
    for (const address of ['/search/lake', `/l/Lago_di_Braies/${spot.id}`, '/tag/Dolomites']) {
      await phoneReader.goto(address);
      await expect(phoneReader.locator('h1').first()).toBeVisible();
      expect(await horizontalOverflow(phoneReader), address).toBeLessThanOrEqual(0);
    }
    await phoneNoScript.close();

    const phone = await browser.newContext(phoneOptions);
    const page = await phone.newPage();
    const problems = watchHydration(page);
    // Every layout shift of the page, from its first paint on.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          shifts.push((entry as PerformanceEntry & { value: number }).value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // Every style element of the page's own styles or of its document-wide rules taken out
      // of the page (to be put back elsewhere), whether the server or the browser wrote it.
      const movedStyles: string[] = [];
      Object.assign(window, { movedStyles });
      new MutationObserver((records) => {
        for (const record of records) {
          record.removedNodes.forEach((node) => {
            if (!(node instanceof HTMLStyleElement)) return;
            const names = node.dataset.servedStyles ?? node.dataset.emotion ?? '';
            const documentWide = node.textContent?.startsWith('html{') ?? false;
            if (!names.startsWith('css-global') || documentWide) movedStyles.push(names);
          });
        }
      }).observe(document, { childList: true, subtree: true });
    });
    for (const address of ['/search/lake', `/l/Lago_di_Braies/${spot.id}`, '/tag/Dolomites']) {
      await page.goto(address);
      await expectHydrated(page, '#root > *');
      expect(problems, address).toEqual([]);
      // The page's styles stay where the server wrote them: moving one parses it again.
      expect(
        await page.evaluate(() => (window as unknown as { movedStyles: string[] }).movedStyles),
        address,
      ).toEqual([]);
      // Hydrating moves nothing the server drew (the goal: a layout shift of 0.05 at most).
      const shifted = await page.evaluate(() =>
        (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
      );
      expect(shifted, address).toBeLessThanOrEqual(0.05);
    }
    await phone.close();
  });

  test('on a phone, the panels below the screen hydrate as the visitor reaches them, and one pressed before works at once', async ({
    browser,
  }) => {
    const lookup = await browser.newPage();
    const spot = await demoSpot(lookup, 'Lago di Braies');
    await lookup.close();
    const phone = await browser.newContext({ viewport: PHONE, userAgent: PHONE_USER_AGENT });
    const page = await phone.newPage();
    const problems = watchHydration(page);
    const horizonReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/point/${spot.id}/horizon`)) horizonReads.push(request.url());
    });
    await page.goto(`/l/Lago_di_Braies/${spot.id}`);
    await expectHydrated(page, 'h1');

    // Far below the screen, the panels are the server's HTML, shown and readable, and read
    // nothing yet.
    const sunAndMoon = page.getByRole('button', { name: 'Sun and moon' });
    const nearby = page.getByRole('button', { name: 'Nearby Spots' });
    await expect(nearby).toHaveAttribute('aria-expanded', 'true');
    expect(await isHydrated(sunAndMoon)).toBe(false);
    expect(await isHydrated(nearby)).toBe(false);
    expect(horizonReads).toEqual([]);

    // A press on a panel that has not hydrated yet hydrates it on the spot and does its work.
    await nearby.click();
    await expect(nearby).toHaveAttribute('aria-expanded', 'false');
    expect(await isHydrated(nearby)).toBe(true);
    await nearby.click();
    await expect(nearby).toHaveAttribute('aria-expanded', 'true');

    // Scrolled to, the Sun and moon panel hydrates and draws the day's light against the horizon.
    await sunAndMoon.scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(sunAndMoon)).toBe(true);
    await expect.poll(() => horizonReads.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await expectNoSeriousA11yViolations(page, 'the spot page on a phone, scrolled');
    await phone.close();
  });

  test('on a phone, a visitor who scrolls down before the scripts have run keeps their place, and the mini map draws there', async ({
    browser,
  }) => {
    const lookup = await browser.newPage();
    const spot = await demoSpot(lookup, 'Lago di Braies');
    await lookup.close();
    const phone = await browser.newContext({ viewport: PHONE, userAgent: PHONE_USER_AGENT });
    const page = await phone.newPage();
    const problems = watchHydration(page);
    // The app's script arrives only when the test lets it, as on a slow connection.
    const release = await holdAppScript(page);
    await page.goto(`/l/Lago_di_Braies/${spot.id}`, { waitUntil: 'commit' });
    const miniMap = page.getByRole('link', { name: `Open large map of ${spot.title}` });
    await miniMap.scrollIntoViewIfNeeded();
    await expect(miniMap).toBeInViewport();
    release();
    // The part in view hydrates (the header, far above, waits for the visitor to come back).
    await expect.poll(() => isHydrated(miniMap)).toBe(true);
    // Hydrated, the page is where the visitor left it, and the map is drawn in its frame.
    await expect(miniMap.locator('canvas')).toBeVisible();
    await expect(miniMap).toBeInViewport();
    await expectNoSeriousA11yViolations(
      page,
      'the spot page on a phone, scrolled before it hydrated',
    );
    // Another spot opened from below starts at its top.
    const nearby = 'Tre Cime di Lavaredo from Rifugio Locatelli';
    await page.getByRole('link', { name: new RegExp(`^${nearby} \\d+ km$`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: nearby })).toBeInViewport();
    expect(problems).toEqual([]);
    await phone.close();
  });

  test('a link followed while a slow browser still hydrates the page, panels below the screen waiting, leads to its page', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchHydration(page);
    // A phone's processor: the page is still hydrating when the link is followed, with its lower
    // sections and footer left as the server's HTML.
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/');
    await page.getByRole('link', { name: 'Nearby Spots' }).first().click();
    await expect(page).toHaveURL(/\/explore\/nearby$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nearby Spots' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(problems).toEqual([]);
    await expectNoSeriousA11yViolations(page, 'Nearby Spots, reached while the home page hydrated');
    await context.close();
  });

  test('a button pressed before the scripts have run does its work once the page has hydrated', async ({
    page,
  }) => {
    const spot = await demoSpot(page, 'Lago di Braies');
    // The app's script arrives only when the test lets it, as on a slow connection.
    const release = await holdAppScript(page);
    await page.goto(`/l/Lago_di_Braies/${spot.id}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Login / Sign up' }).click();
    // The press waits, with a busy pointer, for the app.
    await expect(page.locator('html')).toHaveAttribute('data-held-click', '');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-held-click');
    await expectNoSeriousA11yViolations(page, 'the login dialog opened by a held press');
  });
});
