// Runs every suite the way CI does: checks, unit and API tests, then the browser journeys.
import { spawnSync } from 'node:child_process';

const steps = [
  ['Lint, format and types', 'npm', ['run', 'check']],
  ['Unit and API tests (SQLite and PostgreSQL)', 'npx', ['vitest', 'run']],
  ['Build', 'npm', ['run', 'build']],
  ['Browser journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];

for (const [title, command, args] of steps) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n✔ All test suites passed');
