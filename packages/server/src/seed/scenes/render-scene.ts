import { loadSharp } from '../../lib/sharp';
import type { RawImage } from '../../media/image-pipeline';
import type { Terrain } from './land';
import { PALETTES } from './palette';
import { makeRng } from './random';
import { skyLayers } from './sky';
import { Canvas } from './svg';
import { city, temple } from './terrain-built';
import { canyon, desert } from './terrain-dry';
import { forest } from './terrain-forest';
import { hills, mountainRange, peaks } from './terrain-mountains';
import { coast, ice, lake, seaScape } from './terrain-water';
import { mirror, sea } from './water-surface';

/** The skies a scene can have. */
export const SKIES = ['dawn', 'day', 'golden', 'dusk', 'night', 'overcast'] as const;

/** The landscapes a scene can show. */
export const TERRAINS = [
  'mountains',
  'peaks',
  'hills',
  'sea',
  'coast',
  'city',
  'desert',
  'forest',
  'lake',
  'canyon',
  'ice',
  'temple',
] as const;

/** The buildings a `temple` scene can show. */
export const LANDMARKS = ['pagoda', 'stupa', 'dome', 'prang'] as const;

/** A recipe for one generated landscape poster; the same spec always gives the same image. */
export type SceneSpec = {
  sky: (typeof SKIES)[number];
  terrain: (typeof TERRAINS)[number];
  seed: number;
  /** Draws the sun (the moon at night). */
  sun?: boolean;
  /** Draws stars and the Milky Way; on by default at night. */
  stars?: boolean;
  /** The building a `temple` scene shows; a pagoda unless told otherwise. */
  landmark?: (typeof LANDMARKS)[number];
};

/** Renders a scene as a JPEG of the given size. */
export async function renderScene(spec: SceneSpec, width = 1600, height = 1067): Promise<Buffer> {
  const { data, ...raw } = await renderScenePixels(spec, width, height);
  const sharp = await loadSharp();
  return sharp(data, { raw }).jpeg({ quality: 84, mozjpeg: false }).toBuffer();
}

/** Renders a scene's pixels (RGB) at the given size, as the photo pipeline takes them. */
export async function renderScenePixels(
  spec: SceneSpec,
  width = 1600,
  height = 1067,
): Promise<RawImage> {
  const sharp = await loadSharp();
  const [data, keep] = await Promise.all([
    sharp(Buffer.from(sceneSvg(spec, width, height)))
      .removeAlpha()
      .raw()
      .toBuffer(),
    vignetteKeep(width, height),
  ]);
  // The vignette is black laid over the scene: each pixel keeps (255 - its alpha) / 255. The
  // middle, where it keeps everything, is left as it is.
  for (let pixel = 0, byte = 0; pixel < keep.length; pixel++, byte += 3) {
    const factor = keep[pixel]!;
    if (factor === 255) continue;
    data[byte] = keptPart(data[byte]!, factor);
    data[byte + 1] = keptPart(data[byte + 1]!, factor);
    data[byte + 2] = keptPart(data[byte + 2]!, factor);
  }
  return { data, width, height, channels: 3 };
}

/**
 * (value × factor + 127) / 255 rounded down, for bytes, in integer steps: exact for every
 * value and factor (the division in floating point took most of a photo's time in JavaScript).
 */
function keptPart(value: number, factor: number): number {
  const scaled = value * factor + 127;
  return (scaled + 1 + (scaled >> 8)) >> 8;
}

/**
 * How much of each pixel the vignette (darkened corners) keeps, 0 to 255, rendered once per
 * size: a radial gradient over the whole frame costs the SVG renderer more than most of a
 * scene, and it is the same for every scene.
 */
const vignettes = new Map<string, Promise<Uint8Array>>();

async function vignetteKeep(width: number, height: number): Promise<Uint8Array> {
  const key = `${width}x${height}`;
  let layer = vignettes.get(key);
  if (!layer) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><radialGradient id="vignette"><stop offset="0.55" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#vignette)"/></svg>`;
    const sharp = await loadSharp();
    layer = sharp(Buffer.from(svg))
      .ensureAlpha()
      .extractChannel('alpha')
      .negate()
      .raw()
      .toBuffer()
      .then((alpha) => new Uint8Array(alpha));
    vignettes.set(key, layer);
  }
  return layer;
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

/** The SVG source of a scene, without the vignette that {@link renderScenePixels} lays over it. */
export function sceneSvg(spec: SceneSpec, width: number, height: number): string {
  const rng = makeRng(spec.seed);
  const c = new Canvas(width, height, rng, PALETTES[spec.sky]);
  const terrain = terrainFor(c, spec);
  const sky = skyLayers(c, spec, terrain.skyline);
  const water = terrain.seaAt == null ? '' : sea(c, spec, terrain.seaAt);
  let body = `<g id="above">${sky}${water}${terrain.backdrop}</g>`;
  if (terrain.mirrorAt != null) body += mirror(c, terrain.mirrorAt);
  body += terrain.front;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${c.defs.join('')}</defs>${body}</svg>`;
}
