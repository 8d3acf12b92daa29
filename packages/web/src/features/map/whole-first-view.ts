import type { Map as MaplibreMap } from 'maplibre-gl';
import { makePrograms, programsOfFrame } from './frame-programs';
import { whenGpuDone } from './gpu-fence';

/**
 * The attribute a map's container gets once its first view is shown. Until then the map loads
 * the view's tiles without drawing them: it appears whole rather than tile by tile, and a
 * device that draws WebGL in software draws one frame instead of one for each tile.
 */
export const MAP_DRAWN_ATTRIBUTE = 'data-map-drawn';

/** The event a map held by `holdFirstView` fires once its first view, already drawn, is shown. */
export const FIRST_VIEW_SHOWN_EVENT = 'vantage.firstviewshown';

/** How long after it was made a map waits for its first whole view before drawing what it has. */
export const FIRST_VIEW_WAIT_MS = 3000;

/**
 * Where a map held by `holdFirstView` stands: its first frame waits, is asked for, waits for
 * the programs it draws with, is drawn hidden and waits for its drawing to be done, or shows.
 */
type Phase = 'waiting' | 'asked' | 'programs' | 'drawing' | 'drawn' | 'shown';

interface HeldMap {
  phase: Phase;
  draw(): void;
}

const held = new WeakMap<MaplibreMap, HeldMap>();

export function firstViewShown(map: MaplibreMap): boolean {
  return map.getContainer().hasAttribute(MAP_DRAWN_ATTRIBUTE);
}

/** Draws the map from now on, starting with a frame of the view as it stands. */
export function showFirstView(map: MaplibreMap): void {
  if (firstViewShown(map)) return;
  const hold = held.get(map);
  if (hold) {
    if (hold.phase === 'waiting') hold.draw();
    return;
  }
  reveal(map);
  map.triggerRepaint();
}

function reveal(map: MaplibreMap): void {
  map.getCanvas().style.visibility = '';
  map.getContainer().setAttribute(MAP_DRAWN_ATTRIBUTE, '');
}

/**
 * Holds a new map's drawing until `showFirstView` (called when its view is loaded) or the
 * wait is over; gives back what to call when the map is removed.
 *
 * The shader programs of the first frame are then made in short tasks of their own (see
 * `makePrograms`), and the frame is drawn on a hidden canvas, which is shown once the drawing
 * is done.
 * Where WebGL is drawn in software, the browser reads every frame shown back from the drawing,
 * and the page waits for that; the first frame, with every shader's first use, takes long to
 * draw. Drawn hidden, it is worked out beside the page, and the page is told by a fence when
 * it is done; with a GPU that is a frame later.
 */
export function holdFirstView(map: MaplibreMap): () => void {
  const { painter } = map;
  const draw = painter.render.bind(painter);
  const canvas = map.getCanvas();
  // The labels of the first view appear with it rather than fading in: a fade would draw a
  // frame or two more just after the first, each as dear as the first where WebGL is drawn in
  // software. Later labels fade in as MapLibre's option says.
  const labels = map as unknown as { _fadeDuration: number };
  const fadeDuration = labels._fadeDuration;
  labels._fadeDuration = 0;
  let stopWaiting = () => {};

  const hold: HeldMap = {
    phase: 'waiting',
    draw() {
      hold.phase = 'asked';
      canvas.style.visibility = 'hidden';
      map.triggerRepaint();
    },
  };
  held.set(map, hold);

  // MapLibre still works out what the view needs and loads it on every frame; only the
  // drawing waits. Tiles arriving meanwhile read the style's layers from the painter, which
  // is given them as a frame would. A painter made anew after a lost context draws at once.
  painter.render = (style, options) => {
    const { gl } = painter.context;
    if (hold.phase === 'asked') {
      hold.phase = 'programs';
      const programs = programsOfFrame(painter, () => draw(style, options));
      const isCurrent = () => held.get(map) === hold;
      // Made once the GPU has done what that frame gave it (its tiles' uploads), so that no
      // program waits for it.
      stopWaiting = whenGpuDone(gl, () => {
        void makePrograms(painter, programs, isCurrent).then(() => {
          if (!isCurrent()) return;
          hold.phase = 'drawing';
          map.triggerRepaint();
        });
      });
      return;
    }
    if (hold.phase === 'waiting' || hold.phase === 'programs') {
      painter.style = style;
      painter.options = options;
      return;
    }
    draw(style, options);
    if (hold.phase !== 'drawing') return;
    hold.phase = 'drawn';
    labels._fadeDuration = fadeDuration;
    stopWaiting = whenGpuDone(gl, () => {
      hold.phase = 'shown';
      reveal(map);
      map.fire(FIRST_VIEW_SHOWN_EVENT);
    });
  };
  const showAnyway = setTimeout(() => showFirstView(map), FIRST_VIEW_WAIT_MS);
  return () => {
    clearTimeout(showAnyway);
    stopWaiting();
    held.delete(map);
  };
}
