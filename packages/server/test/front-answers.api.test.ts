import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { PspotsAnswer, SearchAnswer, Spot } from '@vantage/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from './support/engine-suite';
import type { SignedInUser } from './support/factories';
import { memberRequests } from './support/members';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET over a real connection (the front sits in the HTTP server, which `inject` skips). */
function getOver(
  app: FastifyInstance,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** The headers that belong to the address, not to the moment or the connection. */
function addressHeaders(headers: http.IncomingHttpHeaders | Record<string, unknown>) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

describeEachEngine("visitors' kept answers, sent in front of the router, on %s", (ctx) => {
  const { post } = memberRequests(ctx);
  const answered = () => ctx.container.front.answered;
  let writer: SignedInUser;

  /**
   * `url` asked twice by a visitor: answered by the site, then in front, with the same bytes and
   * the same headers.
   */
  async function bySiteThenInFront(url: string, headers: Record<string, string> = {}) {
    const before = answered();
    const bySite = await getOver(ctx.app, url, headers);
    expect(bySite.status).toBe(200);
    expect(answered()).toBe(before);
    const inFront = await getOver(ctx.app, url, headers);
    expect(answered()).toBe(before + 1);
    expect(inFront.status).toBe(200);
    expect(inFront.body).toEqual(bySite.body);
    expect(addressHeaders(inFront.headers)).toEqual(addressHeaders(bySite.headers));
    return { bySite, inFront, before };
  }

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    writer = await ctx.make.signedIn();
    // A trusted member: a new member's first post with a link waits for review.
    await ctx.container.repositories.users.update(writer.id, { impact: 200 });
  });

  it("answers a visitor's next request for a spot in front, exactly as the site answered it", async () => {
    const spotId = await ctx.make.spot({ title: 'Front Lake' });
    const url = `/api/point/${spotId}`;
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };
    const { bySite, inFront, before } = await bySiteThenInFront(url, gzip);
    expect(inFront.headers['content-encoding']).toBe('gzip');
    expect(Spot.parse(JSON.parse(gunzipSync(inFront.body).toString())).title).toBe('Front Lake');

    // Without gzip, and with the ETag the browser has: as the site answers them (`inject`
    // always goes through the site).
    const plain = await getOver(ctx.app, url);
    const plainBySite = await ctx.app.inject({ method: 'GET', url });
    expect(plain.body.toString()).toBe(plainBySite.body);
    expect(addressHeaders(plain.headers)).toEqual(addressHeaders(plainBySite.headers));

    const etag = { 'if-none-match': String(bySite.headers.etag) };
    const notModified = await getOver(ctx.app, url, etag);
    const notModifiedBySite = await ctx.app.inject({ method: 'GET', url, headers: etag });
    expect(notModified.status).toBe(304);
    expect(notModifiedBySite.statusCode).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(addressHeaders(notModified.headers)).toEqual(addressHeaders(notModifiedBySite.headers));
    expect(answered()).toBe(before + 3);
  });

  it('shows a change on the very next request', async () => {
    const spotId = await ctx.make.spot({ title: 'Changing Falls' });
    const url = `/api/point/${spotId}`;
    const read = async () => Spot.parse(JSON.parse((await getOver(ctx.app, url)).body.toString()));
    await read();
    expect((await read()).descriptions).toEqual([]);
    const before = answered();

    const written = await post(`${url}/desc`, writer, { description: 'Walk in from the north.' });
    expect(written.statusCode).toBe(200);
    const after = await read();
    expect(after.descriptions.map((description) => description.text)).toEqual([
      'Walk in from the north.',
    ]);
    // Built again by the site, then answered in front again.
    expect(answered()).toBe(before);
    expect((await read()).descriptions).toHaveLength(1);
    expect(answered()).toBe(before + 1);
  });

  it('answers a repeated search in front, with its Cache-Control', async () => {
    await ctx.make.spot({ title: 'Frontier Ridge' });
    const { inFront } = await bySiteThenInFront('/api/search/frontier');
    expect(inFront.headers['cache-control']).toBe('public, max-age=60');
    const answer = SearchAnswer.parse(JSON.parse(inFront.body.toString()));
    expect(answer.spots.map((spot) => spot.title)).toContain('Frontier Ridge');
  });

  it("answers the map's spot lists in front, and lists a new spot on the next request", async () => {
    const url = '/api/pspots/0/0/0';
    const listed = async () =>
      PspotsAnswer.parse(JSON.parse((await getOver(ctx.app, url)).body.toString())).spots.map(
        (spot) => spot.id,
      );
    const { inFront, before } = await bySiteThenInFront(url);
    expect(inFront.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');

    const spotId = await ctx.make.spot({ title: 'Front Fjord', lat: 64.1, lng: -21.9 });
    expect(await listed()).toContain(spotId);
    expect(answered()).toBe(before + 1);
    expect(await listed()).toContain(spotId);
    expect(answered()).toBe(before + 2);
  });

  it('leaves members, the native app, cross-origin calls and HEAD to the site', async () => {
    const spotId = await ctx.make.spot({ title: 'Members Only Cove' });
    const url = `/api/point/${spotId}`;
    await getOver(ctx.app, url);
    const before = answered();
    const member = await getOver(ctx.app, url, { cookie: writer.cookieHeaders.cookie! });
    expect(member.status).toBe(200);
    // The member's own answer says what members see, such as their vote.
    expect(Spot.parse(JSON.parse(member.body.toString())).id).toBe(spotId);
    await getOver(ctx.app, url, writer.bearerHeaders);
    await getOver(ctx.app, url, { origin: 'https://elsewhere.example' });
    const head = await getOver(ctx.app, url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(answered()).toBe(before);
    // Another cookie is no session: still a visitor.
    await getOver(ctx.app, url, { cookie: 'theme=dark' });
    expect(answered()).toBe(before + 1);
  });

  it('stops answering in front when the process stops taking work', async () => {
    const spotId = await ctx.make.spot({ title: 'Closing Time Pier' });
    const url = `/api/point/${spotId}`;
    await getOver(ctx.app, url);
    const before = answered();
    ctx.container.lifecycle.accepting = false;
    try {
      const last = await getOver(ctx.app, url);
      expect(last.status).toBe(200);
      expect(last.headers.connection).toBe('close');
      expect(answered()).toBe(before);
    } finally {
      ctx.container.lifecycle.accepting = true;
    }
  });

  describe('behind a declared proxy', () => {
    const lines: Record<string, unknown>[] = [];
    const log = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    let proxied: FastifyInstance;

    beforeAll(async () => {
      proxied = await ctx.appWith({ TRUST_PROXY: 'loopback' }, { log });
      await proxied.listen({ port: 0, host: '127.0.0.1' });
    });

    it("logs each answer given in front as the site logs its own, the client's address included", async () => {
      const spotId = await ctx.make.spot({ title: 'Forwarded Bay' });
      const url = `/api/point/${spotId}`;
      const forwarded = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-host': 'spots.example' };
      await getOver(proxied, url, forwarded);
      await getOver(proxied, url, forwarded);
      const answers = lines.filter((line) => line.msg === 'request completed');
      const [bySite, inFront] = answers.slice(-2);
      expect(inFront).toMatchObject({
        req: { method: 'GET', url, host: 'spots.example', remoteAddress: '203.0.113.7' },
        res: { statusCode: 200 },
      });
      expect((inFront!.req as { remotePort?: number }).remotePort).toBeGreaterThan(0);
      expect(Object.keys(inFront!).sort()).toEqual(Object.keys(bySite!).sort());
      expect(Object.keys(inFront!.req as object).sort()).toEqual(
        Object.keys(bySite!.req as object).sort(),
      );
      // One sequence of request ids for both.
      const number = (line: Record<string, unknown>) => parseInt(String(line.reqId).slice(4), 36);
      expect(number(inFront!)).toBeGreaterThan(number(bySite!));
    });
  });
});
