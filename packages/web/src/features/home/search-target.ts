import { COORDINATES_ZOOM, mapPathAt } from '../map/map-url';

const COORDINATES = /^\s*([-+]?\d+(?:\.\d+)?)\s*[,;]\s*([-+]?\d+(?:\.\d+)?)\s*$/;

/** Two numbers separated by a comma or semicolon, latitude first (spec 1 §5); null otherwise. */
export function parseCoordinates(text: string): { lat: number; long: number } | null {
  const match = COORDINATES.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const long = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(long) > 180) return null;
  return { lat, long };
}

/** Where the home search box goes: the map for coordinates, else the search page; null for blank input. */
export function searchTarget(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const coordinates = parseCoordinates(trimmed);
  if (coordinates) return mapPathAt({ ...coordinates, zoom: COORDINATES_ZOOM });
  return `/search/${encodeURIComponent(trimmed)}`;
}
