import { landPath, mist, rolling, yAt, type Terrain } from './land';
import { depthColor, dim } from './palette';
import { between } from './random';
import type { SceneSpec } from './render-scene';
import { f, type Canvas } from './svg';
import { mountainRange } from './terrain-mountains';
import { canopy, treeLine } from './trees';

/** A waterfront skyline with a downtown of taller towers, windows lit after dark. */
export function city(c: Canvas): Terrain {
  const { h, w, rng, pal } = c;
  const waterline = h * between(rng, 0.68, 0.74);
  const night = pal.light < 0.6;
  let out = '';
  for (let row = 0; row < 2; row++) {
    const depth = row === 0 ? 0.6 : 0.15;
    const color = depthColor(pal, depth, '#3d4350');
    const shapes: string[] = [];
    const windows: string[] = [];
    // A band of taller towers somewhere in the frame makes a downtown.
    const downtown = between(rng, 0.25, 0.75);
    for (let x = -c.u(20); x < w;) {
      const bw = c.u(between(rng, 28, 80)) * (row === 0 ? 0.8 : 1);
      const centre = 1 - Math.min(1, Math.abs((x + bw / 2) / w - downtown) * 2.4);
      const bh =
        h * (0.05 + 0.1 * rng() + 0.28 * centre * rng() ** 0.7) * (row === 0 ? 1.15 : 0.85);
      const top = waterline - bh;
      const kind = rng();
      if (kind < 0.12 && bh > h * 0.15) {
        shapes.push(
          `M${f(x)},${f(waterline)} V${f(top)} H${f(x + bw * 0.5)} L${f(x + bw * 0.5)},${f(top - bh * 0.25)} L${f(x + bw * 0.55)},${f(top)} H${f(x + bw)} V${f(waterline)} Z`,
        );
      } else if (kind < 0.3) {
        shapes.push(
          `M${f(x)},${f(waterline)} V${f(top + bh * 0.12)} H${f(x + bw * 0.15)} V${f(top)} H${f(x + bw * 0.85)} V${f(top + bh * 0.12)} H${f(x + bw)} V${f(waterline)} Z`,
        );
      } else if (kind < 0.38) {
        shapes.push(
          `M${f(x)},${f(waterline)} V${f(top + bw * 0.5)} A${f(bw / 2)},${f(bw / 2)} 0 0 1 ${f(x + bw)},${f(top + bw * 0.5)} V${f(waterline)} Z`,
        );
      } else {
        shapes.push(`M${f(x)},${f(waterline)} V${f(top)} H${f(x + bw)} V${f(waterline)} Z`);
        if (kind > 0.9)
          shapes.push(
            `M${f(x + bw * 0.48)},${f(top)} V${f(top - bh * 0.2)} H${f(x + bw * 0.52)} V${f(top)} Z`,
          );
      }
      if (row === 1 && (night || pal.light < 0.8)) {
        const lit = night ? 0.35 : 0.12;
        for (let wy = top + c.u(10); wy < waterline - c.u(8); wy += c.u(11)) {
          for (let wx = x + c.u(6); wx < x + bw - c.u(8); wx += c.u(9)) {
            if (rng() < lit)
              windows.push(`M${f(wx)},${f(wy)} h${f(c.u(4))} v${f(c.u(5))} h${f(-c.u(4))} Z`);
          }
        }
      }
      x += bw + c.u(between(rng, 0, 6));
    }
    out += `<path d="${shapes.join(' ')}" fill="${color}"/>`;
    if (windows.length > 0)
      out += `<path d="${windows.join(' ')}" fill="#ffd98a" fill-opacity="0.9"/>`;
    if (row === 0) out += mist(c, waterline, h * 0.12, 0.3);
  }
  out += `<rect x="0" y="${f(waterline - 1)}" width="${w}" height="${f(c.u(4))}" fill="${pal.land}"/>`;
  return { backdrop: out, front: '', skyline: waterline - h * 0.3, mirrorAt: waterline + c.u(3) };
}

