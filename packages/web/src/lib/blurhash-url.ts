import { decode, isBlurhashValid } from 'blurhash';

/** Pixels along the placeholder's longer side: the browser's smooth scaling blurs the rest. */
const LONG_SIDE_PX = 10;
const BMP_HEADER_BYTES = 54;
const cache = new Map<string, string | null>();

/**
 * Decodes a blurhash into a tiny bitmap data URL for a placeholder background; null when the
 * hash is missing or invalid. Made without a canvas, so the server draws the same placeholder
 * into its HTML as the browser does.
 */
export function blurhashToDataUrl(hash: string | null | undefined, ar = 1): string | null {
  if (!hash) return null;
  const width = ar >= 1 ? LONG_SIDE_PX : Math.max(2, Math.round(LONG_SIDE_PX * ar));
  const height = ar >= 1 ? Math.max(2, Math.round(LONG_SIDE_PX / ar)) : LONG_SIDE_PX;
  const key = `${hash}|${width}x${height}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const url = isBlurhashValid(hash).result
    ? `data:image/bmp;base64,${base64(bitmap(decode(hash, width, height), width, height))}`
    : null;
  cache.set(key, url);
  return url;
}

/** A 24-bit BMP of RGBA pixels (rows bottom-up, each padded to 4 bytes, as the format has it). */
export function bitmap(rgba: Uint8ClampedArray, width: number, height: number): Uint8Array {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const bytes = new Uint8Array(BMP_HEADER_BYTES + rowBytes * height);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x42; // 'B'
  bytes[1] = 0x4d; // 'M'
  view.setUint32(2, bytes.length, true);
  view.setUint32(10, BMP_HEADER_BYTES, true);
  view.setUint32(14, 40, true); // BITMAPINFOHEADER
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  view.setUint16(26, 1, true); // planes
  view.setUint16(28, 24, true); // bits per pixel
  view.setUint32(34, rowBytes * height, true);
  for (let y = 0; y < height; y++) {
    const row = BMP_HEADER_BYTES + (height - 1 - y) * rowBytes;
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4;
      const to = row + x * 3;
      bytes[to] = rgba[from + 2]!;
      bytes[to + 1] = rgba[from + 1]!;
      bytes[to + 2] = rgba[from]!;
    }
  }
  return bytes;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
