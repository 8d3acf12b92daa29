import { dim, mix } from './palette';
import { between } from './random';
import type { SceneSpec } from './render-scene';
import { f, type Canvas } from './svg';

/** Open sea from `top` down, with glitter under the sun. */
export function sea(c: Canvas, spec: SceneSpec, top: number): string {
  const { w, h, rng, pal } = c;
  const fill = c.gradient([
    [0, mix(pal.sky[3], pal.water, 0.35)],
    [0.25, mix(pal.sky[2], pal.water, 0.6)],
    [1, dim(pal.water, 0.8)],
  ]);
  let out = `<rect x="0" y="${f(top)}" width="${w}" height="${f(h - top)}" fill="${fill}"/>`;
  const lines: string[] = [];
  for (let i = 0; i < 70; i++) {
    const t = rng();
    const y = top + (h - top) * t * t;
    const len = c.u(20 + 200 * t) * between(rng, 0.5, 1.5);
    const x = rng() * w;
    lines.push(`M${f(x)},${f(y)} h${f(len)}`);
  }
  out += `<path d="${lines.join(' ')}" stroke="${mix(pal.sky[3], '#ffffff', 0.4)}" stroke-opacity="0.25" stroke-width="${f(c.u(1.5))}"/>`;
  if (spec.sun) {
    // Glitter under the sun widens as it comes toward the viewer.
    const sx = c.sunX;
    const glints: string[] = [];
    for (let i = 0; i < 60; i++) {
      const t = rng();
      const y = top + (h - top) * t;
      const spread = c.u(20 + 180 * t);
      const x = sx + between(rng, -1, 1) * spread;
      glints.push(`M${f(x)},${f(y)} h${f(c.u(10 + 40 * t))}`);
    }
    out += `<path d="${glints.join(' ')}" stroke="${pal.sun}" stroke-opacity="0.6" stroke-width="${f(c.u(2))}"/>`;
  }
  return out;
}

/** Still water from `at` down, reflecting everything drawn in `#above`. */
export function mirror(c: Canvas, at: number): string {
  const { w, h, rng, pal } = c;
  const water = c.clip(`<rect x="0" y="${f(at)}" width="${w}" height="${f(h - at)}"/>`);
  let out = `<g clip-path="${water}"><use href="#above" transform="matrix(1 0 0 -1 0 ${f(2 * at)})"/></g>`;
  const tint = c.gradient([
    [0, pal.water, 0.25],
    [1, dim(pal.water, 0.7), 0.8],
  ]);
  out += `<rect x="0" y="${f(at)}" width="${w}" height="${f(h - at)}" fill="${tint}"/>`;
  const lines: string[] = [];
  for (let i = 0; i < 45; i++) {
    const t = rng();
    const y = at + (h - at) * t * t;
    lines.push(`M${f(rng() * w)},${f(y)} h${f(c.u(30 + 260 * t))}`);
  }
  out += `<path d="${lines.join(' ')}" stroke="${pal.haze}" stroke-opacity="0.22" stroke-width="${f(c.u(1.5))}"/>`;
  return out;
}
