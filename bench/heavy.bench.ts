/**
 * The heavy cases, each figure beside its goal: a search for the word every synthetic spot
 * carries, `/api/range` over HTTP, the data and the server-rendered page of a spot with 50
 * descriptions, 200 photos and 20 open proposals (latency, and throughput beside a bare Fastify
 * route measured in the same run, as is `/healthz`, each asked as a browser asks: compressed
 * answers accepted), `/api/search`, on SQLite and PostgreSQL; then the site's first start on
 * an empty database (migrations and demo content), a later start (each until it listens and
 * until `/readyz` says ready), the first place search once ready, the 503s one visitor gets
 * while the server starts, and its memory when idle.
 * 100,000 spots by default; HEAVY_SPOTS=1000000 for the full size.
 * Usage: node_modules/.bin/tsx --conditions=source bench/heavy.bench.ts [-- --seconds 5]
 * `--only starts` runs the starts and the idle memory alone (no filled database needed);
 * `--engine sqlite` or `--engine postgres` runs the heavy cases on that database alone.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVED_QUERIES_ELEMENT_ID } from '@vantage/shared';
import type { Engine } from '../packages/server/src/db/database';
import { filledBenchSite, percentile, settleAfterBulkLoad } from './bench-database';
import {
  serverCpuMs,
  startBareFastify,
  serverMemoryMb,
  startBenchServer,
  startSiteServer,
  stopBenchServer,
  whenReady,
} from './bench-process';
import { viewports } from './fill-spots';
import { HEAVY_SPOT, makeHeavySpot } from './heavy-spot';
import { numberOption, stringOption } from './bench-args';
import { BROWSER_ENCODINGS, CRAWLER, LOAD_CLIENT, loadFor } from './load-client';

const SPOTS = Number(process.env.HEAVY_SPOTS ?? 100_000);
const SECONDS = numberOption('seconds', 5);
const REQUESTS = numberOption('requests', 1_000);
const PORT = process.env.HEAVY_PORT ?? '3503';
/** `--only starts`: the starts and the idle memory alone. */
const ONLY = stringOption('only');
if (ONLY !== undefined && ONLY !== 'starts') throw new Error(`--only takes 'starts', not ${ONLY}`);
const WANTED_ENGINE = stringOption('engine');
const ENGINES = (['sqlite', 'postgres'] as const).filter(
  (engine) => WANTED_ENGINE === undefined || WANTED_ENGINE === engine,
);
if (ENGINES.length === 0) throw new Error('--engine takes sqlite or postgres');
/** The word in every synthetic spot's title ("Synthetic spot 123"). */
const COMMON_WORD = 'synthetic';
/**
 * What every browser says it can decode (Chromium's list): the server answers it with the
 * compressed body it keeps, as a visitor gets it. `HEAVY_PLAIN=1` asks as a client that takes
 * only plain bodies does.
 */
const AS_A_BROWSER: Record<string, string> =
  process.env.HEAVY_PLAIN === '1' ? {} : { 'accept-encoding': BROWSER_ENCODINGS };

const GOALS = {
  commonSearchP95Ms: 30,
  rangeP95Ms: 8,
  pointP95Ms: 15,
  healthShare: 0.5,
  pointShare: 0.4,
  pageShare: 0.12,
  searchShare: 0.35,
  firstStartS: 15,
  laterStartS: 2,
  firstPlaceSearchMs: 100,
  startUnavailable: 0,
  idleRssMb: 150,
};

const lines: string[] = [];
/** One figure beside its goal, remembered for the summary. */
function report(label: string, figure: string, goal: string, met: boolean, note = '') {
  const line = `  ${label.padEnd(52)} ${figure.padStart(10)}   goal ${goal.padEnd(10)} ${(met ? 'met' : 'MISSED').padEnd(7)}${note}`;
  lines.push(line);
  console.log(line);
}

/**
 * Milliseconds of each call after a warm-up, ascending, and the processor time per call (ms)
 * of this process, or of `server` when given.
 */
