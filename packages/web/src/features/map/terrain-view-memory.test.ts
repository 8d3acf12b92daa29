import { describe, expect, it } from 'vitest';
import { readTerrainView, storeTerrainView, TERRAIN_VIEW_STORAGE_KEY } from './terrain-view-memory';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the remembered 3D terrain view', () => {
  it('keeps the tilt while 3D is on and forgets it when the map is left flat', () => {
    const storage = memoryStorage();
    expect(readTerrainView(storage)).toBeNull();
    storeTerrainView({ pitchDeg: 55, bearingDeg: -30 }, storage);
    expect(readTerrainView(storage)).toEqual({ pitchDeg: 55, bearingDeg: -30 });
    storeTerrainView(null, storage);
    expect(storage.items.has(TERRAIN_VIEW_STORAGE_KEY)).toBe(false);
    expect(readTerrainView(storage)).toBeNull();
  });

  it('reads a damaged or edited entry as flat, and brings a stored tilt into range', () => {
    for (const stored of ['{', '42', '"3d"', '{"pitchDeg":"50","bearingDeg":0}', '[]']) {
      expect(readTerrainView(memoryStorage({ [TERRAIN_VIEW_STORAGE_KEY]: stored }))).toBeNull();
    }
    const edited = memoryStorage({
      [TERRAIN_VIEW_STORAGE_KEY]: JSON.stringify({ pitchDeg: 120, bearingDeg: 270 }),
    });
    expect(readTerrainView(edited)).toEqual({ pitchDeg: 85, bearingDeg: -90 });
  });

  it('keeps working where the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readTerrainView(refusing)).toBeNull();
    expect(() => storeTerrainView({ pitchDeg: 50, bearingDeg: 0 }, refusing)).not.toThrow();
    expect(readTerrainView(null)).toBeNull();
  });
});
