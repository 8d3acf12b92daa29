/**
 * Spatial and search benchmarks at scale: fills SQLite and PostgreSQL with synthetic spots, then
 * measures viewport queries and searches (the service calls alone), `/api/range` over HTTP one at
 * a time for latency, and `/api/pspots` for cold latency and warm throughput.
 * Usage: npm run bench [-- --spots 1000000 --seconds 10 --searches 300]
 * `--keep` keeps the filled databases for the next run with `--keep` (filling a million spots
 * takes minutes); `--only search` (or `query`, `range`, `tiles`, comma separated) measures only those.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { lngLatToTile } from '@vantage/shared';
import type { Engine } from '../packages/server/src/db/database';
import { startBenchServer } from './bench-process';
import { clusterCentres, rng, viewports } from './fill-spots';
import { filledBenchSite, percentile, settleAfterBulkLoad } from './bench-database';
import { flagOption, numberOption, stringOption } from './bench-args';

const SPOTS = numberOption('spots', 1_000_000);
const SECONDS = numberOption('seconds', 10);
const LATENCY_REQUESTS = numberOption('requests', 2_000);
const SEARCH_REQUESTS = numberOption('searches', 300);
const KEEP = flagOption('keep');
const ONLY = new Set(stringOption('only')?.split(',') ?? ['query', 'search', 'range', 'tiles']);

/** The goals of search and of `/api/range` over HTTP at a million spots: p95 at most this. */
const SEARCH_P95_GOAL_MS = 30;
const RANGE_P95_GOAL_MS = 8;

/** Tile requests a panning map makes, over every stored level. */
function tileRequests(count: number): string[] {
  const random = rng(11);
  const centres = clusterCentres(2_000, rng(42));
  const levels = [0, 5, 7, 10];
  return Array.from({ length: count }, () => {
    const centre = centres[Math.floor(random() * centres.length)]!;
    const level = levels[Math.floor(random() * levels.length)]!;
    const { x, y } = lngLatToTile(centre.lng, centre.lat, level);
    return `/api/pspots/${level}/${x}/${y}`;
  });
}

/** What people type into search: subjects, prefixes, typos, several words, rare and unknown words. */
function searchTexts(count: number): { kind: string; text: string }[] {
  const random = rng(13);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const subjects = ['lake', 'mountains', 'waterfall', 'beach', 'bridge', 'castle', 'sunset'];
  const kinds: [string, () => string][] = [
    ['subject', () => pick(subjects)],
    ['prefix', () => pick(subjects).slice(0, 3 + Math.floor(random() * 2))],
    ['typo', () => pick(['mountians', 'watrfall', 'cityscpe', 'forrest', 'sunsett', 'brigde'])],
    ['two words', () => pick(['night sky', 'castle sunset', 'synthetic lake', 'spot forest'])],
    ['synthetic spot N', () => `synthetic spot ${1 + Math.floor(random() * SPOTS)}`],
    ['spot N', () => `spot ${1 + Math.floor(random() * 1000)}`],
    ['unknown', () => pick(['qwertyuiop', 'zzyzx', 'Zürich'])],
  ];
  return Array.from({ length: count }, () => {
    const [kind, text] = pick(kinds);
    return { kind, text: text() };
  });
}

