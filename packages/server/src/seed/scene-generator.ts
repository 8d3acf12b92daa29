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
    light: 0.2,
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
  const c = (v: number) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0');
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

  constructor(
    readonly w: number,
    readonly h: number,
    readonly rng: Rng,
    readonly pal: Palette,
  ) {}

  /** Scales a length designed for a 1600 px wide image. */
  u(n: number): number {
    return (n * this.w) / 1600;
  }

  gradient(stops: [number, string, number?][], vertical = true): string {
    const id = `g${this.next++}`;
    const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
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
function summits(rng: Rng, n: number, count: number, steepness: number): number[] {
  const cones = Array.from({ length: count }, () => ({
    at: between(rng, -0.1, 1.1),
    top: between(rng, 0.45, 1),
    slope: steepness * between(rng, 0.7, 1.4),
  }));
  const detail = ridge(rng, n, 0.55);
  return detail.map((d, i) => {
    const x = i / n;
    const cone = Math.max(...cones.map((c) => c.top - Math.abs(x - c.at) * c.slope));
    return Math.max(0, cone) * 0.88 + d * 0.12;
  });
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
function depthColor(pal: Palette, depth: number, material?: string): string {
  const near = material ? mix(dim(material, pal.light), pal.tint, 0.18 * pal.light) : pal.land;
  return mix(near, pal.haze, Math.pow(depth, 0.9) * 0.85);
}

/** A band of mist lying on the land at `y`. */
function mist(c: Canvas, y: number, thickness: number, opacity: number): string {
  const fill = c.gradient([
    [0, c.pal.haze, 0],
    [0.6, c.pal.haze, opacity],
    [1, c.pal.haze, 0],
  ]);
  return `<rect x="0" y="${f(y - thickness)}" width="${c.w}" height="${f(thickness * 1.4)}" fill="${fill}"/>`;
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
    const amp = h * (0.22 - 0.06 * (1 - depth)) * between(rng, 0.8, 1.15);
    const heights = ridge(rng, 128, between(rng, 0.5, 0.62));
    out += layer(c, landPath(c, heights, base, amp), depthColor(pal, depth * 0.9));
    if (i < layers - 1) out += mist(c, base + h * 0.02, h * 0.08, 0.35 + 0.2 * depth);
  }
  return { backdrop: out, front: '', skyline: top - h * 0.1 };
}

function snowyPeaks(c: Canvas, base: number, amp: number, depth: number, steepness: number): string {
  const { pal, rng, h } = c;
  const heights = summits(rng, 256, Math.round(between(rng, 3, 6)), steepness);
  const d = landPath(c, heights, base, amp);
  const rock = depthColor(pal, depth, '#6b6a70');
  const snowLine = base - amp * between(rng, 0.55, 0.7);
  const edge = ridge(rng, 64, 0.7)
    .map((v, i) => `${f((i / 64) * c.w)},${f(snowLine + (v - 0.5) * h * 0.07)}`)
    .join(' L');
  const clip = c.clip(`<path d="M0,0 L${f(c.w)},0 L${f(c.w)},${f(snowLine)} L${edge} Z"/>`);
  const snow = mix(mix('#ffffff', pal.tint, 0.35), pal.haze, depth * 0.5);
  // The shaded half of each face keeps the peaks from reading as flat cut-outs.
  const side = c.gradient(
    [
      [0, dim(snow, pal.light), 1],
      [1, dim(snow, 0.72 * pal.light + 0.1), 1],
    ],
    false,
  );
  return (
    layer(c, d, rock, 0.7) +
    `<path d="${d}" fill="${side}" clip-path="${clip}"/>` +
    mist(c, base, h * 0.06, 0.3)
  );
}

function peaks(c: Canvas): Terrain {
  const { h, rng, pal } = c;
  let out = snowyPeaks(c, h * 0.58, h * 0.36, 0.55, 1.6);
  out += snowyPeaks(c, h * 0.7, h * 0.32, 0.25, 2.4);
  const meadow = rolling(rng, 64, 3);
  out += layer(c, landPath(c, meadow, h * 0.93, h * 0.14), depthColor(pal, 0.05, '#2f4a2a'));
  out += `<path d="${treeLine(c, meadow, h * 0.93, h * 0.14, h * 0.1, 0.5, 0, between(rng, 0.15, 0.35))}" fill="${pal.land}"/>`;
  return { backdrop: out, front: '', skyline: h * 0.3 };
}

function hills(c: Canvas): Terrain {
  const { h, rng, pal } = c;
  let out = '';
  const green = rng() < 0.5 ? '#5f7d3a' : '#7a8a3c';
  for (let i = 0; i < 4; i++) {
    const depth = 1 - i / 3;
    const heights = rolling(rng, 96, 3);
    const base = h * (0.6 + i * 0.1);
    const amp = h * between(rng, 0.08, 0.14);
    out += layer(c, landPath(c, heights, base, amp), depthColor(pal, depth * 0.8, green), 0.85);
    if (i === 2 || i === 3) {
      // Rows of cypresses along a farm track, as on Tuscan or Provencal hills.
      const x0 = between(rng, 0.1, 0.7);
      const trees: string[] = [];
      for (let k = 0; k < 7; k++) {
        const x01 = x0 + k * 0.025 * (i === 3 ? 1.3 : 1);
        const ground = yAt(heights, x01, base, amp) + 2;
        const th = h * (i === 3 ? 0.11 : 0.06) * between(rng, 0.8, 1.1);
        trees.push(
          `<ellipse cx="${f(x01 * c.w)}" cy="${f(ground - th / 2)}" rx="${f(th * 0.12)}" ry="${f(th / 2)}"/>`,
        );
      }
      out += `<g fill="${depthColor(pal, depth * 0.5)}">${trees.join('')}</g>`;
    }
    if (i < 3) out += mist(c, base + h * 0.02, h * 0.05, 0.25);
  }
  return { backdrop: out, front: '', skyline: h * 0.5 };
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
  const back = rng() < 0.5 ? snowyPeaks(c, water - h * 0.06, h * 0.34, 0.5, 1.8) : '';
  const range = mountainRange(c, 2, water - h * 0.2, water).backdrop;
  const shore = ridge(rng, 64, 0.5);
  const shoreColor = depthColor(pal, 0.15, '#2e4630');
  const side = rng() < 0.5 ? [0, 0.3] : [0.7, 1];
  const trees = treeLine(c, shore, water + 2, h * 0.02, h * 0.09, 1.2, side[0], side[1]);
  const bank = `<path d="M0,${f(water + 3)} L${f(w)},${f(water + 3)} L${f(w)},${f(water - 1)} L0,${f(water - 1)} Z" fill="${shoreColor}"/>`;
  return {
    backdrop: back + range + bank + `<path d="${trees}" fill="${shoreColor}"/>`,
    front: foregroundRocks(c, pal),
    skyline: water - h * 0.3,
    mirrorAt: water + 3,
  };
}

function foregroundRocks(c: Canvas, pal: Palette): string {
  const { rng, h, w } = c;
  const parts: string[] = [];
  for (let i = 0; i < 3; i++) {
    const cx = between(rng, 0, w);
    const cy = h * between(rng, 0.95, 1.02);
    const r = h * between(rng, 0.04, 0.09);
    parts.push(
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 1.8)}" ry="${f(r)}" />`,
    );
  }
  return `<g fill="${dim(pal.land, 0.9)}">${parts.join('')}</g>`;
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
      .map((v, i) => `${f((x0 + (len * i) / 32) * w)},${f(horizon - Math.sin((i / 32) * Math.PI) * v * h * 0.05)}`)
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
  const horizon = h * between(rng, 0.5, 0.58);
  const left = rng() < 0.5;
  const reach = between(rng, 0.35, 0.55);
  const rock = '#8a6f55';
  const top = ridge(rng, 64, 0.55);
  // The headland runs from the frame edge out to sea, falling toward its tip.
  const pts = top.map((v, i) => {
    const t = i / 64;
    const x = (left ? t * reach : 1 - t * reach) * w;
    const y = horizon - h * (0.28 - 0.18 * t) + v * h * 0.05;
    return `${f(x)},${f(y)}`;
  });
  const tipX = (left ? reach : 1 - reach) * w;
  const edgeX = left ? 0 : w;
  const cliff = `M${f(edgeX)},${f(h)} L${pts.join(' L')} L${f(tipX)},${f(h * 0.82)} L${f(edgeX)},${f(h)} Z`;
  let front = layer(c, cliff, depthColor(pal, 0.2, rock), 0.5);
  // Sea stacks shrink with distance, as along the Great Ocean Road or the Algarve.
  const stacks: string[] = [];
  const count = Math.round(between(rng, 2, 5));
  for (let i = 0; i < count; i++) {
    const near = i / count;
    const x = left ? between(rng, reach + 0.05, 0.95) : between(rng, 0.05, 1 - reach - 0.05);
    const baseY = horizon + h * (0.02 + near * 0.2);
    const sh = h * (0.06 + near * 0.22) * between(rng, 0.7, 1.2);
    const sw = sh * between(rng, 0.35, 0.6);
    const cx = x * w;
    const color = depthColor(pal, 0.6 - near * 0.5, rock);
    stacks.push(
      `<path d="M${f(cx - sw * 0.6)},${f(baseY)} L${f(cx - sw * 0.45)},${f(baseY - sh * 0.8)} L${f(cx - sw * 0.25)},${f(baseY - sh)} L${f(cx + sw * 0.3)},${f(baseY - sh * 0.95)} L${f(cx + sw * 0.5)},${f(baseY - sh * 0.7)} L${f(cx + sw * 0.6)},${f(baseY)} Z" fill="${color}"/>` +
        `<ellipse cx="${f(cx)}" cy="${f(baseY)}" rx="${f(sw * 0.75)}" ry="${f(sh * 0.03 + 1)}" fill="#ffffff" opacity="0.55"/>`,
    );
  }
  return { backdrop: stacks.join(''), front, skyline: horizon - h * 0.2, seaAt: horizon };
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
    for (let x = -c.u(20); x < w; ) {
      const bw = c.u(between(rng, 28, 80)) * (row === 0 ? 0.8 : 1);
      const centre = 1 - Math.min(1, Math.abs((x + bw / 2) / w - downtown) * 2.4);
      const bh = h * (0.05 + 0.1 * rng() + 0.28 * centre * rng() ** 0.7) * (row === 0 ? 1.15 : 0.85);
      const top = waterline - bh;
      const kind = rng();
      if (kind < 0.12 && bh > h * 0.15) {
        shapes.push(`M${f(x)},${f(waterline)} V${f(top)} H${f(x + bw * 0.5)} L${f(x + bw * 0.5)},${f(top - bh * 0.25)} L${f(x + bw * 0.55)},${f(top)} H${f(x + bw)} V${f(waterline)} Z`);
      } else if (kind < 0.3) {
        shapes.push(`M${f(x)},${f(waterline)} V${f(top + bh * 0.12)} H${f(x + bw * 0.15)} V${f(top)} H${f(x + bw * 0.85)} V${f(top + bh * 0.12)} H${f(x + bw)} V${f(waterline)} Z`);
      } else if (kind < 0.38) {
        shapes.push(`M${f(x)},${f(waterline)} V${f(top + bw * 0.5)} A${f(bw / 2)},${f(bw / 2)} 0 0 1 ${f(x + bw)},${f(top + bw * 0.5)} V${f(waterline)} Z`);
      } else {
        shapes.push(`M${f(x)},${f(waterline)} V${f(top)} H${f(x + bw)} V${f(waterline)} Z`);
        if (kind > 0.9) shapes.push(`M${f(x + bw * 0.48)},${f(top)} V${f(top - bh * 0.2)} H${f(x + bw * 0.52)} V${f(top)} Z`);
      }
      if (row === 1 && (night || pal.light < 0.8)) {
        const lit = night ? 0.35 : 0.12;
        for (let wy = top + c.u(10); wy < waterline - c.u(8); wy += c.u(11)) {
          for (let wx = x + c.u(6); wx < x + bw - c.u(8); wx += c.u(9)) {
            if (rng() < lit) windows.push(`M${f(wx)},${f(wy)} h${f(c.u(4))} v${f(c.u(5))} h${f(-c.u(4))} Z`);
          }
        }
      }
      x += bw + c.u(between(rng, 0, 6));
    }
    out += `<path d="${shapes.join(' ')}" fill="${color}"/>`;
    if (windows.length > 0) out += `<path d="${windows.join(' ')}" fill="#ffd98a" opacity="0.9"/>`;
    if (row === 0) out += mist(c, waterline, h * 0.12, 0.3);
  }
  out += `<rect x="0" y="${f(waterline - 1)}" width="${w}" height="${f(c.u(4))}" fill="${pal.land}"/>`;
  return { backdrop: out, front: '', skyline: waterline - h * 0.3, mirrorAt: waterline + c.u(3) };
}

