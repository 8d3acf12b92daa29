import sharp from 'sharp';
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
  return sharp(Buffer.from(sceneSvg(spec, width, height)))
    .jpeg({ quality: 84, mozjpeg: false })
    .toBuffer();
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
