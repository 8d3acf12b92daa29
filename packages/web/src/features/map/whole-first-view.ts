import type { Map as MaplibreMap } from 'maplibre-gl';

/**
 * The attribute a map's container gets once its first view is shown. Until then the map loads
 * the view's tiles without drawing them: it appears whole rather than tile by tile, and a
 * device that draws WebGL in software draws one frame instead of one for each tile.
 */
export const MAP_DRAWN_ATTRIBUTE = 'data-map-drawn';

/** How long after it was made a map waits for its first whole view before drawing what it has. */
export const FIRST_VIEW_WAIT_MS = 3000;

export function firstViewShown(map: MaplibreMap): boolean {
  return map.getContainer().hasAttribute(MAP_DRAWN_ATTRIBUTE);
}

/** Draws the map from now on, starting with a frame of the view as it stands. */
export function showFirstView(map: MaplibreMap): void {
  if (firstViewShown(map)) return;
  map.getContainer().setAttribute(MAP_DRAWN_ATTRIBUTE, '');
  map.triggerRepaint();
}

/**
 * Holds a new map's drawing until `showFirstView` (called when its view is loaded) or the
 * wait is over; gives back what to call when the map is removed.
 */
export function holdFirstView(map: MaplibreMap): () => void {
  const { painter } = map;
  const draw = painter.render.bind(painter);
  // The labels of the first view appear with it rather than fading in: a fade would draw a
  // frame or two more just after the first, each as dear as the first where WebGL is drawn in
  // software. Later labels fade in as MapLibre's option says.
  const labels = map as unknown as { _fadeDuration: number };
  const fadeDuration = labels._fadeDuration;
  labels._fadeDuration = 0;
  // MapLibre still works out what the view needs and loads it on every frame; only the
  // drawing waits. Tiles arriving meanwhile read the style's layers from the painter, which
  // is given them as a frame would. A painter made anew after a lost context draws at once.
  painter.render = (style, options) => {
    if (firstViewShown(map)) {
      draw(style, options);
      labels._fadeDuration = fadeDuration;
      return;
    }
    painter.style = style;
    painter.options = options;
  };
  const showAnyway = setTimeout(() => showFirstView(map), FIRST_VIEW_WAIT_MS);
  return () => clearTimeout(showAnyway);
}
