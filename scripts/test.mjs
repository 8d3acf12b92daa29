// Runs every suite the way CI does: checks, unit and API tests, then the browser journeys.
import { spawnSync } from 'node:child_process';
import { runTogether } from './run-together.mjs';

const fail = (title, status) => {
  console.error(`\n✖ ${title} failed`);
  process.exit(status);
};

const inTurn = (title, command, args) => {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) fail(title, result.status ?? 1);
};

inTurn('Lint, format and types', 'npm', ['run', 'check']);
// Vitest gives a two-core machine one worker. The API files run one at a time (they share the
// Redis server and its channels), so the unit tests run beside them, in a second Vitest: 3.9 min
// instead of 5.6 on this machine.
console.log('\n▶ Unit and API tests (SQLite and PostgreSQL), side by side');
const tests = await runTogether([
  ['Unit tests', 'npm', ['run', 'test:unit']],
  ['API tests (SQLite and PostgreSQL)', 'npm', ['run', 'test:api']],
]);
if (tests !== 0) fail('Unit and API tests', tests);
inTurn('Build', 'npm', ['run', 'build']);
inTurn('Browser journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
console.log('\n✔ All test suites passed');
