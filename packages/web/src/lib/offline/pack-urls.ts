import { lngLatToTile, tileUrl, type ImageUrls } from '@vantage/shared';
import { renditionWidths } from '../photo-renditions';

/** The deepest basemap zoom a pack keeps: the low-zoom map around the spot. */
export const PACK_MAX_TILE_ZOOM = 8;

/** Layout width of a spot page photo: the full window on a phone, a 420 px column elsewhere. */
const PHONE_MAX_WIDTH = 720;
const COLUMN_WIDTH = 420;

/**
 * The rendition a browser picks from the spot page's `srcset` on this screen, so the pack
 * keeps the photo at the size it is shown: the thumbnail when it is wide enough, else large.
 */
export function screenRendition(
  urls: ImageUrls,
  ar: number,
  screen: { width: number; pixelRatio: number },
): { keep: string; other: string } {
  const layoutWidth = screen.width <= PHONE_MAX_WIDTH ? screen.width : COLUMN_WIDTH;
  const needed = layoutWidth * Math.max(1, screen.pixelRatio);
  return renditionWidths(ar).thumb >= needed
    ? { keep: urls.thumb, other: urls.large }
    : { keep: urls.large, other: urls.thumb };
}

/** The tile holding the point and its eight neighbours at a zoom (columns wrap, rows stop). */
export function tilesAround(
  lat: number,
  lng: number,
  zoom: number,
): { x: number; y: number; z: number }[] {
  const n = 2 ** zoom;
  const centre = lngLatToTile(lng, lat, zoom);
  const tiles = new Map<string, { x: number; y: number; z: number }>();
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const y = centre.y + dy;
      if (y < 0 || y >= n) continue;
      const x = (((centre.x + dx) % n) + n) % n;
      tiles.set(`${x}/${y}`, { x, y, z: zoom });
    }
  }
  return [...tiles.values()];
}

/** The parts of a MapLibre style a pack reads. */
export interface PackStyle {
  sources?: Record<string, { tiles?: string[]; minzoom?: number; maxzoom?: number }>;
  glyphs?: string;
  sprite?: string;
  layers?: { layout?: Record<string, unknown> }[];
}

/**
 * The addresses the map needs to draw the low zooms around a point offline: the tiles of each
 * source of this site (other sites' tiles are left out), the glyphs of the fonts the labels use
 * and the sprite. `origin` is the site's own origin.
 */
export function styleResourceUrls(
  style: PackStyle,
  point: { lat: number; lng: number },
  origin: string,
): string[] {
  const urls = new Set<string>();
  const own = (url: string) => url.startsWith('/') || url.startsWith(`${origin}/`);
  for (const source of Object.values(style.sources ?? {})) {
    const template = source.tiles?.[0];
    if (!template || !own(template)) continue;
    const from = source.minzoom ?? 0;
    const to = Math.min(source.maxzoom ?? PACK_MAX_TILE_ZOOM, PACK_MAX_TILE_ZOOM);
    for (let zoom = from; zoom <= to; zoom++) {
      for (const tile of tilesAround(point.lat, point.lng, zoom)) {
        urls.add(tileUrl(template, tile));
      }
    }
  }
  if (style.glyphs && own(style.glyphs)) {
    for (const fonts of labelFonts(style)) {
      urls.add(
        style.glyphs
          .replace('{fontstack}', () => encodeURIComponent(fonts.join(',')))
          .replace('{range}', '0-255'),
      );
    }
  }
  if (style.sprite && own(style.sprite)) {
    urls.add(`${style.sprite}.json`);
    urls.add(`${style.sprite}.png`);
  }
  return [...urls];
}

/** The font stacks named plainly by the style's label layers. */
function labelFonts(style: PackStyle): string[][] {
  const stacks = new Map<string, string[]>();
  for (const layer of style.layers ?? []) {
    const fonts = layer.layout?.['text-font'];
    if (Array.isArray(fonts) && fonts.every((font) => typeof font === 'string')) {
      stacks.set(fonts.join(','), fonts);
    }
  }
  return [...stacks.values()];
}
