import sharp from 'sharp';

/** A recipe for one generated landscape poster; the same spec always gives the same image. */
export type SceneSpec = {
  sky: 'dawn' | 'day' | 'golden' | 'dusk' | 'night' | 'overcast';
  terrain:
    | 'mountains'
    | 'peaks'
    | 'hills'
    | 'sea'
    | 'coast'
    | 'city'
    | 'desert'
    | 'forest'
    | 'lake'
    | 'canyon'
    | 'ice'
    | 'temple';
  seed: number;
  /** Draws the sun (the moon at night). */
  sun?: boolean;
  /** Draws stars and the Milky Way; on by default at night. */
  stars?: boolean;
  /** The building a `temple` scene shows; a pagoda unless told otherwise. */
  landmark?: 'pagoda' | 'stupa' | 'dome' | 'prang';
};

type Sky = SceneSpec['sky'];

/** Renders a scene as a JPEG of the given size. */
export async function renderScene(spec: SceneSpec, width = 1600, height = 1067): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(spec, width, height)))
    .jpeg({ quality: 84, mozjpeg: false })
    .toBuffer();
}

interface Palette {
  /** Sky gradient stops from the zenith down to the horizon. */
  sky: [string, string, string, string];
  /** What the farthest terrain fades into. */
  haze: string;
  /** The nearest silhouette. */
  land: string;
  /** How brightly lit coloured materials (sand, rock, snow) appear, 0 to 1. */
  light: number;
  /** The colour of that light. */
  tint: string;
  sun: string;
  glow: string;
  cloud: string;
  cloudOpacity: number;
  water: string;
}

const PALETTES: Record<Sky, Palette> = {
  dawn: {
    sky: ['#1c2a55', '#5a4a8c', '#d98ba0', '#f8c9a0'],
    haze: '#b58eb0',
    land: '#1f1a31',
    light: 0.72,
    tint: '#f6b9a8',
    sun: '#fff1d6',
    glow: '#ffb08a',
    cloud: '#f3a7b5',
    cloudOpacity: 0.55,
    water: '#2a2e5a',
  },
  day: {
    sky: ['#1d5aa6', '#3f86d1', '#8fc0ec', '#dcecf6'],
    haze: '#9fbcd6',
    land: '#1b3128',
    light: 1,
    tint: '#fff6e2',
    sun: '#fffdf2',
    glow: '#fff4cc',
    cloud: '#ffffff',
    cloudOpacity: 0.75,
    water: '#1d4f7a',
  },
  golden: {
    sky: ['#2d4a7c', '#9b7f8e', '#f0a65a', '#ffdc8a'],
    haze: '#d19a6e',
    land: '#271a1c',
    light: 0.9,
    tint: '#ffbe6e',
    sun: '#fff4c4',
    glow: '#ffaa3c',
    cloud: '#ffc37a',
    cloudOpacity: 0.6,
    water: '#3a3450',
  },
  dusk: {
    sky: ['#0e1738', '#432a6b', '#c2466a', '#ff9158'],
    haze: '#7d4670',
    land: '#140e20',
    light: 0.5,
    tint: '#ff8a66',
    sun: '#ffd2a0',
    glow: '#ff5e3a',
    cloud: '#ff7a6a',
    cloudOpacity: 0.55,
    water: '#1d1836',
  },
  night: {
    sky: ['#02040d', '#081231', '#152654', '#2a3d6c'],
    haze: '#263763',
    land: '#04060d',
    light: 0.32,
    tint: '#6f86c4',
    sun: '#f3f1e4',
    glow: '#8fa6dc',
    cloud: '#30406a',
    cloudOpacity: 0.5,
    water: '#050a1c',
  },
  overcast: {
    sky: ['#6f7a86', '#8f99a3', '#b1b8be', '#cfd3d5'],
    haze: '#a4adb4',
    land: '#252d30',
    light: 0.68,
    tint: '#dfe4e8',
    sun: '#f4f4ee',
    glow: '#e6e8e6',
    cloud: '#dfe3e6',
    cloudOpacity: 0.5,
    water: '#3b4a55',
  },
};

type Rng = () => number;

