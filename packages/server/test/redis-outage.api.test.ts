import crypto from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFrom } from './support/auth-helpers';
import { engines } from './support/engine-suite';
import { TEST_REDIS_URL, testRedis } from './support/redis';
import type { SignedInUser } from './support/factories';
import { TcpProxy } from './support/tcp-proxy';
import { createTestContext, type TestContext } from './support/test-context';

const redis = await testRedis();

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A client address no earlier run used: counters live on in Redis between runs. */
/** Creates spots at one latitude as `member`, by title and longitude. */
const spotCreator =
  (ctx: TestContext, member: SignedInUser, lat: number) => (title: string, long: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/point',
      headers: member.bearerHeaders,
      payload: { lat, long, title, tags: [] },
    });
const randomIp = () => `10.${[...crypto.randomBytes(3)].join('.')}`;

describe.each(engines)('a server whose Redis cannot be reached, on %s', (engine) => {
  let ctx: TestContext;
  let startMs = 0;

  beforeAll(async () => {
    const started = Date.now();
    ctx = await createTestContext(engine, {
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
    });
    startMs = Date.now() - started;
  });
  afterAll(() => ctx.close());

  it('starts within a few seconds, and writes without waiting for Redis', async () => {
    expect(startMs).toBeLessThan(6000);
    const member = await ctx.make.signedIn();
    const create = spotCreator(ctx, member, 45.9);
    // The first spot loads the bundled place data; the second is the one timed.
    expect((await create('Lac Blanc', 6.9)).statusCode).toBe(201);
    const started = Date.now();
    const res = await create('Lac Noir', 7.3);
    expect(res.statusCode, res.body).toBe(201);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('still limits sign-in failures, in this process', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 20; attempt++) {
      const res = await postFrom(
        ctx.app,
        '/api/remAuth',
        {
          provider: 'email',
          mode: 'login',
          email: `x${attempt}@example.com`,
          password: 'wrong one',
        },
        { ip },
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await postFrom(
      ctx.app,
      '/api/remAuth',
      { provider: 'email', mode: 'login', email: 'last@example.com', password: 'wrong one' },
      { ip },
    );
    expect(blocked.statusCode).toBe(429);
  });
});

describe.runIf(redis).each(engines)('Redis shared by two processes, on %s', (engine) => {
  let ctx: TestContext;
  let other: FastifyInstance;
  let proxy: TcpProxy;

  beforeAll(async () => {
    const target = new URL(TEST_REDIS_URL);
    proxy = await new TcpProxy(target.hostname, Number(target.port || 6379)).start();
    ctx = await createTestContext(engine, { REDIS_URL: `redis://127.0.0.1:${proxy.port}` });
    other = await ctx.appWith({});
  });
  afterAll(async () => {
    await ctx.close();
    await proxy.stop();
  });

  const failedLogin = (app: FastifyInstance, ip: string, n: number) =>
    postFrom(
      app,
      '/api/remAuth',
      { provider: 'email', mode: 'login', email: `guess${n}@example.com`, password: 'wrong one' },
      { ip },
    );

  it('counts a client’s sign-in failures across both processes', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 20; attempt++) {
      const res = await failedLogin(attempt % 2 === 0 ? ctx.app : other, ip, attempt);
      expect(res.statusCode).toBe(401);
    }
    expect((await failedLogin(ctx.app, ip, 20)).statusCode).toBe(429);
    expect((await failedLogin(other, ip, 21)).statusCode).toBe(429);
  });

  it('keeps writing at once while Redis is away, and shares again when it is back', async () => {
    const member = await ctx.make.signedIn();
    const create = spotCreator(ctx, member, 46.2);
    // The first spot loads the bundled place data; the one while Redis is away is timed.
    expect((await create('Riffelsee', 7.7)).statusCode).toBe(201);
    const port = proxy.port;
    await proxy.stop();
    const started = Date.now();
    const res = await create('Stellisee', 7.8);
    expect(res.statusCode, res.body).toBe(201);
    expect(Date.now() - started).toBeLessThan(1000);
    // Limits go on in the process while Redis is away.
    const ip = randomIp();
    expect((await failedLogin(ctx.app, ip, 1)).statusCode).toBe(401);

    await proxy.start(port);
    await expect
      .poll(() => ctx.container.redis?.ready, { timeout: 8000, interval: 100 })
      .toBe(true);
  });
});

describe.runIf(redis).each(engines)('warnings while Redis is away, on %s', (engine) => {
  let ctx: TestContext;
  let proxy: TcpProxy;
  /** The messages of every warning the process logged. */
  const warnings: string[] = [];

  beforeAll(async () => {
    const target = new URL(TEST_REDIS_URL);
    proxy = await new TcpProxy(target.hostname, Number(target.port || 6379)).start();
    const log = pino(
      { level: 'warn' },
      { write: (line: string) => warnings.push(JSON.parse(line).msg) },
    );
    ctx = await createTestContext(
      engine,
      { REDIS_URL: `redis://127.0.0.1:${proxy.port}` },
      { log },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await proxy.stop();
  });

  it('warns once when an outage starts and once when it ends, however many spots change', async () => {
    await ctx.make.spot({ title: 'Before the outage' });
    expect(warnings).toEqual([]);
    const port = proxy.port;
    await proxy.stop();
    for (let change = 0; change < 40; change++) {
      await ctx.make.spot({ title: `During the outage ${change}`, lat: 45 + change / 100 });
    }
    expect(warnings.filter((message) => /spot change/.test(message))).toEqual([
      'could not share a spot change with other server processes: they see changes within ' +
        'a minute until it works again (said once until then)',
    ]);
    // Redis's own line for the outage, and nothing else.
    expect(warnings).toHaveLength(2);

    await proxy.start(port);
    await expect
      .poll(() => ctx.container.redis?.ready, { timeout: 8000, interval: 100 })
      .toBe(true);
    for (let change = 0; change < 5; change++) {
      await ctx.make.spot({ title: `After the outage ${change}` });
    }
    expect(warnings.slice(2).sort()).toEqual([
      'Redis: connected again',
      'spot changes are shared with other server processes again',
    ]);
  });
});
