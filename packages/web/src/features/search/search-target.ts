import { parseCoordinates } from '@vantage/shared';
import { COORDINATES_ZOOM, mapPathAt } from '../../core/map-url';

/** The results page of a search text: `/search/{text}`, percent-encoded. */
export function searchPath(text: string): string {
  return `/search/${encodeURIComponent(text)}`;
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
