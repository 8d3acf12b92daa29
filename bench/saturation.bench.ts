/**
 * Saturation: drives one server process past its capacity with autocannon and reports what it
 * did with the load: requests answered, 503s shed (with Retry-After), p95 of the accepted
 * requests, and that it still answers afterwards; once with load shedding as configured by
 * default and once with it off, for comparison.
 * Usage: npm run bench (or tsx bench/saturation.bench.ts [--connections 200 --seconds 10])
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../packages/server/src/config';
import { buildContainer } from '../packages/server/src/container';
import { openDatabase } from '../packages/server/src/db/database';
import { migrateToLatest } from '../packages/server/src/db/migrate';
import { startBenchServer, stopBenchServer } from './bench-process';
import { clusterCentres, fillSpots, rng } from './fill-spots';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const SPOTS = option('spots', 50_000);
const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 200);
/** Goal: the requests a saturated process accepts are answered within this, at p95. */
const ACCEPTED_P95_GOAL_MS = 2_000;

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

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-saturation-'));
const databaseUrl = `sqlite:${path.join(dir, 'bench.db')}`;
const database = openDatabase(databaseUrl);
await migrateToLatest(database);
const config = { ...loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }), databaseUrl };
const container = await buildContainer({ config, database });
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