async function timings(
  count: number,
  call: (index: number) => Promise<unknown>,
  server?: ChildProcess,
) {
  for (let index = 0; index < Math.min(20, count); index++) await call(index);
  const times: number[] = [];
  const cpuBefore = server ? serverCpuMs(server) : process.cpuUsage();
  for (let index = 0; index < count; index++) {
    const t0 = performance.now();
    await call(index);
    times.push(performance.now() - t0);
  }
  const cpuMs =
    typeof cpuBefore === 'number'
      ? serverCpuMs(server!) - cpuBefore
      : (({ user, system }) => (user + system) / 1000)(process.cpuUsage(cpuBefore));
  return { sorted: times.sort((a, b) => a - b), cpuPerCall: cpuMs / count };
}

/** A latency line: p95 beside its goal, and the processor time per call. */
function reportLatency(
  label: string,
  measured: Awaited<ReturnType<typeof timings>>,
  goalMs: number,
) {
  const p95 = percentile(measured.sorted, 95);
  report(
    `${label}, p95`,
    `${p95.toFixed(1)} ms`,
    `≤ ${goalMs} ms`,
    p95 <= goalMs,
    `(processor ${measured.cpuPerCall.toFixed(2)} ms/call)`,
  );
}

/** The longest the first requests may take to make what the measured route keeps. */
const WARM_UP_MS = 60_000;

async function throughput(
  server: ChildProcess,
  address: string,
  url: string,
  headers: Record<string, string> = {},
  /** Whether an answer is the one the route keeps (a page with its server-rendered content). */
  warm: (body: string) => boolean = () => true,
) {
  // The first requests load what the route needs on first use (the gazetteer, the renderer)
  // and what it keeps: a page whose rendering takes longer than a visitor waits is sent for
  // the browser to render while the rendering goes on, and is kept once it is done.
  const started = Date.now();
  while (!warm(await fetch(address + url, { headers }).then((res) => res.text()))) {
    if (Date.now() - started > WARM_UP_MS)
      throw new Error(`${url} not warm after ${WARM_UP_MS} ms`);
  }
  const cpuBefore = serverCpuMs(server);
  const figures = await loadFor(address + url, {
    connections: 8,
    seconds: SECONDS,
    headers: { ...AS_A_BROWSER, ...headers },
  });
  // Processor time the server spent on each answer (user and system): steadier than the
  // throughput on a machine whose speed drifts, and the same whatever the load generator costs.
  const cpuUsPerAnswer = ((serverCpuMs(server) - cpuBefore) * 1000) / figures.requests;
  return { ...figures, cpuUsPerAnswer };
}

