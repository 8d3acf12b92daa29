import { spotPath } from '@vantage/shared';
import { formatSearch } from '../lib/search-string';
import { isLargeMapShown, type AppLocation } from './map-toggle';

/** Panels that need the large map: weather, the 360 view and the spot bar. */
export type LargeMapPanel = 'w' | '360' | 'sb';

/**
 * Turns a map panel (weather, 360, spot bar) on or off; turning one on forces the large map.
 * On the map page the large map is already shown.
 */
export function withMapPanel(
  location: AppLocation,
  panel: LargeMapPanel,
  on: boolean,
): AppLocation {
  const params = new URLSearchParams(location.search);
  if (on) {
    if (!isLargeMapShown(location)) params.set('map', '');
    params.set(panel, '');
  } else {
    params.delete(panel);
  }
  return { pathname: location.pathname, search: formatSearch(params) };
}

/**
 * Where a spot opened from the large map leads: its page, still beside the large map with
 * the weather panel and spot bar as they were when `keepMap` is set.
 */
export function spotFromLargeMap(
  spot: { id: number; title: string },
  search: string,
  keepMap: boolean,
): AppLocation {
  const current = new URLSearchParams(search);
  const params = new URLSearchParams();
  if (keepMap) {
    params.set('map', '');
    for (const panel of ['w', 'sb'] as const) if (current.has(panel)) params.set(panel, '');
  }
  return { pathname: spotPath(spot), search: formatSearch(params) };
}
