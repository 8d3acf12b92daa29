import { beforeAll, expect, it } from 'vitest';
import { SitemapService } from '../src/modules/pages/sitemap.service';
import { describeEachEngine } from './support/engine-suite';
import { locs } from './support/sitemap-locs';

/** The JSON-LD objects in a page's head, with the nonce a script element would carry. */
function structuredData(html: string): { nonce: string | null; data: Record<string, unknown> }[] {
  return [
    ...html.matchAll(/<script type="application\/ld\+json"(?: nonce="([^"]*)")?>(.*?)<\/script>/gs),
  ].map((match) => ({
    nonce: match[1] ?? null,
    data: JSON.parse(match[2]!) as Record<string, unknown>,
  }));
}

describeEachEngine('search engines on %s', (ctx) => {
  let spot: number;
  let photo: number;
  let owner: number;

  beforeAll(async () => {
    owner = await ctx.make.user({ username: 'ansel', displayName: 'Ansel Adams' });
    spot = await ctx.make.spot({
      title: 'Tre Cime & Lago',
      lat: 46.6186,
      lng: 12.3026,
      place: ['Europe', 'Italy', 'Dolomites'],
      tags: ['Mountain'],
      description: 'Three peaks at **sunset**.',
      userId: owner,
    });
    photo = await ctx.make.photo({ spotId: spot, userId: owner, title: 'Peaks at dusk' });
    const { repositories } = ctx.container;
    const dolomites = await repositories.tags.getOrCreate('Dolomites', null, true);
    await repositories.guides.insert({
      tag_id: dolomites,
      user_id: owner,
      title: 'Dolomites in autumn',
      perma: 'dolomites-in-autumn',
      text: '<p>Larches turn gold in October.</p>',
      doc: '{"type":"doc","content":[]}',
      loc_hier: 'Europe\\Italy',
      img_head: photo,
      img_head_offset: 0,
    });
    const gallery = async (
      title: string,
      urlTitle: string,
      description: string,
      isPublic: 0 | 1,
    ) => {
      const id = await repositories.galleries.insert(owner, title, urlTitle);
      await repositories.galleries.update(id, {
        title,
        url_title: urlTitle,
        description,
        is_public: isPublic,
      });
      return id;
    };
    const listed = await gallery('Best peaks', 'best-peaks', 'Summits worth the **climb**.', 1);
    await repositories.galleries.addSpot(listed, spot);
    await repositories.galleries.addPhoto(listed, photo);
    await gallery('Secret list', 'secret-list', '', 0);
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { host: 'vantage.test', ...headers } });

  it('serves robots.txt pointing at the sitemap and keeping crawlers out of the API', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: http://vantage.test/sitemap.xml');
  });

  it('lists spots, tags, guides, public galleries and profiles with lastmod in the sitemap', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const urls = locs(res.body);
    expect(urls).toEqual(
      expect.arrayContaining([
        'http://vantage.test/',
        `http://vantage.test/l/Tre_Cime_Lago/${spot}`,
        'http://vantage.test/tag/Dolomites',
        'http://vantage.test/tag/Mountain',
        'http://vantage.test/guide/dolomites-in-autumn',
        'http://vantage.test/by/ansel/gallery/best-peaks',
        'http://vantage.test/by/ansel',
      ]),
    );
    expect(urls.some((url) => url.includes('secret-list'))).toBe(false);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.body).toContain(
      `<url><loc>http://vantage.test/l/Tre_Cime_Lago/${spot}</loc><lastmod>${today}</lastmod></url>`,
    );
  });

  it('splits the sitemap into an index of files past the limit per file', async () => {
    const small = new SitemapService(ctx.container.repositories.sitemap, 2);
    const index = await small.root('http://vantage.test');
    expect(index).toContain('<sitemapindex');
    const files = locs(index);
    expect(files[0]).toBe('http://vantage.test/sitemap/pages-1.xml');
    expect(files).toContain('http://vantage.test/sitemap/spots-1.xml');
    const listed: string[] = [];
    for (const file of files) {
      const name = /sitemap\/(.+)\.xml$/.exec(file)![1]!;
      const xml = await small.file(name, 'http://vantage.test');
      expect(xml, name).toContain('<urlset');
      listed.push(...locs(xml!));
    }
    const whole = locs((await get('/sitemap.xml')).body);
    expect(listed.sort()).toEqual(whole.sort());
    expect(await small.file('spots-999', 'http://vantage.test')).toBeNull();
    expect((await get('/sitemap/spots-1.xml')).statusCode).toBe(200);
    const missing = await get('/sitemap/nothing-1.xml');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toContain('file');
  });

  it('describes a spot page as a Place with geo and breadcrumbs, as data that needs no nonce', async () => {
    const res = await get(`/l/x/${spot}`);
    const items = structuredData(res.body);
    expect(items).toHaveLength(2);
    // JSON-LD is data a browser never runs: the policy need not allow it.
    for (const item of items) expect(item.nonce).toBeNull();
    expect(items[0]!.data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Place',
      name: 'Tre Cime & Lago',
      description: 'Three peaks at sunset.',
      geo: { '@type': 'GeoCoordinates', latitude: 46.6186, longitude: 12.3026 },
      image: [{ '@type': 'ImageObject', width: 640, height: 427 }],
    });
    expect(items[1]!.data).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Europe', item: 'http://vantage.test/photo_location/Europe' },
        { position: 2, name: 'Italy', item: 'http://vantage.test/photo_location/Europe/Italy' },
        { position: 3, name: 'Dolomites' },
        { position: 4, name: 'Tre Cime & Lago' },
      ],
    });
    // Text from users is escaped inside the script element.
    expect(res.body).not.toMatch(/ld\+json[^<]*<\/script>[^<]*&/);
  });

  it('describes a photo page as an ImageObject and a guide as an Article', async () => {
    const photoPage = structuredData((await get(`/photo/${photo}`)).body);
    expect(photoPage[0]!.data).toMatchObject({
      '@type': 'ImageObject',
      name: 'Peaks at dusk',
      contentUrl: `http://vantage.test/media/photos/${photo}/large.jpg`,
      width: 640,
      height: 427,
      contentLocation: { '@type': 'Place', name: 'Tre Cime & Lago' },
    });
    const guide = await get('/guide/dolomites-in-autumn');
    expect(guide.statusCode).toBe(200);
    expect(guide.body).toContain('<title>Dolomites in autumn - Vantage</title>');
    expect(guide.body).toContain('content="Larches turn gold in October."');
    expect(structuredData(guide.body).map((item) => item.data)).toMatchObject([
      { '@type': 'Article', headline: 'Dolomites in autumn', author: { '@type': 'Person' } },
      { '@type': 'BreadcrumbList' },
    ]);
    expect((await get('/guide/no-such-guide')).statusCode).toBe(404);
  });

  it('gives tag and location pages their title and a collection of their spots', async () => {
    const res = await get('/photo_location/Europe/Italy/Dolomites');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Photo spots in Dolomites - Vantage</title>');
    expect(structuredData(res.body)[0]!.data).toMatchObject({
      '@type': 'CollectionPage',
      hasPart: [{ '@type': 'Place', name: 'Tre Cime & Lago' }],
    });
    expect((await get('/tag/No_such_tag')).statusCode).toBe(404);
  });

  it("gives a member's profile and gallery pages their title, summary and schema.org description", async () => {
    const profile = await get('/by/ansel');
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('<title>Ansel Adams - Vantage</title>');
    expect(profile.body).toContain('<meta property="og:type" content="profile" />');
    expect(structuredData(profile.body)[0]!.data).toMatchObject({
      '@type': 'ProfilePage',
      url: 'http://vantage.test/by/ansel',
      mainEntity: { '@type': 'Person', name: 'Ansel Adams', alternateName: '@ansel' },
    });

    const gallery = await get('/by/ansel/gallery/best-peaks/map');
    expect(gallery.statusCode).toBe(200);
    expect(gallery.body).toContain('<title>Best peaks - Vantage</title>');
    expect(gallery.body).toContain(
      '<meta name="description" content="Summits worth the climb." />',
    );
    expect(gallery.body).toContain(
      '<link rel="canonical" href="http://vantage.test/by/ansel/gallery/best-peaks" />',
    );
    expect(structuredData(gallery.body)[0]!.data).toMatchObject({
      '@type': 'CollectionPage',
      name: 'Best peaks',
      author: { '@type': 'Person', name: 'Ansel Adams', url: 'http://vantage.test/by/ansel' },
      hasPart: [
        { '@type': 'Place', name: 'Tre Cime & Lago' },
        { '@type': 'ImageObject', name: 'Peaks at dusk' },
      ],
    });

    // A private gallery is not found for a visitor, and says nothing of itself.
    const secret = await get('/by/ansel/gallery/secret-list');
    expect(secret.statusCode).toBe(404);
    expect(secret.body).not.toContain('Secret list');
    expect((await get('/by/ansel/gallery/no-such-list')).statusCode).toBe(404);
  });

  it('titles search and region pages as the browser does', async () => {
    expect((await get('/search/lake%20view')).body).toContain(
      '<title>Search: lake view - Vantage</title>',
    );
    expect((await get('/r/46.5/11.5/1/1')).body).toContain('<title>Region view - Vantage</title>');
  });
});