async function runEngine(engine: Engine) {
  const site = await filledBenchSite(engine, 'heavy', SPOTS);
  if (!site) return;
  const { dir, target, database, container, started } = site;
  const heavy = await makeHeavySpot(container);
  await settleAfterBulkLoad(engine, database.db);
  console.log(
    `\r${engine}: ${SPOTS.toLocaleString('en')} spots loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );

  const search = await timings(200, () => container.search.search(COMMON_WORD, {}));
  reportLatency(`search '${COMMON_WORD}' (on every spot)`, search, GOALS.commonSearchP95Ms);
  await container.close();
  await database.close();

  // Capacity is measured without load shedding (the saturation benchmark measures that), with
  // the log a site writes (a line a request; HEAVY_LOG_LEVEL=silent measures without it).
  const { server, address } = await startBenchServer(target.url, {
    ...process.env,
    LOG_LEVEL: process.env.HEAVY_LOG_LEVEL ?? 'info',
    DATA_DIR: dir,
    LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    LOAD_MAX_EVENT_LOOP_UTILIZATION: '0',
    LOAD_MAX_IN_FLIGHT: '0',
  });
  try {
    // A process that has just started compiles its code on the first requests: those are
    // other viewports than the measured ones, whose spots it has not read yet.
    const fetchViewport = (urls: string[]) => (index: number) =>
      fetch(address + urls[index]!).then((res) => res.arrayBuffer());
    const first = viewports(REQUESTS / 4, 11);
    const fresh = await timings(first.length, fetchViewport(first), server);
    console.log(
      `  (the first ${first.length} viewports of the just-started process: p95 ${percentile(fresh.sorted, 95).toFixed(1)} ms, processor ${fresh.cpuPerCall.toFixed(2)} ms/call)`,
    );
    const range = await timings(REQUESTS, fetchViewport(viewports(REQUESTS)), server);
    reportLatency('/api/range over HTTP, viewports not yet read', range, GOALS.rangeP95Ms);
    const point = await timings(
      REQUESTS / 2,
      () => fetch(`${address}/api/point/${heavy.id}`).then((res) => res.arrayBuffer()),
      server,
    );
    reportLatency(
      `/api/point (${HEAVY_SPOT.descriptions} descr., ${HEAVY_SPOT.photos} photos, ${HEAVY_SPOT.proposals} prop.)`,
      point,
      GOALS.pointP95Ms,
    );

    const rendered = (body: string) => body.includes(`id="${SERVED_QUERIES_ELEMENT_ID}"`);
    const shares: [string, string, Record<string, string>, number, typeof rendered?][] = [
      ['/healthz', '/healthz', {}, GOALS.healthShare],
      ['/api/point/{id}', `/api/point/${heavy.id}`, {}, GOALS.pointShare],
      [
        'spot page, server-rendered',
        heavy.path,
        { 'user-agent': CRAWLER },
        GOALS.pageShare,
        rendered,
      ],
      ['/api/search/paris', '/api/search/paris', {}, GOALS.searchShare],
    ];
    // Each beside the engine's floor measured just before it: the machine's speed drifts.
    console.log(
      `  (throughput measured by ${LOAD_CLIENT}${LOAD_CLIENT === 'wrk' ? '' : ': a large answer measures the load generator; apt-get install wrk'})`,
    );
    const bare = await startBareFastify();
    try {
      for (const [label, url, headers, goal, warm] of shares) {
        const floor = await throughput(bare.server, bare.address, '/healthz');
        const figures = await throughput(server, address, url, headers, warm);
        const share = figures.perSecond / floor.perSecond;
        report(
          `${label} (${Math.round(figures.perSecond)}/s), of bare Fastify (${Math.round(floor.perSecond)}/s)`,
          `${(share * 100).toFixed(1)} %`,
          `≥ ${goal * 100} %`,
          share >= goal && figures.failed === 0,
          `(processor time per answer: ${figures.cpuUsPerAnswer.toFixed(0)} µs, bare Fastify ${floor.cpuUsPerAnswer.toFixed(0)} µs)`,
        );
        if (figures.failed > 0) console.log(`    (${figures.failed} failed requests)`);
      }
    } finally {
      await stopBenchServer(bare.server);
    }
  } finally {
    await site.remove(server);
  }
}

/** What one visitor asks for, one request after another, while a server starts. */
const VISITOR_URLS = [
  '/api/point/1',
  '/',
  '/i/1',
  '/tiles/2/2/1.pbf',
  '/tiles/5/16/11.pbf',
  '/api/range/46.0/8.0/4.0/6.0',
];
/** Quiet after which the idle process has made its last collection, with a margin. */
const SETTLED_IDLE_MS = 10_000;
/** How long the visitor goes on once the server says it is ready. */
const VISITOR_AFTER_READY_MS = 3_000;

/**
 * Starts the site and watches it as a load balancer and one visitor would: the visitor asks for
 * pages, spots and tiles one after another from the moment it listens; the first place search
 * goes out the moment `/readyz` says ready; the visitor stops a few seconds later.
 */
async function watchedStart(env: NodeJS.ProcessEnv) {
  const started = performance.now();
  const site = await startSiteServer(env);
  let stop = false;
  const statuses = new Map<number, number>();
  const visitor = (async () => {
    for (let index = 0; !stop; index++) {
      const status = await fetch(site.address + VISITOR_URLS[index % VISITOR_URLS.length]!)
        .then(async (res) => (await res.arrayBuffer(), res.status))
        .catch(() => 0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  })();
  try {
    const readyAt = await whenReady(site.address);
    const searchStarted = performance.now();
    const search = await fetch(`${site.address}/api/search/lyon`);
    await search.arrayBuffer();
    const searchMs = performance.now() - searchStarted;
    if (!search.ok) console.log(`  (the first place search after ready answered ${search.status})`);
    await new Promise((resolve) => setTimeout(resolve, VISITOR_AFTER_READY_MS));
    stop = true;
    await visitor;
    return {
      ...site,
      readyMs: readyAt - started,
      searchMs,
      searchOk: search.ok,
      requests: [...statuses.values()].reduce((sum, count) => sum + count, 0),
      unavailable: statuses.get(503) ?? 0,
      failed: [...statuses]
        .filter(([status]) => status === 0 || (status >= 500 && status !== 503))
        .reduce((sum, [, count]) => sum + count, 0),
    };
  } catch (error) {
    stop = true;
    await stopBenchServer(site.server);
    throw error;
  }
}

/** How long a start took until the server listened (the goal), and until it was ready. */
function reportStart(
  label: string,
  start: { ms: number; readyMs: number },
  goalS: number,
  decimals: number,
) {
  report(
    `${label}, listening`,
    `${(start.ms / 1000).toFixed(decimals)} s`,
    `≤ ${goalS} s`,
    start.ms <= goalS * 1000,
    `(ready at ${(start.readyMs / 1000).toFixed(decimals)} s)`,
  );
}

/** The site as `npm run serve` starts it on SQLite: first on an empty database, then again. */
async function starts() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-heavy-start-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dir,
    PORT,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WARM_BASEMAP: 'true',
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  };
  delete env.DATABASE_URL;
  try {
    console.log('\nstarts and memory (SQLite, the site as `npm run serve` starts it)');
    const first = await watchedStart(env);
    await stopBenchServer(first.server);
    if (!first.built) console.log('  (no build: the sources run through the TypeScript loader)');
    reportStart('first start (migrations + demo content)', first, GOALS.firstStartS, 1);
    const later = await watchedStart(env);
    try {
      reportStart('later start', later, GOALS.laterStartS, 2);
      const searchMs = Math.max(first.searchMs, later.searchMs);
      report(
        'first place search after ready',
        `${searchMs.toFixed(0)} ms`,
        `≤ ${GOALS.firstPlaceSearchMs} ms`,
        searchMs <= GOALS.firstPlaceSearchMs && first.searchOk && later.searchOk,
        `(first start ${first.searchMs.toFixed(0)} ms, later ${later.searchMs.toFixed(0)} ms)`,
      );
      const unavailable = first.unavailable + later.unavailable;
      report(
        '503 to a single client during start',
        String(unavailable),
        String(GOALS.startUnavailable),
        unavailable <= GOALS.startUnavailable && first.failed + later.failed === 0,
        `(of ${first.requests} + ${later.requests} requests from listening to ${VISITOR_AFTER_READY_MS / 1000} s after ready; ${first.failed + later.failed} other failures)`,
      );
      // Idle: after the start-up work in the background (server rendering, basemap) settled,
      // and again once the idle process has collected its garbage for the last time (6 s of
      // quiet, when V8 also gives back its young generation; see docs/CONFIG.md, Memory).
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      const idle = serverMemoryMb(later.server);
      await new Promise((resolve) => setTimeout(resolve, SETTLED_IDLE_MS - 5_000));
      const settled = serverMemoryMb(later.server);
      const parts = (memory: typeof idle) =>
        `own ${memory.own.toFixed(0)} + mapped files ${memory.files.toFixed(0)}`;
      report(
        'memory when idle after start (RSS)',
        `${idle.rss.toFixed(0)} MB`,
        `≤ ${GOALS.idleRssMb} MB`,
        idle.rss <= GOALS.idleRssMb,
        `(${parts(idle)}; ${settled.rss.toFixed(0)} MB after ${SETTLED_IDLE_MS / 1000} s of quiet: ${parts(settled)})`,
      );
    } finally {
      await stopBenchServer(later.server);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (ONLY === undefined) {
  console.log(
    `Heavy cases at ${SPOTS.toLocaleString('en')} spots (HEAVY_SPOTS sets the size; ${os.availableParallelism()} CPUs)`,
  );
  for (const engine of ENGINES) await runEngine(engine);
}
await starts();
console.log('\nsummary\n' + lines.join('\n'));
console.log(
  '(memory under the upload benchmark: bench/uploads.bench.ts prints it beside its goal)',
);
