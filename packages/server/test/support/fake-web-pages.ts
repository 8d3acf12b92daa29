import type http from 'node:http';
import sharp from 'sharp';
import { FakeHttpService } from './fake-http-service';

/** Images the fake site serves, by path, with their pixel sizes. */
export const FAKE_IMAGES = {
  '/img/dolomites.jpg': { width: 1600, height: 1067, format: 'jpeg' },
  '/img/lake-1280.jpg': { width: 1280, height: 853, format: 'jpeg' },
  '/img/portrait.webp': { width: 400, height: 600, format: 'webp' },
  '/img/og-cover.jpg': { width: 1200, height: 630, format: 'jpeg' },
  '/img/icon.png': { width: 150, height: 150, format: 'png' },
  '/img/banner.png': { width: 600, height: 90, format: 'png' },
} as const;

type ImagePath = keyof typeof FAKE_IMAGES;

const GALLERY = `<!doctype html>
<html><head>
<meta charset="utf-8">
<title>  Seceda ridge at sunrise  </title>
<meta property="og:title" content="Seceda Ridge &amp; the Odle peaks">
<meta property="og:image" content="/img/og-cover.jpg">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta name="author" content="Ansel Example">
<link rel="author" href="/by/ansel">
<link rel="license" href="https://creativecommons.org/licenses/by/4.0/">
<link rel="image_src" href="img/dolomites.jpg">
<link rel="icon" href="/img/icon.png">
</head><body>
<svg><image href="/img/from-svg.jpg" /></svg>
<img src="/img/dolomites.jpg" alt="Seceda ridge">
<img src="/img/lake-1280.jpg?tracking=1#frag" alt="Lake">
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/img/portrait.webp" alt=" Portrait  of a peak ">
<img src="/img/icon.png" alt="site icon">
<img src="/img/banner.png">
<img src="/img/thumb.jpg" width="120" height="80" alt="Thumbnail">
<img srcset="/img/lake-640.jpg 640w, /img/lake-1280.jpg 1280w" width="640" height="427" alt="Lake again">
<img src="/img/missing.jpg" alt="Gone">
<img src="/img/logo.svg" alt="Logo">
<img src="/not-an-image.html">
<img src="javascript:alert(1)">
<img src="ftp://files.example.com/a.jpg">
<img>
</body></html>`;

/**
 * A small web site on 127.0.0.1 for link-from-web: a gallery page with images of many sizes
 * (generated with sharp), and pages that misbehave: redirects, huge, slow, not HTML.
 */
export class FakeWebPages extends FakeHttpService {
  /** Paths asked, in order. */
  readonly requests: string[] = [];
  private readonly images = new Map<string, Buffer>();

  override async start(port = 0): Promise<this> {
    for (const [path, spec] of Object.entries(FAKE_IMAGES) as [
      ImagePath,
      (typeof FAKE_IMAGES)[ImagePath],
    ][]) {
      const canvas = sharp({
        create: { width: spec.width, height: spec.height, channels: 3, background: '#3a6ea5' },
      });
      const encoded =
        spec.format === 'jpeg'
          ? canvas.jpeg()
          : spec.format === 'webp'
            ? canvas.webp()
            : canvas.png();
      this.images.set(path, await encoded.toBuffer());
    }
    return super.start(port);
  }

  /** The absolute URL of a path on this site. */
  at(path: string): string {
    return `${this.url}${path}`;
  }

  /** How many times a path (query included) was asked. */
  hits(path: string): number {
    return this.requests.filter((asked) => asked === path).length;
  }

  protected answer(request: http.IncomingMessage, _body: string, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', this.url);
    this.requests.push(url.pathname + url.search);
    const html = (status: number, text: string, type = 'text/html; charset=utf-8') =>
      response.writeHead(status, { 'content-type': type }).end(text);

    const image = this.images.get(url.pathname);
    if (image) {
      const format = FAKE_IMAGES[url.pathname as ImagePath].format;
      response.writeHead(200, { 'content-type': `image/${format}` }).end(image);
      return;
    }
    const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
    if (hop) {
      const left = Number(hop[1]);
      response.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/gallery' }).end();
      return;
    }
    switch (url.pathname) {
      case '/gallery':
        return html(200, GALLERY);
      case '/moved':
        response.writeHead(301, { location: '/gallery' }).end();
        return;
      case '/many': {
        // 40 images without sizes: only the first 30 are fetched to learn theirs.
        const imgs = Array.from(
          { length: 40 },
          (_, i) => `<img src="/img/dolomites.jpg?n=${i}" alt="Shot ${i}">`,
        ).join('\n');
        return html(200, `<!doctype html><title>Many</title>${imgs}`);
      }
      case '/latin1':
        response
          .writeHead(200, { 'content-type': 'text/html; charset=windows-1252' })
          .end(Buffer.from('<title>Caf\xe9 on the pass</title>', 'latin1'));
        return;
      case '/meta-charset':
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end(Buffer.from('<meta charset="iso-8859-1"><title>Gr\xfcnsee</title>', 'latin1'));
        return;
      case '/to-metadata':
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        return;
      case '/to-decimal-loopback':
        // 127.0.0.2 in decimal: loopback, but not the allow-listed 127.0.0.1.
        response.writeHead(302, { location: 'http://2130706434/gallery' }).end();
        return;
      case '/huge':
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(`<title>Huge</title>${'<p>'.padEnd(3 * 1024 * 1024, 'x')}`);
        return;
      case '/document.pdf':
        response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
        return;
      case '/not-an-image.html':
        return html(200, '<title>Not an image</title>');
      case '/slow':
        // Longer than the server waits for a page.
        setTimeout(() => {
          if (!response.destroyed) html(200, '<title>Too late</title>');
        }, 12_000);
        return;
      case '/gone':
        return html(404, '<h1>Not found</h1>');
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
}
