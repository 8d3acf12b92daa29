import { UrlImagesAnswer } from '@vantage/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { URL_IMAGES_LIMIT } from '../src/modules/tools/url-images.service';
import { engines } from './support/engine-suite';
import type { SignedInUser } from './support/factories';
import { FakeWebPages } from './support/fake-web-pages';
import { useTestContext } from './support/test-context';
import { useStartedFake } from './support/use-fake';

describe.each(engines)('link from web on %s', (engine) => {
  let member: SignedInUser;
  let calls = 0;

  const site = useStartedFake(new FakeWebPages());
  const ctx = useTestContext(engine, () => ({ URL_FETCH_ALLOW_HOSTS: '127.0.0.1' }));

  beforeAll(async () => {
    member = await ctx.make.signedIn();
  });

  const look = async (
    url: unknown,
    headers: Record<string, string> = member.cookieHeaders,
    app: FastifyInstance = ctx.app,
  ) => {
    calls++;
    // One user may look up 30 pages in 10 minutes; a fresh one keeps the tests apart from it.
    if (calls % (URL_IMAGES_LIMIT.limit - 1) === 0) member = await ctx.make.signedIn();
    return app.inject({ method: 'POST', url: '/api/tools/urlImages', payload: { url }, headers });
  };

  it('asks a visitor to log in', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/tools/urlImages',
      payload: { url: 'not even a url' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('answers 400 naming url for what is not an http(s) URL', async () => {
    for (const url of ['', 'ftp://example.com/a.jpg', 'javascript:alert(1)', 'photos', 42]) {
      const res = await look(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/^url: /);
    }
  });

  it('lists the images of at least 200 × 100 px with the page title, author and licence', async () => {
    site.requests.length = 0;
    const res = await look(site.at('/moved'));
    expect(res.statusCode).toBe(200);
    const answer = UrlImagesAnswer.parse(res.json());
    expect(answer).toEqual({
      url: site.at('/gallery'),
      title: 'Seceda Ridge & the Odle peaks',
      author: 'Ansel Example',
      authorUrl: site.at('/by/ansel'),
      license: 'https://creativecommons.org/licenses/by/4.0/',
      images: [
        { url: site.at('/img/og-cover.jpg'), width: 1200, height: 630, alt: null },
        { url: site.at('/img/dolomites.jpg'), width: 1600, height: 1067, alt: 'Seceda ridge' },
        { url: site.at('/img/lake-1280.jpg?tracking=1'), width: 1280, height: 853, alt: 'Lake' },
        { url: site.at('/img/portrait.webp'), width: 400, height: 600, alt: 'Portrait of a peak' },
        // The largest srcset candidate, its height in the proportion of the attributes.
        { url: site.at('/img/lake-1280.jpg'), width: 1280, height: 854, alt: 'Lake again' },
      ],
    });
    // Sizes the page gives are believed; only images without one were fetched, each once.
    expect(site.hits('/img/og-cover.jpg')).toBe(0);
    expect(site.hits('/img/thumb.jpg')).toBe(0);
    expect(site.hits('/img/lake-1280.jpg')).toBe(0);
    expect(site.hits('/img/dolomites.jpg')).toBe(1);
    expect(site.hits('/img/icon.png')).toBe(1);
    expect(site.hits('/img/logo.svg')).toBe(0);
    expect(site.hits('/img/from-svg.jpg')).toBe(0);
  });

  it('fetches the sizes of the first 30 unsized images only, and offers the rest unsized', async () => {
    site.requests.length = 0;
    const res = await look(site.at('/many'));
    expect(res.statusCode).toBe(200);
    const { images } = UrlImagesAnswer.parse(res.json());
    expect(images).toHaveLength(40);
    expect(images.filter((image) => image.width === 1600 && image.height === 1067)).toHaveLength(
      30,
    );
    expect(images.slice(30).every((image) => image.width === null && image.height === null)).toBe(
      true,
    );
    expect(site.requests.filter((path) => path.startsWith('/img/'))).toHaveLength(30);
  });

  it('takes the address of an image itself as that one image', async () => {
    const res = await look(site.at('/img/dolomites.jpg'));
    expect(res.statusCode).toBe(200);
    expect(UrlImagesAnswer.parse(res.json()).images).toEqual([
      { url: site.at('/img/dolomites.jpg'), width: 1600, height: 1067, alt: null },
    ]);
    const small = await look(site.at('/img/icon.png'));
    expect(UrlImagesAnswer.parse(small.json()).images).toEqual([]);
  });

  it('reads pages in the charset they declare', async () => {
    expect((await look(site.at('/latin1'))).json().title).toBe('Café on the pass');
    expect((await look(site.at('/meta-charset'))).json().title).toBe('Grünsee');
  });

  it('refuses 127.0.0.1 in every notation without the allow-list, never connecting', async () => {
    const strict = await ctx.appWith({ URL_FETCH_ALLOW_HOSTS: '' });
    site.requests.length = 0;
    const port = new URL(site.url).port;
    for (const url of [
      site.at('/gallery'),
      'http://127.0.0.1/gallery',
      'http://2130706433/gallery',
      'http://0177.0.0.1/gallery',
      'http://0x7f.1/gallery',
      'http://127.1/gallery',
      'http://[::1]/gallery',
      'http://[::ffff:127.0.0.1]/gallery',
      'http://localhost/gallery',
      'http://169.254.169.254/latest/meta-data/',
      `http://127.0.0.1:${port}/gallery`,
    ]) {
      const res = await look(url, member.cookieHeaders, strict);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toEqual({
        code: 'url_not_allowed',
        message: expect.stringMatching(/^url: the address is not allowed/),
      });
    }
    expect(site.requests).toEqual([]);
  });

  it('refuses a redirect to a blocked address and more than 5 redirects', async () => {
    for (const path of ['/to-metadata', '/to-decimal-loopback']) {
      const res = await look(site.at(path));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'url_not_allowed',
        message: 'url: the address is not allowed',
      });
    }
    expect((await look(site.at('/hop/4'))).statusCode).toBe(200);
    const loop = await look(site.at('/hop/5'));
    expect(loop.statusCode).toBe(400);
    expect(loop.json().error).toEqual({
      code: 'url_redirects',
      message: 'url: the page redirects more than 5 times',
    });
  });

  it('refuses a page over 2 MB, a page that is not HTML, and a missing page', async () => {
    const huge = await look(site.at('/huge'));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toEqual({
      code: 'url_too_large',
      message: 'url: the page is larger than 2048 KB',
    });
    const pdf = await look(site.at('/document.pdf'));
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error).toEqual({
      code: 'url_not_html',
      message: 'url: is not a web page (application/pdf)',
    });
    const gone = await look(site.at('/gone'));
    expect(gone.statusCode).toBe(400);
    expect(gone.json().error).toEqual({
      code: 'url_unreachable',
      message: 'url: was answered with 404 by its site',
    });
  });

  it.runIf(engine === engines[0])(
    'gives up on a page that does not answer within 10 s',
    async () => {
      const started = Date.now();
      const res = await look(site.at('/slow'));
      expect(res.statusCode).toBe(504);
      expect(res.json().error).toEqual({
        code: 'url_timeout',
        message: 'url: the page did not answer within 10 s',
      });
      expect(Date.now() - started).toBeLessThan(11_500);
    },
    15_000,
  );
});
