import { createClient } from '@redis/client';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, testRedis } from '../../test/support/redis';
import {
  CircuitBreaker,
  MemoryBreakerStore,
  RedisBreakerStore,
  ServiceUnavailableError,
  guarded,
  isOutage,
  type BreakerStore,
} from './circuit-breaker';

const COOL_DOWN_MS = 30_000;

function refused(): Error {
  return new TypeError('fetch failed', {
    cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }),
  });
}

function setUp(store: (now: () => number) => BreakerStore) {
  const clock = { ms: 1_000_000 };
  const lines: string[] = [];
  const log = {
    warn: (message: string) => lines.push(`warn ${message}`),
    info: (message: string) => lines.push(`info ${message}`),
  };
  const now = () => clock.ms;
  const breaker = new CircuitBreaker({
    service: 'Forecast',
    store: store(now),
    log,
    coolDownMs: COOL_DOWN_MS,
    now,
  });
  return { clock, lines, breaker };
}

describe('a circuit breaker', () => {
  it('opens on an outage, answers unavailable at once, tries once after the cool-down, closes', async () => {
    const { clock, lines, breaker } = setUp((now) => new MemoryBreakerStore(now));
    let calls = 0;
    let up = true;
    const service = () => {
      calls += 1;
      return up ? Promise.resolve('sunny') : Promise.reject(refused());
    };

    expect(await breaker.call(service)).toBe('sunny');
    up = false;
    await expect(breaker.call(service)).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(calls).toBe(2);
    // Open: the service is not asked.
    await expect(breaker.call(service)).rejects.toThrow('Forecast is unavailable right now');
    clock.ms += COOL_DOWN_MS - 1;
    await expect(breaker.call(service)).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(calls).toBe(2);

    // Half-open: one trial, which fails and opens it again, without a second warning.
    clock.ms += 1;
    await expect(breaker.call(service)).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(calls).toBe(3);
    await expect(breaker.call(service)).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(calls).toBe(3);

    clock.ms += COOL_DOWN_MS;
    up = true;
    expect(await breaker.call(service)).toBe('sunny');
    expect(await breaker.call(service)).toBe('sunny');
    expect(calls).toBe(5);
    expect(lines).toEqual([
      'warn Forecast is unavailable (ECONNREFUSED): answering "unavailable" and trying again every 30 s',
      'info Forecast is available again',
    ]);
  });

  it('lets one trial through; callers meanwhile follow its verdict', async () => {
    const { clock, breaker } = setUp((now) => new MemoryBreakerStore(now));
    await expect(breaker.call(() => Promise.reject(refused()))).rejects.toThrow();
    clock.ms += COOL_DOWN_MS;
    let calls = 0;
    let finish: (value: string) => void = () => undefined;
    const trial = breaker.call(() => {
      calls += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    });
    await new Promise((resolve) => setImmediate(resolve));
    const waiting = breaker.call(() => {
      calls += 1;
      return Promise.resolve('second');
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toBe(1);
    finish('first');
    expect(await trial).toBe('first');
    expect(await waiting).toBe('second');

    // A failed trial fails its waiters too, without asking the service.
    await expect(breaker.call(() => Promise.reject(refused()))).rejects.toThrow();
    clock.ms += COOL_DOWN_MS;
    let fail: (error: Error) => void = () => undefined;
    const failing = breaker.call(() => new Promise<string>((_resolve, reject) => (fail = reject)));
    await new Promise((resolve) => setImmediate(resolve));
    const follower = breaker.call(() => Promise.resolve('never asked'));
    fail(refused());
    await expect(failing).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(follower).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('stays closed when the service answers but refuses the request', async () => {
    const { lines, breaker } = setUp((now) => new MemoryBreakerStore(now));
    const badRequest = new Error('Forecast answered HTTP 400');
    await expect(breaker.call(() => Promise.reject(badRequest))).rejects.toBe(badRequest);
    expect(await breaker.call(() => Promise.resolve(1))).toBe(1);
    expect(lines).toEqual([]);
  });

  it('tells outages from refusals', () => {
    expect(isOutage(refused())).toBe(true);
    expect(isOutage(new Error('Open-Meteo forecast answered HTTP 503'))).toBe(true);
    expect(isOutage(new Error('terrain tile http://x/1/2/3.png: 502 Bad Gateway'))).toBe(true);
    expect(isOutage(new Error('Elevation lookup failed: timed out'))).toBe(true);
    expect(isOutage(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(true);
    expect(isOutage(new Error('Open-Meteo forecast answered HTTP 404'))).toBe(false);
    expect(isOutage(new Error('Open-Meteo forecast answered in an unexpected shape (x)'))).toBe(
      false,
    );
  });

  it('guards only the named methods of an adapter', async () => {
    const { breaker } = setUp((now) => new MemoryBreakerStore(now));
    const adapter = {
      name: 'fake',
      forecast: () => Promise.reject(refused()),
      label: () => 'plain',
    };
    const guardedAdapter = guarded(adapter, breaker, ['forecast']);
    await expect(guardedAdapter.forecast()).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(guardedAdapter.label()).toBe('plain');
    expect(guardedAdapter.name).toBe('fake');
  });
});

const redisUp = await testRedis();

describe.skipIf(!redisUp)('circuit breakers sharing Redis', () => {
  const client = createClient({ url: TEST_REDIS_URL });
  const prefix = `test:breaker:${process.pid}:${Date.now()}:`;
  afterAll(async () => {
    if (client.isOpen) {
      for (const key of await client.keys(`${prefix}*`)) await client.del(key);
      client.destroy();
    }
  });

  it('learn from each other: one opens, the other answers unavailable, one warning, one recovery', async () => {
    await client.connect();
    const clock = { ms: Date.now() };
    const now = () => clock.ms;
    const lines: string[] = [];
    const log = {
      warn: (message: string) => lines.push(`warn ${message}`),
      info: (message: string) => lines.push(`info ${message}`),
    };
    const make = () =>
      new CircuitBreaker({
        service: 'Terrain tiles',
        store: new RedisBreakerStore(client, now, prefix),
        log,
        coolDownMs: COOL_DOWN_MS,
        now,
      });
    const first = make();
    const second = make();
    let calls = 0;
    const down = () => {
      calls += 1;
      return Promise.reject(refused());
    };

    await expect(first.call(down)).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(second.call(down)).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(calls).toBe(1);

    // After the cool-down only one of them makes the trial.
    clock.ms += COOL_DOWN_MS;
    let finish: (value: string) => void = () => undefined;
    const trial = second.call(() => new Promise<string>((resolve) => (finish = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(first.call(() => Promise.resolve('other'))).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    finish('tiles');
    expect(await trial).toBe('tiles');
    expect(await first.call(() => Promise.resolve('closed'))).toBe('closed');
    expect(lines).toEqual([
      'warn Terrain tiles is unavailable (ECONNREFUSED): answering "unavailable" and trying again every 30 s',
      'info Terrain tiles is available again',
    ]);
  });
});
