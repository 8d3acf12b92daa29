import { describe, expect, it, vi } from 'vitest';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { watchTerrainTiles } from './map-terrain';

type Listener = (event: unknown) => void;

/** The few map methods the watch uses, with a way to fire events. */
function fakeMap() {
  const listeners = new Map<string, Set<Listener>>();
  const map = {
    on: (type: string, listener: Listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    off: (type: string, listener: Listener) => listeners.get(type)?.delete(listener),
  };
  const fire = (type: string, event: Record<string, unknown>) =>
    listeners.get(type)?.forEach((listener) => listener({ type, ...event }));
  return { map: map as unknown as MaplibreMap, fire, listeners };
}

const tile = {};

describe('watchTerrainTiles', () => {
  it('gives up on 3D once the relief tiles fail before any loaded', () => {
    const { map, fire } = fakeMap();
    const onFailed = vi.fn();
    watchTerrainTiles(map, onFailed);
    fire('error', { sourceId: 'vantage-terrain', tile });
    fire('error', { sourceId: 'vantage-terrain', tile });
    expect(onFailed).not.toHaveBeenCalled();
    fire('error', { sourceId: 'vantage-terrain', tile });
    fire('error', { sourceId: 'vantage-terrain', tile });
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it('keeps 3D when only other sources fail, or relief tiles load between failures', () => {
    const { map, fire, listeners } = fakeMap();
    const onFailed = vi.fn();
    const stop = watchTerrainTiles(map, onFailed);
    for (let i = 0; i < 5; i++) fire('error', { sourceId: 'vantage-hillshade', tile });
    fire('data', { sourceId: 'vantage-terrain', tile });
    for (let i = 0; i < 5; i++) fire('error', { sourceId: 'vantage-terrain', tile });
    // Asked tiles still on their way are no failure, however long they take.
    for (let i = 0; i < 5; i++) fire('dataloading', { sourceId: 'vantage-terrain', tile });
    expect(onFailed).not.toHaveBeenCalled();
    stop();
    expect([...listeners.values()].every((set) => set.size === 0)).toBe(true);
  });
});
