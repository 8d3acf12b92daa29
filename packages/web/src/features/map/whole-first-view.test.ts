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
import { fakeFenceContext } from '../../test-support/fake-webgl';

/**
 * A map's container, canvas and painter, counting frames asked for and frames drawn. Its painter
 * draws each frame with two programs, making each the first time it is asked for it.
 */
function fakeMap() {
  const container = document.createElement('div');
  const canvas = document.createElement('canvas');
  const gl = fakeFenceContext();
  const state = {
    repaints: 0,
    drawn: 0,
    draws: 0,
    programsMade: [] as string[],
    events: [] as string[],
  };
  const painter = {
    style: undefined as unknown,
    context: { gl },
    cache: {} as Record<string, { draw(): void }>,
    useProgram(name: string) {
      if (!painter.cache[name]) {
        state.programsMade.push(name);
        painter.cache[name] = { draw: () => void (state.draws += 1) };
      }
      return painter.cache[name];
    },
    render() {
      painter.useProgram('fill').draw();
      painter.useProgram('symbol').draw();
      state.drawn += 1;
    },
  };
  const map = {
    _fadeDuration: 300,
    painter,
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

  /** Lets the programs' tasks run, and their promises settle. */
  const runTasks = () => vi.advanceTimersByTimeAsync(1);

  it('draws no frame until the first view is wanted, makes its programs first in tasks of their own, then draws it hidden and shows it once drawn', async () => {
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
    // The frame is worked out without drawing, noting the programs it draws with.
    drawFrame();
    expect(state.drawn).toBe(1);
    expect(state.draws).toBe(0);
    expect(state.programsMade).toEqual([]);
    // Frames asked for meanwhile draw nothing.
    drawFrame();
    expect(state.drawn).toBe(1);

    // The programs are made once the GPU has done that frame's work, in a task of their own.
    expect(gl.fences).toBe(1);
    vi.advanceTimersToNextFrame();
    await runTasks();
    expect(state.programsMade).toEqual([]);
    gl.done = true;
    vi.advanceTimersToNextFrame();
    expect(gl.fences).toBe(0);
    expect(state.programsMade).toEqual([]);
    await runTasks();
    expect(state.programsMade).toEqual(['fill', 'symbol']);
    expect(state.repaints).toBe(2);

    // Then the frame is drawn, hidden, with programs already made.
    gl.done = false;
    drawFrame();
    expect(state.draws).toBe(2);
    expect(state.programsMade).toEqual(['fill', 'symbol']);
    expect(gl.fences).toBe(1);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    // Still drawing: nothing is shown, and asking again draws nothing more.
    expect(firstViewShown(map)).toBe(false);
    showFirstView(map);
    expect(state.repaints).toBe(2);

    gl.done = true;
    vi.advanceTimersToNextFrame();
    expect(container.hasAttribute(MAP_DRAWN_ATTRIBUTE)).toBe(true);
    expect(canvas.style.visibility).toBe('');
    expect(state.events).toEqual([FIRST_VIEW_SHOWN_EVENT]);
    expect(gl.fences).toBe(0);
    // Shown by what was drawn hidden: no frame more.
    expect(state.repaints).toBe(2);
    drawFrame();
    expect(state.draws).toBe(4);
    showFirstView(map);
    expect(state.repaints).toBe(2);
  });

  it("shows the first view's labels at once, and fades later ones in", async () => {
    const { map, gl, drawFrame, fadeDuration } = fakeMap();
    holdFirstView(map);
    drawFrame();
    expect(fadeDuration()).toBe(0);
    showFirstView(map);
    drawFrame();
    gl.done = true;
    vi.advanceTimersToNextFrame();
    await runTasks();
    expect(fadeDuration()).toBe(0);
    drawFrame();
    expect(fadeDuration()).toBe(300);
  });

  it('shows what the map has once the wait is over', async () => {
    const { map, gl, state, drawFrame } = fakeMap();
    holdFirstView(map);
    vi.advanceTimersByTime(FIRST_VIEW_WAIT_MS - 1);
    expect(state.repaints).toBe(0);
    vi.advanceTimersByTime(1);
    expect(state.repaints).toBe(1);
    gl.done = true;
    drawFrame();
    vi.advanceTimersToNextFrame();
    await runTasks();
    drawFrame();
    vi.advanceTimersToNextFrame();
    expect(firstViewShown(map)).toBe(true);
  });

  it('draws at once when its context is lost while its programs wait, and shows it', async () => {
    const { map, gl, state, drawFrame } = fakeMap();
    holdFirstView(map);
    showFirstView(map);
    drawFrame();
    gl.lost = true;
    vi.advanceTimersToNextFrame();
    await runTasks();
    // A lost context makes no programs: the painter made after it makes its own.
    expect(state.programsMade).toEqual([]);
    expect(state.repaints).toBe(2);
    drawFrame();
    vi.advanceTimersToNextFrame();
    expect(firstViewShown(map)).toBe(true);
  });

  it('shows the map at once when its context is lost while drawing', async () => {
    const { map, gl, drawFrame } = fakeMap();
    holdFirstView(map);
    showFirstView(map);
    drawFrame();
    gl.done = true;
    vi.advanceTimersToNextFrame();
    await runTasks();
    gl.done = false;
    drawFrame();
    gl.lost = true;
    vi.advanceTimersToNextFrame();
    expect(firstViewShown(map)).toBe(true);
  });

  it('stops waiting when the map is removed', async () => {
    const { map, state, drawFrame } = fakeMap();
    const endWait = holdFirstView(map);
    endWait();
    vi.advanceTimersByTime(FIRST_VIEW_WAIT_MS);
    expect(state.repaints).toBe(0);
    showFirstView(map);
    drawFrame();
    expect(firstViewShown(map)).toBe(true);

    // Removed while its programs wait for the GPU: none are made, and nothing is shown.
    const held = fakeMap();
    const endHeld = holdFirstView(held.map);
    showFirstView(held.map);
    held.drawFrame();
    endHeld();
    held.gl.done = true;
    vi.advanceTimersToNextFrame();
    await runTasks();
    expect(held.state.programsMade).toEqual([]);
    expect(firstViewShown(held.map)).toBe(false);
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
