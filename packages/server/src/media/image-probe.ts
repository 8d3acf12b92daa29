import type Sharp from 'sharp';
import { loadedOnFirstUse } from '../lib/on-first-use';
import { loadSharp } from '../lib/sharp';
import { inDecodeSlot } from './decode-slots';
import { readPhotoFacts, type PhotoFacts } from './exif-read';
import { decodeHeicRgba, type DecodedRgba } from './heic-worker';
import { ImageDecodeError, MAX_INPUT_PIXELS, type RawImage } from './image-pipeline';

const fileType = loadedOnFirstUse(() => import('file-type'));

/** The image types a photo may be uploaded as, by their real content. */
export const UPLOAD_FORMATS = {
  'image/jpeg': { ext: 'jpg', sharpFormat: 'jpeg' },
  'image/png': { ext: 'png', sharpFormat: 'png' },
  'image/webp': { ext: 'webp', sharpFormat: 'webp' },
  'image/avif': { ext: 'avif', sharpFormat: 'heif' },
  'image/heic': { ext: 'heic', sharpFormat: 'heif' },
  'image/heif': { ext: 'heic', sharpFormat: 'heif' },
} as const;

/** An accepted upload content type. */
export type UploadMime = keyof typeof UPLOAD_FORMATS;

/** What the server learns of an uploaded file before keeping it. */
export interface ImageProbe extends PhotoFacts {
  mime: UploadMime;
  /** The extension the original is stored with, from its content (never from the file name). */
  ext: string;
  /** Size as displayed, after the EXIF orientation, in pixels. */
  width: number;
  height: number;
  /** An equirectangular 360° photo: GPano XMP, or exactly 2:1 and at least 2000 px wide. */
  pano: boolean;
}

/** Smallest width at which an exact 2:1 photo is taken for a 360° panorama. */
export const PANO_MIN_WIDTH = 2000;

const DECODE_OPTIONS: Sharp.SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' };

/**
 * Checks an upload before anything is stored: the type by its magic bytes (not its name or
 * the client's content type), the pixel count from the header before any decoding, and then a
 * full decode at a small size, so a truncated or corrupt file is refused now rather than when
 * the photo form is sent. Throws ImageDecodeError (`unsupported`, `too-large` or `invalid`).
 */
export async function probeImage(input: Buffer): Promise<ImageProbe> {
  const { fileTypeFromBuffer } = await fileType();
  const type = await fileTypeFromBuffer(input).catch(() => undefined);
  const mime = type?.mime as UploadMime | undefined;
  const format = mime ? UPLOAD_FORMATS[mime] : undefined;
  if (!mime || !format) {
    throw new ImageDecodeError(
      `not a JPEG, PNG, WebP, AVIF or HEIC image (found ${type?.mime ?? 'an unknown type'})`,
      'unsupported',
    );
  }
  const sharp = await loadSharp();
  let meta: Sharp.Metadata;
  try {
    // Only the header is read here, so sharp's own pixel limit must not answer first.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageDecodeError('the image header cannot be read', 'invalid', { cause: error });
  }
  // A file whose magic bytes say one type while the decoder reads another is a polyglot.
  if (meta.format !== format.sharpFormat || meta.width == null || meta.height == null) {
    throw new ImageDecodeError('the image header cannot be read', 'invalid');
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new ImageDecodeError(
      `the image has ${meta.width} × ${meta.height} pixels; at most ${MAX_INPUT_PIXELS / 1e6} megapixels are accepted`,
      'too-large',
    );
  }
  const heic = meta.format === 'heif' && meta.compression === 'hevc';
  if (meta.format === 'heif' && !heic && meta.compression !== 'av1') {
    throw new ImageDecodeError(
      'only AV1 (AVIF) and HEVC (HEIC) HEIF images are accepted',
      'unsupported',
    );
  }
  await verifyDecodes(input, heic);

  const facts = await readPhotoFacts(meta.exif, meta.xmp);
  // The size as shown: EXIF orientations 5 to 8 (or a HEIF rotation) swap the sides.
  const { width, height } = meta.autoOrient ?? { width: meta.width, height: meta.height };
  return {
    ...facts,
    mime,
    ext: format.ext,
    width,
    height,
    pano: facts.gpanoEquirectangular || (width === 2 * height && width >= PANO_MIN_WIDTH),
  };
}

/** True when the file is HEVC-coded HEIF, which only libheif's WebAssembly build decodes here. */
export async function isHevc(input: Buffer): Promise<boolean> {
  // An unreadable header is left for the pipeline to report.
  const sharp = await loadSharp();
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  return meta?.format === 'heif' && meta.compression === 'hevc';
}

/**
 * Decodes a HEIC file into RGBA pixels for sharp, whose prebuilt libvips has no HEVC decoder.
 * The caller has already checked the pixel count from the header.
 */
export async function decodeHeic(input: Buffer): Promise<RawImage> {
  let decoded: DecodedRgba;
  try {
    decoded = await decodeHeicRgba(input);
  } catch (error) {
    throw new ImageDecodeError('the HEIC image cannot be decoded', 'invalid', { cause: error });
  }
  if (decoded.width * decoded.height > MAX_INPUT_PIXELS) {
    throw new ImageDecodeError('the image has too many pixels', 'too-large');
  }
  return {
    data: Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength),
    width: decoded.width,
    height: decoded.height,
    channels: 4,
  };
}

async function verifyDecodes(input: Buffer, heic: boolean): Promise<void> {
  if (heic) {
    await inDecodeSlot(() => decodeHeic(input));
    return;
  }
  const sharp = await loadSharp();
  try {
    // JPEG and WebP shrink on load, so this reads every byte but decodes little.
    await sharp(input, DECODE_OPTIONS).resize(256, 256, { fit: 'inside' }).raw().toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ImageDecodeError(
      /pixel limit/i.test(message)
        ? 'the image has too many pixels'
        : 'the image is truncated or corrupt',
      /pixel limit/i.test(message) ? 'too-large' : 'invalid',
      { cause: error },
    );
  }
}
