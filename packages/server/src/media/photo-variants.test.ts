import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/support/fake-s3';
import { loadConfig } from '../config';
import { PhotoVariants } from './photo-variants';
import { S3MediaStore } from './s3-media-store';

describe('PhotoVariants in an S3-compatible bucket', () => {
  let s3: FakeS3;
  let store: S3MediaStore;

  beforeAll(async () => {
    s3 = await startFakeS3();
    store = await S3MediaStore.open(loadConfig({ DATA_DIR: '/nonexistent', ...s3.env }).mediaS3!);
    const large = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#3a6ea5' },
    })
      .jpeg()
      .toBuffer();
    await store.put('photos/5/large.jpg', large, 'image/jpeg');
  });
  afterAll(async () => {
    store.close();
    await s3.close();
  });

  it('makes a rendition once, keeps it in the bucket and serves it as its encoding', async () => {
    const variants = new PhotoVariants(store);
    const [first, second] = await Promise.all([
      variants.get(5, { widthPx: 640, format: 'avif' }),
      variants.get(5, { widthPx: 640, format: 'avif' }),
    ]);
    expect(first?.contentType).toBe('image/avif');
    expect(second?.data.equals(first!.data)).toBe(true);
    expect((await sharp(first!.data).metadata()).width).toBe(640);
    const kept = await store.get('photos/5/640w.avif');
    expect(kept?.data.equals(first!.data)).toBe(true);
    expect(kept?.contentType).toBe('image/avif');
  });

  it('answers null for a photo without a large rendition', async () => {
    expect(await new PhotoVariants(store).get(6, { widthPx: 320, format: 'webp' })).toBeNull();
  });
});
