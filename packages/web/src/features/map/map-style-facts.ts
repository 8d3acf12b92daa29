import type { Map as MaplibreMap } from 'maplibre-gl';
import { wrapLng } from '@vantage/shared';
import type { MapViewport } from './use-tile-spots';

export function readViewport(map: MaplibreMap): MapViewport {
  const bounds = map.getBounds();
  return {
    zoom: map.getZoom(),
    bounds: {
      south: bounds.getSouth(),
      north: bounds.getNorth(),
      west: wrapLng(bounds.getWest()),
      east: wrapLng(bounds.getEast()),
    },
  };
}

/** MapLibre draws the world 512 px wide at zoom 0. */
const WORLD_PX_AT_ZOOM_0 = 512;

/**
 * Without world copies, zooming out until the world is smaller than the map would leave
 * empty bands around it, so the minimum zoom keeps the world covering the whole map.
 */
export function fitMinZoom(map: MaplibreMap) {
  const canvas = map.getCanvas();
  const largest = Math.max(canvas.clientWidth, canvas.clientHeight);
  if (largest > 0) map.setMinZoom(Math.max(0, Math.log2(largest / WORLD_PX_AT_ZOOM_0)));
}

/** How far out from its last detailed zoom a basemap still shows useful context around a spot. */
const BASEMAP_CONTEXT_ZOOMS = 2;

/** The highest zoom any tile source of the style has data for; Infinity when unknown. */
function basemapDetailZoom(map: MaplibreMap): number {
  let detail = -Infinity;
  for (const source of Object.values(map.getStyle().sources)) {
    if ((source.type === 'vector' || source.type === 'raster') && source.maxzoom != null) {
      detail = Math.max(detail, source.maxzoom);
    }
  }
  return detail === -Infinity ? Infinity : detail;
}

/**
 * Opens no closer than a little outside the basemap's most detailed zoom (a low-zoom world
 * basemap would otherwise show a blank close-up); the user can still zoom further.
 */
export function capZoomToBasemap(map: MaplibreMap): void {
  const cap = basemapDetailZoom(map) - BASEMAP_CONTEXT_ZOOMS;
  if (map.getZoom() > cap) map.jumpTo({ zoom: Math.max(cap, 2) });
}

/** The style's own label font when it has glyphs; cluster counts and titles need both. */
export function styleLabelFont(map: MaplibreMap): string[] | null {
  const style = map.getStyle();
  if (!style.glyphs) return null;
  for (const layer of style.layers) {
    if (layer.type !== 'symbol') continue;
    const font: unknown = layer.layout?.['text-font'];
    if (isStringList(font)) return font;
  }
  return null;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((part) => typeof part === 'string');
}
