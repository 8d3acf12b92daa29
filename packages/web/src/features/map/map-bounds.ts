import { DEFAULT_VIEW_BOUNDS, MAX_BOUNDS } from '@vantage/shared';
import type { MapPosition } from '../../core/map-url';

/** Where a map opens: a box to fit ([west, south], [east, north]), or a centre and zoom. */
export type InitialMapView = { bounds: [[number, number], [number, number]] } | MapPosition;

// MapLibre wraps a longitude span of exactly 360° to zero width and its matrices turn singular
// (maplibre-gl-js#6148), so the clamp stops a hair inside the antimeridian.
const ANTIMERIDIAN_INSET_DEG = 1e-6;

/**
 * The map's `maxBounds` as [west, south, east, north]: longitude -180…180 and latitude
 * -87…87.
 */
export const MAX_BOUNDS_BOX: [number, number, number, number] = [
  MAX_BOUNDS.minLng + ANTIMERIDIAN_INSET_DEG,
  MAX_BOUNDS.minLat,
  MAX_BOUNDS.maxLng - ANTIMERIDIAN_INSET_DEG,
  MAX_BOUNDS.maxLat,
];

/** The large map opens at the address's position, else on the default world view. */
export function initialLargeMapView(position: MapPosition | null): InitialMapView {
  return position ?? { bounds: DEFAULT_VIEW_BOUNDS };
}
