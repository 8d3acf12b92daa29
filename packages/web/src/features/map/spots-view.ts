import { DEFAULT_VIEW_BOUNDS, type LatLng } from '@vantage/shared';
import type { InitialMapView } from './map-bounds';
import { boundsAround } from '../../lib/lat-lng';

/** One spot alone is shown at this zoom. */
export const SINGLE_SPOT_ZOOM = 12;

/** How a map opens to show every spot: the world without spots, one spot close up, else their box. */
export function spotsView(spots: readonly LatLng[]): InitialMapView {
  const [first] = spots;
  const bounds = boundsAround(spots);
  if (!first || !bounds) return { bounds: DEFAULT_VIEW_BOUNDS };
  if (spots.every((spot) => spot.lat === first.lat && spot.lng === first.lng)) {
    return { ...first, zoom: SINGLE_SPOT_ZOOM };
  }
  return { bounds };
}
