import { landPath, layer, mist, ridge, rolling, type Terrain } from './land';
import { depthColor, dim, mix } from './palette';
import { between } from './random';
import { f, type Canvas } from './svg';
import { mountainRange, snowyPeaks } from './terrain-mountains';
import { treeLine } from './trees';

/** A still lake mirroring the mountains behind it. */
export function lake(c: Canvas): Terrain {
  const { h, w, rng, pal } = c;
  const water = h * between(rng, 0.6, 0.66);
  let back = '';
  if (rng() < 0.6) back += snowyPeaks(c, water - h * 0.08, h * 0.36, 0.45, 1.8, 0.5);
  back += mountainRange(c, 2, water - h * 0.16, water).backdrop;
  const shore = ridge(rng, 64, 0.5);
  const shoreColor = dim(pal.land, 1.1);
  const [from, to] = rng() < 0.5 ? [0, 0.35] : [0.65, 1];
  const trees = treeLine(c, shore, water + 2, h * 0.02, h * 0.08, 1.4, from, to);
  back += `<rect x="0" y="${f(water - 2)}" width="${w}" height="${f(c.u(5))}" fill="${shoreColor}"/>`;
  back += `<path d="${trees}" fill="${shoreColor}"/>`;
  return { backdrop: back, front: '', skyline: water - h * 0.3, mirrorAt: water + c.u(3) };
}

/** Open sea to the horizon, seen from a beach. */
export function seaScape(c: Canvas): Terrain {
  const { h, w, rng, pal } = c;
  const horizon = h * between(rng, 0.56, 0.62);
  let back = '';
  if (rng() < 0.6) {
    // A far island or headland breaks the flat horizon.
    const x0 = between(rng, 0, 0.6);
    const heights = rolling(rng, 32, 2);
    const len = between(rng, 0.2, 0.4);
    const pts = heights
      .map(
        (v, i) =>
          `${f((x0 + (len * i) / 32) * w)},${f(horizon - Math.sin((i / 32) * Math.PI) * v * h * 0.05)}`,
      )
      .join(' L');
    back += `<path d="M${pts} Z" fill="${depthColor(pal, 0.8)}"/>`;
  }
  // Sand with a line of foam where the last wave runs out.
  const beach = rolling(rng, 64, 2);
  const sand = depthColor(pal, 0.1, '#c9a77a');
  const base = h * 0.97;
  const amp = h * 0.08;
  const front =
    layer(c, landPath(c, beach, base, amp), sand, 0.75) +
    `<path d="${beach.map((v, i) => `${i === 0 ? 'M' : 'L'}${f((i / 64) * w)},${f(base - v * amp - 2)}`).join(' ')}" fill="none" stroke="${mix('#ffffff', pal.tint, 0.3)}" stroke-opacity="0.7" stroke-width="${f(c.u(3))}"/>`;
  return { backdrop: back, front, skyline: horizon, seaAt: horizon };
}

/** Cliffed headlands and sea stacks standing in the sea. */
export function coast(c: Canvas): Terrain {
  const { h, w, rng, pal } = c;
  const horizon = h * between(rng, 0.5, 0.56);
  const left = rng() < 0.5;
  const rock = rng() < 0.5 ? '#b98a58' : '#8f8172';
  const grassColor = '#5b8038';
  let back = '';
  let front = '';
  // Headlands run from the frame edge out to sea, each falling toward its tip; the far one
  // sits in haze beyond the near one.
  for (const near of [false, true]) {
    const reach = near ? between(rng, 0.28, 0.42) : between(rng, 0.5, 0.7);
    const height = near ? between(rng, 0.26, 0.34) : between(rng, 0.1, 0.14);
    const waterY = near ? h * 1.02 : horizon + h * 0.03;
    const depth = near ? 0.12 : 0.65;
    const top = ridge(rng, 64, 0.5);
    const X = (t: number) => (left ? t * reach : 1 - t * reach) * w;
    const Y = (t: number, v: number) =>
      horizon - h * height * (1 - 0.55 * t) + v * h * 0.03 + (near ? h * 0.1 : 0);
    const rim = top.map((v, i) => `${f(X(i / 64))},${f(Y(i / 64, v))}`);
    const tipY = Y(1, top[64] ?? 0);
    const out = left ? 1 : -1;
    const edgeX = left ? 0 : w;
    const faceX = (k: number) => f(X(1) + out * k * w * 0.03);
    const shape = `M${f(edgeX)},${f(waterY)} L${rim.join(' L')} L${faceX(0.2)},${f(tipY + (waterY - tipY) * 0.3)} L${faceX(-0.1)},${f(tipY + (waterY - tipY) * 0.6)} L${faceX(0.4)},${f(waterY)} Z`;
    const lit = depthColor(pal, depth, rock);
    const faceLit = left === c.lightFromLeft ? dim(lit, 0.6) : lit;
    const strata = c.gradient([
      [0, faceLit],
      [0.3, mix(faceLit, '#000000', 0.1)],
      [0.32, mix(faceLit, '#f4d8a8', 0.15)],
      [0.6, dim(faceLit, 0.85)],
      [0.62, mix(faceLit, '#f4d8a8', 0.1)],
      [1, dim(faceLit, 0.7)],
    ]);
    let part = `<path d="${shape}" fill="${strata}"/>`;
    const grassLine = top
      .map((v, i) => `${f(X(i / 64))},${f(Y(i / 64, v) + h * (near ? 0.025 : 0.01))}`)
      .reverse()
      .join(' L');
    part += `<path d="M${rim.join(' L')} L${grassLine} Z" fill="${depthColor(pal, depth, grassColor)}"/>`;
    part += `<path d="M${faceX(0.4)},${f(waterY)} L${f(edgeX)},${f(waterY)}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${f(c.u(near ? 8 : 3))}"/>`;
    if (near) front += part;
    else back += part + mist(c, horizon, h * 0.04, 0.3);
  }
  // Sea stacks shrink with distance, as along the Great Ocean Road or the Algarve.
  const count = Math.round(between(rng, 2, 5));
  for (let i = 0; i < count; i++) {
    const near = (i + 1) / count;
    const x = left ? between(rng, 0.45, 0.92) : between(rng, 0.08, 0.55);
    const baseY = horizon + h * (0.01 + near * near * 0.22);
    const sh = h * (0.04 + near * 0.2) * between(rng, 0.7, 1.2);
    const sw = sh * between(rng, 0.35, 0.6);
    const cx = x * w;
    const color = depthColor(pal, 0.6 - near * 0.45, rock);
    const shaded = c.gradient(
      c.lightFromLeft
        ? [
            [0.45, color],
            [0.55, dim(color, 0.6)],
          ]
        : [
            [0.45, dim(color, 0.6)],
            [0.55, color],
          ],
      false,
    );
    back +=
      `<path d="M${f(cx - sw * 0.6)},${f(baseY)} L${f(cx - sw * 0.45)},${f(baseY - sh * 0.8)} L${f(cx - sw * 0.25)},${f(baseY - sh)} L${f(cx + sw * 0.3)},${f(baseY - sh * 0.95)} L${f(cx + sw * 0.5)},${f(baseY - sh * 0.7)} L${f(cx + sw * 0.6)},${f(baseY)} Z" fill="${shaded}"/>` +
      `<path d="M${f(cx - sw * 0.25)},${f(baseY - sh)} L${f(cx + sw * 0.3)},${f(baseY - sh * 0.95)} L${f(cx + sw * 0.28)},${f(baseY - sh * 0.9)} L${f(cx - sw * 0.22)},${f(baseY - sh * 0.93)} Z" fill="${depthColor(pal, 0.6 - near * 0.45, grassColor)}"/>` +
      `<ellipse cx="${f(cx)}" cy="${f(baseY)}" rx="${f(sw * 0.8)}" ry="${f(sh * 0.03 + 1)}" fill="#ffffff" fill-opacity="0.5"/>`;
  }
  return { backdrop: back, front, skyline: horizon - h * 0.15, seaAt: horizon };
}

