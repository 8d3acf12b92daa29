import { landPath, layer, mist, rolling, yAt, type Terrain } from './land';
import { depthColor, dim, mix } from './palette';
import { between, type Rng } from './random';
import { f, type Canvas } from './svg';

/** Sand dunes with sharp crests, sometimes with a dead tree on a clay pan. */
export function desert(c: Canvas): Terrain {
  const { h, w, rng, pal } = c;
  const sand = rng() < 0.5 ? '#e2632a' : '#eb9a45';
  const dir = c.lightFromLeft ? 1 : -1;
  let out = '';
  for (let i = 0; i < 5; i++) {
    const depth = 0.55 - i * 0.13;
    const base = h * (0.6 + i * 0.09);
    const amp = h * (0.1 + i * 0.06);
    const lit = depthColor(pal, depth, sand);
    const shadow = mix(dim(lit, 0.55), '#5a2440', 0.2);
    // One dune per layer: a long windward slope up to a sharp crest, then a steep lee face.
    const crest = i % 2 === 0 ? between(rng, 0.2, 0.45) : between(rng, 0.55, 0.8);
    const windward = between(rng, 0.45, 0.8);
    const lee = between(rng, 0.2, 0.35);
    const wobble = rolling(rng, 64, 2);
    const n = 64;
    const heights = Array.from({ length: n + 1 }, (_, k) => {
      const run = (k / n - crest) * dir;
      const t = run < 0 ? 1 + run / windward : 1 - run / lee;
      const v = t <= 0 ? 0 : run < 0 ? Math.sin((t * Math.PI) / 2) ** 1.3 : t ** 0.75;
      return 0.1 + 0.75 * v + 0.15 * (wobble[k] ?? 0) * (1 - v);
    });
    const d = landPath(c, heights, base, amp);
    out += layer(c, d, lit, 0.8);
    // The lit and shaded sides meet along a crest line that curves down across the face.
    const cx = crest * w;
    const cy = yAt(heights, crest, base, amp);
    const footX = cx - dir * w * between(rng, 0.05, 0.18);
    const edgeX = dir > 0 ? w : 0;
    const shade = `M${f(cx)},${f(cy)} C${f(cx + dir * w * 0.01)},${f(cy + (h - cy) * 0.3)} ${f(footX + dir * w * 0.04)},${f(cy + (h - cy) * 0.6)} ${f(footX)},${f(h)} L${f(edgeX)},${f(h)} L${f(edgeX)},${f(cy)} Z`;
    out += `<path d="${shade}" fill="${shadow}" clip-path="${c.clip(`<path d="${d}"/>`)}"/>`;
  }
  if (rng() < 0.5) {
    // Dead camelthorn trees on a white clay pan, as at Deadvlei.
    const pan = `<path d="M0,${f(h * 0.9)} Q${f(w / 2)},${f(h * 0.87)} ${f(w)},${f(h * 0.9)} L${f(w)},${f(h)} L0,${f(h)} Z" fill="${depthColor(pal, 0.05, '#efe4d2')}"/>`;
    out += pan + deadTree(c, between(rng, 0.2, 0.8) * w, h * 0.94, h * 0.3);
  }
  return { backdrop: out, front: '', skyline: h * 0.52 };
}

function deadTree(c: Canvas, x: number, ground: number, size: number): string {
  const { rng, pal } = c;
  const lines: string[] = [];
  const grow = (x0: number, y0: number, angle: number, len: number, depth: number) => {
    const x1 = x0 + Math.cos(angle) * len;
    const y1 = y0 - Math.sin(angle) * len;
    lines.push(
      `<line x1="${f(x0)}" y1="${f(y0)}" x2="${f(x1)}" y2="${f(y1)}" stroke-width="${f(Math.max(1, depth * size * 0.012))}"/>`,
    );
    if (depth <= 1) return;
    const spread = between(rng, 0.3, 0.7);
    grow(x1, y1, angle + spread, len * between(rng, 0.6, 0.8), depth - 1);
    grow(x1, y1, angle - spread, len * between(rng, 0.6, 0.8), depth - 1);
  };
  grow(x, ground, Math.PI / 2 + between(rng, -0.15, 0.15), size * 0.35, 5);
  return `<g stroke="${dim(pal.land, 0.6)}" stroke-linecap="round">${lines.join('')}</g>`;
}

