import { wrapLng } from '@vantage/shared';
import { MAX_PITCH_DEG } from '../../core/map-url';
import { safeLocalStorage } from '../../lib/safe-local-storage';

/** Where the 3D terrain view is remembered in localStorage, with its tilt, across visits. */
export const TERRAIN_VIEW_STORAGE_KEY = 'vantage.terrain3d';

/** The tilt of a remembered 3D view. */
export interface TerrainTilt {
  pitchDeg: number;
  bearingDeg: number;
}

/** The remembered 3D view; null when the map was last left flat or nothing readable is kept. */
export function readTerrainView(
  storage: Pick<Storage, 'getItem'> | null = safeLocalStorage(),
): TerrainTilt | null {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(TERRAIN_VIEW_STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { pitchDeg, bearingDeg } = stored as Record<string, unknown>;
    if (typeof pitchDeg !== 'number' || typeof bearingDeg !== 'number') return null;
    if (!Number.isFinite(pitchDeg) || !Number.isFinite(bearingDeg)) return null;
    return {
      pitchDeg: Math.min(Math.max(pitchDeg, 0), MAX_PITCH_DEG),
      // Bearings wrap into -180…180 as longitudes do.
      bearingDeg: wrapLng(bearingDeg),
    };
  } catch {
    return null;
  }
}

/** Remembers the 3D view with its tilt, or (null) that the map was left flat. */
export function storeTerrainView(
  tilt: TerrainTilt | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null = safeLocalStorage(),
): void {
  try {
    if (tilt) storage?.setItem(TERRAIN_VIEW_STORAGE_KEY, JSON.stringify(tilt));
    else storage?.removeItem(TERRAIN_VIEW_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the view is only kept for this visit.
  }
}