function pagoda(c: Canvas, cx: number, ground: number, size: number): string {
  const tiers = 5;
  const parts: string[] = [];
  let y = ground;
  for (let t = 0; t < tiers; t++) {
    const k = 1 - t * 0.13;
    const bodyH = size * 0.1 * k;
    const bodyW = size * 0.22 * k;
    const eave = size * 0.36 * k;
    const roofH = size * 0.05 * k;
    parts.push(`M${f(cx - bodyW / 2)},${f(y)} V${f(y - bodyH)} H${f(cx + bodyW / 2)} V${f(y)} Z`);
    y -= bodyH;
    // Eaves sweep outward and up at the tips.
    parts.push(
      `M${f(cx - eave / 2)},${f(y - roofH * 1.2)} Q${f(cx - eave * 0.3)},${f(y + roofH * 0.2)} ${f(cx - bodyW * 0.3)},${f(y - roofH * 0.3)} L${f(cx - bodyW * 0.25)},${f(y - roofH * 1.4)} L${f(cx + bodyW * 0.25)},${f(y - roofH * 1.4)} L${f(cx + bodyW * 0.3)},${f(y - roofH * 0.3)} Q${f(cx + eave * 0.3)},${f(y + roofH * 0.2)} ${f(cx + eave / 2)},${f(y - roofH * 1.2)} Z`,
    );
    y -= roofH * 1.4;
  }
  parts.push(
    `M${f(cx - size * 0.01)},${f(y)} V${f(y - size * 0.14)} H${f(cx + size * 0.01)} V${f(y)} Z`,
  );
  return parts.join(' ');
}

function stupa(cx: number, ground: number, size: number): string {
  const r = size * 0.28;
  return (
    `M${f(cx - size * 0.42)},${f(ground)} V${f(ground - size * 0.1)} H${f(cx + size * 0.42)} V${f(ground)} Z ` +
    `M${f(cx - size * 0.34)},${f(ground - size * 0.1)} V${f(ground - size * 0.18)} H${f(cx + size * 0.34)} V${f(ground - size * 0.1)} Z ` +
    `M${f(cx - r)},${f(ground - size * 0.18)} C${f(cx - r)},${f(ground - size * 0.5)} ${f(cx - r * 0.2)},${f(ground - size * 0.55)} ${f(cx)},${f(ground - size)} C${f(cx + r * 0.2)},${f(ground - size * 0.55)} ${f(cx + r)},${f(ground - size * 0.5)} ${f(cx + r)},${f(ground - size * 0.18)} Z`
  );
}

function prang(cx: number, ground: number, size: number): string {
  const r = size * 0.16;
  return `M${f(cx - r)},${f(ground)} V${f(ground - size * 0.35)} C${f(cx - r)},${f(ground - size * 0.7)} ${f(cx - r * 0.3)},${f(ground - size * 0.85)} ${f(cx)},${f(ground - size)} C${f(cx + r * 0.3)},${f(ground - size * 0.85)} ${f(cx + r)},${f(ground - size * 0.7)} ${f(cx + r)},${f(ground - size * 0.35)} V${f(ground)} Z`;
}

/** A mausoleum in the manner of the Taj Mahal: plinth, arched hall, onion dome, minarets. */
function domedTomb(cx: number, ground: number, size: number): { body: string; arches: string } {
  const u = size;
  const rect = (x0: number, x1: number, y0: number, y1: number) =>
    `M${f(cx + x0 * u)},${f(ground - y0 * u)} H${f(cx + x1 * u)} V${f(ground - y1 * u)} H${f(cx + x0 * u)} Z`;
  const onion = (x: number, y: number, r: number, tall: number) =>
    `M${f(cx + (x - r) * u)},${f(ground - y * u)} C${f(cx + (x - r * 1.35) * u)},${f(ground - (y + tall * 0.45) * u)} ${f(cx + (x - r * 0.25) * u)},${f(ground - (y + tall * 0.7) * u)} ${f(cx + x * u)},${f(ground - (y + tall) * u)} C${f(cx + (x + r * 0.25) * u)},${f(ground - (y + tall * 0.7) * u)} ${f(cx + (x + r * 1.35) * u)},${f(ground - (y + tall * 0.45) * u)} ${f(cx + (x + r) * u)},${f(ground - y * u)} Z`;
  const arch = (x: number, half: number, bottom: number, top: number) =>
    `M${f(cx + (x - half) * u)},${f(ground - bottom * u)} V${f(ground - (top - half) * u)} Q${f(cx + (x - half) * u)},${f(ground - top * u)} ${f(cx + x * u)},${f(ground - (top + half * 0.3) * u)} Q${f(cx + (x + half) * u)},${f(ground - top * u)} ${f(cx + (x + half) * u)},${f(ground - (top - half) * u)} V${f(ground - bottom * u)} Z`;
  const body = [
    rect(-0.62, 0.62, 0, 0.05),
    rect(-0.36, 0.36, 0.05, 0.38),
    rect(-0.17, 0.17, 0.38, 0.45),
    onion(0, 0.45, 0.17, 0.36),
    rect(-0.006, 0.006, 0.8, 0.87),
    ...[-0.27, 0.27].flatMap((x) => [
      rect(x - 0.05, x + 0.05, 0.38, 0.43),
      onion(x, 0.43, 0.05, 0.09),
    ]),
    ...[-0.56, 0.56].flatMap((x) => [
      rect(x - 0.018, x + 0.018, 0.05, 0.62),
      rect(x - 0.03, x + 0.03, 0.62, 0.64),
      onion(x, 0.64, 0.028, 0.06),
    ]),
  ].join(' ');
  const arches = [
    arch(0, 0.085, 0.05, 0.3),
    ...[-0.23, 0.23].flatMap((x) => [arch(x, 0.04, 0.06, 0.16), arch(x, 0.04, 0.21, 0.32)]),
  ].join(' ');
  return { body, arches };
}

