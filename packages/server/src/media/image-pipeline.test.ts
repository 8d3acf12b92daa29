import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ImageDecodeError, MAX_INPUT_PIXELS, photoMediaKeys, processImage } from './image-pipeline';

/** A JPEG with a left-to-right gradient, so orientation mistakes would show up as a flat image. */
async function jpeg(
  width: number,
  height: number,
  withMetadata?: sharp.WriteableMetadata,
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#103060"/><stop offset="1" stop-color="#f0c080"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const image = sharp(Buffer.from(svg)).jpeg({ quality: 90 });
  return (withMetadata ? image.withMetadata(withMetadata) : image).toBuffer();
}

/** A small JPEG whose header claims another size: metadata believes it, decoding would not. */
function withClaimedSize(image: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(image);
  const sof = out.indexOf(Buffer.from([0xff, 0xc0]));
  out.writeUInt16BE(height, sof + 5);
  out.writeUInt16BE(width, sof + 7);
  return out;
}

describe('processImage', () => {
  let landscape: Buffer;

  beforeAll(async () => {
    landscape = await jpeg(3000, 2000, { exif: { IFD0: { Make: 'Vantage', Model: 'Test' } } });
  });

  it('reports the original size and aspect ratio, and renders bounded derivatives', async () => {
    const out = await processImage(landscape);
    expect(out).toMatchObject({ width: 3000, height: 2000, ar: 1.5 });

    const large = await sharp(out.large).metadata();
    expect([large.format, large.width, large.height]).toEqual(['jpeg', 2048, 1365]);
    const thumb = await sharp(out.thumb).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['jpeg', 600, 400]);
    const mini = await sharp(out.mini).metadata();
    expect([mini.format, mini.width, mini.height]).toEqual(['webp', 128, 85]);
    expect(out.blurhash).toMatch(/^[0-9A-Za-z#$%*+,-.:;=?@[\]^_{|}~]{28}$/);
  });

  it('rounds the aspect ratio to 4 decimals', async () => {
    const out = await processImage(await jpeg(700, 300));
    expect(out.ar).toBe(2.3333);
  });

  it('never upscales a small image', async () => {
    const out = await processImage(await jpeg(300, 200));
    expect(await sharp(out.large).metadata()).toMatchObject({ width: 300, height: 200 });
    expect(await sharp(out.thumb).metadata()).toMatchObject({ width: 300, height: 200 });
    expect(await sharp(out.mini).metadata()).toMatchObject({ width: 128, height: 85 });
  });

  it('applies the EXIF orientation', async () => {
    const rotated = await jpeg(1200, 800, { orientation: 6 });
    const out = await processImage(rotated);
    expect(out).toMatchObject({ width: 800, height: 1200, ar: 0.6667 });
    const large = await sharp(out.large).metadata();
    expect([large.width, large.height]).toEqual([800, 1200]);
    expect(large.orientation).toBeUndefined();
    expect(await sharp(out.thumb).metadata()).toMatchObject({ width: 267, height: 400 });
  });

  it('keeps no metadata in any output', async () => {
    const tagged = await jpeg(1200, 800, {
      orientation: 6,
      exif: { IFD0: { Make: 'Vantage', Copyright: 'someone' } },
    });
    const out = await processImage(tagged);
    for (const buffer of [out.large, out.thumb, out.mini]) {
      const meta = await sharp(buffer).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
  });

  it('takes the thumbnail of a very wide panorama from the original', async () => {
    const out = await processImage(await jpeg(6000, 600));
    expect(await sharp(out.large).metadata()).toMatchObject({ width: 2048, height: 205 });
    expect(await sharp(out.thumb).metadata()).toMatchObject({ width: 4000, height: 400 });
  });

  it('renders every derivative from pixels, laying transparency on white', async () => {
    // Transparent on the left half, opaque blue on the right.
    const width = 1200;
    const height = 800;
    const data = Buffer.alloc(width * height * 4);
    for (let pixel = 0; pixel < width * height; pixel++) {
      if (pixel % width >= width / 2) data.set([20, 40, 200, 255], pixel * 4);
    }
    const out = await processImage({ data, width, height, channels: 4 });
    expect(out).toMatchObject({ width, height, ar: 1.5 });
    const large = await sharp(out.large).metadata();
    expect([large.format, large.width, large.height]).toEqual(['jpeg', 1200, 800]);
    const thumb = sharp(out.thumb);
    expect(await thumb.metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 400 });
    const { data: thumbPixels } = await thumb.raw().toBuffer({ resolveWithObject: true });
    expect([...thumbPixels.subarray(0, 3)].every((value) => value > 245)).toBe(true);
    const mini = await sharp(out.mini).metadata();
    expect([mini.format, mini.width, mini.height]).toEqual(['webp', 128, 85]);
    expect(out.blurhash).toMatch(/^[0-9A-Za-z#$%*+,-.:;=?@[\]^_{|}~]{28}$/);
  });

  it('throws ImageDecodeError for a truncated JPEG', async () => {
    const truncated = landscape.subarray(0, Math.floor(landscape.length * 0.6));
    await expect(processImage(truncated)).rejects.toBeInstanceOf(ImageDecodeError);
  });

  it('throws ImageDecodeError for bytes that are not an image', async () => {
    await expect(processImage(Buffer.from('not an image at all'))).rejects.toBeInstanceOf(
      ImageDecodeError,
    );
    await expect(processImage(Buffer.alloc(0))).rejects.toBeInstanceOf(ImageDecodeError);
  });

  it('refuses an image above the pixel limit before decoding it', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    const bomb = withClaimedSize(await jpeg(64, 64), side, side);
    expect(await sharp(bomb).metadata()).toMatchObject({ width: side, height: side });
    const error: unknown = await processImage(bomb).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageDecodeError);
    expect((error as ImageDecodeError).reason).toBe('too-large');
  });
});

describe('photoMediaKeys', () => {
  it('names the derivatives of a photo', () => {
    expect(photoMediaKeys(12)).toEqual({
      large: 'photos/12/large.jpg',
      thumb: 'photos/12/thumb.jpg',
      mini: 'photos/12/mini.webp',
    });
  });

  it('refuses ids that are not positive whole numbers', () => {
    expect(() => photoMediaKeys(0)).toThrow();
    expect(() => photoMediaKeys(1.5)).toThrow();
  });
});
