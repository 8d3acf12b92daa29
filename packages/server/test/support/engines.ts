import pg from 'pg';
import type { Engine } from '../../src/db/database';

/** The PostgreSQL server the API suite uses; each test file gets a fresh database on it. */
export const TEST_POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: TEST_POSTGRES_URL,
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** SQLite always; PostgreSQL when reachable, and required when VANTAGE_REQUIRE_POSTGRES=1. */
export async function testEngines(): Promise<Engine[]> {
  if (await postgresReachable()) return ['sqlite', 'postgres'];
  if (process.env.VANTAGE_REQUIRE_POSTGRES === '1') {
    throw new Error(
      `PostgreSQL is required (VANTAGE_REQUIRE_POSTGRES=1) but not reachable at ${TEST_POSTGRES_URL}`,
    );
  }
  console.warn(
    `PostgreSQL is not reachable at ${TEST_POSTGRES_URL}: the API suite runs on SQLite only.`,
  );
  return ['sqlite'];
}
