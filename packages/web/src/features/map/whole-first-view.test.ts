import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Map as MaplibreMap } from 'maplibre-gl';
import {
  FIRST_VIEW_WAIT_MS,
  firstViewShown,
  holdFirstView,
  MAP_DRAWN_ATTRIBUTE,
  showFirstView,
} from './whole-first-view';

/** A map's container and painter, counting frames asked for and frames drawn. */
function fakeMap() {
  const container = document.createElement('div');
  const state = { repaints: 0, drawn: 0 };
  const map = {
    _fadeDuration: 300,
    painter: {
      style: undefined as unknown,
      render() {
        state.drawn += 1;
      },
    },
    getContainer: () => container,
    triggerRepaint() {
      state.repaints += 1;
    },
  };
  const style = { layers: 'the style' };
  const drawFrame = () =>
    (map.painter.render as (style: unknown, options: unknown) => void)(style, {});
  return { map: map as unknown as MaplibreMap, container, state, drawFrame, style };
}

describe('holdFirstView', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws no frame until the first view is shown, then every frame', () => {
    const { map, container, state, drawFrame, style } = fakeMap();
    holdFirstView(map);
    drawFrame();
    drawFrame();
    expect(state.drawn).toBe(0);
    // Tiles loaded before the first frame find their layers in the painter's style.
    expect(map.painter.style).toBe(style);
    expect(firstViewShown(map)).toBe(false);
    showFirstView(map);
    expect(container.hasAttribute(MAP_DRAWN_ATTRIBUTE)).toBe(true);
    expect(state.repaints).toBe(1);
    drawFrame();
    expect(state.drawn).toBe(1);
    showFirstView(map);
    expect(state.repaints).toBe(1);
  });

  it("shows the first view's labels at once, and fades later ones in", () => {
    const { map, drawFrame } = fakeMap();
    const fadeDuration = () => (map as unknown as { _fadeDuration: number })._fadeDuration;
    holdFirstView(map);
    drawFrame();
    expect(fadeDuration()).toBe(0);
    showFirstView(map);
    expect(fadeDuration()).toBe(0);
    drawFrame();
    expect(fadeDuration()).toBe(300);
  });

  it('shows what the map has once the wait is over', () => {
    vi.useFakeTimers();
    const { map, state, drawFrame } = fakeMap();
    holdFirstView(map);
    vi.advanceTimersByTime(FIRST_VIEW_WAIT_MS - 1);
    expect(firstViewShown(map)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(firstViewShown(map)).toBe(true);
    expect(state.repaints).toBe(1);
    drawFrame();
    expect(state.drawn).toBe(1);
  });

  it('stops waiting when the map is removed', () => {
    vi.useFakeTimers();
    const { map } = fakeMap();
    const endWait = holdFirstView(map);
    endWait();
    vi.advanceTimersByTime(FIRST_VIEW_WAIT_MS);
    expect(firstViewShown(map)).toBe(false);
  });
});