/** A landmark: a pagoda on a hill, a plain of stupas, or a monument behind a pool. */
export function temple(c: Canvas, landmark: NonNullable<SceneSpec['landmark']>): Terrain {
  const { h, w, rng, pal } = c;
  const ground = h * 0.72;
  const lowland = landmark === 'dome' || landmark === 'prang';
  // Monuments on a plain stand before a far line of trees rather than mountains.
  let out = lowland
    ? `<path d="${canopy(c, ground - h * 0.005, h * 0.05)}" fill="${depthColor(pal, 0.55)}"/>`
    : mountainRange(c, 2, h * 0.45, ground).backdrop;
  const near = depthColor(pal, 0.12);
  if (landmark === 'stupa') {
    // A plain of many stupas fading into morning haze, as at Bagan.
    for (let row = 0; row < 3; row++) {
      const depth = 0.8 - row * 0.35;
      const y = ground + row * h * 0.09;
      const shapes: string[] = [];
      const count = 3 + row;
      for (let i = 0; i < count; i++) {
        shapes.push(
          stupa(between(rng, 0.05, 0.95) * w, y, h * (0.08 + row * 0.09) * between(rng, 0.7, 1.2)),
        );
      }
      const color = depthColor(pal, Math.max(0, depth));
      const heights = rolling(rng, 64, 2);
      out += `<g fill="${color}"><path d="${landPath(c, heights, y + h * 0.02, h * 0.015)}"/><path d="${shapes.join(' ')}"/><path d="${treeLine(c, heights, y + h * 0.02, h * 0.015, h * 0.04 * (row + 1), 0.4)}"/></g>`;
      out += mist(c, y + h * 0.03, h * 0.06, 0.4);
    }
    return { backdrop: out, front: '', skyline: h * 0.4 };
  }
  if (landmark === 'dome' || landmark === 'prang') {
    // Symmetric monuments stand behind a reflecting pool, as at the Taj Mahal and Angkor Wat.
    const tomb = domedTomb(w / 2, ground, h * 0.55);
    const shapes =
      landmark === 'dome'
        ? tomb.body
        : [
            prang(w / 2, ground, h * 0.34),
            prang(w / 2 - h * 0.16, ground, h * 0.24),
            prang(w / 2 + h * 0.16, ground, h * 0.24),
            prang(w / 2 - h * 0.3, ground, h * 0.18),
            prang(w / 2 + h * 0.3, ground, h * 0.18),
          ].join(' ');
    const trees = rolling(rng, 64, 3);
    out += `<path d="${landPath(c, trees, ground + 2, h * 0.04)}" fill="${near}"/>`;
    const marble = depthColor(pal, 0.2, '#f2ece2');
    out += `<path d="${shapes}" fill="${landmark === 'dome' ? marble : near}"/>`;
    if (landmark === 'dome') out += `<path d="${tomb.arches}" fill="${dim(marble, 0.7)}"/>`;
    out += `<rect x="0" y="${f(ground - 2)}" width="${w}" height="${f(c.u(6))}" fill="${near}"/>`;
    return { backdrop: out, front: '', skyline: h * 0.4, mirrorAt: ground + c.u(4) };
  }
  const side = rng() < 0.5 ? 0.28 : 0.72;
  const hill = rolling(rng, 64, 2);
  out += `<g fill="${near}"><path d="${landPath(c, hill, h * 0.9, h * 0.12)}"/><path d="${pagoda(c, side * w, yAt(hill, side, h * 0.9, h * 0.12) + h * 0.01, h * 0.62)}"/><path d="${treeLine(c, hill, h * 0.9, h * 0.12, h * 0.09, 0.5, side < 0.5 ? 0.45 : 0, side < 0.5 ? 1 : 0.55)}"/></g>`;
  return { backdrop: out, front: '', skyline: h * 0.4 };
}
