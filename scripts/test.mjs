// Runs every suite the way CI does: the checks beside the build, unit and API tests, then the
// browser journeys.
import { spawnSync } from 'node:child_process';
import { runTogether } from './run-together.mjs';

const fail = (title, status) => {
  console.error(`\n✖ ${title} failed`);
  process.exit(status);
};

console.log('\n▶ Lint, format and types, beside the build');
const together = await runTogether([
  ['Lint, format and types', 'npm', ['run', 'check']],
  ['Build', 'npm', ['run', 'build']],
]);
if (together !== 0) fail('Lint, format and types, or the build,', together);

const steps = [
  ['Unit and API tests (SQLite and PostgreSQL)', 'npx', ['vitest', 'run']],
  ['Browser journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];
for (const [title, command, args] of steps) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) fail(title, result.status ?? 1);
}
console.log('\n✔ All test suites passed');
