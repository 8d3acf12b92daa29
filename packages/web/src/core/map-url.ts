import { COORDINATES_ZOOM, round6, type LatLng } from '@vantage/shared';

/** A map position: centre and zoom, and the tilt of a 3D view when it has one. */
export interface MapPosition extends LatLng {
  zoom: number;
  /** Tilt from straight down; absent or 0 for a flat map. */
  pitchDeg?: number;
  /** Rotation from north, clockwise, -180…180; absent or 0 for a north-up map. */
  bearingDeg?: number;
}

/** The steepest tilt MapLibre draws, and the most an address or a stored view may ask. */
export const MAX_PITCH_DEG = 85;

/** Reads a position written by `mapPathAt`; null when absent or out of range. */
export function parseMapPosition(params: URLSearchParams): MapPosition | null {
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('long'));
  const zoomText = params.get('zoom');
  const zoom = zoomText == null ? COORDINATES_ZOOM : Number(zoomText);
  if (params.get('lat') == null || params.get('long') == null) return null;
  if (![lat, lng, zoom].every(Number.isFinite)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || zoom < 0 || zoom > 22) return null;
  return { lat, lng, zoom, ...parseTilt(params) };
}

/** The `pitch` and `bearing` of a tilted view; those missing or out of range are left out. */
function parseTilt(params: URLSearchParams): Pick<MapPosition, 'pitchDeg' | 'bearingDeg'> {
  const tilt: Pick<MapPosition, 'pitchDeg' | 'bearingDeg'> = {};
  const pitchDeg = Number(params.get('pitch') ?? Number.NaN);
  const bearingDeg = Number(params.get('bearing') ?? Number.NaN);
  if (Number.isFinite(pitchDeg) && pitchDeg > 0 && pitchDeg <= MAX_PITCH_DEG) {
    tilt.pitchDeg = pitchDeg;
  }
  if (Number.isFinite(bearingDeg) && bearingDeg !== 0 && Math.abs(bearingDeg) <= 180) {
    tilt.bearingDeg = bearingDeg;
  }
  return tilt;
}

/** Whether the position is seen tilted or rotated (a 3D view). */
export function isTilted(position: MapPosition): boolean {
  return (position.pitchDeg ?? 0) !== 0 || (position.bearingDeg ?? 0) !== 0;
}

/**
 * `search` with the map position written into it (`lat`, `long`, `zoom`, and `pitch` and
 * `bearing` of a tilted view), every other flag and value kept as it was: the map page replaces
 * its history entry with this as the map moves.
 */
export function searchWithMapPosition(search: string, position: MapPosition): string {
  const kept = searchWithoutMapPosition(search).replace(/^\?/, '').split('&').filter(Boolean);
  const zoom = Math.round(position.zoom * 100) / 100;
  const written = [`lat=${round6(position.lat)}`, `long=${round6(position.lng)}`, `zoom=${zoom}`];
  // Whole degrees: a finer tilt is not seen, and the address stays short.
  const pitchDeg = Math.round(position.pitchDeg ?? 0);
  const bearingDeg = Math.round(position.bearingDeg ?? 0);
  if (pitchDeg !== 0) written.push(`pitch=${pitchDeg}`);
  if (bearingDeg !== 0) written.push(`bearing=${bearingDeg}`);
  return `?${[...kept, ...written].join('&')}`;
}

/** `search` without the map position, every other flag and value as it was ('' when none is left). */
export function searchWithoutMapPosition(search: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && !/^(lat|long|zoom|pitch|bearing)(=|$)/.test(part));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}
