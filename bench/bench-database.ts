import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../packages/server/src/config';
import { buildContainer } from '../packages/server/src/container';
import { openDatabase, type Engine } from '../packages/server/src/db/database';
import { migrateToLatest } from '../packages/server/src/db/migrate';
import { LocalMediaStore } from '../packages/server/src/media/media-store';
import { stopBenchServer } from './bench-process';
import { fillSpots } from './fill-spots';

const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh database for one benchmark run: a SQLite file in `dir`, or a new PostgreSQL
 * database (null when PostgreSQL is not reachable); `drop` removes the PostgreSQL one.
 */
export async function benchDatabase(
  engine: Engine,
  dir: string,
  label: string,
  { keep = false }: { keep?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> } | null> {
  if (engine === 'sqlite')
    return { url: `sqlite:${path.join(dir, 'bench.db')}`, drop: () => Promise.resolve() };
  const name = keep ? `vantage_bench_${label}_kept` : `vantage_bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    console.log('PostgreSQL not reachable: skipping the PostgreSQL run.');
    return null;
  }
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!keep || exists.rowCount === 0) {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  }
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Brings a database just filled in bulk to the state a live one is in: vacuumed and analysed (a
 * live database is, in the background), and with the load's writes flushed. Left to itself,
 * PostgreSQL spreads the checkpoint a bulk load triggers over the next minutes, over the
 * measurements.
 */
export async function settleAfterBulkLoad<DB>(
  engine: Engine,
  db: Kysely<DB>,
  vacuum: 'spots' | 'all' = 'all',
): Promise<void> {
  if (engine === 'postgres') {
    await (vacuum === 'spots' ? sql`VACUUM ANALYZE spots` : sql`VACUUM ANALYZE`).execute(db);
    await sql`CHECKPOINT`.execute(db);
  } else await sql`ANALYZE`.execute(db);
}

/** The value at percentile `p` of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * The database at `databaseUrl` migrated, and the services built on it with their data in
 * `dir`: photos in its media folder, or with `localMedia: false` where the configuration says.
 */
export async function migratedContainer(
  databaseUrl: string,
  dir: string,
  { localMedia = true }: { localMedia?: boolean } = {},
) {
  const database = openDatabase(databaseUrl);
  await migrateToLatest(database);
  const config = { ...loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }), databaseUrl };
  const container = await buildContainer({
    config,
    database,
    ...(localMedia ? { media: new LocalMediaStore(config.mediaDir) } : {}),
  });
  return { database, container };
}

/**
 * A fresh database of `spots` synthetic spots for one engine, with the container built on it
 * and a temporary data folder (null when PostgreSQL is not reachable); `started` is when the
 * filling began, and `remove` cleans up after the run.
 */
export async function filledBenchSite(
  engine: Engine,
  label: string,
  spots: number,
  { keep = false }: { keep?: boolean } = {},
) {
  // A kept site lives in a folder (and PostgreSQL database) named by its size, which the next
  // run with `keep` finds filled and migrates to the latest schema instead of filling again.
  const dir = keep
    ? path.join(os.tmpdir(), `vantage-bench-${label}-${engine}-${spots}-kept`)
    : fs.mkdtempSync(path.join(os.tmpdir(), `vantage-bench-${label}-${engine}-`));
  fs.mkdirSync(dir, { recursive: true });
  const target = await benchDatabase(engine, dir, keep ? `${label}_${spots}` : label, { keep });
  if (!target) return null;
  const { database, container } = await migratedContainer(target.url, dir);
  const started = Date.now();
  const { n } = await database.db
    .selectFrom('spots')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) !== spots) {
    if (Number(n) > 0) throw new Error(`${dir} holds ${n} spots, not ${spots}: remove it`);
    await fillSpots(container.spotChanges, spots, (done) => {
      if (done % 100_000 === 0)
        process.stdout.write(`\r${engine}: ${done.toLocaleString('en')} spots`);
    });
  }
  /** Stops the run's server, then drops its database and removes its data folder (unless kept). */
  const remove = async (server?: ChildProcess) => {
    if (server) await stopBenchServer(server);
    if (keep) return;
    await target.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { dir, target, database, container, started, remove };
}