async function run(engine: Engine) {
  const site = await filledBenchSite(engine, 'spots', SPOTS, { keep: KEEP });
  if (!site) return null;
  const { target, database, container, started } = site;
  await settleAfterBulkLoad(engine, database.db, 'spots');
  console.log(
    `\r${engine}: ${SPOTS.toLocaleString('en')} spots loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );

  // The viewport query itself, through the service as the route calls it (no HTTP).
  const queryTimes: number[] = [];
  for (const [index, url] of (ONLY.has('query')
    ? viewports(LATENCY_REQUESTS + 200)
    : []
  ).entries()) {
    const [lat, long, dLat, dLong] = url.split('/').slice(-4) as [string, string, string, string];
    const t0 = performance.now();
    await container.spots.range({ lat, long, dLat, dLong });
    if (index >= 200) queryTimes.push(performance.now() - t0);
  }
  queryTimes.sort((a, b) => a - b);

  // Search as the route calls it: full-text, typo correction, tags and the offline gazetteer.
  const searchTimes: number[] = [];
  const searchKinds = new Map<string, number[]>();
  for (const [index, { kind, text }] of (ONLY.has('search')
    ? searchTexts(SEARCH_REQUESTS + 20)
    : []
  ).entries()) {
    const t0 = performance.now();
    await container.search.search(text, {});
    if (index < 20) continue;
    const time = performance.now() - t0;
    searchTimes.push(time);
    searchKinds.set(kind, [...(searchKinds.get(kind) ?? []), time]);
  }
  searchTimes.sort((a, b) => a - b);
  for (const [kind, times] of searchKinds) {
    times.sort((a, b) => a - b);
    console.log(
      `${engine.padEnd(9)} search ${kind.padEnd(17)} ${String(times.length).padStart(4)} searches  p50 ${measured(times, 50)!.toFixed(2).padStart(7)} ms  p95 ${measured(times, 95)!.toFixed(2).padStart(7)} ms`,
    );
  }
  await container.close();
  await database.close();
  const result = {
    engine,
    spots: SPOTS,
    query: { p50: measured(queryTimes, 50), p95: measured(queryTimes, 95) },
    search: { p50: measured(searchTimes, 50), p95: measured(searchTimes, 95) },
  };
  if (!ONLY.has('range') && !ONLY.has('tiles')) {
    await site.remove();
    return { ...result, range: undefined, pspots: null };
  }
  const { server, address } = await startBenchServer(target.url);

  // Latency: one request at a time, so each figure is the server's own time plus loopback.
  const urls = ONLY.has('range') ? viewports(LATENCY_REQUESTS + 200) : [];
  for (const url of urls.slice(0, 200)) await fetch(address + url).then((r) => r.arrayBuffer());
  const times: number[] = [];
  let returned = 0;
  for (const url of urls.slice(200)) {
    const t0 = performance.now();
    const res = await fetch(address + url);
    const body = (await res.json()) as { spots: unknown[] };
    times.push(performance.now() - t0);
    returned += body.spots.length;
  }
  times.sort((a, b) => a - b);

  // Tiles: the first request of a tile is a database read (cold); after that the server's cache
  // answers until a spot changes. Cold latency is measured on every distinct tile of the working
  // set, then throughput on the warm set.
  const tiles = ONLY.has('tiles') ? [...new Set(tileRequests(5_000))] : [];
  const cold: number[] = [];
  for (const url of tiles) {
    const t0 = performance.now();
    await fetch(address + url).then((r) => r.arrayBuffer());
    cold.push(performance.now() - t0);
  }
  cold.sort((a, b) => a - b);
  let next = 0;
  const load =
    tiles.length > 0
      ? await autocannon({
          url: address,
          connections: 16,
          duration: SECONDS,
          requests: [
            { setupRequest: (request) => ({ ...request, path: tiles[next++ % tiles.length]! }) },
          ],
        })
      : null;
  await site.remove(server);
  return {
    ...result,
    range: {
      p50: measured(times, 50),
      p95: measured(times, 95),
      p99: measured(times, 99),
      meanSpots: returned / times.length,
    },
    pspots: load && {
      tiles: tiles.length,
      coldP50: measured(cold, 50),
      coldP95: measured(cold, 95),
      requestsPerSecond: load.requests.average,
      p50: load.latency.p50,
      p97_5: load.latency.p97_5,
      errors: load.errors + load.non2xx,
    },
  };
}

/** The value at percentile `p` of an ascending list; undefined when nothing was measured. */
function measured(sorted: readonly number[], p: number): number | undefined {
  return sorted.length > 0 ? percentile(sorted, p) : undefined;
}

/** Whether a p95 meets its goal, as printed beside it. */
function goal(value: number | undefined, max: number): string {
  if (value === undefined) return '';
  return `(goal <= ${max} ms: ${value <= max ? 'met' : 'NOT met'})`;
}

const results = [];
for (const engine of ['sqlite', 'postgres'] as const) {
  const result = await run(engine);
  if (result) results.push(result);
}
const ms = (value: number | undefined) =>
  (value === undefined ? '-' : `${value.toFixed(2)} ms`).padStart(10);
console.log(
  '\nengine    spots      query p50  query p95 | HTTP range p50  p95        p99 | tiles  cold p50   cold p95   warm req/s  warm p97.5',
);
for (const r of results) {
  const tiles = r.pspots;
  const range = r.range;
  console.log(
    `${r.engine.padEnd(9)} ${r.spots.toLocaleString('en').padEnd(10)} ${ms(r.query.p50)} ${ms(r.query.p95)} | ${ms(range?.p50)} ${ms(range?.p95)} ${ms(range?.p99)} | ${tiles ? `${String(tiles.tiles).padStart(5)} ${ms(tiles.coldP50)} ${ms(tiles.coldP95)} ${Math.round(tiles.requestsPerSecond).toString().padStart(10)} ${ms(tiles.p97_5)}${tiles.errors ? `  (${tiles.errors} errors)` : ''}` : '-'}`,
  );
}
console.log('\nengine    spots      search p50 search p95');
for (const r of results) {
  console.log(
    `${r.engine.padEnd(9)} ${r.spots.toLocaleString('en').padEnd(10)} ${ms(r.search.p50)} ${ms(r.search.p95)}`,
  );
}
if (SPOTS >= 1_000_000) {
  console.log('\nGoals at a million spots:');
  for (const r of results) {
    const range = r.range;
    if (r.search.p95 !== undefined)
      console.log(
        `${r.engine.padEnd(9)} search p95 ${ms(r.search.p95)} ${goal(r.search.p95, SEARCH_P95_GOAL_MS)}`,
      );
    if (range?.p95 !== undefined)
      console.log(
        `${r.engine.padEnd(9)} HTTP range p95 ${ms(range.p95)} ${goal(range.p95, RANGE_P95_GOAL_MS)}`,
      );
  }
}
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(`bench/results/spots-${Date.now()}.json`, JSON.stringify(results, null, 2));
