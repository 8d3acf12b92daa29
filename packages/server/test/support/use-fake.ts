import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { FakeHttpService } from './fake-http-service';
import { guardOutbound, type OutboundGuard } from './outbound-guard';

/**
 * The fake service of a describe block: started before its tests and closed after them,
 * reset before each test, and a test fails when anything in it tried to reach another host.
 */
export function useFake<T extends FakeHttpService>(fake: T): T {
  let guard: OutboundGuard;
  beforeAll(async () => {
    await fake.start();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    guard = guardOutbound();
    fake.reset();
  });
  afterEach(() => {
    guard.restore();
    expect(guard.refused).toEqual([]);
  });
  return fake;
}

/**
 * A fake service started before a describe block's tests and closed after them; unlike
 * `useFake`, what one test sets on it stays for the next.
 */
export function useStartedFake<T extends { start(): Promise<unknown>; close(): Promise<void> }>(
  fake: T,
): T {
  beforeAll(async () => {
    await fake.start();
  });
  afterAll(() => fake.close());
  return fake;
}
