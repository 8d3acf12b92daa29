import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { MAP_STATE_ATTRIBUTE, useMapStateSignal, type MapStateInputs } from './map-state-signal';
import { MAP_DRAWN_ATTRIBUTE } from './first-view';

/** The parts of a MapLibre map the signal listens to, with events fired by hand. */
class FakeMap {
  readonly container = document.createElement('div');
  readonly canvas = document.createElement('canvas');

  /** `firstViewShown`: made with its first view already drawn (the usual case below). */
  constructor(firstViewShown = true) {
    if (firstViewShown) this.container.setAttribute(MAP_DRAWN_ATTRIBUTE, '');
  }
  readonly sources = new Set<string>(['spots']);
  repaints = 0;
  private readonly listeners = new Map<string, Set<() => void>>();

  on(type: string, listener: () => void) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }
  off(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  getContainer() {
    return this.container;
  }
  getCanvas() {
    return this.canvas;
  }
  getSource(id: string) {
    return this.sources.has(id) ? {} : undefined;
  }
  triggerRepaint() {
    this.repaints += 1;
  }
  get state() {
    return this.container.getAttribute(MAP_STATE_ATTRIBUTE);
  }
}

const READY: MapStateInputs = { spotsPending: false, spotsSourceId: 'spots' };

function renderSignal(inputs: MapStateInputs = READY, map = new FakeMap()) {
  const hook = renderHook(
    (props: MapStateInputs) => useMapStateSignal(map as unknown as MaplibreMap, props),
    { initialProps: inputs },
  );
  return { map, rerender: hook.rerender, unmount: hook.unmount };
}

describe('useMapStateSignal', () => {
  it('says moving until the map reports idle, and asks for a frame in case it already was', () => {
    const { map } = renderSignal();
    expect(map.state).toBe('moving');
    expect(map.repaints).toBe(1);
    map.fire('idle');
    expect(map.state).toBe('settled');
  });

  it('goes back to moving on a move or a load until the next idle', () => {
    const { map } = renderSignal();
    map.fire('idle');
    map.fire('movestart');
    expect(map.state).toBe('moving');
    map.fire('idle');
    map.fire('dataloading');
    expect(map.state).toBe('moving');
    map.fire('idle');
    expect(map.state).toBe('settled');
  });

  it('waits for the spots of the view even when the map itself is idle', () => {
    const { map, rerender } = renderSignal({ ...READY, spotsPending: true });
    map.fire('idle');
    expect(map.state).toBe('moving');
    rerender(READY);
    expect(map.state).toBe('settled');
  });

  it('does not settle between the end of a move and the render that asks for its spots', () => {
    const { map, rerender } = renderSignal();
    map.fire('idle');
    map.fire('movestart');
    map.fire('moveend');
    map.fire('idle');
    expect(map.state).toBe('moving');
    rerender({ ...READY });
    expect(map.state).toBe('settled');
  });

  it('stays moving while the spots source is missing, as after a change of style', () => {
    const { map } = renderSignal();
    map.sources.clear();
    map.fire('idle');
    expect(map.state).toBe('moving');
  });

  it('ignores the spots source on a map without spots', () => {
    const { map } = renderSignal({ spotsPending: false, spotsSourceId: null });
    map.sources.clear();
    map.fire('idle');
    expect(map.state).toBe('settled');
  });

  it('stops listening when unmounted', () => {
    const { map, unmount } = renderSignal();
    map.fire('idle');
    unmount();
    map.fire('movestart');
    expect(map.state).toBe('settled');
  });

  it('shows a first view held until the map settled, and settles once it is drawn', () => {
    const { map, rerender } = renderSignal({ ...READY, spotsPending: true }, new FakeMap(false));
    map.fire('idle');
    expect(map.container.hasAttribute(MAP_DRAWN_ATTRIBUTE)).toBe(false);
    rerender(READY);
    expect(map.container.hasAttribute(MAP_DRAWN_ATTRIBUTE)).toBe(true);
    expect(map.repaints).toBe(2);
    expect(map.state).toBe('moving');
    map.fire('idle');
    expect(map.state).toBe('settled');
  });
});
