import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { photoVariantSrcSet, type ImageUrls } from '@vantage/shared';
import { describeEachEngine } from './support/engine-suite';

describeEachEngine('responsive photo renditions on %s', (ctx) => {
  let urls: ImageUrls;
  let ar: number;

  beforeAll(async () => {
    const user = await ctx.make.user({ username: 'rendition' });
    const spot = await ctx.make.spot({ title: 'Lake Bled', lat: 46.36, lng: 14.09 });
    const id = await ctx.make.photo({ spotId: spot, userId: user });
    const photo = (await ctx.app.inject({ method: 'GET', url: `/api/photo/${id}` })).json();
    urls = photo.urls;
    ar = photo.ar;
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('serves every width of the srcset in AVIF and WebP with their content types', async () => {
    for (const format of ['avif', 'webp'] as const) {
      const entries = photoVariantSrcSet(urls, ar, format).split(', ');
      expect(entries.length).toBeGreaterThan(1);
      for (const entry of entries) {
        const [url, width] = entry.split(' ') as [string, string];
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toBe(`image/${format}`);
        expect(res.headers['cache-control']).toContain('immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format, url).toBe(format === 'avif' ? 'heif' : 'webp');
        // Never enlarged past the large rendition (640 px wide in the factory's photo).
        expect(meta.width, url).toBe(Math.min(Number.parseInt(width, 10), 640));
        expect(meta.exif, url).toBeUndefined();
      }
    }
  });

  it('keeps a rendition once made, in the media store beside the large one', async () => {
    const url = urls.large.replace(/large\.jpg$/, '320w.webp');
    const first = await get(url);
    const key = url.replace(/^\/media\//, '');
    expect((await ctx.media.get(key))?.data.equals(first.rawPayload)).toBe(true);
    expect((await get(url)).rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers 404 for widths and encodings that are not offered, and for unknown photos', async () => {
    const folder = urls.large.replace(/large\.jpg$/, '');
    expect((await get(`${folder}321w.webp`)).statusCode).toBe(404);
    expect((await get(`${folder}320w.png`)).statusCode).toBe(404);
    expect((await get('/media/photos/999999/320w.webp')).statusCode).toBe(404);
  });
});