function desert(c: Canvas): Terrain {
  const { h, w, rng, pal } = c;
  const sand = rng() < 0.5 ? '#d4763b' : '#dba35c';
  let out = '';
  for (let i = 0; i < 4; i++) {
    const depth = 1 - i / 3;
    const base = h * (0.6 + i * 0.11);
    const amp = h * (0.1 + i * 0.05);
    const crestX = between(rng, 0.15, 0.85);
    const lit = depthColor(pal, depth * 0.75, sand);
    const shadow = mix(dim(lit, 0.55), pal.sky[1], 0.25);
    // A dune is a sharp crest with a lit windward slope and a shaded lee side.
    const heights = Array.from({ length: 65 }, (_, k) => {
      const x = k / 64;
      const d = x - crestX;
      return Math.max(0, 1 - (d < 0 ? -d / between(rng, 0.45, 0.47) : d / 0.3) ** 1.6);
    });
    const d = landPath(c, heights, base, amp);
    out += `<path d="${d}" fill="${lit}"/>`;
    const cx = crestX * w;
    const cy = base - amp;
    out += `<path d="M${f(cx)},${f(cy)} Q${f(cx + w * 0.08)},${f(base - amp * 0.3)} ${f(cx + w * 0.05)},${f(base + h * 0.02)} L${f(cx + w * 0.32)},${f(base + h * 0.02)} L${f(cx + w * 0.3)},${f(base)} Z" fill="${shadow}" clip-path="${c.clip(`<path d="${d}"/>`)}"/>`;
  }
  if (rng() < 0.5) {
    // Dead camelthorn trees on a white clay pan, as at Deadvlei.
    const pan = `<path d="M0,${f(h * 0.9)} Q${f(w / 2)},${f(h * 0.86)} ${f(w)},${f(h * 0.9)} L${f(w)},${f(h)} L0,${f(h)} Z" fill="${depthColor(pal, 0.1, '#d9cfc0')}"/>`;
    out += pan + deadTree(c, between(rng, 0.2, 0.8) * w, h * 0.93, h * 0.25);
  }
  return { backdrop: out, front: '', skyline: h * 0.45 };
}

