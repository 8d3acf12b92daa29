/**
 * Saturation: drives one server process past its capacity with autocannon and reports what it
 * did with the load: requests answered, 503s shed (with Retry-After), p95 of the accepted
 * requests, and that it still answers afterwards; once with load shedding as configured by
 * default and once with it off, for comparison. Then a burst: 1,000 new connections opened at
 * once to a spot's answer on the site as `npm run serve` starts it (the build, production),
 * each answered 2xx, or 503 with Retry-After, within 3 s.
 * Usage: npm run bench (or tsx bench/saturation.bench.ts [--connections 200 --seconds 10]);
 * `--only burst` runs the burst alone.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer, startSiteServer, stopBenchServer, whenReady } from './bench-process';
import { migratedContainer } from './bench-database';
import { clusterCentres, fillSpots, rng } from './fill-spots';
import { numberOption, stringOption } from './bench-args';

const SPOTS = numberOption('spots', 50_000);
const SECONDS = numberOption('seconds', 10);
const CONNECTIONS = numberOption('connections', 200);
/** Goal: the requests a saturated process accepts are answered within this, at p95. */
const ACCEPTED_P95_GOAL_MS = 2_000;
/** `--only burst`: the burst of new connections alone. */
const ONLY = stringOption('only');
if (ONLY !== undefined && ONLY !== 'burst') throw new Error(`--only takes 'burst', not ${ONLY}`);
/** New connections opened at once in the burst. */
const BURST_CONNECTIONS = numberOption('burst', 1_000);
/** Goal: every request of the burst is answered (2xx, or 503 with Retry-After) within this. */
const BURST_GOAL_MS = 3_000;
/** How long the burst's client waits for an answer before it counts the request as unanswered. */
const BURST_TIMEOUT_MS = 10_000;
const BURST_PORT = process.env.BURST_PORT ?? '3504';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
}

/** Wide map windows around populated places: each is real work for the database. */
function viewports(count: number): string[] {
  const random = rng(3);
  const centres = clusterCentres(2_000, rng(42));
  return Array.from({ length: count }, () => {
    const centre = centres[Math.floor(random() * centres.length)]!;
    const zoom = 4 + Math.floor(random() * 6);
    const dLong = (360 / 2 ** zoom) * 4;
    return `/api/range/${centre.lat.toFixed(4)}/${centre.lng.toFixed(4)}/${(dLong * 0.6).toFixed(5)}/${dLong.toFixed(5)}`;
  });
}

interface Figures {
  mode: string;
  requests: number;
  accepted: number;
  shed: number;
  other: number;
  errors: number;
  timeouts: number;
  acceptedP50: number;
  acceptedP95: number;
  shedP95: number;
  aliveAfter: boolean;
}

async function saturate(
  databaseUrl: string,
  dir: string,
  mode: string,
  env: Record<string, string>,
) {
  const { server, address } = await startBenchServer(databaseUrl, {
    ...process.env,
    DATA_DIR: dir,
    ...env,
  });
  const urls = viewports(5_000);
  for (const url of urls.slice(0, 50)) await fetch(address + url).then((r) => r.arrayBuffer());
  const accepted: number[] = [];
  const shed: number[] = [];
  let other = 0;
  let next = 0;
  let finish: (result: autocannon.Result) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolve) => (finish = resolve));
  const instance = autocannon(
    {
      url: address,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 30,
      requests: [
        { setupRequest: (request) => ({ ...request, path: urls[next++ % urls.length]! }) },
      ],
    },
    (error, result) => {
      if (error) throw error;
      finish(result);
    },
  );
  instance.on('response', (_client, status, _bytes, time) => {
    if (status >= 200 && status < 300) accepted.push(time);
    else if (status === 503) shed.push(time);
    else other += 1;
  });
  const result = await done;
  const alive = await fetch(`${address}/healthz`)
    .then((res) => res.ok)
    .catch(() => false);
  await stopBenchServer(server);
  accepted.sort((a, b) => a - b);
  shed.sort((a, b) => a - b);
  return {
    mode,
    requests: accepted.length + shed.length + other,
    accepted: accepted.length,
    shed: shed.length,
    other,
    errors: result.errors,
    timeouts: result.timeouts,
    acceptedP50: percentile(accepted, 50),
    acceptedP95: percentile(accepted, 95),
    shedP95: percentile(shed, 95),
    aliveAfter: alive,
  } satisfies Figures;
}

