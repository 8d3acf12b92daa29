import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors';
import { tilesRoutes } from './tiles.routes';

describe('tiles routes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    // The same translation app.ts makes for every module.
    app.setErrorHandler((error, _request, reply) => {
      if (!(error instanceof HttpError)) throw error;
      return reply
        .code(error.statusCode)
        .send({ error: { code: error.code, message: error.message } });
    });
    await app.register(tilesRoutes);
    await app.ready();
  });

  afterAll(() => app.close());

  it('serves a vector tile with cache headers and an ETag', async () => {
    const res = await app.inject({ url: '/tiles/0/0/0.pbf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-protobuf');
    expect(res.headers['cache-control']).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.rawPayload.length).toBeGreaterThan(1000);
  }, 30_000);

  it('answers 304 when If-None-Match carries the current ETag', async () => {
    const first = await app.inject({ url: '/tiles/4/8/5.pbf' });
    const etag = String(first.headers.etag);
    const again = await app.inject({ url: '/tiles/4/8/5.pbf', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    const listed = await app.inject({
      url: '/tiles/4/8/5.pbf',
      headers: { 'if-none-match': `"stale", W/${etag}` },
    });
    expect(listed.statusCode).toBe(304);

    const stale = await app.inject({
      url: '/tiles/4/8/5.pbf',
      headers: { 'if-none-match': '"stale"' },
    });
    expect(stale.statusCode).toBe(200);
  }, 30_000);

  it('answers 204 where there is nothing to draw', async () => {
    const res = await app.inject({ url: '/tiles/6/5/32.pbf' });
    expect(res.statusCode).toBe(204);
    expect(res.rawPayload.length).toBe(0);
  }, 30_000);

  it.each([
    ['/tiles/15/0/0.pbf', 'z: must be a whole number from 0 to 14'],
    ['/tiles/z/0/0.pbf', 'z: must be a whole number'],
    ['/tiles/3/8/0.pbf', 'x: must be from 0 to 7 at zoom 3'],
    ['/tiles/3/0/-1.pbf', 'y: must be a whole number'],
  ])('rejects %s with 400 and the error body', async (url, message) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'invalid_input', message } });
  });

  it('serves the style with tile and glyph URLs on the request host', async () => {
    const res = await app.inject({
      url: '/tiles/style.json',
      headers: { host: 'maps.example.org:8080' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const style = res.json<{
      version: number;
      sources: { basemap: { tiles: string[]; maxzoom: number } };
      glyphs: string;
      layers: { id: string }[];
    }>();
    expect(style.version).toBe(8);
    expect(style.sources.basemap.tiles).toEqual([
      'http://maps.example.org:8080/tiles/{z}/{x}/{y}.pbf',
    ]);
    expect(style.sources.basemap.maxzoom).toBe(8);
    expect(style.glyphs).toBe('http://maps.example.org:8080/tiles/fonts/{fontstack}/{range}.pbf');
    expect(style.layers.map((layer) => layer.id)).toContain('country-labels');
  });

  it('serves label glyphs for a known font stack and 404 for others', async () => {
    const res = await app.inject({ url: '/tiles/fonts/Noto%20Sans%20Regular/0-255.pbf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-protobuf');
    expect(res.rawPayload.includes(Buffer.from('Noto Sans Regular'))).toBe(true);

    const stack = await app.inject({
      url: '/tiles/fonts/Noto%20Sans%20Regular,Arial%20Unicode%20MS%20Regular/256-511.pbf',
    });
    expect(stack.statusCode).toBe(200);

    const unknown = await app.inject({ url: '/tiles/fonts/Comic%20Sans/0-255.pbf' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'not_found' } });

    const badRange = await app.inject({ url: '/tiles/fonts/Noto%20Sans%20Regular/0-300.pbf' });
    expect(badRange.statusCode).toBe(400);
  });
});
