// Runs every suite the way CI does: checks, unit and API tests and the build, then the browser
// journeys.
import { spawnSync } from 'node:child_process';
import { runLanes } from './run-together.mjs';

const fail = (title, status) => {
  console.error(`\n✖ ${title} failed`);
  process.exit(status);
};

// Vitest gives a two-core machine one worker, and the API files run one at a time (they share
// the Redis server and its channels), waiting on the databases for much of their run: the
// checks, the unit tests and the build take turns beside them.
console.log('\n▶ Checks, unit tests and the build, beside the API tests (SQLite and PostgreSQL)');
const status = await runLanes([
  [
    ['Lint, format and types', 'npm', ['run', 'check']],
    ['Unit tests', 'npm', ['run', 'test:unit']],
    ['Build', 'npm', ['run', 'build']],
  ],
  [['API tests (SQLite and PostgreSQL)', 'npm', ['run', 'test:api']]],
]);
if (status !== 0) fail('Checks, unit and API tests and the build', status);
console.log("\n▶ Browser journeys (the community's on SQLite and on PostgreSQL)");
const journeys = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  stdio: 'inherit',
});
if (journeys.status !== 0) fail('Browser journeys', journeys.status ?? 1);
console.log('\n✔ All test suites passed');
