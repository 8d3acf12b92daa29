import { round6, type LatLng } from '@vantage/shared';

/** A map position: centre and zoom. */
export interface MapPosition extends LatLng {
  zoom: number;
}

/** Zoom used when the map is opened at typed GPS coordinates. */
export const COORDINATES_ZOOM = 14;

/**
 * The large map centred on a position: `/map?map&lat=…&long=…&zoom=…`; with `showGPS` the
 * map also pins the position itself (the GPS display of typed coordinates).
 */
export function mapPathAt(position: MapPosition, options: { showGPS?: boolean } = {}): string {
  const zoom = Math.round(position.zoom * 100) / 100;
  const path = `/map?map&lat=${round6(position.lat)}&long=${round6(position.lng)}&zoom=${zoom}`;
  return options.showGPS ? `${path}&showGPS` : path;
}

/** Reads a position written by {@link mapPathAt}; null when absent or out of range. */
export function parseMapPosition(params: URLSearchParams): MapPosition | null {
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('long'));
  const zoomText = params.get('zoom');
  const zoom = zoomText == null ? COORDINATES_ZOOM : Number(zoomText);
  if (params.get('lat') == null || params.get('long') == null) return null;
  if (![lat, lng, zoom].every(Number.isFinite)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || zoom < 0 || zoom > 22) return null;
  return { lat, lng, zoom };
}

/**
 * `search` with the map position written into it (`lat`, `long`, `zoom`), every other flag and
 * value kept as it was: the map page replaces its history entry with this as the map moves.
 */
export function searchWithMapPosition(search: string, position: MapPosition): string {
  const kept = searchWithoutMapPosition(search).replace(/^\?/, '').split('&').filter(Boolean);
  const zoom = Math.round(position.zoom * 100) / 100;
  const written = [`lat=${round6(position.lat)}`, `long=${round6(position.lng)}`, `zoom=${zoom}`];
  return `?${[...kept, ...written].join('&')}`;
}

/** `search` without the map position, every other flag and value as it was ('' when none is left). */
export function searchWithoutMapPosition(search: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && !/^(lat|long|zoom)(=|$)/.test(part));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}
