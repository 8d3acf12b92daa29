import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * Runs the built server (`packages/server/dist/main.js`) on a fresh PostgreSQL database until
 * stopped, with the environment it is given (PORT, DATA_DIR, the journey settings): it migrates
 * and loads the demo content as on a first start. A Playwright webServer entry, beside the one on
 * SQLite.
 *
 * The database is created on `E2E_POSTGRES_URL` (default postgres://postgres@127.0.0.1:5432/postgres)
 * as `vantage_e2e_<pid>_<random>` and dropped when the server stops on SIGTERM or SIGINT. A run
 * killed outright leaves its database behind: each start drops those whose process no longer
 * runs.
 *
 * Usage: `tsx e2e/support/postgres-journey-server.ts`
 */
const ADMIN_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SERVER_MAIN = fileURLToPath(new URL('../../packages/server/dist/main.js', import.meta.url));
const DATABASE_NAME = /^vantage_e2e_(\d+)_[0-9a-f]+$/;

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function onAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates this run's database after dropping those of runs that ended without dropping theirs. */
async function createDatabase(): Promise<string> {
  const name = `vantage_e2e_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await onAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'vantage\\_e2e\\_%'",
    );
    for (const { datname } of rows) {
      const pid = DATABASE_NAME.exec(datname)?.[1];
      if (pid && !running(Number(pid))) {
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    }
    await client.query(`CREATE DATABASE ${name}`);
  });
  return name;
}

const name = await createDatabase();
const databaseUrl = new URL(ADMIN_URL);
databaseUrl.pathname = `/${name}`;
// With the node options `npm run serve` gives it (it collects its garbage once idle).
const server = spawn(process.execPath, ['--expose-gc', SERVER_MAIN], {
  env: { ...process.env, DATABASE_URL: databaseUrl.toString() },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let stopping = false;
const dropDatabase = () =>
  onAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

server.once('exit', (code, signal) => {
  void dropDatabase().then(
    () => process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0))),
    (error: unknown) => {
      console.error(`The journeys' database ${name} was not dropped: ${String(error)}`);
      process.exit(1);
    },
  );
});
// A stop signal may come more than once (to the process group, and relayed by tsx): the first
// stops the server, and none ends this process before the database is dropped.
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