function deadTree(c: Canvas, x: number, ground: number, size: number): string {
  const { rng, pal } = c;
  const lines: string[] = [];
  const grow = (x0: number, y0: number, angle: number, len: number, depth: number) => {
    const x1 = x0 + Math.cos(angle) * len;
    const y1 = y0 - Math.sin(angle) * len;
    lines.push(`<line x1="${f(x0)}" y1="${f(y0)}" x2="${f(x1)}" y2="${f(y1)}" stroke-width="${f(Math.max(1, depth * size * 0.012))}"/>`);
    if (depth <= 1) return;
    const spread = between(rng, 0.3, 0.7);
    grow(x1, y1, angle + spread, len * between(rng, 0.6, 0.8), depth - 1);
    grow(x1, y1, angle - spread, len * between(rng, 0.6, 0.8), depth - 1);
  };
  grow(x, ground, Math.PI / 2 + between(rng, -0.15, 0.15), size * 0.35, 5);
  return `<g stroke="${dim(pal.land, 0.6)}" stroke-linecap="round">${lines.join('')}</g>`;
}

function canyon(c: Canvas): Terrain {
  const { h, w, rng, pal } = c;
  const rock = rng() < 0.5 ? '#b4532e' : '#c0703a';
  let out = '';
  // Buttes on the far plain, as in Monument Valley or from a canyon rim.
  const plain = h * 0.6;
  const buttes: string[] = [];
  for (let i = 0; i < 4; i++) {
    const x = between(rng, 0.05, 0.9) * w;
    const bw = c.u(between(rng, 60, 220));
    const bh = h * between(rng, 0.06, 0.16);
    buttes.push(
      `M${f(x - bw * 0.3)},${f(plain)} L${f(x)},${f(plain - bh * 0.6)} L${f(x + bw * 0.05)},${f(plain - bh)} L${f(x + bw * 0.95)},${f(plain - bh)} L${f(x + bw)},${f(plain - bh * 0.6)} L${f(x + bw * 1.3)},${f(plain)} Z`,
    );
  }
  out += `<path d="${buttes.join(' ')}" fill="${depthColor(pal, 0.7, rock)}"/>`;
  out += `<rect x="0" y="${f(plain - 1)}" width="${w}" height="${f(h - plain)}" fill="${depthColor(pal, 0.6, rock)}"/>`;
  out += mist(c, plain, h * 0.05, 0.3);
  // Walls on both sides, striped with strata, stepping down into the gorge.
  for (const side of [0, 1]) {
    const lit = side === 0 ? 1 : 0.7;
    const color = dim(depthColor(pal, 0.15, rock), lit);
    const stops: [number, string][] = [];
    for (let s = 0; s <= 10; s++) {
      stops.push([s / 10, s % 2 === 0 ? color : mix(color, '#f0c090', 0.15)]);
    }
    const strata = c.gradient(stops);
    const rim = h * between(rng, 0.4, 0.5);
    const reach = between(rng, 0.3, 0.42);
    const steps: string[] = [];
    let x = 0;
    let y = rim;
    for (let k = 0; k < 4; k++) {
      const dx = reach * (0.35 + 0.25 * rng()) * (k === 0 ? 1 : 0.6);
      x += dx;
      steps.push(`${f(side === 0 ? x * w : (1 - x) * w)},${f(y)}`);
      y += h * between(rng, 0.06, 0.12);
      steps.push(`${f(side === 0 ? (x + 0.02) * w : (1 - x - 0.02) * w)},${f(y)}`);
    }
    const edge = side === 0 ? 0 : w;
    const bottomX = side === 0 ? (x + 0.05) * w : (1 - x - 0.05) * w;
    out += `<path d="M${f(edge)},${f(h)} L${f(edge)},${f(rim)} L${steps.join(' L')} L${f(bottomX)},${f(h)} Z" fill="${strata}"/>`;
  }
  const riverX = w * between(rng, 0.45, 0.55);
  out += `<path d="M${f(riverX - c.u(8))},${f(h * 0.78)} Q${f(riverX + c.u(60))},${f(h * 0.9)} ${f(riverX - c.u(40))},${f(h)} L${f(riverX + c.u(90))},${f(h)} Q${f(riverX + c.u(100))},${f(h * 0.88)} ${f(riverX + c.u(8))},${f(h * 0.78)} Z" fill="${mix(pal.sky[2], '#3f7f6a', 0.5)}" opacity="0.9"/>`;
  return { backdrop: out, front: '', skyline: h * 0.45 };
}

