// Frame times of the world map while a person pans and zooms over the demo spots, measured
// in Chromium (software WebGL). Needs a build (`npm run build`) and /usr/bin/chromium.
// Usage: tsx bench/map-frames.bench.ts [data dir]  (a fresh dir is seeded with the demo data)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer, untilReadyz } from './bench-process';
import { launchChromium, printFrameTimes, startFrameTimes, stopFrameTimes } from './browser-frames';
import { browserSafePort } from './browser-port';

const FRAME_GOAL_MS = 100;
const dataDir = process.argv[2] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-frames-'));
const port = browserSafePort();

const server = startBuiltServer(port, dataDir, { LOG_LEVEL: 'warn' });
const base = `http://127.0.0.1:${port}`;
await untilReadyz(base, { attempts: 600 });

const browser = await launchChromium();
try {
  const [width, height] = (process.env.FRAMES_VIEWPORT ?? '1280x800').split('x').map(Number);
  const page = await browser.newPage({ viewport: { width: width!, height: height! } });
  // Over Europe, where the demo spots are densest.
  await page.goto(`${base}/map?map&lat=46.5&long=10&zoom=4`);
  await page.locator('canvas.maplibregl-canvas').waitFor();
  await page.waitForResponse((response) => response.url().includes('/api/pspots/'));
  await page.waitForTimeout(1500);

  await startFrameTimes(page);

  const centre = { x: width! / 2, y: height! / 2 };
  const started = Date.now();
  for (let round = 0; round < 6; round++) {
    // Drag across the map in 40 steps, then back, as a person pans.
    const dx = round % 2 === 0 ? 420 : -420;
    const dy = round % 3 === 0 ? 160 : -120;
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + dx, centre.y + dy, { steps: 40 });
    await page.mouse.up();
    // Zoom in and out around the pointer, loading new tiles of spots.
    await page.mouse.wheel(0, round < 3 ? -360 : 360);
    await page.waitForTimeout(400);
  }
  const seconds = (Date.now() - started) / 1000;
  const frames = await stopFrameTimes(page);
  printFrameTimes(
    'Map frames while panning and zooming the demo spots',
    frames,
    seconds,
    FRAME_GOAL_MS,
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
