import type { SceneSpec } from './render-scene';

type Sky = SceneSpec['sky'];

/** The colours of one kind of light, from the zenith down to the nearest land. */
export interface Palette {
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

/** The palette of each sky. */
export const PALETTES: Record<Sky, Palette> = {
  dawn: {
    sky: ['#27336a', '#7a5896', '#ee9a86', '#ffcf96'],
    haze: '#c493a6',
    land: '#1f1a31',
    light: 0.72,
    tint: '#f6b9a8',
    sun: '#ffd98c',
    glow: '#ff9650',
    cloud: '#f6a98e',
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

/** Blends colour `a` toward `b` by `t` (0 to 1). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return hex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

/** Darkens a colour by scaling its channels by `factor`. */
export function dim(color: string, factor: number): string {
  const [r, g, b] = rgb(color);
  return hex([r * factor, g * factor, b * factor]);
}

/** Colour of terrain at depth 0 (nearest) to 1 (farthest). */
export function depthColor(pal: Palette, depth: number, material?: string): string {
  const near = material ? mix(dim(material, pal.light), pal.tint, 0.15 * pal.light) : pal.land;
  return mix(near, pal.haze, Math.pow(Math.max(0, depth), 1.2) * 0.8);
}
