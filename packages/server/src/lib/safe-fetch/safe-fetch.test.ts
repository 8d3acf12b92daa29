import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedAgent, guardedLookup } from './guarded-agent';
import { MAX_REDIRECTS, safeFetch, safeFetchDetails, SafeFetchError } from './safe-fetch';

const PAGE = '<!doctype html><title>Tre Cime</title><p>Three peaks</p>';

let server: http.Server;
let origin = '';
let port = 0;
let hits: string[] = [];

function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', origin);
  hits.push(url.pathname);
  const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
  if (hop) {
    const left = Number(hop[1]);
    res.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/page' }).end();
    return;
  }
  switch (url.pathname) {
    case '/page':
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
      return;
    case '/xhtml':
      res.writeHead(200, { 'content-type': 'application/xhtml+xml' }).end(PAGE);
      return;
    case '/gzip':
      res
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(zlib.gzipSync(PAGE));
      return;
    case '/bomb':
      // 64 KB on the wire, 64 MB once inflated.
      res
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(zlib.gzipSync(Buffer.alloc(64 * 1024 * 1024, 32)));
      return;
    case '/big-declared':
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': 5_000_000 });
      res.write('<html>');
      return;
    case '/big-chunked': {
      res.writeHead(200, { 'content-type': 'text/html' });
      for (let i = 0; i < 40; i++) res.write(Buffer.alloc(16 * 1024, 97));
      res.end();
      return;
    }
    case '/image':
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(1000, 1));
      return;
    case '/json':
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      return;
    case '/untyped':
      res.writeHead(200).end(PAGE);
      return;
    case '/missing':
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    case '/slow-headers':
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE), 3000);
      return;
    case '/slow-body': {
      res.writeHead(200, { 'content-type': 'text/html' });
      // Each byte arrives in time, but the whole body does not.
      const timer = setInterval(() => res.write('a'), 100);
      res.on('close', () => clearInterval(timer));
      return;
    }
    case '/to-metadata':
      res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      return;
    case '/to-loopback-name':
      res.writeHead(302, { location: `http://localhost:${port}/page` }).end();
      return;
    case '/to-decimal':
      // 127.0.0.2 in decimal: loopback, but not the allow-listed host.
      res.writeHead(307, { location: `http://2130706434:${port}/page` }).end();
      return;
    case '/to-file':
      res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      return;
    case '/to-garbage':
      res.writeHead(302, { location: 'http://[::1' }).end();
      return;
    case '/no-location':
      res.writeHead(302).end();
      return;
  }
  res.writeHead(404).end();
}

