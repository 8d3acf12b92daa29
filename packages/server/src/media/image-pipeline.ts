import { encodeBlurhash } from './blurhash';
import type Sharp from 'sharp';
import { loadSharp } from '../lib/sharp';
import { PHOTO_LARGE_EDGE_PX, PHOTO_THUMB_HEIGHT_PX, type PhotoVariant } from '@vantage/shared';

/** The derivatives and facts the site keeps for one uploaded photo. */
export interface ProcessedImage {
  /** Width of the original after EXIF orientation, in pixels. */
  width: number;
  /** Height of the original after EXIF orientation, in pixels. */
  height: number;
  /** width / height, rounded to 4 decimals. */
  ar: number;
  /** Placeholder shown while the image loads (4x3 components). */
  blurhash: string;
  /** JPEG, long edge at most 2048 px. */
  large: Buffer;
  /** JPEG, at most 400 px high. */
  thumb: Buffer;
  /** WebP, long edge at most 128 px. */
  mini: Buffer;
}

/**
 * Largest input accepted, in pixels (a 10000 × 8000 photo); a decompression bomb fails before
 * it can eat memory. Far below sharp's default of 268 M: a decoded 80 MP photo already takes
 * 240 MB, and several uploads may be decoded at once.
 */
export const MAX_INPUT_PIXELS = 80_000_000;

const LARGE_EDGE = PHOTO_LARGE_EDGE_PX;
const THUMB_HEIGHT = PHOTO_THUMB_HEIGHT_PX;
const MINI_EDGE = 128;
const BLURHASH_EDGE = 32;

/** The input could not be read as an image (unknown format, truncated, corrupt or too large). */
export class ImageDecodeError extends Error {
  constructor(
    message: string,
    /**
     * `too-large` when the pixel count exceeds MAX_INPUT_PIXELS (the API answers 413),
     * `unsupported` for a file that is not one of the accepted image types (415).
     */
    readonly reason: 'invalid' | 'too-large' | 'unsupported' = 'invalid',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ImageDecodeError';
  }
}

/** The media store keys of a photo's derivatives. */
export function photoMediaKeys(photoId: number): { large: string; thumb: string; mini: string } {
  if (!Number.isSafeInteger(photoId) || photoId <= 0) {
    throw new Error(`Invalid photo id ${photoId}`);
  }
  return {
    large: `photos/${photoId}/large.jpg`,
    thumb: `photos/${photoId}/thumb.jpg`,
    mini: `photos/${photoId}/mini.webp`,
  };
}

/** Pixels already decoded elsewhere (HEIC, which sharp's prebuilt libvips cannot decode). */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/**
 * Decodes an uploaded image once and renders every derivative from the decoded pixels.
 * Outputs carry no metadata (no EXIF, GPS or ICC), which keeps uploaders' locations private.
 */
export async function processImage(input: Buffer | RawImage): Promise<ProcessedImage> {
  try {
    return await render(input);
  } catch (error) {
    if (error instanceof ImageDecodeError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    const reason = /pixel limit/i.test(message) ? 'too-large' : 'invalid';
    throw new ImageDecodeError(`Unreadable image: ${message}`, reason, { cause: error });
  }
}

async function render(source: Buffer | RawImage): Promise<ProcessedImage> {
  const raw = Buffer.isBuffer(source)
    ? undefined
    : { width: source.width, height: source.height, channels: source.channels };
  const input = Buffer.isBuffer(source) ? source : source.data;
  const sharp = await loadSharp();
  const options: Sharp.SharpOptions = {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error',
    ...(raw ? { raw } : {}),
  };
  // Raw pixels carry their size and no orientation: only an encoded image is asked for them.
  const meta = raw ?? (await sharp(input, options).metadata());
  if (meta.width == null || meta.height == null) {
    throw new ImageDecodeError('Unreadable image: no dimensions');
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new ImageDecodeError('Image has too many pixels', 'too-large');
  }
  // Orientations 5 to 8 are quarter turns, so the displayed image has its sides swapped.
  const swap = ('orientation' in meta ? (meta.orientation ?? 1) : 1) >= 5;
  const width = swap ? meta.height : meta.width;
  const height = swap ? meta.width : meta.height;

  // Pixels no larger than the large rendition are that rendition's pixels already.
  if (raw && Math.max(width, height) <= LARGE_EDGE) {
    return fromPixels(sharp, input, options, width, height);
  }

  // The original is decoded once, for the large rendition; the smaller ones are cut from that
  // JPEG, whose decode costs a fraction of the original's (and less with shrink-on-load).
  const large = await sharp(input, options)
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(LARGE_EDGE, LARGE_EDGE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82, mozjpeg: false })
    .toBuffer({ resolveWithObject: true });
  const fromLarge = () =>
    sharp(large.data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });

  // A very wide panorama's large rendition is lower than the thumbnail wants, so that one
  // thumbnail is taken from the original instead of being capped by the large rendition.
  const thumbSource =
    large.info.height < Math.min(THUMB_HEIGHT, height)
      ? sharp(input, options).rotate().flatten({ background: '#ffffff' })
      : fromLarge();

  // Sizes come from the original's proportions; deriving them from the rounded large
  // rendition could be a pixel off.
  const [thumb, [mini, tiny]] = await Promise.all([
    thumbSource
      .resize(...thumbSize(width, height), { fit: 'fill' })
      .jpeg({ quality: 80, mozjpeg: false })
      .toBuffer(),
    miniAndTiny(fromLarge, width, height),
  ]);

  return processed(width, height, large.data, thumb, mini, tiny);
}

