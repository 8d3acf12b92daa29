import type { Palette } from './palette';
import { between, type Rng } from './random';

/** Rounds to a tenth of a pixel, which keeps the SVG small. */
export const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** Collects SVG defs and body while a scene is built. */
export class Canvas {
  readonly defs: string[] = [];
  private next = 0;
  /** Where the sun (or the glow where it set) is; terrain is shaded to match. */
  readonly sunX: number;
  readonly lightFromLeft: boolean;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly rng: Rng,
    readonly pal: Palette,
  ) {
    this.sunX = between(rng, 0.15, 0.85) * w;
    this.lightFromLeft = this.sunX < w / 2;
  }

  /** Scales a length designed for a 1600 px wide image. */
  u(n: number): number {
    return (n * this.w) / 1600;
  }

  /** A linear gradient, vertical over each shape's box unless `span` gives absolute y. */
  gradient(stops: [number, string, number?][], vertical = true, span?: [number, number]): string {
    const id = `g${this.next++}`;
    const dir = span
      ? `gradientUnits="userSpaceOnUse" x1="0" y1="${f(span[0])}" x2="0" y2="${f(span[1])}"`
      : vertical
        ? 'x1="0" y1="0" x2="0" y2="1"'
        : 'x1="0" y1="0" x2="1" y2="0"';
    this.defs.push(
      `<linearGradient id="${id}" ${dir}>${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`)
        .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  clip(content: string): string {
    const id = `c${this.next++}`;
    this.defs.push(`<clipPath id="${id}">${content}</clipPath>`);
    return `url(#${id})`;
  }
}
