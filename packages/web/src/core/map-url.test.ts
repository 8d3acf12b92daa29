import { describe, expect, it } from 'vitest';
import {
  isTilted,
  parseMapPosition,
  searchWithMapPosition,
  searchWithoutMapPosition,
} from './map-url';

describe('the map position in the URL', () => {
  it('replaces the position and keeps every flag and filter as written', () => {
    const search = searchWithMapPosition('?map&sb&lat=1&long=2&zoom=3&ft=Lakes', {
      lat: 46.6948123456,
      lng: 12.0854123456,
      zoom: 13.456,
    });
    expect(search).toBe('?map&sb&ft=Lakes&lat=46.694812&long=12.085412&zoom=13.46');
    expect(parseMapPosition(new URLSearchParams(search))).toEqual({
      lat: 46.694812,
      lng: 12.085412,
      zoom: 13.46,
    });
    expect(searchWithMapPosition('', { lat: 0, lng: 0, zoom: 2 })).toBe('?lat=0&long=0&zoom=2');
    expect(searchWithoutMapPosition('?map&sb&lat=1&long=2&zoom=3')).toBe('?map&sb');
    expect(searchWithoutMapPosition('?lat=1&long=2&zoom=3')).toBe('');
  });

  it('keeps the tilt of a 3D view in whole degrees, and leaves a flat view without it', () => {
    const search = searchWithMapPosition('?map', {
      lat: 46.6,
      lng: 12.1,
      zoom: 12,
      pitchDeg: 49.6,
      bearingDeg: -20.2,
    });
    expect(search).toBe('?map&lat=46.6&long=12.1&zoom=12&pitch=50&bearing=-20');
    const position = parseMapPosition(new URLSearchParams(search))!;
    expect(position).toEqual({ lat: 46.6, lng: 12.1, zoom: 12, pitchDeg: 50, bearingDeg: -20 });
    expect(isTilted(position)).toBe(true);
    expect(searchWithMapPosition(search, { lat: 46.6, lng: 12.1, zoom: 12 })).toBe(
      '?map&lat=46.6&long=12.1&zoom=12',
    );
    expect(searchWithoutMapPosition(search)).toBe('?map');
  });

  it('opens flat where the tilt in the address is not a number or out of range', () => {
    for (const tilt of ['pitch=abc&bearing=', 'pitch=90&bearing=181', 'pitch=-5&bearing=NaN']) {
      const position = parseMapPosition(new URLSearchParams(`lat=1&long=2&zoom=3&${tilt}`))!;
      expect(position).toEqual({ lat: 1, lng: 2, zoom: 3 });
      expect(isTilted(position)).toBe(false);
    }
  });
});
