// Runs the benchmarks under bench/ (not tests: they print figures and never fail on them).
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const result = spawnSync('npx', ['tsx', '--conditions=source', 'bench/spots.bench.ts', ...extra], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
