import { loadSharp } from '../../lib/sharp';
import type { RawImage } from '../../media/image-pipeline';
import type { Terrain } from './land';
import { PALETTES } from './palette';
import { makeRng } from './random';
import { skyLayers } from './sky';
import { Canvas, f } from './svg';
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
  const data = await sharp(Buffer.from(sceneSvg(spec, width, height)))
    .removeAlpha()
    .raw()
    .toBuffer();
  return { data, width, height, channels: 3 };
}

/**
 * Darkened edges, as a lens gives them: black fading in from each side over a little under a
 * quarter of the frame, darkest in the corners where two sides meet. Linear fades cost the SVG
 * renderer next to nothing; a radial gradient over the whole frame cost it more than most of a
 * scene.
 */
function vignette(w: number, h: number): { defs: string; body: string } {
  const reach = 0.225;
  const sides = [
    ['vt', '0 0 0 1', 0, 0, w, h * reach],
    ['vb', '0 1 0 0', 0, h * (1 - reach), w, h * reach],
    ['vl', '0 0 1 0', 0, 0, w * reach, h],
    ['vr', '1 0 0 0', w * (1 - reach), 0, w * reach, h],
  ] as const;
  let defs = '';
  let body = '';
  for (const [id, direction, x, y, width, height] of sides) {
    const [x1, y1, x2, y2] = direction.split(' ');
    defs += `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="#000000" stop-opacity="0.35"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></linearGradient>`;
    body += `<rect x="${f(x)}" y="${f(y)}" width="${f(width)}" height="${f(height)}" fill="url(#${id})"/>`;
  }
  return { defs, body };
}

/** How each landscape is drawn. */
const TERRAIN_DRAWINGS: Record<SceneSpec['terrain'], (c: Canvas, spec: SceneSpec) => Terrain> = {
  mountains: (c) => mountainRange(c, 4, c.h * 0.42, c.h * 0.95),
  peaks,
  hills,
  sea: seaScape,
  coast,
  city,
  desert,
  forest,
  lake,
  canyon,
  ice,
  temple: (c, spec) => temple(c, spec.landmark ?? 'pagoda'),
};

/** The SVG source of a scene. */
export function sceneSvg(spec: SceneSpec, width: number, height: number): string {
  const rng = makeRng(spec.seed);
  const c = new Canvas(width, height, rng, PALETTES[spec.sky]);
  const terrain = TERRAIN_DRAWINGS[spec.terrain](c, spec);
  const sky = skyLayers(c, spec, terrain.skyline);
  const water = terrain.seaAt == null ? '' : sea(c, spec, terrain.seaAt);
  let body = `<g id="above">${sky}${water}${terrain.backdrop}</g>`;
  if (terrain.mirrorAt != null) body += mirror(c, terrain.mirrorAt);
  body += terrain.front;
  const edges = vignette(width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${c.defs.join('')}${edges.defs}</defs>${body}${edges.body}</svg>`;
}
