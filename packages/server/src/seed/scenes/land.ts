import { dim } from './palette';
import { between, type Rng } from './random';
import { f, type Canvas } from './svg';

/** Terrain drawn in front of the sky; `skyline` is roughly where the land meets the sky. */
export interface Terrain {
  /** Drawn behind any water line and mirrored in it. */
  backdrop: string;
  /** Drawn last, over water and reflections. */
  front: string;
  skyline: number;
  /** Set when the scene has still water that mirrors the sky and the backdrop. */
  mirrorAt?: number;
  /** Set when the scene has open sea from this line down. */
  seaAt?: number;
}

/** Heights in 0..1 along a ridge by midpoint displacement; `n` must be a power of two. */
export function ridge(rng: Rng, n: number, roughness: number): number[] {
  const v = new Array<number>(n + 1).fill(0);
  v[0] = rng();
  v[n] = rng();
  for (let step = n, amp = 1; step > 1; step /= 2, amp *= roughness) {
    for (let i = step / 2; i < n; i += step) {
      v[i] = ((v[i - step / 2] ?? 0) + (v[i + step / 2] ?? 0)) / 2 + (rng() - 0.5) * amp;
    }
  }
  const min = Math.min(...v);
  const max = Math.max(...v);
  return v.map((x) => (x - min) / (max - min || 1));
}

/** Pointed summits: the highest of several cones, roughened by a fine ridge. */
export function summits(
  rng: Rng,
  n: number,
  count: number,
  steepness: number,
): { heights: number[]; cones: number[] } {
  const list = Array.from({ length: count }, (_, k) => ({
    at: (k + between(rng, 0.15, 0.85)) / count,
    top: between(rng, 0.5, 1),
    slope: steepness * between(rng, 0.7, 1.4),
  }));
  const detail = ridge(rng, n, 0.55);
  const cones = detail.map((_, i) =>
    Math.max(0, ...list.map((c) => c.top - Math.abs(i / n - c.at) * c.slope)),
  );
  return { heights: cones.map((v, i) => v * 0.9 + (detail[i] ?? 0) * 0.1), cones };
}

/** Smooth rolling heights from a few sine waves. */
export function rolling(rng: Rng, n: number, waves: number): number[] {
  const parts = Array.from({ length: waves }, (_, k) => ({
    freq: between(rng, 0.6, 1.6) * (k + 1),
    phase: rng() * Math.PI * 2,
    amp: 1 / (k + 1),
  }));
  const v = Array.from({ length: n + 1 }, (_, i) =>
    parts.reduce((s, p) => s + Math.sin((i / n) * Math.PI * 2 * p.freq + p.phase) * p.amp, 0),
  );
  const min = Math.min(...v);
  const max = Math.max(...v);
  return v.map((x) => (x - min) / (max - min || 1));
}

/** Closed path under a height profile: y = base - height * amp. */
export function landPath(
  c: Canvas,
  heights: number[],
  base: number,
  amp: number,
  bottom = c.h,
): string {
  const n = heights.length - 1;
  const pts = heights.map((v, i) => `${f((i / n) * c.w)},${f(base - v * amp)}`).join(' L');
  return `M0,${f(bottom)} L${pts} L${f(c.w)},${f(bottom)} Z`;
}

/** The y of a height profile at `x01`, a fraction of the frame width. */
export function yAt(heights: number[], x01: number, base: number, amp: number): number {
  const n = heights.length - 1;
  const i = Math.max(0, Math.min(n, Math.round(x01 * n)));
  return base - (heights[i] ?? 0) * amp;
}

/** A band of mist lying on the land at `y`. */
export function mist(c: Canvas, y: number, thickness: number, opacity: number): string {
  const fill = c.gradient([
    [0, c.pal.haze, 0],
    [0.65, c.pal.haze, opacity],
    [1, c.pal.haze, 0],
  ]);
  return `<rect x="0" y="${f(y - thickness)}" width="${c.w}" height="${f(thickness * 1.3)}" fill="${fill}"/>`;
}

/** A layer of land with a light top edge fading into darker ground. */
export function layer(c: Canvas, d: string, color: string, shade = 0.78): string {
  const fill = c.gradient([
    [0, color],
    [1, dim(color, shade)],
  ]);
  return `<path d="${d}" fill="${fill}"/>`;
}
