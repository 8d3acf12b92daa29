// Each speed trick of the served pages on and off, side by side: the built server started with
// SERVED_TRICKS set to every trick, none, and every trick but one, then the browser's app built
// again without each trick of its build (BUILD_TRICKS, into a folder of its own), and
// Lighthouse's mobile preset (a mid-range phone's CPU, slow 4G, simulated) on a spot page and the
// home page, the median of SERVED_BENCH_RUNS runs (default 3) after a warm-up run. Each run opens
// a new Chromium with a fresh profile, as a first visit is. A trick earns its place by what the
// page loses without it. Needs a build (`npm run build`) and /usr/bin/chromium.
// Usage: tsx bench/served-tricks.bench.ts
import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PspotsAnswer, SERVED_TRICKS, spotPath } from '@vantage/shared';
import { BUILD_TRICKS } from '../packages/web/build-tricks';
import { startBuiltServer, stopBuiltServer, untilReadyz } from './bench-process';
import { lighthouseFirstVisit } from './lighthouse-run';
import { browserSafePort } from './browser-port';

const RUNS = Number(process.env.SERVED_BENCH_RUNS ?? 3);
const port = browserSafePort();
const base = `http://127.0.0.1:${port}`;
// One data folder for every start: the demo content is loaded once, by the first.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-served-tricks-'));

const webDir = path.resolve('packages/web');

interface Setting {
  name: string;
  servedTricks: string;
  /** The BUILD_TRICKS of an app built for this row alone; the built app where unset. */
  buildTricks?: string;
}

const allBut = (tricks: readonly string[], trick: string) =>
  tricks.filter((other) => other !== trick).join(',');

/** Each row: all on, then each trick off alone, then every trick of the served pages off. */
const SETTINGS: Setting[] = [
  { name: 'all on', servedTricks: 'on' },
  ...SERVED_TRICKS.map((trick) => ({
    name: `${trick} off`,
    servedTricks: allBut(SERVED_TRICKS, trick),
  })),
  { name: 'served all off', servedTricks: 'off' },
  ...BUILD_TRICKS.map((trick) => ({
    name: `${trick} off`,
    servedTricks: 'on',
    buildTricks: allBut(BUILD_TRICKS, trick),
  })),
];

/**
 * The browser's app built with these BUILD_TRICKS into a folder of its own, beside the server
 * rendering's build of the same source (the server looks for it next to the app).
 */
function buildApp(buildTricks: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-build-tricks-'));
  const outDir = path.join(folder, 'dist');
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'error'], {
    cwd: webDir,
    env: { ...process.env, BUILD_TRICKS: buildTricks },
    // Its warnings are the app build's own; a failed build throws with what it printed.
    stdio: 'pipe',
  });
  fs.symlinkSync(path.join(webDir, 'dist-server'), path.join(folder, 'dist-server'));
  return outDir;
}

interface Figures {
  tbtMs: number;
  lcpMs: number;
  transferKb: number;
}

async function startServer(setting: Setting, webDistDir?: string): Promise<ChildProcess> {
  const server = startBuiltServer(port, dataDir, {
    LOG_LEVEL: 'error',
    SERVED_TRICKS: setting.servedTricks,
    ...(webDistDir && { WEB_DIST_DIR: webDistDir }),
  });
  await untilReadyz(base, { server });
  return server;
}

async function measure(url: string): Promise<Figures> {
  const result = await lighthouseFirstVisit(url, ['performance']);
  const value = (id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    tbtMs: value('total-blocking-time'),
    lcpMs: value('largest-contentful-paint'),
    transferKb: value('total-byte-weight') / 1024,
  };
}

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function medianFigures(url: string): Promise<Figures> {
  await measure(url);
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measure(url));
  return {
    tbtMs: median(runs.map((run) => run.tbtMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    transferKb: median(runs.map((run) => run.transferKb)),
  };
}

const cell = (figures: Figures) =>
  `TBT ${Math.round(figures.tbtMs)} ms, LCP ${Math.round(figures.lcpMs)} ms, ${Math.round(figures.transferKb)} KB`;

console.log(`Served-page tricks, Lighthouse mobile, median of ${RUNS} runs (home | spot):`);
try {
  for (const setting of SETTINGS) {
    const webDistDir =
      setting.buildTricks === undefined ? undefined : buildApp(setting.buildTricks);
    const server = await startServer(setting, webDistDir);
    try {
      const world = PspotsAnswer.parse(await (await fetch(`${base}/api/pspots/0/0/0`)).json());
      const spot = world.spots.find((candidate) => candidate.title === 'Lago di Braies');
      const home = await medianFigures(`${base}/`);
      const spotPage = await medianFigures(base + (spot ? spotPath(spot) : '/'));
      // Printed as each setting is measured, side by side with those before it.
      console.log(`  ${setting.name.padEnd(18)} ${cell(home)} | ${cell(spotPage)}`);
    } finally {
      await stopBuiltServer(server);
      if (webDistDir) fs.rmSync(path.dirname(webDistDir), { recursive: true, force: true });
    }
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
