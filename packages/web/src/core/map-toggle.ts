import { FILTER_PARAMS } from '../lib/filters';
import { formatSearch } from '../lib/search-string';

/** The part of an address the map toggle reads and writes. */
export interface AppLocation {
  pathname: string;
  search: string;
}

/** The large map page. */
export const MAP_PAGE_PATH = '/map';

/** Pages whose toggle goes to the map: tag, photo_location, search and profiles. */
const GOES_TO_MAP = /^\/(tag|photo_location|search|by|user)(\/|$)/;
/** Pages that show the large map beside their content while the `map` flag is set. */
const HAS_LARGE_MAP = /^\/(l|r)\//;

/**
 * Flags dropped with the large map: turning it off also closes weather, the spot bar and the
 * choice of a photo's spot on the map (fixPhoto).
 */
const CLOSED_WITH_MAP = ['map', 'w', 'sb', 'fixPhoto'] as const;

/** The filters of `search` (tag, user, spot set, spot list), which the map keeps showing. */
function keptFilters(search: string, params = new URLSearchParams()): URLSearchParams {
  const current = new URLSearchParams(search);
  for (const name of FILTER_PARAMS) {
    const value = current.get(name);
    if (value !== null) params.set(name, value);
  }
  return params;
}

function largeMapPage(search: string): AppLocation {
  return {
    pathname: MAP_PAGE_PATH,
    search: formatSearch(keptFilters(search, new URLSearchParams('map'))),
  };
}

function edit(search: string, change: (params: URLSearchParams) => void): string {
  const params = new URLSearchParams(search);
  change(params);
  return formatSearch(params);
}

/** True while the location shows the large map: the map page, or any page with the `map` flag. */
export function isLargeMapShown(location: AppLocation): boolean {
  return location.pathname === MAP_PAGE_PATH || new URLSearchParams(location.search).has('map');
}

/**
 * Where the map toggle leads: from the map page home;
 * from tag, photo_location, search and profile pages to the map; elsewhere it toggles the
 * large map, and turning it off also drops weather and the spot bar. Pages with no large
 * map of their own (home, information pages) open the map page as their large map. Filters
 * stay set on the way to and from the map page.
 */
export function mapToggleTarget(location: AppLocation): AppLocation {
  const { pathname, search } = location;
  if (pathname === MAP_PAGE_PATH)
    return { pathname: '/', search: formatSearch(keptFilters(search)) };
  if (GOES_TO_MAP.test(pathname)) return largeMapPage(search);
  if (new URLSearchParams(search).has('map')) {
    return {
      pathname,
      search: edit(search, (params) => CLOSED_WITH_MAP.forEach((flag) => params.delete(flag))),
    };
  }
  if (!HAS_LARGE_MAP.test(pathname)) return largeMapPage(search);
  return { pathname, search: edit(search, (params) => params.set('map', '')) };
}