interface BurstAnswer {
  status: number;
  retryAfter: boolean;
  ms: number;
}

/** One request on a connection of its own; status 0 when unanswered within the timeout. */
function onNewConnection(address: URL, pathname: string, started: number): Promise<BurstAnswer> {
  return new Promise((resolve) => {
    const done = (status: number, retryAfter = false) =>
      resolve({ status, retryAfter, ms: performance.now() - started });
    const request = http.get(
      { host: address.hostname, port: address.port, path: pathname, agent: false },
      (response) => {
        response.resume();
        response.once('end', () =>
          done(response.statusCode ?? 0, response.headers['retry-after'] !== undefined),
        );
      },
    );
    request.setTimeout(BURST_TIMEOUT_MS, () => request.destroy());
    request.once('error', () => done(0));
  });
}

/**
 * The site as `npm run serve` starts it (production, the demo content), ready; then
 * BURST_CONNECTIONS connections opened at once, each asking for the first spot's answer.
 */
async function burst() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-burst-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dir,
    PORT: BURST_PORT,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${BURST_PORT}`,
  };
  delete env.DATABASE_URL;
  const site = await startSiteServer(env);
  try {
    await whenReady(site.address);
    const address = new URL(site.address);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: BURST_CONNECTIONS }, () =>
        onNewConnection(address, '/api/point/1', started),
      ),
    );
    const answered = answers.filter(({ status }) => status !== 0);
    const ok = answered.filter(({ status }) => status >= 200 && status < 300).length;
    const shed = answered.filter(({ status }) => status === 503);
    const shedWithRetryAfter = shed.filter(({ retryAfter }) => retryAfter).length;
    const slowestMs = Math.max(0, ...answered.map(({ ms }) => ms));
    const met =
      answered.length === BURST_CONNECTIONS &&
      ok + shedWithRetryAfter === BURST_CONNECTIONS &&
      slowestMs <= BURST_GOAL_MS;
    console.log(
      `\nBurst of ${BURST_CONNECTIONS.toLocaleString('en')} new connections at once to /api/point/1 (the build, production, SQLite, demo content)`,
    );
    console.log(
      `  burst of ${BURST_CONNECTIONS.toLocaleString('en')} new connections: answered ${answered.length}/${BURST_CONNECTIONS}, 2xx ${ok}, 503 ${shed.length} (${shedWithRetryAfter === shed.length ? 'all' : `${shedWithRetryAfter}`} with Retry-After), slowest ${(slowestMs / 1000).toFixed(2)} s   goal: all within ${BURST_GOAL_MS / 1000} s ${met ? '(met)' : '(MISSED)'}`,
    );
    const other = answered.length - ok - shed.length;
    if (other > 0) console.log(`    (${other} answered with another status)`);
  } finally {
    await stopBenchServer(site.server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function saturation() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-saturation-'));
  const databaseUrl = `sqlite:${path.join(dir, 'bench.db')}`;
  const { database, container } = await migratedContainer(databaseUrl, dir, { localMedia: false });
  await fillSpots(container.spotChanges, SPOTS);
  await container.close();
  await database.close();

  console.log(
    `\nSaturation: ${CONNECTIONS} connections for ${SECONDS} s on /api/range, SQLite, ${SPOTS.toLocaleString('en')} spots`,
  );
  const runs = [
    await saturate(databaseUrl, dir, 'shedding (defaults)', {}),
    await saturate(databaseUrl, dir, 'shedding off', {
      LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      LOAD_MAX_EVENT_LOOP_UTILIZATION: '0',
      LOAD_MAX_IN_FLIGHT: '0',
    }),
  ];
  for (const run of runs) {
    console.log(`\n  ${run.mode}`);
    console.log(
      `    requests answered     ${run.requests} (${run.accepted} accepted, ${run.shed} shed with 503, ${run.other} other; ${run.errors} errors, ${run.timeouts} timeouts)`,
    );
    console.log(
      `    accepted p50 / p95    ${run.acceptedP50} / ${run.acceptedP95} ms   goal: p95 ≤ ${ACCEPTED_P95_GOAL_MS} ms ${run.acceptedP95 <= ACCEPTED_P95_GOAL_MS ? '(met)' : '(MISSED)'}`,
    );
    console.log(`    503 p95               ${run.shedP95} ms`);
    console.log(`    alive afterwards      ${run.aliveAfter ? 'yes' : 'NO'}   goal: yes, no crash`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

if (ONLY === undefined) await saturation();
await burst();
