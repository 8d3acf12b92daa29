import { withMapPanel } from '../../core/map-panels';
import type { AppLocation } from '../../core/map-toggle';

/** True while the address opens the 360 view (`?360`). */
export function isPanoramaOpen(search: string): boolean {
  return new URLSearchParams(search).has('360');
}

/** The address that opens or closes the 360 view; opening it forces the large map. */
export function panoramaToggleTarget(location: AppLocation): AppLocation {
  return withMapPanel(location, '360', !isPanoramaOpen(location.search));
}

/** The 360 view belongs to a spot, so only spot pages offer it on their map. */
export function hasPanorama(pathname: string): boolean {
  return /^\/l\/[^/]+\/\d+\/?$/.test(pathname);
}
