import { decode, isBlurhashValid } from 'blurhash';

const SIZE = 32;
const cache = new Map<string, string | null>();

/**
 * Decodes a blurhash into a small PNG data URL for use as a placeholder background;
 * null when the hash is missing, invalid, or the browser has no 2D canvas.
 */
export function blurhashToDataUrl(hash: string | null | undefined, ar = 1): string | null {
  if (!hash) return null;
  // Only the shape matters for a blurred placeholder, so widths are bucketed to keep the cache small.
  const width = ar >= 1 ? SIZE : Math.max(4, Math.round(SIZE * ar));
  const height = ar >= 1 ? Math.max(4, Math.round(SIZE / ar)) : SIZE;
  const key = `${hash}|${width}x${height}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const url = render(hash, width, height);
  cache.set(key, url);
  return url;
}

function render(hash: string, width: number, height: number): string | null {
  if (!isBlurhashValid(hash).result) return null;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    const image = context.createImageData(width, height);
    image.data.set(decode(hash, width, height));
    context.putImageData(image, 0, 0);
    return canvas.toDataURL('image/png');
  } catch {
    return null;
  }
}
