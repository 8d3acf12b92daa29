import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';

/** Chromium as the journeys run it: headless, software WebGL (SwiftShader), no background work. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Starts timing every animation frame of the page until {@link stopFrameTimes}. */
export async function startFrameTimes(page: Page): Promise<void> {
  // A string, not a function: the TypeScript loader would wrap functions in helpers the page lacks.
  await page.evaluate(`(() => {
    window.frames_ = [];
    window.recording_ = true;
    let last = performance.now();
    const tick = (now) => {
      window.frames_.push(now - last);
      last = now;
      if (window.recording_) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
}

/** The frame times (ms) since {@link startFrameTimes}. */
export function stopFrameTimes(page: Page): Promise<number[]> {
  return page.evaluate<number[]>(
    '(() => { window.recording_ = false; return window.frames_.slice(1); })()',
  );
}

/** The frame time (ms) at quantile `q` (0…1) of `frames`. */
export function frameQuantile(frames: readonly number[], q: number): number {
  const sorted = [...frames].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** Prints the median, p95, p99 and longest frame of a run, with how many exceeded `longFrameMs`. */
export function printFrameTimes(
  what: string,
  frames: readonly number[],
  seconds: number,
  longFrameMs: number,
): void {
  console.log(`\n${what} (${seconds.toFixed(1)} s, ${frames.length} frames):`);
  console.log(
    `  median ${frameQuantile(frames, 0.5).toFixed(1)} ms, p95 ${frameQuantile(frames, 0.95).toFixed(1)} ms, p99 ${frameQuantile(frames, 0.99).toFixed(1)} ms, longest ${Math.max(0, ...frames).toFixed(1)} ms`,
  );
  const over = frames.filter((frame) => frame > longFrameMs).length;
  console.log(`  frames over ${longFrameMs} ms: ${over} (goal: none)`);
}

/**
 * The app's settings for drawing frames against a fake map provider: its style as the only
 * basemap, no weather, and no shedding of load (a busy machine would otherwise answer tiles
 * with 503).
 */
export function fakeMapAppEnv(styleUrl: string): Record<string, string> {
  return {
    MAP_LAYER_DEFAULT: styleUrl,
    MAP_LAYER_TOPO: 'off',
    MAP_LAYER_OSM: 'off',
    OPEN_METEO_URL: 'off',
    LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    LOAD_MAX_EVENT_LOOP_UTILIZATION: '0',
  };
}