/** Flat-topped mesas and cliff bands: long level stretches joined by short steep steps. */
function terraces(rng: Rng, n: number): number[] {
  const v: number[] = [];
  let level = between(rng, 0.3, 1);
  while (v.length <= n) {
    const flat = Math.round(n * between(rng, 0.04, 0.18));
    for (let k = 0; k < flat; k++) v.push(level + (rng() - 0.5) * 0.01);
    const next = between(rng, 0.1, 1);
    const steps = Math.round(n * between(rng, 0.015, 0.05));
    for (let k = 1; k <= steps; k++) {
      const t = k / steps;
      // A sheer cliff above a sloping talus.
      const eased = next < level ? Math.min(1, t * 2.2) ** 0.5 * 0.7 + t * 0.3 : t ** 2;
      v.push(level + (next - level) * eased);
    }
    level = next;
  }
  return v.slice(0, n + 1);
}

/** Terraced canyon walls opening onto a river. */
export function canyon(c: Canvas): Terrain {
  const { h, w, rng, pal } = c;
  const rock = rng() < 0.5 ? '#c4532a' : '#d0793a';
  const lit = dim(mix(rock, mix('#ffb060', pal.tint, 0.5), 0.3), 0.35 + 0.65 * pal.light);
  const shade = mix(dim(rock, 0.3 + 0.2 * pal.light), '#2a1030', 0.35);
  const gorge = between(rng, 0.3, 0.7);
  let out = '';
  const layers = 4;
  for (let i = 0; i < layers; i++) {
    const depth = 1 - i / (layers - 1);
    const base = h * (0.6 + i * 0.12);
    const amp = h * (0.08 + i * 0.08);
    // Nearer walls open into a gorge, so the view leads down to the river.
    const open = 0.05 + 0.07 * i;
    const heights = terraces(rng, 160).map((v, k) => {
      const off = Math.abs(k / 160 - gorge);
      // Stepped walls: ledges catch the light on the way down.
      return i === 0 || off > open
        ? v
        : Math.min(v, 0.03 + (Math.floor((off / open) * 4) / 4) ** 1.5 * v);
    });
    const top = mix(lit, pal.haze, depth * 0.6);
    const body = mix(shade, pal.haze, depth * 0.3);
    // The cap rock catches the light and the walls below fall into shade. Heights are
    // absolute, so a wall seen through a nearer gorge is as deep in shade as it is low.
    const fill = c.gradient(
      [
        [0, mix(top, '#ffe2b0', 0.2)],
        [0.1, top],
        [0.3, mix(top, body, 0.5)],
        [0.32, mix(top, body, 0.65)],
        [1, body],
      ],
      true,
      [base - amp, base + h * 0.05],
    );
    out += `<path d="${landPath(c, heights, base, amp)}" fill="${fill}"/>`;
    if (i === 1) {
      // The river runs out of the gorge toward the viewer, widening as it comes.
      const x = gorge * w;
      const water = mix(pal.sky[2], '#2f7d68', 0.55);
      out += `<path d="M${f(x - c.u(10))},${f(base)} C${f(x + c.u(50))},${f(base + h * 0.1)} ${f(x - c.u(90))},${f(base + h * 0.2)} ${f(x - c.u(50))},${f(h)} L${f(x + c.u(90))},${f(h)} C${f(x + c.u(20))},${f(base + h * 0.2)} ${f(x + c.u(90))},${f(base + h * 0.1)} ${f(x + c.u(10))},${f(base)} Z" fill="${water}"/>`;
    }
    if (i === 0) out += mist(c, base, h * 0.05, 0.3);
  }
  return { backdrop: out, front: '', skyline: h * 0.48 };
}
