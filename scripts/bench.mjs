// Runs the benchmarks under bench/ (not tests: they print figures and never fail on them).
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const result = spawnSync(
  process.execPath,
  ['node_modules/tsx/dist/cli.mjs', '--conditions=source', 'bench/spots.bench.ts', ...extra],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
