import { parseCoordinates } from './coordinates.js';
import { round6, type LatLng } from './geo.js';

/** Zoom used when the map is opened at typed GPS coordinates. */
export const COORDINATES_ZOOM = 14;

/** The query parameter of the search form (`/search?q=…`) when it is sent without scripts. */
export const SEARCH_FORM_PARAM = 'q';

/** The results page of a search text: `/search/{text}`, percent-encoded. */
export function searchPath(text: string): string {
  return `/search/${encodeURIComponent(text)}`;
}

/**
 * The large map centred on a position: `/map?map&lat=…&long=…&zoom=…`; with `showGPS` the
 * map also pins the position itself (the GPS display of typed coordinates).
 */
export function mapPathAt(
  position: LatLng & { zoom: number },
  options: { showGPS?: boolean } = {},
): string {
  const zoom = Math.round(position.zoom * 100) / 100;
  const path = `/map?map&lat=${round6(position.lat)}&long=${round6(position.lng)}&zoom=${zoom}`;
  return options.showGPS ? `${path}&showGPS` : path;
}

/**
 * Where a submitted search goes: typed coordinates (decimal or
 * degrees-minutes-seconds, latitude first) open the map centred there, any other text the
 * results page; null for blank input.
 */
export function searchTarget(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const coordinates = parseCoordinates(trimmed);
  if (coordinates) return mapPathAt({ ...coordinates, zoom: COORDINATES_ZOOM }, { showGPS: true });
  return searchPath(trimmed);
}
