import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { spotPath } from '@vantage/shared';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { demoPhoto, startBuiltServer, stopBuiltServer, untilReadyz } from './bench-process';
import { browserSafePort } from './browser-port';

/** How long the network must be quiet before the count ends. */
export const IDLE_MS = 3000;
/** The count ends here at the latest. */
const LONGEST_MS = 30_000;

/** The screens a first visit is counted on. */
export type Screen = 'wide' | 'phone';

/**
 * A wide screen (Playwright's default window, 1280×720) and a phone as Lighthouse's mobile
 * preset emulates one (412×823 at 1.75 device pixels per CSS pixel, touch).
 */
const SCREENS: Record<Screen, BrowserContextOptions> = {
  wide: {},
  phone: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
};

/**
 * Each script a page fetched in a fresh profile (nothing cached, no service worker yet), with
 * its transferred body in bytes, counted while the page loads and until the network has been
 * quiet for {@link IDLE_MS}. A script's size is also read from the page's own resource timing:
 * when a fetch of a script is cut off after its body arrived and the script is asked for again,
 * the second answer comes from the cache with an empty body, and Playwright's count alone saw
 * none of its bytes (a run in three then counted 11 to 18 KB less).
 */
export async function fetchedScripts(
  browser: Browser,
  url: string,
  screen: Screen = 'wide',
): Promise<Map<string, number>> {
  const context = await browser.newContext(SCREENS[screen]);
  const scripts = new Map<string, number>();
  const sizes: Array<Promise<void>> = [];
  let pending = 0;
  let lastActivity = Date.now();
  try {
    const page = await context.newPage();
    // Room for every resource of the visit (the browser keeps 250 timings by default).
    await page.addInitScript(() => performance.setResourceTimingBufferSize(2000));
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
    const timed = await page.evaluate(
      (origin) =>
        performance
          .getEntriesByType('resource')
          .map((entry) => ({
            address: new URL(entry.name),
            bytes: 'encodedBodySize' in entry ? Number(entry.encodedBodySize) : 0,
          }))
          .filter(({ address }) => address.origin === origin && address.pathname.endsWith('.js'))
          .map(({ address, bytes }) => ({ pathname: address.pathname, bytes })),
      new URL(url).origin,
    );
    for (const { pathname, bytes } of timed) {
      scripts.set(pathname, Math.max(scripts.get(pathname) ?? 0, bytes));
    }
    return scripts;
  } finally {
    await context.close();
  }
}

/** What a first visit fetched on the home page and on a demo spot page, on one screen. */
export interface FirstVisit {
  home: Map<string, number>;
  spot: Map<string, number>;
}

/**
 * The scripts a first visit fetches on the home page and on a demo spot page, on each screen
 * asked for: the build (`npm run build`) with its demo content is started on `BUNDLE_PORT` (or a
 * free port) with a fresh data folder, each page is visited once on that screen before it is
 * counted (so it is rendered and kept, as a visitor usually meets it), and the server is stopped.
 */
export async function firstVisitScripts<S extends Screen>(
  screens: readonly S[],
): Promise<{ spotUrl: string } & Record<S, FirstVisit>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-bundle-'));
  const port = browserSafePort(process.env.BUNDLE_PORT);
  const base = `http://127.0.0.1:${port}`;
  const server = startBuiltServer(port, dataDir, { LOG_LEVEL: 'error' });
  try {
    await untilReadyz(base, { attempts: 2400, server });
    const photo = await demoPhoto(base);
    const spotUrl = spotPath({ id: photo.idSpot, title: photo.spotTitle });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const visits = {} as Record<S, FirstVisit>;
      for (const screen of screens) {
        await fetchedScripts(browser, `${base}/`, screen);
        await fetchedScripts(browser, `${base}${spotUrl}`, screen);
        visits[screen] = {
          home: await fetchedScripts(browser, `${base}/`, screen),
          spot: await fetchedScripts(browser, `${base}${spotUrl}`, screen),
        };
      }
      return { spotUrl, ...visits };
    } finally {
      await browser.close();
    }
  } finally {
    await stopBuiltServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
