import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { OutboxMailer } from '../../src/adapters/mail';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { buildContainer, type Container, type ContainerDeps } from '../../src/container';
import { openDatabase, type Database, type Engine } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { LocalMediaStore } from '../../src/media/media-store';
import { PasswordHasher } from '../../src/modules/auth/password-hasher';
import { TEST_POSTGRES_URL } from './engines';
import { Factories } from './factories';

/** A running app on a fresh database of one engine, with factories and a temp media folder. */
export interface TestContext {
  engine: Engine;
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** The services behind `app`. */
  container: Container;
  media: LocalMediaStore;
  /** Every mail the apps of this context sent. */
  outbox: OutboxMailer;
  make: Factories;
  /**
   * Another server process: its own container and app on the same database, media and outbox,
   * with more environment (e.g. TRUST_PROXY) and, when given, its own outside services, log and
   * throttle counters.
   */
  appWith(
    env: Record<string, string>,
    outside?: Pick<ContainerDeps, 'geocoder' | 'boundaries' | 'log' | 'rateLimits'>,
  ): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** argon2id at a test cost: production's 19 MiB × 2 would make the suite slow. */
export const TEST_PASSWORDS = new PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vantage_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestContext(
  engine: Engine,
  env: Record<string, string> = {},
  /** Given to the first process's container, e.g. a logger whose lines a test reads. */
  deps: Pick<ContainerDeps, 'log'> = {},
): Promise<TestContext> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-test-'));
  const postgres = engine === 'postgres' ? await freshPostgres() : null;
  const databaseUrl = postgres ? postgres.url : `sqlite:${path.join(dir, 'test.db')}`;
  const configWith = (more: Record<string, string>): Config => ({
    ...loadConfig({
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      SITE_NAME: 'Vantage',
      // The suite shares few cores: no shedding of requests unless a test asks for it.
      LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      LOAD_MAX_EVENT_LOOP_UTILIZATION: '0',
      LOAD_MAX_IN_FLIGHT: '0',
      // The keyless public providers stay off unless a test points them at its fake.
      OPEN_METEO_URL: 'off',
      TERRAIN_TILES: 'off',
      // Tests break a fake and mend it at will: the next request tries it again unless a
      // test of the breakers asks for a cool-down.
      SERVICE_COOL_DOWN_S: '0',
      ...env,
      ...more,
    }),
    databaseUrl,
    webDistDir: path.join(dir, 'no-web-build'),
  });
  const config = configWith({});
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database);
  const media = new LocalMediaStore(config.mediaDir);
  const outbox = new OutboxMailer(config.mailFrom);
  const processes: { app: FastifyInstance; container: Container }[] = [];
  const start = async (
    processConfig: Config,
    outside: Pick<ContainerDeps, 'geocoder' | 'boundaries' | 'log' | 'rateLimits'> = {},
  ) => {
    const container = await buildContainer({
      config: processConfig,
      database,
      media,
      mailer: outbox,
      passwords: TEST_PASSWORDS,
      ...outside,
    });
    const app = await buildApp(container);
    processes.push({ app, container });
    await app.ready();
    return { app, container };
  };
  const { app, container } = await start(config, deps);
  return {
    engine,
    app,
    config,
    database,
    container,
    media,
    outbox,
    make: new Factories(container, TEST_PASSWORDS),
    async appWith(more, outside) {
      return (await start(configWith(more), outside)).app;
    },
    async close() {
      for (const started of processes.reverse()) {
        await started.app.close();
        await started.container.close();
      }
      await database.close();
      await postgres?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The test context of a describe block, made before its tests (with the environment `env`
 * gives then, e.g. the address of a fake started before) and closed after them.
 */
export function useTestContext(
  engine: Engine,
  env: () => Record<string, string> = () => ({}),
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestContext(engine, env()));
  });
  afterAll(() => ctx.close());
  return ctx;
}
