import { encode as referenceEncode } from 'blurhash';
import { describe, expect, it } from 'vitest';
import { encodeBlurhash } from './blurhash';

/** Pixels from a small deterministic generator: smooth areas, edges and noise. */
function pixels(width: number, height: number, seed: number): Uint8ClampedArray {
  const out = new Uint8ClampedArray(width * height * 4);
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = (y * width + x) * 4;
      out[index] = (x * 255) / width + next() * 40;
      out[index + 1] = y < height / 2 ? 220 : 30 + next() * 60;
      out[index + 2] = next() * 255;
      out[index + 3] = 255;
    }
  }
  return out;
}

describe('encodeBlurhash', () => {
  it.each([
    [32, 21, 4, 3, 1],
    [32, 32, 4, 3, 2],
    [17, 9, 9, 9, 3],
    [8, 8, 1, 1, 4],
    [5, 31, 3, 7, 5],
  ])(
    'gives the reference encoder’s hash for %i×%i pixels with %i×%i components',
    (width, height, componentX, componentY, seed) => {
      const data = pixels(width, height, seed);
      expect(encodeBlurhash(data, width, height, componentX, componentY)).toBe(
        referenceEncode(data, width, height, componentX, componentY),
      );
    },
  );

  it('gives the reference hash of one flat colour', () => {
    const data = new Uint8ClampedArray(16 * 16 * 4).fill(128);
    expect(encodeBlurhash(data, 16, 16, 4, 3)).toBe(referenceEncode(data, 16, 16, 4, 3));
  });

  it('refuses a component count out of range and pixels of another size', () => {
    const data = new Uint8ClampedArray(4 * 4 * 4);
    expect(() => encodeBlurhash(data, 4, 4, 0, 3)).toThrow(/between 1 and 9/);
    expect(() => encodeBlurhash(data, 4, 5, 4, 3)).toThrow(/must match/);
  });
});
