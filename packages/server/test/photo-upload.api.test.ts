import exifr from 'exifr';
import sharp from 'sharp';
import { NewImageAnswer, UploadAnswer } from '@vantage/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_INPUT_PIXELS } from '../src/media/image-pipeline';
import { UPLOAD_TTL_MS } from '../src/modules/photos/photo-upload.service';
import { engines } from './support/engine-suite';
import type { SignedInUser } from './support/factories';
import { guardOutboundDuring } from './support/outbound-guard';
import {
  avif,
  GPS_SPOT,
  HEIC_WITH_GPS,
  HTML_PAGE,
  htmlJpegPolyglot,
  jpeg,
  JPEG_MAGIC_HTML,
  multipartFile,
  photoSphereJpeg,
  png,
  pngBomb,
  SVG_IMAGE,
  webp,
} from './support/test-images';
import { useTestContext } from './support/test-context';

/** A small limit, so the oversize case needs no 40 MB body. */
const UPLOAD_MAX_BYTES = 3 * 1024 * 1024;

describe.each(engines)('photo uploads on %s', (engine) => {
  guardOutboundDuring();
  const ctx = useTestContext(engine, () => ({ UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES) }));
  let member: SignedInUser;
  let spotId: number;

  beforeAll(async () => {
    member = await ctx.make.signedIn({ displayName: 'Ansel Adams' });
    spotId = await ctx.make.spot({ title: 'Tre Cime', lat: 46.6186, lng: 12.3028 });
  });

  const upload = (
    data: Buffer,
    headers: Record<string, string> = member.bearerHeaders,
    options: Parameters<typeof multipartFile>[1] = {},
  ) => {
    const body = multipartFile(data, options);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/photo',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const uploaded = async (data: Buffer): Promise<UploadAnswer> => {
    const res = await upload(data);
    expect(res.statusCode, res.body).toBe(200);
    return UploadAnswer.parse(res.json());
  };
  const createPhoto = async (imageID: string, more: object = {}) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/img',
      payload: { id: imageID, title: 'Sunrise', idSpot: spotId, ...more },
      headers: member.bearerHeaders,
    });
    expect(res.statusCode, res.body).toBe(201);
    return NewImageAnswer.parse(res.json());
  };
  const served = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };

  it('asks a visitor to log in', async () => {
    const res = await upload(await jpeg(64, 64), {});
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('reads EXIF and GPS from a JPEG, and serves derivatives without any metadata', async () => {
    const answer = await uploaded(await jpeg(1200, 800, { position: GPS_SPOT }));
    expect(answer).toMatchObject({ width: 1200, height: 800, pano: false });
    expect(answer.imageID).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(answer.lat).toBeCloseTo(GPS_SPOT.lat, 5);
    expect(answer.long).toBeCloseTo(GPS_SPOT.lng, 5);
    // 05:42:10 local time in the Dolomites, summer time (UTC+2).
    expect(answer.exif).toEqual({
      Make: 'Nikon',
      Model: 'NIKON Z 6',
      Lens: 'NIKKOR Z 24-70mm f/4 S',
      Date: Date.UTC(2024, 6, 14, 3, 42, 10),
      Focal: 24,
      Focal35: 24,
      FNumber: 8,
      Exposure: 0.004,
      ISO: 100,
    });

    const { photo, spot } = await createPhoto(answer.imageID, { description: 'Blue hour' });
    expect(spot).toMatchObject({ id: spotId, title: 'Tre Cime' });
    expect(photo).toMatchObject({
      title: 'Sunrise',
      description: 'Blue hour',
      idSpot: spotId,
      width: 1200,
      height: 800,
      ar: 1.5,
      exif: answer.exif,
      pano: false,
      user: { id: member.id },
    });
    expect(photo.lat).toBeCloseTo(GPS_SPOT.lat, 5);
    expect(photo.blurhash).toMatch(/^.{28}$/);

    for (const url of Object.values(photo.urls)) {
      const file = await served(url);
      const meta = await sharp(file).metadata();
      expect([meta.exif, meta.xmp, meta.iptc, meta.icc]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      if (meta.format === 'jpeg') {
        expect(await exifr.parse(file, { gps: true, tiff: true, xmp: true })).toBeUndefined();
      }
      expect(file.includes(Buffer.from('NIKON'))).toBe(false);
      expect(file.includes(Buffer.from('Exif\0\0'))).toBe(false);
    }
    const row = await ctx.database.db
      .selectFrom('photos')
      .select(['original_key', 'taken_at'])
      .where('id', '=', photo.id)
      .executeTakeFirstOrThrow();
    expect(row.taken_at).toBe(Date.UTC(2024, 6, 14, 3, 42, 10));
    expect(row.original_key).toMatch(/^originals\/upload-[A-Za-z0-9_-]+\.jpg$/);
    expect((await ctx.media.get(row.original_key!))?.data.includes(Buffer.from('NIKON'))).toBe(
      true,
    );
    const original = await ctx.app.inject({ method: 'GET', url: `/media/${row.original_key}` });
    expect(original.statusCode).toBe(404);
  });

  it('reports the size as displayed for a JPEG turned by its EXIF orientation', async () => {
    const answer = await uploaded(await jpeg(1200, 800, { exif: false, orientation: 6 }));
    expect(answer).toMatchObject({ width: 800, height: 1200 });
    const { photo } = await createPhoto(answer.imageID);
    expect(photo).toMatchObject({ width: 800, height: 1200, ar: 0.6667 });
  });

  it.each([
    ['PNG', () => png(640, 480), 640, 480],
    ['WebP', () => webp(640, 480, GPS_SPOT), 640, 480],
    ['AVIF', () => avif(640, 480), 640, 480],
  ])('accepts a %s file', async (_name, make, width, height) => {
    const answer = await uploaded(await make());
    expect(answer).toMatchObject({ width, height });
    const { photo } = await createPhoto(answer.imageID);
    const large = await sharp(await served(photo.urls.large)).metadata();
    expect([large.format, large.width, large.height]).toEqual(['jpeg', width, height]);
  });

  it('decodes a HEIC file with libheif and keeps its iPhone EXIF and GPS', async () => {
    const answer = await uploaded(HEIC_WITH_GPS);
    expect(answer).toMatchObject({ width: 96, height: 64, lat: 46.62, long: 12.3, pano: false });
    expect(answer.exif).toMatchObject({
      Make: 'Apple',
      Model: 'iPhone 15',
      // The camera's own offset (+02:00) wins over the time zone at the position.
      Date: Date.UTC(2024, 5, 1, 3, 30, 0),
      Focal: 6,
      Focal35: 24,
      FNumber: 1.78,
      ISO: 64,
    });
    const { photo } = await createPhoto(answer.imageID);
    const { data, info } = await sharp(await served(photo.urls.large))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([96, 64]);
    const pixel = (x: number) => [...data.subarray((32 * 96 + x) * 3, (32 * 96 + x) * 3 + 3)];
    const [leftR, , leftB] = pixel(10);
    const [rightR, , rightB] = pixel(85);
    // The left half is blue and the right half orange, as encoded.
    expect(leftB! - leftR!).toBeGreaterThan(100);
    expect(rightR! - rightB!).toBeGreaterThan(100);
  });

  it('refuses a truncated HEIC with a 400', async () => {
    const res = await upload(HEIC_WITH_GPS.subarray(0, 500), member.bearerHeaders, {
      filename: 'IMG_0001.HEIC',
      contentType: 'image/heic',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('invalid_image');
  });

  it.each([
    ['an HTML page named .jpg', HTML_PAGE, 415],
    ['an SVG image', SVG_IMAGE, 415],
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=', 'base64'), 415],
    ['an empty file', Buffer.alloc(0), 415],
    ['JPEG magic bytes followed by HTML', JPEG_MAGIC_HTML, 400],
  ])('refuses %s', async (_name, data, status) => {
    const res = await upload(data, member.bearerHeaders, { filename: 'photo.jpg' });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.message).toMatch(/^photo: /);
  });

  it('refuses an HTML page with a JPEG hidden inside it', async () => {
    const res = await upload(await htmlJpegPolyglot());
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it('refuses a truncated JPEG with a 400, not a 500', async () => {
    const whole = await jpeg(800, 600);
    const res = await upload(whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'invalid_image',
      message: 'photo: the image is truncated or corrupt',
    });
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2000);
    const started = performance.now();
    const res = await upload(bomb, member.bearerHeaders, { filename: 'x.png' });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(
      `photo: the image has 20000 × 20000 pixels; at most ${MAX_INPUT_PIXELS / 1e6} megapixels are accepted`,
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each([
    ['one byte', 1],
    ['a megabyte', 1024 * 1024],
  ])('refuses a file %s over UPLOAD_MAX_BYTES with 413', async (_name, extra) => {
    const head = await jpeg(64, 64);
    const big = Buffer.concat([head, Buffer.alloc(UPLOAD_MAX_BYTES + extra - head.length, 7)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: 'too_large',
      message: 'photo: the file is larger than 3 MB',
    });
    const exact = await upload(big.subarray(0, UPLOAD_MAX_BYTES));
    expect(exact.statusCode).not.toBe(413);
  });

  it('answers 400 or 415 when the file is missing or sent another way', async () => {
    const wrongField = await upload(await jpeg(64, 64), member.bearerHeaders, { field: 'image' });
    expect(wrongField.statusCode).toBe(400);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/photo',
      payload: '--b--\r\n',
      headers: { ...member.bearerHeaders, 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('photo: Please select a photograph to upload first.');
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/photo',
      payload: { photo: 'data' },
      headers: member.bearerHeaders,
    });
    expect(json.statusCode).toBe(415);
  });

  it('never uses the file name as a path', async () => {
    const answer = await uploaded(await jpeg(64, 64));
    const evil = await upload(await jpeg(64, 64), member.bearerHeaders, {
      filename: '../../../../etc/passwd.jpg',
    });
    expect(evil.statusCode).toBe(200);
    const rows = await ctx.database.db
      .selectFrom('photo_uploads')
      .select('media_key')
      .where('token', 'in', [answer.imageID, evil.json().imageID])
      .execute();
    for (const row of rows) expect(row.media_key).toMatch(/^originals\/upload-[\w-]+\.jpg$/);
  });

  it('marks 360° photos: GPano XMP, or exactly 2:1 from 2000 px wide', async () => {
    expect((await uploaded(await photoSphereJpeg(1600, 800))).pano).toBe(true);
    const twoToOne = await uploaded(await jpeg(2000, 1000, { exif: false }));
    expect(twoToOne.pano).toBe(true);
    expect((await uploaded(await jpeg(1998, 1000, { exif: false }))).pano).toBe(false);
    expect((await uploaded(await jpeg(1000, 500, { exif: false }))).pano).toBe(false);
    const { photo } = await createPhoto(twoToOne.imageID);
    expect(photo.pano).toBe(true);
  });

  it('lets only the uploader use an upload, and only once', async () => {
    const answer = await uploaded(await jpeg(64, 64));
    const other = await ctx.make.signedIn();
    const send = (headers: Record<string, string>, more: object = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/img',
        payload: { id: answer.imageID, title: 'Mine', idSpot: spotId, ...more },
        headers,
      });
    expect((await send({})).statusCode).toBe(401);
    expect((await send(other.bearerHeaders)).statusCode).toBe(403);
    expect((await send(member.bearerHeaders, { idSpot: 999_999 })).statusCode).toBe(404);
    const missingSpot = await send(member.bearerHeaders, { idSpot: undefined });
    expect(missingSpot.statusCode).toBe(400);
    expect(missingSpot.json().error.message).toBe('idSpot: give either idSpot or newSpot');
    expect((await send(member.bearerHeaders)).statusCode).toBe(201);
    expect((await send(member.bearerHeaders)).statusCode).toBe(404);
    const unknown = await send(member.bearerHeaders, { id: 'A'.repeat(24) });
    expect(unknown.statusCode).toBe(404);
  });

  it('removes uploads older than a day, with their files, at the next upload', async () => {
    const stale = await uploaded(await jpeg(64, 64));
    const row = await ctx.database.db
      .selectFrom('photo_uploads')
      .select('media_key')
      .where('token', '=', stale.imageID)
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .updateTable('photo_uploads')
      .set({ created_at: Date.now() - UPLOAD_TTL_MS - 1000 })
      .where('token', '=', stale.imageID)
      .execute();
    const fresh = await uploaded(await jpeg(64, 64));
    const left = await ctx.database.db
      .selectFrom('photo_uploads')
      .select('token')
      .where('token', 'in', [stale.imageID, fresh.imageID])
      .execute();
    expect(left.map((r) => r.token)).toEqual([fresh.imageID]);
    expect(await ctx.media.get(row.media_key)).toBeNull();
  });
});