/** A glacier front, an iceberg and floes on still water. */
export function ice(c: Canvas): Terrain {
  const { h, w, rng, pal } = c;
  const horizon = h * between(rng, 0.56, 0.62);
  const snow = mix('#f4f8ff', pal.tint, 0.2);
  const shadowIce = (color: string) => mix(color, '#3f86c8', 0.4);
  let back = snowyPeaks(c, horizon + 2, h * 0.32, 0.5, 2, 0.8);
  // A glacier front where the range meets the sea.
  back += `<rect x="0" y="${f(horizon - c.u(6))}" width="${w}" height="${f(c.u(9))}" fill="${depthColor(pal, 0.4, snow)}"/>`;
  back += `<rect x="0" y="${f(horizon + c.u(3))}" width="${w}" height="${f(c.u(3))}" fill="${shadowIce(depthColor(pal, 0.4, snow))}"/>`;
  let front = '';
  const bergX = between(rng, 0.1, 0.65) * w;
  const bergY = horizon + h * 0.1;
  const bh = h * 0.12;
  const bw = c.u(300);
  const berg = depthColor(pal, 0.2, snow);
  front += `<path d="M${f(bergX)},${f(bergY)} L${f(bergX + bw * 0.12)},${f(bergY - bh * 0.75)} L${f(bergX + bw * 0.4)},${f(bergY - bh)} L${f(bergX + bw * 0.55)},${f(bergY - bh * 0.7)} L${f(bergX + bw * 0.8)},${f(bergY - bh * 0.8)} L${f(bergX + bw)},${f(bergY)} Z" fill="${berg}"/>`;
  front += `<path d="M${f(bergX + bw * 0.4)},${f(bergY - bh)} L${f(bergX + bw * 0.5)},${f(bergY - bh * 0.3)} L${f(bergX + bw * 0.55)},${f(bergY - bh * 0.7)} L${f(bergX + bw * 0.8)},${f(bergY - bh * 0.8)} L${f(bergX + bw)},${f(bergY)} L${f(bergX + bw * 0.45)},${f(bergY)} Z" fill="${shadowIce(berg)}"/>`;
  // Floes get larger and lower in the frame as they come closer.
  for (let i = 0; i < 24; i++) {
    const t = (i + rng()) / 24;
    const y = horizon + (h - horizon) * (0.05 + 0.95 * t * t);
    const fw = c.u(40 + 300 * t * t) * between(rng, 0.5, 1.3);
    const fh = fw * between(rng, 0.06, 0.1);
    const x = between(rng, -0.1, 1) * w;
    const top = depthColor(pal, 0.35 * (1 - t), snow);
    front += `<path d="M${f(x)},${f(y)} L${f(x + fw * 0.1)},${f(y - fh)} L${f(x + fw * 0.7)},${f(y - fh * 1.1)} L${f(x + fw)},${f(y - fh * 0.2)} L${f(x + fw * 0.96)},${f(y + fh * 0.5)} L${f(x + fw * 0.04)},${f(y + fh * 0.4)} Z" fill="${shadowIce(top)}"/>`;
    front += `<path d="M${f(x)},${f(y)} L${f(x + fw * 0.1)},${f(y - fh)} L${f(x + fw * 0.7)},${f(y - fh * 1.1)} L${f(x + fw)},${f(y - fh * 0.2)} Z" fill="${top}"/>`;
  }
  return { backdrop: back, front, skyline: horizon - h * 0.25, mirrorAt: horizon + c.u(6) };
}
