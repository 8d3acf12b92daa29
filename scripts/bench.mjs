// Runs the benchmarks under bench/ (not tests: they print figures and never fail on them):
// the spatial and search queries, tag pages and gallery downloads, the heavy cases (a common
// word, a busy spot page, first start and memory; HEAVY_SPOTS=1000000 for the full size), votes, a mass revert, the daily digest of 100,000 members, photo uploads, a server
// past its capacity, a spot page while the forecast service hangs, the sun and moon calculations, the JavaScript the home and spot pages fetch, one process beside two behind a balancer, the map's frame
// times (flat, and turning in 3D terrain) and MapLibre's tricks on and off, whether the site installs as an app, Lighthouse on four pages and the served pages' tricks on and off; then the long run of the generated hostile
// requests (the test suite sends a few per operation, this many).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const extra = process.argv.slice(2);
const tsx = ['node_modules/tsx/dist/cli.mjs', '--conditions=source'];
const run = (file, args = []) =>
  spawnSync(process.execPath, [...tsx, file, ...args], { stdio: 'inherit' }).status ?? 1;

/** Runs each benchmark in turn while all before it succeeded; the first failure's status stays. */
const runEach = (files, status, args = []) => {
  for (const file of files) status ||= run(file, args);
  return status;
};

// The data benchmarks take the command line's sizes; the others have their own.
let status = runEach(['bench/spots.bench.ts', 'bench/tags-galleries.bench.ts'], 0, extra);
status = runEach(
  [
    'bench/heavy.bench.ts',
    'bench/uploads.bench.ts',
    'bench/saturation.bench.ts',
    'bench/astronomy.bench.ts',
    'bench/terrain.bench.ts',
    'bench/provider-down.bench.ts',
    'bench/votes.bench.ts',
    'bench/mass-revert.bench.ts',
    'bench/digest.bench.ts',
  ],
  status,
);
if (
  !fs.existsSync('packages/web/dist/index.html') ||
  !fs.existsSync('packages/server/dist/main.js')
) {
  console.log(
    '\nBuild first (npm run build) for the bundle, two-process and map frame benchmarks.',
  );
} else {
  status = runEach(['bench/two-processes.bench.ts'], status);
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromium)) {
    status = runEach(
      [
        'bench/bundle.bench.ts',
        'bench/map-frames.bench.ts',
        'bench/terrain-frames.bench.ts',
        'bench/maplibre-tricks.bench.ts',
        'bench/installable.bench.ts',
        'bench/lighthouse.bench.ts',
        'bench/served-tricks.bench.ts',
      ],
      status,
    );
  } else console.log(`\nNo Chromium at ${chromium}: bundle and map frame benchmarks skipped.`);
}
status ||=
  spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api', 'openapi-fuzz'],
    { stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '40' } },
  ).status ?? 1;
process.exit(status);
