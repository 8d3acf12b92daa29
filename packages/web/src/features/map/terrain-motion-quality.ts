import type { Map as MaplibreMap } from 'maplibre-gl';
import { listenToMap } from '../../lib/map-listeners';

/** A turn stays readable at 30 frames a second; slower frames in motion lower the detail. */
export const MOTION_FRAME_BUDGET_MS = 1000 / 30;
/** Frames in motion looked at together: one slow frame (a tile arriving) is not a slow device. */
const FRAMES_JUDGED = 6;
/** A longer wait between frames in motion is a pause (a held drag), not a frame. */
const PAUSE_MS = 2000;
/** While a slow device moves the 3D map, it is drawn at half the pixels; at rest in full detail. */
const MOTION_PIXEL_SCALE = 0.5;

/**
 * Whether the 3D map should be drawn lighter while it moves: once the frames of a movement are
 * over budget, and from then on for every movement of the visit (the device does not get faster),
 * so a turn no longer starts with slow frames.
 */
export class MotionQuality {
  private recent: number[] = [];
  private slow = false;

  constructor(private readonly budgetMs = MOTION_FRAME_BUDGET_MS) {}

  /** Whether a movement starts drawn lighter. */
  get lightFromStart(): boolean {
    return this.slow;
  }

  /** A frame drawn in motion `ms` after the last one; true when the drawing should turn lighter. */
  frame(ms: number): boolean {
    if (this.slow) return false;
    this.recent.push(ms);
    if (this.recent.length > FRAMES_JUDGED) this.recent.shift();
    const sorted = [...this.recent].sort((a, b) => a - b);
    // Slow when even the middle frame of the last few missed the budget.
    this.slow = sorted.length === FRAMES_JUDGED && sorted[FRAMES_JUDGED >> 1]! > this.budgetMs;
    return this.slow;
  }

  /** The map came to rest: the next movement is judged afresh unless the device is slow. */
  rest(): void {
    this.recent = [];
  }
}

/**
 * Keeps turning the 3D map smooth on a slow device (a phone's weak GPU, software rendering):
 * frames in motion are timed, and once over budget each movement is drawn with fewer pixels,
 * then in full detail when the map comes to rest. Returns the unsubscribe.
 */
export function keepMotionSmooth(map: MaplibreMap, quality = new MotionQuality()): () => void {
  const fullPixelRatio = map.getPixelRatio();
  let light = false;
  let lastFrame: number | null = null;
  // A pixel ratio change resizes the map, which fires its own movestart and moveend.
  let resizing = false;

  const draw = (lighter: boolean) => {
    if (light === lighter) return;
    light = lighter;
    resizing = true;
    try {
      map.setPixelRatio(lighter ? fullPixelRatio * MOTION_PIXEL_SCALE : fullPixelRatio);
    } finally {
      resizing = false;
    }
  };
  const onMoveStart = () => {
    if (resizing) return;
    lastFrame = null;
    if (quality.lightFromStart) draw(true);
  };
  const onRender = () => {
    if (!map.isMoving() || !map.getTerrain()) return;
    const now = performance.now();
    const ms = lastFrame === null ? null : now - lastFrame;
    if (ms !== null && ms < PAUSE_MS && quality.frame(ms)) draw(true);
    lastFrame = now;
  };
  const onMoveEnd = () => {
    if (resizing) return;
    lastFrame = null;
    quality.rest();
    draw(false);
  };
  const stopListening = listenToMap(map, {
    movestart: onMoveStart,
    render: onRender,
    moveend: onMoveEnd,
  });
  return () => {
    stopListening();
    draw(false);
  };
}
