import type { Browser } from 'playwright-core';

/** How long the network must be quiet before the count ends. */
export const IDLE_MS = 3000;
/** The count ends here at the latest. */
const LONGEST_MS = 30_000;

/**
 * Each script a page fetched in a fresh profile (nothing cached, no service worker yet), with
 * its transferred body in bytes, counted while the page loads and until the network has been
 * quiet for {@link IDLE_MS}.
 */
export async function fetchedScripts(browser: Browser, url: string): Promise<Map<string, number>> {
  const context = await browser.newContext();
  const scripts = new Map<string, number>();
  const sizes: Array<Promise<void>> = [];
  let pending = 0;
  let lastActivity = Date.now();
  try {
    const page = await context.newPage();
    page.on('request', () => {
      pending++;
      lastActivity = Date.now();
    });
    const settled = () => {
      pending--;
      lastActivity = Date.now();
    };
    page.on('requestfailed', settled);
    page.on('requestfinished', (request) => {
      settled();
      const address = new URL(request.url());
      if (request.resourceType() !== 'script' && !address.pathname.endsWith('.js')) return;
      sizes.push(
        request.sizes().then(({ responseBodySize }) => {
          scripts.set(address.pathname, (scripts.get(address.pathname) ?? 0) + responseBodySize);
        }),
      );
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    while (Date.now() - started < LONGEST_MS) {
      if (pending <= 0 && Date.now() - lastActivity >= IDLE_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await Promise.all(sizes);
    return scripts;
  } finally {
    await context.close();
  }
}
