import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from './support/engine-suite';
import type { SignedInUser } from './support/factories';

/** The requests that once answered 500, and what each must answer now. */
const NUL = '%00';
const hostileQueries: { url: string; field: string }[] = [
  { url: `/api/search/lake?ft=a${NUL}b`, field: 'ft' },
  { url: `/api/search/lake?fu=a${NUL}b`, field: 'fu' },
  { url: `/api/search/lake?fsu=a${NUL}b&fsl=x`, field: 'fsu' },
  { url: `/api/search/lake?fsl=a${NUL}b&fsu=x`, field: 'fsl' },
  { url: `/api/filteredSpots?ft=a${NUL}b`, field: 'ft' },
  { url: `/api/filteredSpots?fu=a${NUL}b`, field: 'fu' },
  { url: `/api/filteredSpots?fsu=a${NUL}b&fsl=x`, field: 'fsu' },
  { url: `/api/filteredSpots?fsl=a${NUL}b&fsu=x`, field: 'fsl' },
  { url: `/api/username/a${NUL}b`, field: 'name' },
  { url: `/api/search/a${NUL}b`, field: 'text' },
];

/** A JSON body with `levels` lists nested in `field`, as text (JSON.stringify would overflow). */
const nestedBody = (field: string, levels: number) =>
  `{"${field}":${'['.repeat(levels)}${']'.repeat(levels)}}`;

describeEachEngine('hostile input on %s', (ctx) => {
  let member: SignedInUser;

  beforeAll(async () => {
    member = await ctx.make.signedIn();
  });

  it.each(hostileQueries)('answers 400 naming $field to $url', async ({ url, field }) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toMatch(new RegExp(`^${field}: `));
  });

  it('answers 400 to other control characters in a query, and accepts tabs in a body', async () => {
    for (const char of ['%01', '%1B', '%7F', '%C2%85']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/filteredSpots?ft=a${char}` });
      expect(res.statusCode, char).toBe(400);
      expect(res.json().error.message).toMatch(/^ft: must not contain control characters/);
    }
  });

  it('answers 400 naming the field to a control character in a JSON body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/point',
      headers: member.bearerHeaders,
      payload: { title: 'Lake\u0000side', lat: 46, long: 11, tags: [] },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toMatch(/^title: must not contain control characters/);
  });

  it('answers 400 to multipart/form-data without a boundary on POST /api/photo', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/photo',
      headers: { ...member.bearerHeaders, 'content-type': 'multipart/form-data' },
      payload: 'hello',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toMatch(/^photo: /);
  });

  it('answers 400 to a multipart body that breaks off', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/photo',
      headers: {
        ...member.bearerHeaders,
        'content-type': 'multipart/form-data; boundary=xyz',
      },
      payload: '--xyz\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nabc',
    });
    expect(res.statusCode, res.body).toBe(400);
  });

  it.each([8_000, 100_000])(
    'answers 400 naming the body to JSON nested %i levels deep',
    async (levels) => {
      const requests = [
        { method: 'POST', url: '/api/pointPreviews', field: 'ids', headers: {} },
        { method: 'POST', url: '/api/point', field: 'tags', headers: member.bearerHeaders },
        { method: 'POST', url: '/api/guide', field: 'doc', headers: member.bearerHeaders },
        { method: 'POST', url: '/api/spotlist/update', field: 'id', headers: member.bearerHeaders },
        { method: 'DELETE', url: '/api/spotlist', field: 'idSpot', headers: {} },
      ] as const;
      for (const { method, url, field, headers } of requests) {
        const res = await ctx.app.inject({
          method,
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: nestedBody(field, levels),
        });
        expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBe(400);
        expect(res.json().error).toEqual({
          code: 'invalid_input',
          message: 'body: nested too deeply',
        });
      }
    },
  );
});