beforeAll(async () => {
  server = http.createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const allow = ['127.0.0.1'];
const html = { maxBytes: 256 * 1024, timeoutMs: 2000, accept: 'html', allowHosts: allow } as const;

async function failure(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

describe('safeFetch', () => {
  it('never connects to 127.0.0.1 without the allow-list, in any notation', async () => {
    hits = [];
    for (const host of [
      '127.0.0.1',
      '2130706433',
      '0x7f.1',
      '0177.0.0.1',
      '127.1',
      '[::ffff:127.0.0.1]',
    ]) {
      const error = await failure(
        safeFetch(`http://${host}:${port}/page`, { ...html, allowHosts: [] }),
      );
      expect(error.code).toBe('blocked');
      const defaultPort = await failure(
        safeFetch(`http://${host}/page`, { ...html, allowHosts: [] }),
      );
      expect(defaultPort.code).toBe('blocked');
    }
    expect(hits).toEqual([]);
  });

  it('fetches an allowed page with its final URL, status and media type', async () => {
    const result = await safeFetch(`${origin}/page`, html);
    expect(result).toEqual({
      url: `${origin}/page`,
      status: 200,
      contentType: 'text/html',
      body: Buffer.from(PAGE),
    });
    expect((await safeFetch(`${origin}/xhtml`, html)).contentType).toBe('application/xhtml+xml');
    const details = await safeFetchDetails(`${origin}/page`, html);
    expect(details.contentTypeParams).toBe('charset=utf-8');
  });

  it('decodes gzip and caps the decoded size, so a compression bomb stops at the cap', async () => {
    expect((await safeFetch(`${origin}/gzip`, html)).body.toString()).toBe(PAGE);
    expect((await failure(safeFetch(`${origin}/bomb`, html))).code).toBe('too_large');
  });

  it(`follows up to ${MAX_REDIRECTS} redirects and refuses more`, async () => {
    const result = await safeFetch(`${origin}/hop/${MAX_REDIRECTS - 1}`, html);
    expect(result.url).toBe(`${origin}/page`);
    expect((await failure(safeFetch(`${origin}/hop/${MAX_REDIRECTS}`, html))).code).toBe(
      'too_many_redirects',
    );
  });

  it('checks every redirect hop like the first URL', async () => {
    hits = [];
    for (const path of ['/to-metadata', '/to-loopback-name', '/to-decimal']) {
      expect((await failure(safeFetch(`${origin}${path}`, html))).code).toBe('blocked');
    }
    // Only the redirecting pages were asked; the targets never were.
    expect(hits).toEqual(['/to-metadata', '/to-loopback-name', '/to-decimal']);
    expect((await failure(safeFetch(`${origin}/to-file`, html))).code).toBe('invalid_url');
    expect((await failure(safeFetch(`${origin}/to-garbage`, html))).code).toBe('invalid_url');
    expect((await failure(safeFetch(`${origin}/no-location`, html))).code).toBe('http_error');
  });

  it('refuses a body over the cap, declared or streamed', async () => {
    expect((await failure(safeFetch(`${origin}/big-declared`, html))).code).toBe('too_large');
    expect((await failure(safeFetch(`${origin}/big-chunked`, html))).code).toBe('too_large');
  });

  it('cuts instead of refusing when asked for a prefix', async () => {
    const cut = await safeFetchDetails(
      `${origin}/big-chunked`,
      { ...html, maxBytes: 1000 },
      { cut: true },
    );
    expect(cut.truncated).toBe(true);
    expect(cut.body.length).toBe(1000);
    const whole = await safeFetchDetails(`${origin}/page`, html, { cut: true });
    expect(whole.truncated).toBe(false);
  });

  it('refuses content of the wrong kind', async () => {
    const image = await failure(safeFetch(`${origin}/image`, html));
    expect(image.code).toBe('bad_type');
    expect(image.contentType).toBe('image/jpeg');
    expect((await failure(safeFetch(`${origin}/json`, html))).code).toBe('bad_type');
    expect((await failure(safeFetch(`${origin}/untyped`, html))).code).toBe('bad_type');
    expect((await failure(safeFetch(`${origin}/page`, { ...html, accept: 'image' }))).code).toBe(
      'bad_type',
    );
    const jpeg = await safeFetch(`${origin}/image`, { ...html, accept: 'image' });
    expect(jpeg.contentType).toBe('image/jpeg');
  });

  it('answers http_error for error statuses', async () => {
    const error = await failure(safeFetch(`${origin}/missing`, html));
    expect(error.code).toBe('http_error');
    expect(error.message).toBe('was answered with 404 by its site');
  });

  it('times out on slow headers and on a body that never ends', async () => {
    const started = Date.now();
    const slow = { ...html, timeoutMs: 500 };
    expect((await failure(safeFetch(`${origin}/slow-headers`, slow))).code).toBe('timeout');
    expect((await failure(safeFetch(`${origin}/slow-body`, slow))).code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2500);
  });
});

describe('the guarded connection', () => {
  it('resolves names to public addresses only', async () => {
    const resolveTo =
      (...addresses: string[]) =>
      (
        _host: string,
        callback: (error: null, all: { address: string; family: number }[]) => void,
      ) =>
        callback(
          null,
          addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
        );
    const lookup = (resolve: ReturnType<typeof resolveTo>, all: boolean) =>
      new Promise<unknown>((done) =>
        guardedLookup(resolve)('photos.test', { all }, (error, address, family) =>
          done(error ?? (all ? address : { address, family })),
        ),
      );
    expect(await lookup(resolveTo('127.0.0.1', '::1'), false)).toBeInstanceOf(SafeFetchError);
    expect(await lookup(resolveTo('10.0.0.1', '93.184.216.34'), false)).toEqual({
      address: '93.184.216.34',
      family: 4,
    });
    expect(
      await lookup(resolveTo('::ffff:127.0.0.1', '2606:4700::1', '192.168.0.1'), true),
    ).toEqual([{ address: '2606:4700::1', family: 6 }]);
  });

  it('refuses a name a rebinding DNS points at 127.0.0.1, and a literal address, on connect', async () => {
    hits = [];
    const rebinding = await guardedAgent(undefined, 2000, (_host, callback) =>
      callback(null, [{ address: '127.0.0.1', family: 4 }]),
    );
    const viaName = await request(`http://rebind.test:${port}/page`, {
      dispatcher: rebinding,
    }).catch((error: unknown) => error);
    expect(JSON.stringify(viaName, Object.getOwnPropertyNames(viaName))).toContain('not allowed');
    const literal = await guardedAgent(undefined, 2000);
    const viaLiteral = await request(`${origin}/page`, { dispatcher: literal }).catch(
      (error: unknown) => error,
    );
    expect(viaLiteral).toBeInstanceOf(SafeFetchError);
    expect(hits).toEqual([]);
    await Promise.all([rebinding.destroy(), literal.destroy()]);
  });
});
