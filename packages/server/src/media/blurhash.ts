/**
 * BlurHash encoding (https://blurha.sh), with the same output as the reference encoder: the
 * same sums in the same order. Each byte's linear value is looked up instead of computed
 * again for every component, which took the reference encoder most of its time.
 */

const DIGITS =
  '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

/** The linear-light value (0 to 1) of each sRGB byte. */
const LINEAR = Float64Array.from({ length: 256 }, (_, byte) => {
  const value = byte / 255;
  return value <= 0.04045 ? value / 12.92 : Math.pow((value + 0.055) / 1.055, 2.4);
});

function encode83(value: number, length: number): string {
  let out = '';
  for (let digit = 1; digit <= length; digit++) {
    out += DIGITS[Math.floor(Math.floor(value) / Math.pow(83, length - digit)) % 83];
  }
  return out;
}

function linearToSrgb(value: number): number {
  const v = Math.max(0, Math.min(1, value));
  return v <= 0.0031308
    ? Math.trunc(v * 12.92 * 255 + 0.5)
    : Math.trunc((1.055 * Math.pow(v, 1 / 2.4) - 0.055) * 255 + 0.5);
}

function signPow(value: number, exponent: number): number {
  return (value < 0 ? -1 : 1) * Math.pow(Math.abs(value), exponent);
}

function quantiseAc(value: number, maximum: number): number {
  return Math.floor(Math.max(0, Math.min(18, Math.floor(signPow(value / maximum, 0.5) * 9 + 9.5))));
}

/**
 * The BlurHash of RGBA pixels (4 bytes a pixel, alpha ignored) with the given number of
 * components across and down (1 to 9 each).
 */
export function encodeBlurhash(
  pixels: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  componentX: number,
  componentY: number,
): string {
  if (componentX < 1 || componentX > 9 || componentY < 1 || componentY > 9) {
    throw new RangeError('BlurHash must have between 1 and 9 components');
  }
  if (width * height * 4 !== pixels.length) {
    throw new RangeError('Width and height must match the pixels array');
  }
  const factors: [number, number, number][] = [];
  const scale = 1 / (width * height);
  for (let cy = 0; cy < componentY; cy++) {
    for (let cx = 0; cx < componentX; cx++) {
      const normalisation = cx === 0 && cy === 0 ? 1 : 2;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let x = 0; x < width; x++) {
        for (let y = 0; y < height; y++) {
          const index = 4 * x + y * width * 4;
          const basis =
            normalisation *
            Math.cos((Math.PI * cx * x) / width) *
            Math.cos((Math.PI * cy * y) / height);
          r += basis * LINEAR[pixels[index]!]!;
          g += basis * LINEAR[pixels[index + 1]!]!;
          b += basis * LINEAR[pixels[index + 2]!]!;
        }
      }
      factors.push([r * scale, g * scale, b * scale]);
    }
  }

  const [dc, ...ac] = factors as [[number, number, number], ...[number, number, number][]];
  let hash = encode83(componentX - 1 + (componentY - 1) * 9, 1);
  let maximum = 1;
  if (ac.length > 0) {
    const actualMaximum = Math.max(...ac.map((factor) => Math.max(...factor)));
    const quantisedMaximum = Math.floor(
      Math.max(0, Math.min(82, Math.floor(actualMaximum * 166 - 0.5))),
    );
    maximum = (quantisedMaximum + 1) / 166;
    hash += encode83(quantisedMaximum, 1);
  } else {
    hash += encode83(0, 1);
  }
  hash += encode83(
    (linearToSrgb(dc[0]) << 16) + (linearToSrgb(dc[1]) << 8) + linearToSrgb(dc[2]),
    4,
  );
  for (const [fr, fg, fb] of ac) {
    hash += encode83(
      quantiseAc(fr, maximum) * 19 * 19 + quantiseAc(fg, maximum) * 19 + quantiseAc(fb, maximum),
      2,
    );
  }
  return hash;
}
