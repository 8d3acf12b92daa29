// Frame times of the world map in 3D terrain while a person rotates and tilts it over ridged
// relief (no spots), measured in Chromium (software WebGL, SwiftShader). The basemap and terrain tiles
// come from a fake provider on 127.0.0.1, so the figure does not depend on the internet.
// Needs a build (`npm run build`) and /usr/bin/chromium.
// Usage: tsx --conditions=source bench/terrain-frames.bench.ts
import { FakeMapProvider } from '../packages/server/test/support/fake-map-provider';
import { startAppServer } from '../e2e/support/app-server';
import { startBareMap } from './bare-map';
import type { Page } from 'playwright-core';
import {
  fakeMapAppEnv,
  frameQuantile,
  launchChromium,
  printFrameTimes,
  startFrameTimes,
  stopFrameTimes,
} from './browser-frames';

/**
 * The 95th-percentile frame while turning the 3D map, under software rendering: 20 frames a
 * second keeps a turn readable. The flat map's goal (no frame over 100 ms) is printed as well.
 */
const P95_GOAL_MS = 50;
const LONG_FRAME_MS = 100;

/** Turns, tilts and zooms the map of `page` as a person would, timing every frame meanwhile. */
async function turnAndTime(page: Page, width: number, height: number) {
  await startFrameTimes(page);
  const centre = { x: width / 2, y: height / 2 };
  const started = Date.now();
  for (let round = 0; round < 6; round++) {
    // Rotate and tilt with the right button held, as a person turns a 3D map, then zoom a step.
    const dx = round % 2 === 0 ? 360 : -360;
    const dy = round % 2 === 0 ? -80 : 80;
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down({ button: 'right' });
    await page.mouse.move(centre.x + dx, centre.y + dy, { steps: 40 });
    await page.mouse.up({ button: 'right' });
    await page.mouse.wheel(0, round < 3 ? -240 : 240);
    await page.waitForTimeout(400);
  }
  const seconds = (Date.now() - started) / 1000;
  return { times: await stopFrameTimes(page), seconds };
}

const provider = await new FakeMapProvider().start();
const app = await startAppServer({
  ...fakeMapAppEnv(provider.styleUrl),
  TERRAIN_TILES: provider.terrainUrl,
  WARM_BASEMAP: 'false',
  // The relief is measured, not the spots: no demo content to load first.
  SEED_DEMO: 'false',
});
const browser = await launchChromium();
try {
  const [width, height] = (process.env.FRAMES_VIEWPORT ?? '1280x800').split('x').map(Number);
  const page = await browser.newPage({ viewport: { width: width!, height: height! } });
  // Tilted in the address, so the map opens in 3D over the fake's ridges near demo spots.
  await page.goto(`${app.origin}/map?map&lat=46.6&long=12.1&zoom=12&pitch=55&bearing=20`);
  const threeD = page.getByRole('button', { name: '3D terrain' });
  await threeD.waitFor();
  if ((await threeD.getAttribute('aria-pressed')) !== 'true') {
    throw new Error('the map did not open in 3D');
  }
  // The fake draws each terrain tile as it is asked; a busy machine may take minutes.
  const settled = page.locator('.maplibregl-map[data-map-state="settled"]');
  const settledInTime = await settled
    .waitFor({ timeout: 300_000 })
    .then(() => true)
    .catch(() => false);
  if (!settledInTime)
    console.log('\n(the map had not settled after 5 minutes: tiles still loading)');

  const frames = await turnAndTime(page, width!, height!);
  printFrameTimes(
    'Map frames in 3D terrain while rotating, tilting and zooming',
    frames.times,
    frames.seconds,
    LONG_FRAME_MS,
  );
  console.log(
    `  p95 ${frameQuantile(frames.times, 0.95).toFixed(1)} ms (goal: at most ${P95_GOAL_MS} ms under software rendering; the machine may be shared, so compare runs on the same machine)`,
  );

  // MapLibre alone turning the same 3D view, with nothing of the site around it.
  await page.close();
  const bare = await startBareMap(app.origin);
  try {
    const barePage = await browser.newPage({ viewport: { width: width!, height: height! } });
    await barePage.goto(
      bare.url({
        style: provider.styleUrl,
        center: [12.1, 46.6],
        zoom: 12,
        pitch: 55,
        bearing: 20,
        terrain: { tiles: provider.terrainUrl, encoding: 'terrarium', tileSize: 256 },
      }),
    );
    await barePage.locator('body[data-state="idle"]').waitFor({ timeout: 300_000 });
    const bareFrames = await turnAndTime(barePage, width!, height!);
    printFrameTimes(
      'MapLibre alone, the same 3D view turned the same way',
      bareFrames.times,
      bareFrames.seconds,
      LONG_FRAME_MS,
    );
  } finally {
    await bare.close();
  }
} finally {
  await browser.close();
  await app.stop();
  await provider.close();
}
