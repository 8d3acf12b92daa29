import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { FrontAnswers } from './front-answers';
import { prepareBody, sendPrepared, type PreparedBody } from './prepared-body';

/** A site with one kept answer per address, as a cache that holds `kept` would give it. */
async function siteWith(kept: Map<string, PreparedBody>, setCookie = false) {
  const observed: [string, string, number][] = [];
  const front = new FrontAnswers({
    trustProxy: false,
    accepting: () => true,
    observe: (method, route, status) => observed.push([method, route, status]),
  });
  const app = Fastify({
    serverFactory: front.serverFactory,
    genReqId: front.nextRequestId,
    routerOptions: { maxParamLength: 2_000 },
  });
  front.install(app);
  let built = 0;
  app.get<{ Params: { name: string } }>('/kept/:name', (request, reply) => {
    built++;
    const { url } = request;
    const body = kept.get(url) ?? prepareBody(JSON.stringify({ name: request.params.name }));
    kept.set(url, body);
    if (setCookie) void reply.header('set-cookie', 'seen=1');
    return sendPrepared(request, reply, body, () => kept.get(url));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, front, base, observed, built: () => built };
}

describe('FrontAnswers', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('answers an address the site marked, until its cache lets the answer go', async () => {
    const kept = new Map<string, PreparedBody>();
    const site = await siteWith(kept);
    app = site.app;
    const first = await fetch(`${site.base}/kept/a`);
    expect(await first.json()).toEqual({ name: 'a' });
    expect(site.built()).toBe(1);
    const second = await fetch(`${site.base}/kept/a`);
    expect(await second.json()).toEqual({ name: 'a' });
    expect(site.built()).toBe(1);
    expect(site.front.answered).toBe(1);
    expect(site.observed).toEqual([['GET', '/kept/:name', 200]]);

    kept.delete('/kept/a');
    await fetch(`${site.base}/kept/a`);
    expect(site.built()).toBe(2);
    await fetch(`${site.base}/kept/a`);
    expect(site.front.answered).toBe(2);
  });

  it('never keeps an answer that sets a cookie', async () => {
    const site = await siteWith(new Map(), true);
    app = site.app;
    await fetch(`${site.base}/kept/a`);
    await fetch(`${site.base}/kept/a`);
    expect(site.built()).toBe(2);
    expect(site.front.answered).toBe(0);
  });

  it('keeps the latest 4,000 addresses', async () => {
    const site = await siteWith(new Map());
    app = site.app;
    for (let i = 0; i <= 4_000; i++) await site.app.inject({ method: 'GET', url: `/kept/${i}` });
    // `inject` skips the HTTP server but not the hooks: each address is kept as it is sent.
    await fetch(`${site.base}/kept/4000`);
    await fetch(`${site.base}/kept/1`);
    expect(site.front.answered).toBe(2);
    await fetch(`${site.base}/kept/0`);
    expect(site.front.answered).toBe(2);
    expect(site.built()).toBe(4_002);
  });

  it('keeps no address longer than 1,024 characters', async () => {
    const site = await siteWith(new Map());
    app = site.app;
    const long = `${site.base}/kept/${'x'.repeat(1_100)}`;
    await fetch(long);
    await fetch(long);
    expect(site.built()).toBe(2);
    expect(site.front.answered).toBe(0);
  });
});
