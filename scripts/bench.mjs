// Runs the benchmarks under bench/ (not tests: they print figures and never fail on them):
// the spatial and search queries, tag pages and gallery downloads, the heavy cases (a common
// word, a busy spot page, first start and memory; HEAVY_SPOTS=1000000 for the full size), votes, photo uploads, a server
// past its capacity, a spot page while the forecast service hangs, the sun and moon calculations, the home page's JavaScript, the map's frame
// times (flat, and turning in 3D terrain) and MapLibre's tricks on and off, whether the site installs as an app, Lighthouse on four pages and the served pages' tricks on and off; then the long run of the generated hostile
// requests (the test suite sends a few per operation, this many).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const extra = process.argv.slice(2);
const tsx = ['node_modules/tsx/dist/cli.mjs', '--conditions=source'];
const run = (file, args = []) =>
  spawnSync(process.execPath, [...tsx, file, ...args], { stdio: 'inherit' }).status ?? 1;

let status = run('bench/spots.bench.ts', extra);
status ||= run('bench/tags-galleries.bench.ts', extra);
status ||= run('bench/heavy.bench.ts');
status ||= run('bench/uploads.bench.ts');
status ||= run('bench/saturation.bench.ts');
status ||= run('bench/astronomy.bench.ts');
status ||= run('bench/terrain.bench.ts');
status ||= run('bench/provider-down.bench.ts');
status ||= run('bench/votes.bench.ts');
if (
  !fs.existsSync('packages/web/dist/index.html') ||
  !fs.existsSync('packages/server/dist/main.js')
) {
  console.log('\nBuild first (npm run build) for the bundle and map frame benchmarks.');
} else {
  status ||= run('bench/bundle.bench.ts');
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromium)) {
    status ||= run('bench/map-frames.bench.ts');
    status ||= run('bench/terrain-frames.bench.ts');
    status ||= run('bench/maplibre-tricks.bench.ts');
    status ||= run('bench/installable.bench.ts');
    status ||= run('bench/lighthouse.bench.ts');
    status ||= run('bench/served-tricks.bench.ts');
  } else console.log(`\nNo Chromium at ${chromium}: map frame benchmark skipped.`);
}
status ||=
  spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api', 'openapi-fuzz'],
    { stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '40' } },
  ).status ?? 1;
process.exit(status);
