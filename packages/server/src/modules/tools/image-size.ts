import { loadSharp } from '../../lib/sharp';

/** Pixel size of an image as it is shown (EXIF rotation applied). */
export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The size of an image from its first bytes: sharp reads JPEG, PNG, GIF, AVIF and TIFF
 * headers from a prefix, but refuses a cut WebP, whose header is read here instead.
 */
export async function imageSize(prefix: Buffer): Promise<PixelSize | null> {
  try {
    const sharp = await loadSharp();
    const meta = await sharp(prefix, { failOn: 'none' }).metadata();
    if (meta.width && meta.height) {
      // Orientations 5 to 8 turn the picture a quarter, so width and height swap.
      const turned = (meta.orientation ?? 1) >= 5;
      return turned
        ? { width: meta.height, height: meta.width }
        : { width: meta.width, height: meta.height };
    }
  } catch {
    // Fall through to the header readers.
  }
  return webpSize(prefix);
}

/** Width and height from a WebP file's first 30 bytes (lossy VP8, lossless VP8L, extended VP8X). */
export function webpSize(bytes: Buffer): PixelSize | null {
  if (bytes.length < 30) return null;
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') {
    return null;
  }
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') {
    return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  }
  if (chunk === 'VP8 ') {
    // After the 3-byte frame tag, a key frame carries the start code 9d 01 2a.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  return null;
}
