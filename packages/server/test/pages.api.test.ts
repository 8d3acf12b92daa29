import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from './support/engine-suite';
import { initialData } from './support/page-data';

describeEachEngine('page shell on %s', (ctx, engine) => {
  let spot: number;
  let photo: number;
  let memberId: number;
  /** A member without a username, whose profile is at /user/{id}. */
  let namelessId: number;

  beforeAll(async () => {
    memberId = await ctx.make.user({ username: 'someone' });
    namelessId = (await ctx.make.signedIn({ username: null })).id;
    const gallery = await ctx.container.repositories.galleries.insert(
      memberId,
      'Best of',
      'best-of',
    );
    await ctx.container.repositories.galleries.update(gallery, {
      title: 'Best of',
      url_title: 'best-of',
      description: '',
      is_public: 1,
    });
    spot = await ctx.make.spot({
      title: 'Mesa Arch <sunrise>',
      lat: 38.389,
      lng: -109.868,
      place: ['North America', 'United States'],
      description: 'The arch glows red at **sunrise**.',
    });
    photo = await ctx.make.photo({ spotId: spot, title: 'Glowing arch' });
  });

  const get = (url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { host: 'vantage.test' } });

  it('renders a spot page with its title, description, photo and the spot as initial data', async () => {
    const res = await get(`/l/Mesa_Arch_(sunrise/${spot}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Mesa Arch &#60;sunrise&#62; - Vantage</title>');
    expect(res.body).toContain(
      '<meta name="description" content="The arch glows red at sunrise." />',
    );
    expect(res.body).toMatch(
      new RegExp(
        `<meta property="og:image" content="http://vantage.test/media/photos/${photo}/large.jpg" />`,
      ),
    );
    const data = initialData(res.body);
    expect(data).toMatchObject({
      siteName: 'Vantage',
      currentUser: null,
      point: { id: spot, title: 'Mesa Arch <sunrise>' },
    });
    // The title's angle brackets never reach the HTML unescaped.
    expect(res.body).not.toContain('<sunrise>');
  });

  it('inserts text with every $ replacement pattern as it is', async () => {
    const title = "Dollar $` $' $& $$ $1 $<name> cove";
    const id = await ctx.make.spot({
      title,
      lat: 38.5,
      lng: -109.5,
      description: "Fees: $` $' $& $$ $1",
    });
    const res = await get(`/l/x/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain(
      '<title>Dollar $` $&#39; $&#38; $$ $1 $&#60;name&#62; cove - Vantage</title>',
    );
    expect(initialData(res.body)).toMatchObject({ point: { id, title } });
  });

  it('renders a photo page with the photo as initial data and Open Graph image', async () => {
    const res = await get(`/photo/${photo}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Glowing arch - Vantage</title>');
    expect(initialData(res.body)).toMatchObject({ photoData: { id: photo } });
    expect(res.body).toContain(
      `og:image" content="http://vantage.test/media/photos/${photo}/large.jpg"`,
    );
  });

  it('redirects /i/{id} to the spot page and keeps the query', async () => {
    const res = await get(`/i/${spot}?map`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/l/Mesa_Arch_(sunrise/${spot}?map`);
  });

  it('answers 404 pages for unknown spots, tags, guides and paths, JSON 404 under /api', async () => {
    expect((await get('/l/x/987654')).statusCode).toBe(404);
    expect((await get('/i/987654')).statusCode).toBe(404);
    expect((await get('/by/nobody-here')).statusCode).toBe(404);
    expect((await get('/by/nobody-here/gallery/best-of')).statusCode).toBe(404);
    expect((await get('/by/someone/gallery/worst-of')).statusCode).toBe(404);
    expect((await get('/user/987654/photos')).statusCode).toBe(404);
    expect((await get('/user/9999999999')).statusCode).toBe(404);
    expect((await get('/tag/Lake_District')).statusCode).toBe(404);
    expect((await get('/photo_location/Italy/Dolomites')).statusCode).toBe(404);
    expect((await get('/guide/some-guide')).statusCode).toBe(404);
    // Addresses whose id is not a row id, and two-part paths of no page.
    for (const address of [
      '/l/x/abc',
      '/l/x/99999999999',
      '/photo/abc',
      '/user/abc',
      '/user/abc/photos',
      '/user/abc/gallery/best-of',
      '/foo/bar',
    ]) {
      const res = await get(address);
      expect(res.statusCode, address).toBe(404);
      expect(res.body, address).toContain('<title>Page not found - Vantage</title>');
    }
    const unknown = await get('/no/such/page/here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>Page not found - Vantage</title>');
    const api = await get('/api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      error: { code: 'not_found', message: 'GET /api/nothing not found' },
    });
  });

  it('answers 404 for an address with a tab its page lacks or a region that is none, titled as the browser shows it', async () => {
    for (const address of [
      '/explore/nope',
      '/about/nope',
      '/by/someone/nope',
      `/user/${namelessId}/nope`,
      '/by/someone/gallery/best-of/nope',
      '/by/someone/spotlist/best-of/settings',
      '/r/a/b/c/d',
      '/r/91/11.2/0.5/1',
      '/r/46.5/11.2/0/1',
    ]) {
      const res = await get(address);
      expect(res.statusCode, address).toBe(404);
      expect(res.body, address).toContain('<title>Invalid address - Vantage</title>');
    }
    // A tab written with escapes is the same tab.
    expect((await get('/explore/%72ecent')).statusCode).toBe(200);
    expect((await get('/by/someone/%70hotos')).statusCode).toBe(200);
  });

  it('renders every route of the spec with status 200', async () => {
    for (const url of [
      '/',
      '/map',
      '/r/46.5/11.2/0.5/1',
      '/search/dolomites',
      '/newPhoto?l=3',
      '/login',
      '/unsubscribe',
      '/photo',
      '/explore/recent',
      '/about/features',
      '/by/someone',
      '/by/someone/gallery/best-of/map',
      '/by/someone/spotlist/best-of',
      `/user/${namelessId}/photos`,
      '/tag/United_States',
      '/photo_location/North_America/United_States',
      '/guide',
      '/import',
      '/legal/tos.html',
      '/legal/privacy.html',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('reports health and serves the OpenAPI document', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok', db: engine });
    const docs = await get('/api/docs/json');
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/point/{id}',
        '/api/pspots/{level}/{x}/{y}',
        '/api/range/{lat}/{long}/{dLat}/{dLong}',
      ]),
    );
  });

  it('rejects malformed JSON bodies with 400, never 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/pointPreviews',
      payload: '{"ids":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBeDefined();
  });

  it('serves the saved-for-offline page, and sends a share the worker missed to the new-photo page', async () => {
    const offline = await get('/offline');
    expect(offline.statusCode).toBe(200);
    expect(offline.body).toContain('<title>Saved for offline - Vantage</title>');

    const boundary = 'vantage-share';
    const share = await ctx.app.inject({
      method: 'POST',
      url: '/share-target',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="photos"; filename="a.jpg"',
        'Content-Type: image/jpeg',
        '',
        'not really a jpeg',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    });
    expect(share.statusCode).toBe(303);
    expect(share.headers.location).toBe('/newPhoto?shared=unavailable');
    const empty = await ctx.app.inject({ method: 'POST', url: '/share-target' });
    expect(empty.statusCode).toBe(303);
  });
});
