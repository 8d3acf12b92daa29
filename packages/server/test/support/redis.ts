import { createClient } from '@redis/client';
import { RATE_LIMIT_PREFIX } from '../../src/lib/flexible-rate-limit';

/** The Redis server of the tests that share state between server processes. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const client = createClient({
    url: TEST_REDIS_URL,
    socket: { reconnectStrategy: false, connectTimeout: 2000 },
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

/** Whether Redis is there for the tests that need it; required when VANTAGE_REQUIRE_REDIS=1. */
export async function testRedis(): Promise<boolean> {
  if (await redisReachable()) return true;
  if (process.env.VANTAGE_REQUIRE_REDIS === '1') {
    throw new Error(
      `Redis is required (VANTAGE_REQUIRE_REDIS=1) but not reachable at ${TEST_REDIS_URL}`,
    );
  }
  return false;
}

/**
 * Forgets the limit counters Redis holds for a member: the tests' databases number their
 * members from 1 in every run, while Redis keeps a day's counts from earlier runs.
 */
export async function forgetLimitsOf(userId: number): Promise<void> {
  const client = createClient({ url: TEST_REDIS_URL });
  await client.connect();
  try {
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `${RATE_LIMIT_PREFIX}:*:${userId}` })) {
      keys.push(...batch);
    }
    if (keys.length > 0) await client.del(keys);
  } finally {
    client.destroy();
  }
}
