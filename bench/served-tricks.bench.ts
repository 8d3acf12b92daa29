// Each speed trick of the served pages on and off, side by side: the built server started with
// SERVED_TRICKS set to every trick, none, and every trick but one, and Lighthouse's mobile preset
// (a mid-range phone's CPU, slow 4G, simulated) on a spot page and the home page, the median of
// SERVED_BENCH_RUNS runs (default 3) after a warm-up run. A trick earns its place by what the
// page loses without it. Needs a build (`npm run build`) and /usr/bin/chromium.
// Usage: tsx bench/served-tricks.bench.ts
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PspotsAnswer, SERVED_TRICKS, spotPath } from '@vantage/shared';

const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.SERVED_BENCH_RUNS ?? 3);
const port = 3000 + Math.floor(Math.random() * 2000) + 2000;
const base = `http://127.0.0.1:${port}`;
// One data folder for every start: the demo content is loaded once, by the first.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-served-tricks-'));

/** The SERVED_TRICKS of each column: all, then each trick off alone, then none. */
const SETTINGS: { name: string; value: string }[] = [
  { name: 'all on', value: 'on' },
  ...SERVED_TRICKS.map((trick) => ({
    name: `${trick} off`,
    value: SERVED_TRICKS.filter((other) => other !== trick).join(','),
  })),
  { name: 'all off', value: 'off' },
];

interface Figures {
  tbtMs: number;
  lcpMs: number;
  transferKb: number;
}

async function startServer(servedTricks: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      SERVED_TRICKS: servedTricks,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function stopServer(server: ChildProcess): Promise<void> {
  const stopped = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  return stopped;
}

async function measure(chromePort: number, url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
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

async function medianFigures(chromePort: number, url: string): Promise<Figures> {
  await measure(chromePort, url);
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measure(chromePort, url));
  return {
    tbtMs: median(runs.map((run) => run.tbtMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    transferKb: median(runs.map((run) => run.transferKb)),
  };
}

const cell = (figures: Figures) =>
  `TBT ${Math.round(figures.tbtMs)} ms, LCP ${Math.round(figures.lcpMs)} ms, ${Math.round(figures.transferKb)} KB`;

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
console.log(`Served-page tricks, Lighthouse mobile, median of ${RUNS} runs (home | spot):`);
try {
  for (const setting of SETTINGS) {
    const server = await startServer(setting.value);
    try {
      const world = PspotsAnswer.parse(await (await fetch(`${base}/api/pspots/0/0/0`)).json());
      const spot = world.spots.find((candidate) => candidate.title === 'Lago di Braies');
      const home = await medianFigures(chrome.port, `${base}/`);
      const spotPage = await medianFigures(chrome.port, base + (spot ? spotPath(spot) : '/'));
      // Printed as each setting is measured, side by side with those before it.
      console.log(`  ${setting.name.padEnd(18)} ${cell(home)} | ${cell(spotPage)}`);
    } finally {
      await stopServer(server);
    }
  }
} finally {
  chrome.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
