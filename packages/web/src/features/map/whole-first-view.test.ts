import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Map as MaplibreMap } from 'maplibre-gl';
import {
  FIRST_VIEW_SHOWN_EVENT,
  FIRST_VIEW_WAIT_MS,
  firstViewShown,
  holdFirstView,
  MAP_DRAWN_ATTRIBUTE,
  showFirstView,
} from './whole-first-view';

/** A WebGL 2 context's fences, done when the test says so. */
function fakeGl() {
  const gl = {
    SYNC_GPU_COMMANDS_COMPLETE: 0x9117,
    SYNC_STATUS: 0x9114,
    SIGNALED: 0x9119,
    UNSIGNALED: 0x9118,
    done: false,
    lost: false,
    fences: 0,
    fenceSync: () => {
      gl.fences += 1;
      return {};
    },
    getSyncParameter: () => (gl.done ? gl.SIGNALED : gl.UNSIGNALED),
    deleteSync: () => {
      gl.fences -= 1;
    },
    flush: () => undefined,
    isContextLost: () => gl.lost,
  };
  return gl;
}

/** A map's container, canvas and painter, counting frames asked for and frames drawn. */
function fakeMap() {
  const container = document.createElement('div');
  const canvas = document.createElement('canvas');
  const gl = fakeGl();
  const state = { repaints: 0, drawn: 0, events: [] as string[] };
  const map = {
    _fadeDuration: 300,
    painter: {
      style: undefined as unknown,
      context: { gl },
      render() {
        state.drawn += 1;
      },
    },
    getContainer: () => container,
    getCanvas: () => canvas,
    triggerRepaint() {
      state.repaints += 1;
    },
    fire(type: string) {
      state.events.push(type);
    },
  };
  const style = { layers: 'the style' };
  const drawFrame = () =>
    (map.painter.render as (style: unknown, options: unknown) => void)(style, {});
  const fadeDuration = () => map._fadeDuration;
  return {
    map: map as unknown as MaplibreMap,
    container,
    canvas,
    gl,
    state,
    drawFrame,
    fadeDuration,
    style,
  };
}

describe('holdFirstView', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws no frame until the first view is wanted, then draws it hidden and shows it once drawn', () => {
    const { map, container, canvas, gl, state, drawFrame, style } = fakeMap();
    holdFirstView(map);
    drawFrame();
    drawFrame();
    expect(state.drawn).toBe(0);
    // Tiles loaded before the first frame find their layers in the painter's style.
    expect(map.painter.style).toBe(style);

    showFirstView(map);
    expect(state.repaints).toBe(1);
    expect(canvas.style.visibility).toBe('hidden');
    drawFrame();
    expect(state.drawn).toBe(1);
    expect(gl.fences).toBe(1);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    // Still drawing: nothing is shown, and asking again draws nothing more.
    expect(firstViewShown(map)).toBe(false);
    showFirstView(map);
    expect(state.repaints).toBe(1);

    gl.done = true;
    vi.advanceTimersToNextFrame();
    expect(container.hasAttribute(MAP_DRAWN_ATTRIBUTE)).toBe(true);
    expect(canvas.style.visibility).toBe('');
    expect(state.events).toEqual([FIRST_VIEW_SHOWN_EVENT]);
    expect(gl.fences).toBe(0);
    // Shown by what was drawn hidden: no frame more.
    expect(state.repaints).toBe(1);
    drawFrame();
    expect(state.drawn).toBe(2);
    showFirstView(map);
    expect(state.repaints).toBe(1);
  });

  it("shows the first view's labels at once, and fades later ones in", () => {
    const { map, drawFrame, fadeDuration } = fakeMap();
    holdFirstView(map);
    drawFrame();
    expect(fadeDuration()).toBe(0);
    showFirstView(map);
    expect(fadeDuration()).toBe(0);
    drawFrame();
    expect(fadeDuration()).toBe(300);
  });

  it('shows what the map has once the wait is over', () => {
    const { map, gl, state, drawFrame } = fakeMap();
    holdFirstView(map);
    vi.advanceTimersByTime(FIRST_VIEW_WAIT_MS - 1);
    expect(state.repaints).toBe(0);
    vi.advanceTimersByTime(1);
    expect(state.repaints).toBe(1);
    drawFrame();
    gl.done = true;
    vi.advanceTimersToNextFrame();
    expect(firstViewShown(map)).toBe(true);
  });

  it('shows the map at once when its context is lost while drawing', () => {
    const { map, gl, drawFrame } = fakeMap();
    holdFirstView(map);
    showFirstView(map);
    drawFrame();
    gl.lost = true;
    vi.advanceTimersToNextFrame();
    expect(firstViewShown(map)).toBe(true);
  });

  it('stops waiting when the map is removed', () => {
    const { map, state, drawFrame } = fakeMap();
    const endWait = holdFirstView(map);
    endWait();
    vi.advanceTimersByTime(FIRST_VIEW_WAIT_MS);
    expect(state.repaints).toBe(0);
    showFirstView(map);
    drawFrame();
    expect(firstViewShown(map)).toBe(true);
  });
});

describe('showFirstView', () => {
  it('shows a map not held at once, and asks it for a frame', () => {
    const { map, state } = fakeMap();
    showFirstView(map);
    expect(firstViewShown(map)).toBe(true);
    expect(state.repaints).toBe(1);
    expect(state.events).toEqual([]);
  });
});
