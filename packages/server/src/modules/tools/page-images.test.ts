import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageSize, webpSize } from './image-size';
import { largestSrcset, MAX_PAGE_IMAGES, readPage } from './page-images';
import { decodeHtml } from './url-images.service';

const PAGE = 'https://photos.example.com/alps/seceda.html';

describe('readPage', () => {
  it('resolves against <base href>, keeps http(s) only and each URL once', () => {
    const facts = readPage(
      `<base href="https://cdn.example.net/photos/">
       <img src="a.jpg"><img src="./a.jpg#x"><img src="//other.example.org/b.png">
       <img src="mailto:x@example.com"><img src="data:image/png;base64,AA==">`,
      PAGE,
    );
    expect(facts.images.map((image) => image.url)).toEqual([
      'https://cdn.example.net/photos/a.jpg',
      'https://other.example.org/b.png',
    ]);
  });

  it('puts og:image first with its size, and merges what repeats', () => {
    const facts = readPage(
      `<img src="/big.jpg" alt="Big">
       <meta property="og:image" content="https://photos.example.com/big.jpg">
       <meta property="og:image:secure_url" content="https://photos.example.com/big.jpg">
       <meta property="og:image:width" content="2048"><meta property="og:image:height" content="1365">
       <meta name="twitter:image" content="/card.jpg">`,
      PAGE,
    );
    expect(facts.images).toEqual([
      { url: 'https://photos.example.com/big.jpg', width: 2048, height: 1365, alt: 'Big' },
      { url: 'https://photos.example.com/card.jpg', width: null, height: null, alt: null },
    ]);
  });

  it('reads sizes in pixels only', () => {
    const facts = readPage(
      `<img src="/a.jpg" width="640px" height="480"><img src="/b.jpg" width="100%" height="auto">`,
      PAGE,
    );
    expect(facts.images.map(({ width, height }) => [width, height])).toEqual([
      [640, 480],
      [null, null],
    ]);
  });

  it('takes the title from og:title, else <title>, and the author from a rel=author link', () => {
    const facts = readPage(
      `<title>
        Seceda   at dawn </title><a rel="author" href="/u/ansel"> Ansel   Example </a>
       <a rel="license" href="https://creativecommons.org/licenses/by-nc/4.0/">CC BY-NC</a>`,
      PAGE,
    );
    expect(facts).toMatchObject({
      title: 'Seceda at dawn',
      author: 'Ansel Example',
      authorUrl: 'https://photos.example.com/u/ansel',
      license: 'https://creativecommons.org/licenses/by-nc/4.0/',
    });
  });

  it('reads article:author as a profile URL or a name, and a licence from meta', () => {
    expect(
      readPage(`<meta property="article:author" content="https://social.example/ansel">`, PAGE),
    ).toMatchObject({ author: null, authorUrl: 'https://social.example/ansel' });
    expect(
      readPage(
        `<meta property="article:author" content="Vivian Example"><meta name="dc.rights" content="All rights reserved">`,
        PAGE,
      ),
    ).toMatchObject({ author: 'Vivian Example', authorUrl: null, license: 'All rights reserved' });
  });

  it(`keeps at most ${MAX_PAGE_IMAGES} images`, () => {
    const html = Array.from({ length: 150 }, (_, i) => `<img src="/p${i}.jpg">`).join('');
    expect(readPage(html, PAGE).images).toHaveLength(MAX_PAGE_IMAGES);
  });
});

describe('largestSrcset', () => {
  it('picks the widest or densest candidate', () => {
    expect(largestSrcset('a.jpg 480w, b.jpg 1920w, c.jpg 960w')).toEqual({
      src: 'b.jpg',
      width: 1920,
    });
    expect(largestSrcset('a.jpg, b.jpg 2x, c.jpg 1.5x')).toEqual({ src: 'b.jpg', width: null });
    expect(
      largestSrcset(
        'https://cdn.example.com/w_400,h_300/a.jpg 400w, https://cdn.example.com/w_800,h_600/a.jpg 800w',
      ),
    ).toEqual({
      src: 'https://cdn.example.com/w_800,h_600/a.jpg',
      width: 800,
    });
    expect(largestSrcset('')).toBeNull();
  });
});

describe('imageSize', () => {
  it('reads JPEG, PNG and WebP sizes from the first bytes, EXIF rotation applied', async () => {
    const canvas = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#204060' } });
    const jpeg = await canvas(900, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await imageSize(jpeg.subarray(0, 4096))).toEqual({ width: 600, height: 900 });
    const png = await canvas(640, 427).png().toBuffer();
    expect(await imageSize(png.subarray(0, 64))).toEqual({ width: 640, height: 427 });
    for (const options of [{}, { lossless: true }]) {
      const webp = await canvas(1024, 683).webp(options).toBuffer();
      expect(webpSize(webp.subarray(0, 40))).toEqual({ width: 1024, height: 683 });
      expect(await imageSize(webp.subarray(0, 40))).toEqual({ width: 1024, height: 683 });
    }
    const alpha = await sharp({
      create: {
        width: 333,
        height: 222,
        channels: 4,
        background: { r: 0, g: 0, b: 0, alpha: 0.5 },
      },
    })
      .webp()
      .toBuffer();
    expect(webpSize(alpha.subarray(0, 40))).toEqual({ width: 333, height: 222 });
    expect(await imageSize(Buffer.from('<html>not an image</html>'))).toBeNull();
  });
});

describe('decodeHtml', () => {
  it('uses the header charset, then the meta charset, then UTF-8', () => {
    const latin = Buffer.from('<title>Caf\xe9</title>', 'latin1');
    expect(decodeHtml(latin, 'charset=windows-1252')).toContain('Café');
    expect(
      decodeHtml(Buffer.concat([Buffer.from('<meta charset="latin1">'), latin]), ''),
    ).toContain('Café');
    expect(decodeHtml(Buffer.from('<title>Café</title>'), 'charset=nonsense')).toContain('Café');
  });
});
