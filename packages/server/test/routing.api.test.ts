import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from './support/engine-suite';

/** Numbers in paths and queries: what `Number()` would read but the API refuses. */
const NOT_PLAIN_NUMBERS = ['%09', '%091', '1%20', '%201', '0x10', '1e3', '+1', 'Infinity', '1_000'];

describeEachEngine('routing and parameters on %s', (ctx) => {
  let spotId: number;

  beforeAll(async () => {
    const owner = await ctx.make.user();
    spotId = await ctx.make.spot({ title: 'Plain Numbers Point', userId: owner });
  });

  it.each(NOT_PLAIN_NUMBERS)('answers 400 naming the id to /api/point/%s', async (text) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/point/${text}` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'invalid_input', message: 'id: must be a number' },
    });
  });

  it('answers 400 to an empty id, and to a tab before a real one', async () => {
    for (const url of ['/api/pointPreview/', `/api/pointPreview/%09${spotId}`]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).toBe('id: must be a number');
    }
    const plain = await ctx.app.inject({ method: 'GET', url: `/api/pointPreview/${spotId}` });
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it('answers 400 naming the query parameter to a number in another form', async () => {
    for (const text of ['%09', '1e1', '0x10', '']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/photos/latest?limit=${text}` });
      expect(res.statusCode, text).toBe(400);
      expect(res.json().error.message, text).toBe('limit: must be a number');
    }
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/photos/latest?limit=5' });
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it('takes coordinates with a minus and decimals, and refuses other forms', async () => {
    for (const [lat, long] of [
      ['46.5', '-7.25'],
      ['-0.5', '.5'],
      ['46', '7'],
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/near/${lat}/${long}` });
      expect(res.statusCode, `${lat}/${long}: ${res.body}`).toBe(200);
    }
    for (const [lat, long, field] of [
      ['4.6e1', '7', 'lat'],
      ['46', '%097', 'long'],
      ['46', '-', 'long'],
      ['46', '7..5', 'long'],
      ['46', '7.', 'long'],
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/near/${lat}/${long}` });
      expect(res.statusCode, `${lat}/${long}`).toBe(400);
      expect(res.json().error.message).toBe(`${field}: must be a number`);
    }
  });

  it('answers a method an address lacks with 405, Allow and the error body', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: `/api/point/${spotId}?x=1` });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toEqual({
      error: {
        code: 'method_not_allowed',
        message: `POST /api/point/${spotId}: this address takes GET, HEAD`,
      },
    });
    // An address that only takes POST, read: the pages' catch-all does not hide it.
    const read = await ctx.app.inject({ method: 'GET', url: '/api/remAuth' });
    expect(read.statusCode).toBe(405);
    expect(read.headers.allow).toBe('POST');
    // Several routes at one address: every method they take.
    const tag = await ctx.app.inject({ method: 'PUT', url: '/api/tag/5' });
    expect(tag.statusCode).toBe(405);
    expect(tag.headers.allow).toBe('DELETE, GET, HEAD');
  });

  it('keeps 404 for addresses no route takes, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/no/such/thing' });
      expect(res.statusCode, method).toBe(404);
      expect(res.headers.allow, method).toBeUndefined();
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('still serves pages to GET, and answers a preflight of the native app', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/about' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: `/api/point/${spotId}`,
      headers: { origin: 'capacitor://localhost', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('capacitor://localhost');
    // Without a preflight's headers OPTIONS is a method like any other the address lacks.
    const options = await ctx.app.inject({ method: 'OPTIONS', url: `/api/point/${spotId}` });
    expect(options.statusCode).toBe(405);
    expect(options.headers.allow).toBe('GET, HEAD');
  });
});
