// Whether the home page installs as an app, as Lighthouse (with the system Chromium) and
// Chromium itself judge it: the manifest and its icons, the service worker, and the start URL
// opening without a connection. Needs a build (`npm run build`) and /usr/bin/chromium.
// Usage: tsx bench/installable.bench.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startBuiltServer, untilReadyz } from './bench-process';
import { browserSafePort } from './browser-port';

const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-installable-'));
const port = browserSafePort();
const AUDITS = ['installable-manifest', 'maskable-icon', 'splash-screen', 'themed-omnibox'];
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'];

const server = startBuiltServer(port, dataDir, { LOG_LEVEL: 'warn' });
// Installing needs a secure origin: localhost is one, 127.0.0.1 over http is too.
const base = `http://localhost:${port}`;

/** What the page's check reads of the browser (no DOM types here). */
type WithServiceWorker = { navigator: { serviceWorker: { controller: unknown } } };

const row = (label: string, value: string, goal: string) =>
  console.log(`${label.padEnd(34)} ${value.padEnd(10)} goal: ${goal}`);

try {
  await untilReadyz(base, { attempts: 600 });

  console.log('\nInstallable app (home page)');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(`${base}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['pwa'],
    });
    const audits = result?.lhr.audits ?? {};
    for (const id of AUDITS) {
      const audit = audits[id];
      const passed = audit?.score === 1;
      row(`Lighthouse ${id}`, passed ? 'pass' : 'FAIL', 'pass');
      if (!passed && audit?.explanation) console.log(`  ${audit.explanation}`);
    }
  } finally {
    chrome.kill();
  }

  // Lighthouse no longer checks the worker and the offline start; Chromium itself does here.
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/`);
    // A function, not a string: the page's CSP allows no eval.
    await page.waitForFunction(
      () =>
        (globalThis as unknown as WithServiceWorker).navigator.serviceWorker.controller !== null,
      undefined,
      { timeout: 30_000 },
    );
    row('Service worker controls the page', 'yes', 'yes');
    const manifest = (await (await fetch(`${base}/manifest.webmanifest`)).json()) as {
      start_url: string;
    };
    await context.setOffline(true);
    const started = Date.now();
    await page.goto(new URL(manifest.start_url, base).href);
    await page
      .getByRole('link', { name: /Vantage/i })
      .first()
      .waitFor({ timeout: 15_000 });
    row('Start URL opens offline', 'yes', 'yes');
    row('Offline start, first element (ms)', String(Date.now() - started), '< 3000');
  } finally {
    await browser.close();
  }
} finally {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
