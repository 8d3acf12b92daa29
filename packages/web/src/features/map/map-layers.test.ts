import { describe, expect, it } from 'vitest';
import {
  MAP_LAYER_STORAGE_KEY,
  readStoredMapLayer,
  resolveMapLayer,
  storeMapLayer,
  streetsLayer,
} from './map-layers';
import { makeMapLayer } from '../../test-support/factories';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('resolveMapLayer', () => {
  const streets = streetsLayer('/tiles/style.json');
  const layers = [
    makeMapLayer({ id: 'default' }),
    makeMapLayer({ id: 'topo' }),
    makeMapLayer({ id: 'OSM' }),
  ];

  it('shows the stored layer while it is configured', () => {
    expect(resolveMapLayer(layers, 'topo', streets).id).toBe('topo');
  });

  it('falls back to the default layer when the stored one is no longer configured', () => {
    expect(resolveMapLayer(layers, 'BingAerial', streets)).toBe(layers[0]);
    expect(resolveMapLayer(layers, 'no-such-layer', streets)).toBe(layers[0]);
  });

  it('uses the page basemap as Streets when the list has no default', () => {
    expect(resolveMapLayer([], 'topo', streets)).toEqual({
      id: 'default',
      label: 'Streets',
      styleUrl: '/tiles/style.json',
      attribution: null,
    });
  });
});

describe('the stored layer preference', () => {
  it("defaults to the value 'default'", () => {
    expect(readStoredMapLayer(new MemoryStorage())).toBe('default');
    expect(readStoredMapLayer(null)).toBe('default');
  });

  it('remembers the chosen layer under vantage.mapLayer', () => {
    const storage = new MemoryStorage();
    storeMapLayer('satHybrid', storage);
    expect(storage.items.get(MAP_LAYER_STORAGE_KEY)).toBe('satHybrid');
    expect(readStoredMapLayer(storage)).toBe('satHybrid');
  });

  it('reads the default when storage refuses to answer', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readStoredMapLayer(refusing)).toBe('default');
  });
});
