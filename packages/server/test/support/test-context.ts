import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, buildServices, type Services } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database, type Engine } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { LocalMediaStore } from '../../src/media/media-store';
import { TEST_POSTGRES_URL } from './engines';
import { Factories } from './factories';

/** A running app on a fresh database of one engine, with factories and a temp media folder. */
export interface TestContext {
  engine: Engine;
  app: FastifyInstance;
  database: Database;
  services: Services;
  media: LocalMediaStore;
  make: Factories;
  close(): Promise<void>;
}

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

export async function createTestContext(engine: Engine): Promise<TestContext> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-test-'));
  const postgres = engine === 'postgres' ? await freshPostgres() : null;
  const config = {
    ...loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', SITE_NAME: 'Vantage' }),
    databaseUrl: postgres ? postgres.url : `sqlite:${path.join(dir, 'test.db')}`,
    webDistDir: path.join(dir, 'no-web-build'),
  };
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database);
  const media = new LocalMediaStore(config.mediaDir);
  const services = buildServices(database);
  const app = await buildApp({ config, database, media }, services);
  await app.ready();
  return {
    engine,
    app,
    database,
    services,
    media,
    make: new Factories(database, media, services),
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