/** mulberry32: tiny, fast and good enough for shapes. */
function makeRng(seed: number): Rng {
  let a = (Math.imul(seed | 0, 0x9e3779b1) ^ 0x5bd1e995) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng();

function rgb(color: string): [number, number, number] {
  const n = parseInt(color.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex([r, g, b]: [number, number, number]): string {
  const c = (v: number) =>
    Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return hex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

function dim(color: string, factor: number): string {
  const [r, g, b] = rgb(color);
  return hex([r * factor, g * factor, b * factor]);
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** Collects SVG defs and body while a scene is built. */
class Canvas {
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

  radial(stops: [number, string, number?][]): string {
    const id = `g${this.next++}`;
    this.defs.push(
      `<radialGradient id="${id}">${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`)
        .join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(content: string): string {
    const id = `c${this.next++}`;
    this.defs.push(`<clipPath id="${id}">${content}</clipPath>`);
    return `url(#${id})`;
  }
}

/** Terrain drawn in front of the sky; `skyline` is roughly where the land meets the sky. */
interface Terrain {
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
function ridge(rng: Rng, n: number, roughness: number): number[] {
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
/** Pointed summits: the highest of several cones, roughened by a fine ridge. */
function summits(
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
function rolling(rng: Rng, n: number, waves: number): number[] {
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
function landPath(c: Canvas, heights: number[], base: number, amp: number, bottom = c.h): string {
  const n = heights.length - 1;
  const pts = heights.map((v, i) => `${f((i / n) * c.w)},${f(base - v * amp)}`).join(' L');
  return `M0,${f(bottom)} L${pts} L${f(c.w)},${f(bottom)} Z`;
}

function yAt(heights: number[], x01: number, base: number, amp: number): number {
  const n = heights.length - 1;
  const i = Math.max(0, Math.min(n, Math.round(x01 * n)));
  return base - (heights[i] ?? 0) * amp;
}

/** Colour of terrain at depth 0 (nearest) to 1 (farthest). */
/** Colour of terrain at depth 0 (nearest) to 1 (farthest). */
function depthColor(pal: Palette, depth: number, material?: string): string {
  const near = material ? mix(dim(material, pal.light), pal.tint, 0.15 * pal.light) : pal.land;
  return mix(near, pal.haze, Math.pow(Math.max(0, depth), 1.2) * 0.8);
}

/** A band of mist lying on the land at `y`. */
/** A band of mist lying on the land at `y`. */
function mist(c: Canvas, y: number, thickness: number, opacity: number): string {
  const fill = c.gradient([
    [0, c.pal.haze, 0],
    [0.65, c.pal.haze, opacity],
    [1, c.pal.haze, 0],
  ]);
  return `<rect x="0" y="${f(y - thickness)}" width="${c.w}" height="${f(thickness * 1.3)}" fill="${fill}"/>`;
}

/** A layer of land with a light top edge fading into darker ground. */
function layer(c: Canvas, d: string, color: string, shade = 0.78): string {
  const fill = c.gradient([
    [0, color],
    [1, dim(color, shade)],
  ]);
  return `<path d="${d}" fill="${fill}"/>`;
}

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
function treeLine(
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

function mountainRange(c: Canvas, layers: number, top: number, bottom: number): Terrain {
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

function snowyPeaks(
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

function peaks(c: Canvas): Terrain {
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

function hills(c: Canvas): Terrain {
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

function forest(c: Canvas): Terrain {
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

function lake(c: Canvas): Terrain {
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

function seaScape(c: Canvas): Terrain {
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

function coast(c: Canvas): Terrain {
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

function city(c: Canvas): Terrain {
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

function desert(c: Canvas): Terrain {
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

function canyon(c: Canvas): Terrain {
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

function ice(c: Canvas): Terrain {
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

/** A ragged line of round tree crowns standing on `ground`. */
function canopy(c: Canvas, ground: number, size: number): string {
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

function temple(c: Canvas, landmark: NonNullable<SceneSpec['landmark']>): Terrain {
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

function terrainFor(c: Canvas, spec: SceneSpec): Terrain {
  switch (spec.terrain) {
    case 'mountains':
      return mountainRange(c, 4, c.h * 0.42, c.h * 0.95);
    case 'peaks':
      return peaks(c);
    case 'hills':
      return hills(c);
    case 'sea':
      return seaScape(c);
    case 'coast':
      return coast(c);
    case 'city':
      return city(c);
    case 'desert':
      return desert(c);
    case 'forest':
      return forest(c);
    case 'lake':
      return lake(c);
    case 'canyon':
      return canyon(c);
    case 'ice':
      return ice(c);
    case 'temple':
      return temple(c, spec.landmark ?? 'pagoda');
  }
}

function skyLayers(c: Canvas, spec: SceneSpec, skyline: number): string {
  const { w, h, rng, pal } = c;
  const sky = c.gradient([
    [0, pal.sky[0]],
    [0.3, pal.sky[1]],
    [0.6, pal.sky[2]],
    [0.8, pal.sky[3]],
    [1, pal.sky[3]],
  ]);
  let out = `<rect width="${w}" height="${h}" fill="${sky}"/>`;

  if (spec.stars ?? spec.sky === 'night') {
    // The Milky Way: a soft band with a denser scatter of faint stars along it.
    const angle = between(rng, 20, 70) * (rng() < 0.5 ? -1 : 1);
    const mx = between(rng, 0.3, 0.7) * w;
    const my = skyline * 0.5;
    const band = c.radial([
      [0, '#d8cdf0', 0.3],
      [0.45, '#9c8fc8', 0.14],
      [1, '#8a7fb8', 0],
    ]);
    out += `<ellipse cx="${f(mx)}" cy="${f(my)}" rx="${f(w * 0.8)}" ry="${f(h * 0.11)}" fill="${band}" transform="rotate(${f(angle)} ${f(mx)} ${f(my)})"/>`;
    const dots: string[] = [];
    const rad = (angle * Math.PI) / 180;
    for (let i = 0; i < 320; i++) {
      let x = rng() * w;
      let y = rng() ** 1.2 * skyline;
      if (i % 3 === 0) {
        const along = between(rng, -0.8, 0.8) * w;
        const across = (rng() + rng() + rng() - 1.5) * h * 0.06;
        x = mx + Math.cos(rad) * along - Math.sin(rad) * across;
        y = my + Math.sin(rad) * along + Math.cos(rad) * across;
        if (y > skyline || y < 0) continue;
      }
      const big = rng() < 0.05;
      const r = c.u(big ? between(rng, 1.6, 2.4) : between(rng, 0.5, 1.2));
      const a = between(rng, 0.3, 1) * (1 - (0.6 * y) / h);
      dots.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill-opacity="${f(a)}"/>`);
    }
    out += `<g fill="#fffaf0">${dots.join('')}</g>`;
  }

  if (spec.sun) {
    const low = spec.sky === 'dawn' || spec.sky === 'golden' || spec.sky === 'dusk';
    const x = c.sunX;
    const y = low ? skyline - h * between(rng, -0.02, 0.06) : h * between(rng, 0.1, 0.2);
    const night = spec.sky === 'night';
    const r = c.u(night ? 26 : low ? 44 : 30);
    const glow = c.radial([
      [0, pal.glow, 0.9],
      [0.2, pal.glow, 0.4],
      [1, pal.glow, 0],
    ]);
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * (low ? 10 : 7))}" fill="${glow}"/>`;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${pal.sun}" fill-opacity="${spec.sky === 'overcast' ? 0.5 : 1}"/>`;
    if (night) {
      // Maria on the moon's face.
      out += `<g fill="#c9c6b8" fill-opacity="0.5"><circle cx="${f(x - r * 0.3)}" cy="${f(y - r * 0.2)}" r="${f(r * 0.28)}"/><circle cx="${f(x + r * 0.25)}" cy="${f(y + r * 0.25)}" r="${f(r * 0.22)}"/><circle cx="${f(x + r * 0.3)}" cy="${f(y - r * 0.35)}" r="${f(r * 0.14)}"/></g>`;
    }
  } else if (spec.sky !== 'night') {
    // Even without a visible sun, the horizon glows where the light comes from.
    const glow = c.radial([
      [0, pal.glow, 0.5],
      [1, pal.glow, 0],
    ]);
    out += `<ellipse cx="${f(c.sunX)}" cy="${f(skyline)}" rx="${f(w * 0.6)}" ry="${f(h * 0.3)}" fill="${glow}"/>`;
  }

  // Clouds are streaks of soft-edged puffs, lit from below near the horizon.
  const overcast = spec.sky === 'overcast';
  const puff = c.radial([
    [0, pal.cloud, 1],
    [0.55, pal.cloud, 0.6],
    [1, pal.cloud, 0],
  ]);
  const clouds: string[] = [];
  const count = overcast ? 6 : spec.sky === 'night' ? 2 : Math.round(between(rng, 1, 6));
  for (let i = 0; i < count; i++) {
    const cy = (overcast ? between(rng, 0, 0.75) : between(rng, 0.05, 0.7)) * skyline;
    const cx = rng() * w;
    const len = c.u(between(rng, 200, 600)) * (overcast ? 1.8 : 1);
    const thick = c.u(between(rng, 14, 36)) * (overcast ? 3 : 1);
    const puffs = Math.round(between(rng, 4, 8));
    for (let k = 0; k < puffs; k++) {
      const px = cx + (k / (puffs - 1) - 0.5) * len;
      const py = cy + between(rng, -0.6, 0.6) * thick;
      const rx = len * between(rng, 0.15, 0.3);
      const ry = thick * between(rng, 0.7, 1.4);
      clouds.push(`<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(rx)}" ry="${f(ry)}"/>`);
    }
  }
  out += `<g fill="${puff}" fill-opacity="${pal.cloudOpacity}">${clouds.join('')}</g>`;
  return out;
}

function sea(c: Canvas, spec: SceneSpec, top: number): string {
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

function mirror(c: Canvas, at: number): string {
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

/** The SVG source of a scene; exported for previews. */
export function sceneSvg(spec: SceneSpec, width: number, height: number): string {
  const rng = makeRng(spec.seed);
  const c = new Canvas(width, height, rng, PALETTES[spec.sky]);
  const terrain = terrainFor(c, spec);
  const sky = skyLayers(c, spec, terrain.skyline);
  const water = terrain.seaAt == null ? '' : sea(c, spec, terrain.seaAt);
  let body = `<g id="above">${sky}${water}${terrain.backdrop}</g>`;
  if (terrain.mirrorAt != null) body += mirror(c, terrain.mirrorAt);
  body += terrain.front;
  const vignette = c.radial([
    [0.55, '#000000', 0],
    [1, '#000000', 0.35],
  ]);
  body += `<rect width="${width}" height="${height}" fill="${vignette}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${c.defs.join('')}</defs>${body}</svg>`;
}
