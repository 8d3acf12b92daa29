import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { spotPath } from '@vantage/shared';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { demoPhoto, startBuiltServer, stopBuiltServer, untilReadyz } from './bench-process';

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

/**
 * The scripts a first visit fetches on the home page and on a demo spot page: the build
 * (`npm run build`) with its demo content is started on `BUNDLE_PORT` (or a free port) with a
 * fresh data folder, each page is visited once before it is counted (so it is rendered and kept,
 * as a visitor usually meets it), and the server is stopped.
 */
export async function firstVisitScripts(): Promise<{
  spotUrl: string;
  home: Map<string, number>;
  spot: Map<string, number>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-bundle-'));
  const port = Number(process.env.BUNDLE_PORT ?? 3000 + Math.floor(Math.random() * 2000) + 2000);
  const base = `http://127.0.0.1:${port}`;
  const server = startBuiltServer(port, dataDir, { LOG_LEVEL: 'error' });
  try {
    await untilReadyz(base, { attempts: 2400, server });
    const photo = await demoPhoto(base);
    const spotUrl = spotPath({ id: photo.idSpot, title: photo.spotTitle });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      await fetchedScripts(browser, `${base}/`);
      await fetchedScripts(browser, `${base}${spotUrl}`);
      const home = await fetchedScripts(browser, `${base}/`);
      const spot = await fetchedScripts(browser, `${base}${spotUrl}`);
      return { spotUrl, home, spot };
    } finally {
      await browser.close();
    }
  } finally {
    await stopBuiltServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
