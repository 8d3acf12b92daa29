import { yAt } from './land';
import { between } from './random';
import { f, type Canvas } from './svg';

function conifer(x: number, ground: number, height: number): string {
  const tiers = 4;
  const right: string[] = [];
  const left: string[] = [];
  const trunk = height * 0.035;
  for (let t = 1; t <= tiers; t++) {
    const y = ground - height + height * (t / tiers) * 0.86;
    const half = height * (0.05 + 0.17 * (t / tiers));
    right.push(`${f(x + half)},${f(y)}`);
    left.unshift(`${f(x - half)},${f(y)}`);
    if (t < tiers) {
      right.push(`${f(x + half * 0.35)},${f(y - height * 0.05)}`);
      left.unshift(`${f(x - half * 0.35)},${f(y - height * 0.05)}`);
    }
  }
  const lastY = ground - height * 0.14;
  return `M${f(x)},${f(ground - height)} L${right.join(' L')} L${f(x + trunk)},${f(lastY)} L${f(x + trunk)},${f(ground)} L${f(x - trunk)},${f(ground)} L${f(x - trunk)},${f(lastY)} L${left.join(' L')} Z`;
}

/** A belt of conifers standing on a height profile. */
export function treeLine(
  c: Canvas,
  heights: number[],
  base: number,
  amp: number,
  size: number,
  density: number,
  from = 0,
  to = 1,
): string {
  const parts: string[] = [];
  const count = Math.round(((to - from) * c.w * density) / size);
  for (let i = 0; i < count; i++) {
    const x01 = from + (to - from) * ((i + c.rng() * 0.8) / count);
    const ground = yAt(heights, x01, base, amp) + size * 0.15;
    parts.push(conifer(x01 * c.w, ground, size * between(c.rng, 0.6, 1.25)));
  }
  return parts.join(' ');
}

/** A ragged line of round tree crowns standing on `ground`. */
export function canopy(c: Canvas, ground: number, size: number): string {
  const { rng, w } = c;
  const parts = [`M0,${f(ground + size)} H${f(w)} V${f(ground)} H0 Z`];
  for (let x = 0; x < w; x += size * between(rng, 0.5, 0.9)) {
    const r = size * between(rng, 0.35, 0.8);
    const cy = ground - r * between(rng, 0.3, 0.9);
    parts.push(
      `M${f(x - r)},${f(cy)} a${f(r)},${f(r)} 0 1 0 ${f(2 * r)},0 a${f(r)},${f(r)} 0 1 0 ${f(-2 * r)},0 Z`,
    );
  }
  return parts.join(' ');
}
