/** A source of uniform numbers in [0, 1). */
export type Rng = () => number;

/** mulberry32: tiny, fast and good enough for shapes. */
export function makeRng(seed: number): Rng {
  let a = (Math.imul(seed | 0, 0x9e3779b1) ^ 0x5bd1e995) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform number between `min` and `max`. */
export const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng();