function ice(c: Canvas): Terrain {
  const { h, w, rng, pal } = c;
  const horizon = h * between(rng, 0.55, 0.6);
  const snow = mix('#f4f8ff', pal.tint, 0.2);
  let back = snowyPeaks(c, horizon, h * 0.26, 0.55, 1.2);
  back += `<rect x="0" y="${f(horizon - 2)}" width="${w}" height="${f(c.u(5))}" fill="${depthColor(pal, 0.5, snow)}"/>`;
  let front = '';
  // Floes get larger and lower in the frame as they come closer.
  for (let i = 0; i < 26; i++) {
    const t = (i + rng()) / 26;
    const y = horizon + (h - horizon) * t * t + c.u(4);
    const fw = c.u(30 + 260 * t * t) * between(rng, 0.5, 1.3);
    const fh = fw * between(rng, 0.08, 0.14);
    const x = between(rng, -0.1, 1) * w;
    const top = depthColor(pal, 0.4 * (1 - t), snow);
    front += `<path d="M${f(x)},${f(y)} L${f(x + fw * 0.2)},${f(y - fh)} L${f(x + fw * 0.85)},${f(y - fh * 0.8)} L${f(x + fw)},${f(y)} Z" fill="${top}"/>`;
    front += `<path d="M${f(x)},${f(y)} L${f(x + fw)},${f(y)} L${f(x + fw * 0.95)},${f(y + fh * 0.6)} L${f(x + fw * 0.05)},${f(y + fh * 0.5)} Z" fill="${mix(top, '#5fa8d8', 0.45)}"/>`;
  }
  const bergX = between(rng, 0.15, 0.7) * w;
  const bergY = horizon + h * 0.12;
  const bh = h * 0.14;
  const bw = c.u(240);
  back += `<path d="M${f(bergX)},${f(bergY)} L${f(bergX + bw * 0.15)},${f(bergY - bh * 0.7)} L${f(bergX + bw * 0.4)},${f(bergY - bh)} L${f(bergX + bw * 0.55)},${f(bergY - bh * 0.65)} L${f(bergX + bw * 0.8)},${f(bergY - bh * 0.75)} L${f(bergX + bw)},${f(bergY)} Z" fill="${depthColor(pal, 0.25, snow)}"/>`;
  back += `<path d="M${f(bergX + bw * 0.4)},${f(bergY - bh)} L${f(bergX + bw * 0.55)},${f(bergY - bh * 0.65)} L${f(bergX + bw * 0.8)},${f(bergY - bh * 0.75)} L${f(bergX + bw)},${f(bergY)} L${f(bergX + bw * 0.45)},${f(bergY)} Z" fill="${mix(depthColor(pal, 0.25, snow), '#4f8fc8', 0.35)}"/>`;
  return { backdrop: back, front, skyline: horizon - h * 0.2, mirrorAt: horizon + 3 };
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
  parts.push(`M${f(cx - size * 0.01)},${f(y)} V${f(y - size * 0.14)} H${f(cx + size * 0.01)} V${f(y)} Z`);
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

function domedTomb(cx: number, ground: number, size: number): string {
  const r = size * 0.2;
  const base = `M${f(cx - size * 0.45)},${f(ground)} V${f(ground - size * 0.38)} H${f(cx + size * 0.45)} V${f(ground)} Z`;
  const drum = `M${f(cx - r)},${f(ground - size * 0.38)} V${f(ground - size * 0.48)} H${f(cx + r)} V${f(ground - size * 0.38)} Z`;
  const dome = `M${f(cx - r)},${f(ground - size * 0.48)} C${f(cx - r * 1.35)},${f(ground - size * 0.72)} ${f(cx - r * 0.3)},${f(ground - size * 0.82)} ${f(cx)},${f(ground - size * 0.95)} C${f(cx + r * 0.3)},${f(ground - size * 0.82)} ${f(cx + r * 1.35)},${f(ground - size * 0.72)} ${f(cx + r)},${f(ground - size * 0.48)} Z`;
  const minarets = [-0.62, 0.62]
    .map(
      (k) =>
        `M${f(cx + k * size - size * 0.018)},${f(ground)} V${f(ground - size * 0.72)} H${f(cx + k * size + size * 0.018)} V${f(ground)} Z M${f(cx + k * size - size * 0.03)},${f(ground - size * 0.72)} Q${f(cx + k * size)},${f(ground - size * 0.82)} ${f(cx + k * size + size * 0.03)},${f(ground - size * 0.72)} Z`,
    )
    .join(' ');
  return `${base} ${drum} ${dome} ${minarets}`;
}

function temple(c: Canvas, landmark: NonNullable<SceneSpec['landmark']>): Terrain {
  const { h, w, rng, pal } = c;
  const ground = h * 0.72;
  let out = mountainRange(c, 2, h * 0.45, ground).backdrop;
  const near = depthColor(pal, 0.12);
  if (landmark === 'stupa') {
    // A plain of many stupas fading into morning haze, as at Bagan.
    for (let row = 0; row < 3; row++) {
      const depth = 0.8 - row * 0.35;
      const y = ground + row * h * 0.09;
      const shapes: string[] = [];
      const count = 3 + row;
      for (let i = 0; i < count; i++) {
        shapes.push(stupa(between(rng, 0.05, 0.95) * w, y, h * (0.08 + row * 0.09) * between(rng, 0.7, 1.2)));
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
    const shapes =
      landmark === 'dome'
        ? domedTomb(w / 2, ground, h * 0.5)
        : [prang(w / 2, ground, h * 0.34), prang(w / 2 - h * 0.16, ground, h * 0.24), prang(w / 2 + h * 0.16, ground, h * 0.24), prang(w / 2 - h * 0.3, ground, h * 0.18), prang(w / 2 + h * 0.3, ground, h * 0.18)].join(' ');
    const trees = rolling(rng, 64, 3);
    out += `<path d="${landPath(c, trees, ground + 2, h * 0.04)}" fill="${near}"/>`;
    out += `<path d="${shapes}" fill="${landmark === 'dome' ? depthColor(pal, 0.25, '#e8e2d8') : near}"/>`;
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
    [0.35, pal.sky[1]],
    [0.62, pal.sky[2]],
    [0.8, pal.sky[3]],
    [1, pal.sky[3]],
  ]);
  let out = `<rect width="${w}" height="${h}" fill="${sky}"/>`;

  if (spec.stars ?? spec.sky === 'night') {
    const angle = between(rng, -35, 35);
    const band = c.radial([
      [0, '#c9b8e8', 0.28],
      [0.5, '#8a7fb8', 0.12],
      [1, '#8a7fb8', 0],
    ]);
    const mx = between(rng, 0.3, 0.7) * w;
    out += `<ellipse cx="${f(mx)}" cy="${f(h * 0.3)}" rx="${f(w * 0.75)}" ry="${f(h * 0.12)}" fill="${band}" transform="rotate(${f(angle - 60)} ${f(mx)} ${f(h * 0.3)})"/>`;
    const dots: string[] = [];
    for (let i = 0; i < 260; i++) {
      const x = rng() * w;
      const y = rng() ** 1.3 * skyline;
      const r = c.u(rng() < 0.93 ? between(rng, 0.5, 1.3) : between(rng, 1.5, 2.4));
      dots.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" opacity="${f(between(rng, 0.35, 1) * (1 - y / h))}"/>`,
      );
    }
    out += `<g fill="#fffaf0">${dots.join('')}</g>`;
  }

  if (spec.sun) {
    const low = spec.sky === 'dawn' || spec.sky === 'golden' || spec.sky === 'dusk';
    const x = between(rng, 0.2, 0.8) * w;
    const y = low ? skyline - h * between(rng, 0, 0.08) : h * between(rng, 0.1, 0.22);
    const r = c.u(spec.sky === 'night' ? 34 : low ? 46 : 32);
    const glow = c.radial([
      [0, pal.glow, 0.85],
      [0.25, pal.glow, 0.35],
      [1, pal.glow, 0],
    ]);
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * (low ? 9 : 6))}" fill="${glow}"/>`;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${pal.sun}" opacity="${spec.sky === 'overcast' ? 0.55 : 1}"/>`;
    if (spec.sky === 'night') {
      out += `<circle cx="${f(x + r * 0.45)}" cy="${f(y - r * 0.15)}" r="${f(r * 0.9)}" fill="${pal.sky[1]}" opacity="0.9"/>`;
    }
  } else if (spec.sky !== 'night') {
    // Even without a visible sun, the horizon glows where the light comes from.
    const glow = c.radial([
      [0, pal.glow, 0.45],
      [1, pal.glow, 0],
    ]);
    out += `<ellipse cx="${f(between(rng, 0.2, 0.8) * w)}" cy="${f(skyline)}" rx="${f(w * 0.6)}" ry="${f(h * 0.3)}" fill="${glow}"/>`;
  }

  const clouds: string[] = [];
  const count = spec.sky === 'overcast' ? 14 : spec.sky === 'night' ? 2 : Math.round(between(rng, 2, 8));
  for (let i = 0; i < count; i++) {
    const cy = between(rng, 0.05, 0.85) * skyline;
    const cx = rng() * w;
    const len = c.u(between(rng, 160, 520));
    const thick = c.u(between(rng, 8, 26)) * (spec.sky === 'overcast' ? 2.5 : 1);
    for (let k = 0; k < 4; k++) {
      clouds.push(
        `<ellipse cx="${f(cx + (k - 1.5) * len * 0.28)}" cy="${f(cy + between(rng, -1, 1) * thick * 0.6)}" rx="${f(len * between(rng, 0.25, 0.45))}" ry="${f(thick * between(rng, 0.6, 1.2))}"/>`,
      );
    }
  }
  const cloudFill = spec.sky === 'overcast' ? mix(pal.cloud, pal.sky[0], 0.25) : pal.cloud;
  out += `<g fill="${cloudFill}" opacity="${pal.cloudOpacity}">${clouds.join('')}</g>`;
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
    const sx = w * between(rng, 0.35, 0.65);
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
