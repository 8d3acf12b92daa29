import type { Map as MaplibreMap } from 'maplibre-gl';

/**
 * The attribute a map's container gets once its first view is shown. Until then its canvas is
 * transparent (see `MapGlobalStyles`): the map appears whole rather than tile by tile.
 */
export const MAP_DRAWN_ATTRIBUTE = 'data-map-drawn';

/** How long after its style loaded a map waits for its first whole view before showing what it has. */
export const FIRST_VIEW_WAIT_MS = 3000;

export function firstViewShown(map: MaplibreMap): boolean {
  return map.getContainer().hasAttribute(MAP_DRAWN_ATTRIBUTE);
}

/** Shows the map, and asks it for a frame of the view as it stands. */
export function showFirstView(map: MaplibreMap): void {
  if (firstViewShown(map)) return;
  map.getContainer().setAttribute(MAP_DRAWN_ATTRIBUTE, '');
  map.triggerRepaint();
}

/**
 * Shows the map's first view `FIRST_VIEW_WAIT_MS` after its style loaded, whether or not its
 * view is loaded by then (tiles that never come would otherwise hide the map for good).
 */
export function showFirstViewAfterWait(map: MaplibreMap): void {
  const showAnyway = setTimeout(() => showFirstView(map), FIRST_VIEW_WAIT_MS);
  map.on('remove', () => clearTimeout(showAnyway));
}
