// Each of the tricks played on MapLibre's insides (packages/web/src/platform/maplibre), on and
// off, on the path a visitor takes: opening the map page over the demo spots, then panning it.
// Runs alternate between the settings, each in a fresh browser context (nothing cached).
// Measured in Chromium as the journeys run it: WebGL drawn in software (SwiftShader), so a gain
// that comes from drawing, reading back or compiling shaders may not exist on a GPU.
// Needs a build (`npm run build`) and /usr/bin/chromium.
// Usage: tsx --conditions=source bench/maplibre-tricks.bench.ts [runs per setting, default 3]
import type { Browser } from 'playwright-core';
import { FakeMapProvider } from '../packages/server/test/support/fake-map-provider';
import { startAppServer } from '../e2e/support/app-server';
import { MAPLIBRE_TRICKS } from '../packages/web/src/platform/maplibre/trick-names';
import {
  fakeMapAppEnv,
  frameQuantile,
  launchChromium,
  startFrameTimes,
  stopFrameTimes,
} from './browser-frames';

const RUNS = Number(process.argv[2] ?? 3);
/** A task longer than this blocks the page (Lighthouse's total blocking time counts the rest). */
const LONG_TASK_MS = 50;

interface Run {
  blockingMs: number;
  shownMs: number;
  settledMs: number;
  panMedianMs: number;
  panP95Ms: number;
}

/** Every trick, none, and every trick but one, as the address parameter says them. */
const SETTINGS: { name: string; parameter: string | null }[] = [
  { name: 'all tricks', parameter: null },
  { name: 'no trick', parameter: 'off' },
  // With one trick, "all but it" is "no trick".
  ...(MAPLIBRE_TRICKS.length < 2 ? [] : MAPLIBRE_TRICKS).map((trick) => ({
    name: `all but ${trick}`,
    parameter: MAPLIBRE_TRICKS.filter((other) => other !== trick).join(','),
  })),
];

async function openAndPan(
  browser: Browser,
  origin: string,
  parameter: string | null,
): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    // A string, not a function: the TypeScript loader would wrap functions in helpers the page lacks.
    await page.addInitScript(`(() => {
      window.blocking_ = 0;
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) window.blocking_ += Math.max(0, task.duration - ${LONG_TASK_MS});
      }).observe({ type: 'longtask', buffered: true });
      const watch = () => {
        const map = document.querySelector('.maplibregl-map');
        if (map && map.hasAttribute('data-map-drawn') && window.shown_ === undefined) window.shown_ = performance.now();
        if (map && map.getAttribute('data-map-state') === 'settled' && window.settled_ === undefined) window.settled_ = performance.now();
      };
      new MutationObserver(watch).observe(document, { attributes: true, childList: true, subtree: true });
    })()`);
    const tricks = parameter === null ? '' : `&maplibre-tricks=${parameter}`;
    await page.goto(`${origin}/map?map&lat=46.5&long=10&zoom=4${tricks}`);
    await page.locator('.maplibregl-map[data-map-state="settled"]').waitFor({ timeout: 120_000 });
    const [blockingMs, shownMs, settledMs] = await page.evaluate<number[]>(
      '[window.blocking_, window.shown_, window.settled_]',
    );
    await startFrameTimes(page);
    for (let round = 0; round < 2; round++) {
      const dx = round === 0 ? 420 : -420;
      await page.mouse.move(640, 400);
      await page.mouse.down();
      await page.mouse.move(640 + dx, 400 + 120, { steps: 40 });
      await page.mouse.up();
      await page.mouse.wheel(0, round === 0 ? -360 : 360);
      await page.waitForTimeout(400);
    }
    const frames = await stopFrameTimes(page);
    return {
      blockingMs: blockingMs!,
      shownMs: shownMs!,
      settledMs: settledMs!,
      panMedianMs: frameQuantile(frames, 0.5),
      panP95Ms: frameQuantile(frames, 0.95),
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

const provider = await new FakeMapProvider().start();
const app = await startAppServer(fakeMapAppEnv(provider.styleUrl));
const browser = await launchChromium();
try {
  // A first visit warms the server's caches and the fake provider's tiles.
  await openAndPan(browser, app.origin, null);
  const runs = new Map(SETTINGS.map((setting) => [setting.name, [] as Run[]]));
  for (let round = 0; round < RUNS; round++) {
    for (const setting of SETTINGS) {
      const run = await openAndPan(browser, app.origin, setting.parameter);
      runs.get(setting.name)!.push(run);
      // Each run as it comes: a busy machine may take long over all of them.
      console.log(
        `  ${setting.name}: ${JSON.stringify(run, (key, value: number) => (key === '' ? value : Math.round(value)))}`,
      );
    }
  }
  console.log(
    `\nThe map page with MapLibre's tricks on and off, median of ${RUNS} alternating runs (ms):`,
  );
  console.log('  setting                           blocking  shown  settled  pan median  pan p95');
  for (const [name, taken] of runs) {
    const of = (key: keyof Run) => median(taken.map((run) => run[key])).toFixed(0);
    console.log(
      `  ${name.padEnd(34)}${of('blockingMs').padStart(8)}${of('shownMs').padStart(7)}${of('settledMs').padStart(9)}${of('panMedianMs').padStart(12)}${of('panP95Ms').padStart(9)}`,
    );
  }
  console.log(
    "  (blocking: the page's long tasks beyond 50 ms until settled; shown: the first view appears)",
  );
} finally {
  await browser.close();
  await app.stop();
  await provider.close();
}
