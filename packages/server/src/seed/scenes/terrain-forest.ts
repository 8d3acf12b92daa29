import { landPath, mist, rolling, type Terrain } from './land';
import { depthColor } from './palette';
import type { Canvas } from './svg';
import { mountainRange } from './terrain-mountains';
import { treeLine } from './trees';

/** Layers of conifer forest in mist below distant ridges. */
export function forest(c: Canvas): Terrain {
  const { h, rng, pal } = c;
  let out = mountainRange(c, 2, h * 0.42, h * 0.6).backdrop;
  for (let i = 0; i < 3; i++) {
    const depth = 0.7 - i * 0.33;
    const heights = rolling(rng, 96, 3);
    const base = h * (0.68 + i * 0.13);
    const amp = h * 0.1;
    const color = depthColor(pal, Math.max(0, depth), '#23402c');
    out += mist(c, base - amp, h * 0.1, 0.45);
    out += `<g fill="${color}"><path d="${landPath(c, heights, base, amp)}"/><path d="${treeLine(c, heights, base, amp, h * (0.07 + i * 0.07), 1.6 - i * 0.3)}"/></g>`;
  }
  return { backdrop: out, front: '', skyline: h * 0.35 };
}
