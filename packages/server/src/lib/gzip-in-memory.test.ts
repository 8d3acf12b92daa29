import { gunzipSync, inflateSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAnswers, GZIP_MAX_BYTES, takesGzip } from './gzip-in-memory';
import { sendAsBuilt } from './send-as-built';

describe('takesGzip', () => {
  it('takes gzip listed, with a weight, or as any encoding', () => {
    expect(takesGzip('gzip')).toBe(true);
    expect(takesGzip('br, gzip, deflate')).toBe(true);
    expect(takesGzip('deflate;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(takesGzip('*')).toBe(true);
  });

  it('does not take gzip refused, absent or unasked', () => {
    expect(takesGzip('gzip;q=0')).toBe(false);
    expect(takesGzip('gzip; q=0.000')).toBe(false);
    expect(takesGzip('deflate, br')).toBe(false);
    expect(takesGzip('identity')).toBe(false);
    expect(takesGzip('')).toBe(false);
    expect(takesGzip(undefined)).toBe(false);
  });
});

describe('compressAnswers', () => {
  const app = Fastify();
  const answer = (bytes: number) => ({ text: 'spot '.repeat(Math.ceil(bytes / 5)) });

  beforeAll(async () => {
    await compressAnswers(app);
    app.get('/schema', async () => answer(20_000));
    app.get('/as-built', (_request, reply) => sendAsBuilt(reply, answer(20_000)));
    app.get('/small', async () => answer(100));
    app.get('/large', async () => answer(GZIP_MAX_BYTES * 2));
    app.get('/varied', async (_request, reply) =>
      reply.header('vary', 'Origin').send(answer(5000)),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a JSON answer compressed whole, with its length and type', async () => {
    for (const url of ['/schema', '/as-built']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.headers['content-encoding'], url).toBe('gzip');
      expect(res.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(res.headers['transfer-encoding'], url).toBeUndefined();
      expect(Number(res.headers['content-length']), url).toBe(res.rawPayload.length);
      expect(res.rawPayload.length, url).toBeLessThan(2_000);
      expect(JSON.parse(gunzipSync(res.rawPayload).toString()), url).toEqual(answer(20_000));
    }
  });

  it('adds Accept-Encoding to what the answer already varies on, once', async () => {
    const res = await get('/varied', 'gzip');
    expect(res.headers.vary).toBe('Origin, Accept-Encoding');
    const schema = await get('/schema', 'gzip');
    expect(schema.headers.vary).toBe('Accept-Encoding');
  });

  it('leaves deflate, large answers and small ones to the streaming compressor', async () => {
    const deflated = await get('/schema', 'deflate');
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(JSON.parse(inflateSync(deflated.rawPayload).toString())).toEqual(answer(20_000));
    const large = await get('/large', 'gzip');
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.headers['transfer-encoding']).toBe('chunked');
    expect(JSON.parse(gunzipSync(large.rawPayload).toString())).toEqual(answer(GZIP_MAX_BYTES * 2));
    const small = await get('/small', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual(answer(100));
  });

  it('sends the text itself to a client that refuses or does not ask for gzip', async () => {
    for (const encoding of ['gzip;q=0', undefined]) {
      const res = await get('/schema', encoding);
      expect(res.headers['content-encoding'], encoding).toBeUndefined();
      expect(res.json(), encoding).toEqual(answer(20_000));
    }
  });
});
