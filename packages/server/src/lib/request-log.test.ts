import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestLog, requestLogger } from './request-log';

/** An app logging at `level` into memory, one parsed object a line. */
function loggedApp(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    loggerInstance: pino({ level }, stream),
    logController: new RequestLog(new Set(['/healthz'])),
    childLoggerFactory: requestLogger,
  });
  let healthy = true;
  app.get('/healthz', (_request, reply) =>
    healthy ? { status: 'ok' } : reply.code(503).send({ status: 'down' }),
  );
  app.get('/quiet', () => ({ ok: true }));
  app.get('/talkative', (request) => {
    request.log.warn({ detail: 7 }, 'something to say');
    return { ok: true };
  });
  app.get('/fails', () => {
    throw new Error('broken');
  });
  return { app, lines, setHealthy: (value: boolean) => (healthy = value) };
}

let current: ReturnType<typeof loggedApp> | undefined;
afterEach(async () => {
  await current?.app.close();
  current = undefined;
});

describe('RequestLog', () => {
  it('writes one line a request with the request, its answer and its time', async () => {
    current = loggedApp();
    await current.app.inject({ method: 'GET', url: '/quiet?x=1' });
    const completed = current.lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({
      level: 30,
      reqId: expect.any(String),
      req: { method: 'GET', url: '/quiet?x=1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(current.lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('writes that a request came in at debug, with the same id', async () => {
    current = loggedApp('debug');
    await current.app.inject({ method: 'GET', url: '/quiet' });
    const incoming = current.lines.find((line) => line.msg === 'incoming request');
    const completed = current.lines.find((line) => line.msg === 'request completed');
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/quiet' });
    expect(incoming?.reqId).toBe(completed?.reqId);
  });

  it("gives a route's own lines the request's id", async () => {
    current = loggedApp();
    await current.app.inject({ method: 'GET', url: '/talkative' });
    const own = current.lines.find((line) => line.msg === 'something to say');
    const completed = current.lines.find((line) => line.msg === 'request completed');
    expect(own).toMatchObject({ level: 40, detail: 7, reqId: completed?.reqId });
  });

  it('writes a failed request at error, with the error', async () => {
    current = loggedApp();
    const res = await current.app.inject({ method: 'GET', url: '/fails' });
    expect(res.statusCode).toBe(500);
    const failed = current.lines.filter((line) => line.res && line.level === 50);
    expect(failed.length).toBeGreaterThan(0);
    expect(JSON.stringify(failed)).toContain('broken');
  });

  it('writes nothing for a probe that succeeds, and a line for one that fails', async () => {
    current = loggedApp();
    await current.app.inject({ method: 'GET', url: '/healthz' });
    expect(current.lines).toEqual([]);
    current.setHealthy(false);
    await current.app.inject({ method: 'GET', url: '/healthz' });
    expect(current.lines).toHaveLength(1);
    expect(current.lines[0]).toMatchObject({ req: { url: '/healthz' }, res: { statusCode: 503 } });
  });
});

describe('requestLogger', () => {
  it("reports the parent's level until a route changes its own", () => {
    const parent = pino({ level: 'warn' }, new Writable({ write: (_c, _e, done) => done() }));
    const log = requestLogger(parent, { reqId: 'r1' }, {});
    expect(log.level).toBe('warn');
    log.level = 'debug';
    expect(log.level).toBe('debug');
    expect(parent.level).toBe('warn');
  });
});