/**
 * Every rendition straight from pixels that need no decoding and no shrinking for the large
 * rendition (a generated photo's): cutting the smaller ones from them costs less than
 * decoding the large JPEG again for each. The thumbnail's pixels are made once, and the mini
 * and the blurhash are cut from them: shrinking the whole frame again for each cost more than
 * encoding them.
 */
async function fromPixels(
  sharp: typeof Sharp,
  pixels: Buffer,
  options: Sharp.SharpOptions,
  width: number,
  height: number,
): Promise<ProcessedImage> {
  const from = () => sharp(pixels, options).flatten({ background: '#ffffff' });
  const cutFromThumb = async () => {
    const { data, info } = await from()
      .resize(...thumbSize(width, height), { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const fromThumb = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    return Promise.all([
      fromThumb().jpeg({ quality: 80, mozjpeg: false }).toBuffer(),
      miniAndTiny(fromThumb, width, height),
    ]);
  };
  const [large, [thumb, [mini, tiny]]] = await Promise.all([
    from().jpeg({ quality: 82, mozjpeg: false }).toBuffer(),
    cutFromThumb(),
  ]);
  return processed(width, height, large, thumb, mini, tiny);
}

/** The thumbnail's width and height: THUMB_HEIGHT high (never enlarged), the photo's shape. */
function thumbSize(width: number, height: number): [number, number] {
  const thumbHeight = Math.min(THUMB_HEIGHT, height);
  return [side(width * (thumbHeight / height)), thumbHeight];
}

/**
 * The mini rendition and the pixels its blurhash is computed from, cut from `source` (a
 * larger rendition) at sizes taken from the photo's own `width` and `height`.
 */
function miniAndTiny(source: () => Sharp.Sharp, width: number, height: number) {
  const miniScale = Math.min(1, MINI_EDGE / Math.max(width, height));
  return Promise.all([
    source()
      .resize(side(width * miniScale), side(height * miniScale), { fit: 'fill' })
      .webp({ quality: 60 })
      .toBuffer(),
    source()
      .resize(BLURHASH_EDGE, BLURHASH_EDGE, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
  ]);
}

function processed(
  width: number,
  height: number,
  large: Buffer,
  thumb: Buffer,
  mini: Buffer,
  tiny: { data: Buffer; info: Sharp.OutputInfo },
): ProcessedImage {
  const blurhash = encodeBlurhash(
    new Uint8ClampedArray(tiny.data.buffer, tiny.data.byteOffset, tiny.data.byteLength),
    tiny.info.width,
    tiny.info.height,
    4,
    3,
  );
  return {
    width,
    height,
    ar: Math.round((width / height) * 10_000) / 10_000,
    blurhash,
    large,
    thumb,
    mini,
  };
}

function side(length: number): number {
  return Math.max(1, Math.round(length));
}

/**
 * A responsive rendition cut from a photo's large rendition: never enlarged, no metadata.
 * AVIF at a low effort: it is made while a browser waits for it, and still comes out at about
 * half the size of the WebP.
 */
export async function renderVariant(large: Buffer, variant: PhotoVariant): Promise<Buffer> {
  const sharp = await loadSharp();
  const resized = sharp(large, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).resize(
    variant.widthPx,
    undefined,
    { withoutEnlargement: true },
  );
  return variant.format === 'avif'
    ? resized.avif({ quality: 50, effort: 2 }).toBuffer()
    : resized.webp({ quality: 75 }).toBuffer();
}
