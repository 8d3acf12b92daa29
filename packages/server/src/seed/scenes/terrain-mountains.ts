import { landPath, layer, mist, ridge, rolling, summits, yAt, type Terrain } from './land';
import { depthColor, dim, mix } from './palette';
import { between } from './random';
import { f, type Canvas } from './svg';
import { treeLine } from './trees';

/** Ridges fading into haze from `top` to `bottom`; other scenes use it as a backdrop. */
export function mountainRange(c: Canvas, layers: number, top: number, bottom: number): Terrain {
  const { pal, rng, h } = c;
  let out = '';
  for (let i = 0; i < layers; i++) {
    const depth = 1 - i / (layers - 1 || 1);
    const base = top + ((bottom - top) * (i + 1)) / layers;
    const amp = h * (0.24 - 0.08 * (1 - depth)) * between(rng, 0.8, 1.15);
    const heights = ridge(rng, 128, between(rng, 0.5, 0.62));
    const tone =
      layers > 2 ? depthColor(pal, depth * 0.85, '#3e5a48') : depthColor(pal, 0.3 + depth * 0.5);
    out += layer(c, landPath(c, heights, base, amp), tone);
    if (i < layers - 1) out += mist(c, base + h * 0.02, h * 0.06, 0.12 + 0.12 * depth);
  }
  return { backdrop: out, front: '', skyline: top - h * 0.1 };
}

/** A range of snow-capped summits whose faces away from the light lie in shadow. */
export function snowyPeaks(
  c: Canvas,
  base: number,
  amp: number,
  depth: number,
  steepness: number,
  snow = 0.45,
): string {
  const { pal, rng, h, w } = c;
  const n = 256;
  const { heights, cones } = summits(rng, n, Math.round(between(rng, 4, 7)), steepness);
  const x = (i: number) => (i / n) * w;
  const y = (i: number) => base - (heights[i] ?? 0) * amp;
  const d = landPath(c, heights, base, amp);
  let out = layer(c, d, depthColor(pal, depth, '#77726f'), 0.75);

  const start = 1 - snow;
  const noise = ridge(rng, n, 0.75);
  const cap: string[] = [];
  for (let i = 0; i <= n; i++) cap.push(`${f(x(i))},${f(y(i))}`);
  for (let i = n; i >= 0; i--) {
    const v = heights[i] ?? 0;
    const depthOfSnow = Math.max(0, v - start) * amp * (0.55 + 0.6 * (noise[i] ?? 0));
    cap.push(`${f(x(i))},${f(y(i) + depthOfSnow)}`);
  }
  const snowColor = mix(mix('#ffffff', pal.tint, 0.3), pal.haze, depth * 0.6);
  out += `<path d="M${cap.join(' L')} Z" fill="${dim(snowColor, 0.45 + 0.55 * pal.light)}"/>`;

  // Each summit's far face, down to the next saddle, lies in shadow.
  const shade: string[] = [];
  const step = c.lightFromLeft ? 1 : -1;
  for (let i = 1; i < n; i++) {
    const v = cones[i] ?? 0;
    if (!(v > (cones[i - 1] ?? 0) && v >= (cones[i + 1] ?? 0))) continue;
    let j = i;
    while (j + step > 0 && j + step < n && (cones[j + step] ?? 0) < (cones[j] ?? 0)) j += step;
    if (j === i) continue;
    const pts: string[] = [];
    for (let k = i; k !== j + step; k += step) pts.push(`${f(x(k))},${f(y(k))}`);
    const bx = i + (j - i) * between(rng, 0.2, 0.45);
    const by = y(j) + (base - y(j)) * between(rng, 0.3, 0.7);
    pts.push(`${f(x(bx))},${f(by)}`);
    for (let k = 3; k >= 1; k--) {
      const t = k / 4;
      const jitter = (rng() - 0.5) * Math.abs(x(j) - x(i)) * 0.12;
      pts.push(`${f(x(i + (bx - i) * t) + jitter)},${f(y(i) + (by - y(i)) * t)}`);
    }
    shade.push(`M${pts.join(' L')} Z`);
  }
  const dark = mix(pal.sky[0], '#000000', 0.35);
  const shadeFill = c.gradient([
    [0, dark, 0.5 - depth * 0.2],
    [1, dark, 0.15],
  ]);
  out += `<path d="${shade.join(' ')}" fill="${shadeFill}"/>`;
  return out + mist(c, base, h * 0.05, 0.22);
}

/** Two ranges of alpine peaks above a meadow and a stand of conifers. */
export function peaks(c: Canvas): Terrain {
  const { h, rng, pal } = c;
  let out = snowyPeaks(c, h * 0.6, h * 0.4, 0.6, 1.6, 0.5);
  out += snowyPeaks(c, h * 0.74, h * 0.36, 0.3, 2.6, 0.35);
  const meadow = rolling(rng, 64, 3);
  const green = depthColor(pal, 0.1, '#3f6a32');
  out += layer(c, landPath(c, meadow, h * 0.95, h * 0.14), green);
  const from = rng() < 0.5 ? 0 : 0.7;
  out += `<path d="${treeLine(c, meadow, h * 0.95, h * 0.14, h * 0.12, 0.45, from, from + 0.3)}" fill="${dim(green, 0.55)}"/>`;
  return { backdrop: out, front: '', skyline: h * 0.3 };
}

/** Rolling farmland hills with rows of cypresses. */
export function hills(c: Canvas): Terrain {
  const { h, rng, pal } = c;
  let out = mountainRange(c, 1, h * 0.45, h * 0.6).backdrop;
  const green = rng() < 0.5 ? '#5d8a36' : '#8f9a3a';
  for (let i = 0; i < 4; i++) {
    const depth = 0.75 - i * 0.25;
    const heights = rolling(rng, 96, 3);
    const base = h * (0.62 + i * 0.11);
    const amp = h * between(rng, 0.07, 0.13);
    const tone = depthColor(pal, depth, i % 2 === 0 ? green : mix(green, '#c9a24a', 0.35));
    out += layer(c, landPath(c, heights, base, amp), tone, 0.8);
    if (i >= 2) {
      // A row of cypresses along a farm track, as on Tuscan or Provencal hills.
      const x0 = between(rng, 0.1, 0.7);
      const trees: string[] = [];
      for (let k = 0; k < 7; k++) {
        const x01 = x0 + k * 0.022 * (i === 3 ? 1.4 : 1);
        const ground = yAt(heights, x01, base, amp) + 2;
        const th = h * (i === 3 ? 0.13 : 0.07) * between(rng, 0.8, 1.1);
        trees.push(
          `<ellipse cx="${f(x01 * c.w)}" cy="${f(ground - th / 2)}" rx="${f(th * 0.11)}" ry="${f(th / 2)}"/>`,
        );
      }
      out += `<g fill="${dim(tone, 0.45)}">${trees.join('')}</g>`;
    }
    if (i < 2) out += mist(c, base + h * 0.02, h * 0.04, 0.18);
  }
  return { backdrop: out, front: '', skyline: h * 0.45 };
}
