import { decode } from 'blurhash';
import { describe, expect, it } from 'vitest';
import { blurhashToDataUrl } from './blurhash-url';

const HASH = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';

function bytesOf(url: string): Uint8Array {
  const binary = atob(url.slice(url.indexOf(',') + 1));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

describe('blurhashToDataUrl', () => {
  it('draws the hash as a tiny bitmap of the photo shape, without a canvas', () => {
    const url = blurhashToDataUrl(HASH, 1.5)!;
    expect(url).toMatch(/^data:image\/bmp;base64,/);
    const bytes = bytesOf(url);
    const view = new DataView(bytes.buffer);
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('BM');
    expect(view.getUint32(2, true)).toBe(bytes.length);
    const width = view.getInt32(18, true);
    const height = view.getInt32(22, true);
    expect([width, height]).toEqual([10, 7]);
    expect(view.getUint16(28, true)).toBe(24);

    // The top-left pixel is the decoded one, stored last-row-first in blue, green, red order.
    const pixels = decode(HASH, width, height);
    const rowBytes = Math.ceil((width * 3) / 4) * 4;
    const topLeft = 54 + (height - 1) * rowBytes;
    expect([bytes[topLeft + 2], bytes[topLeft + 1], bytes[topLeft]]).toEqual([
      pixels[0],
      pixels[1],
      pixels[2],
    ]);
    // The bottom-right pixel is the first row's last one in the file.
    const last = (width * height - 1) * 4;
    expect([bytes[54 + (width - 1) * 3 + 2], bytes[54 + (width - 1) * 3]]).toEqual([
      pixels[last],
      pixels[last + 2],
    ]);
  });

  it('keeps a portrait photo upright and is small enough to go into the HTML', () => {
    const url = blurhashToDataUrl(HASH, 0.66)!;
    const view = new DataView(bytesOf(url).buffer);
    expect([view.getInt32(18, true), view.getInt32(22, true)]).toEqual([7, 10]);
    expect(url.length).toBeLessThan(500);
  });

  it('has nothing for a missing or broken hash', () => {
    expect(blurhashToDataUrl(null)).toBeNull();
    expect(blurhashToDataUrl('')).toBeNull();
    expect(blurhashToDataUrl('not a hash')).toBeNull();
  });
});
