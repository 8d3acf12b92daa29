import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';

const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'];

/**
 * Lighthouse (mobile preset) on `url` in a Chromium started for this run alone, with a profile
 * of its own, as the Lighthouse CLI runs: a first visit, with nothing cached or compiled from a
 * run before.
 */
export async function lighthouseFirstVisit(
  url: string,
  categories: readonly string[],
): Promise<RunnerResult> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result;
  } finally {
    chrome.kill();
  }
}
