import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { OutboxMailer } from '../../src/adapters/mail/outbox-mailer';
import { buildApp, buildServices, type Services } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
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
  services: Services;
  media: LocalMediaStore;
  /** Every mail the apps of this context sent. */
  outbox: OutboxMailer;
  make: Factories;
  /** Another app on the same database and outbox, with more environment (e.g. TRUST_PROXY). */
  appWith(env: Record<string, string>): Promise<FastifyInstance>;
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
): Promise<TestContext> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-test-'));
  const postgres = engine === 'postgres' ? await freshPostgres() : null;
  const databaseUrl = postgres ? postgres.url : `sqlite:${path.join(dir, 'test.db')}`;
  const configWith = (more: Record<string, string>): Config => ({
    ...loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', SITE_NAME: 'Vantage', ...env, ...more }),
    databaseUrl,
    webDistDir: path.join(dir, 'no-web-build'),
  });
  const config = configWith({});
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database);
  const media = new LocalMediaStore(config.mediaDir);
  const services = buildServices(database, { config });
  const outbox = new OutboxMailer(config.mailFrom);
  const build = async (appConfig: Config) => {
    const built = await buildApp(
      { config: appConfig, database, media, mailer: outbox, passwords: TEST_PASSWORDS },
      services,
    );
    await built.ready();
    return built;
  };
  const app = await build(config);
  const extraApps: FastifyInstance[] = [];
  return {
    engine,
    app,
    config,
    database,
    services,
    media,
    outbox,
    make: new Factories(database, media, services, TEST_PASSWORDS),
    async appWith(more) {
      const extra = await build(configWith(more));
      extraApps.push(extra);
      return extra;
    },
    async close() {
      for (const extra of extraApps) await extra.close();
      await app.close();
      await database.close();
      await postgres?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
