import { describe, expect, it } from 'vitest';
import { parseMapPosition, searchWithMapPosition, searchWithoutMapPosition } from './map-url';

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
});
