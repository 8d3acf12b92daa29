import { describe, expect, it } from 'vitest';
import { parseCoordinates, searchTarget } from './search-target';

describe('searchTarget', () => {
  it('sends text to the search page, trimmed and encoded', () => {
    expect(searchTarget('  Lago di Braies ')).toBe('/search/Lago%20di%20Braies');
    expect(searchTarget('a/b?c')).toBe('/search/a%2Fb%3Fc');
  });

  it('ignores blank input', () => {
    expect(searchTarget('   ')).toBeNull();
  });

  it('sends coordinates (latitude first, comma or semicolon) to the map', () => {
    expect(searchTarget('46.6946, 12.0856')).toBe('/map?map&lat=46.6946&long=12.0856&zoom=14');
    expect(searchTarget('-33.8568;151.2153')).toBe('/map?map&lat=-33.8568&long=151.2153&zoom=14');
  });

  it('does not treat out-of-range numbers as coordinates', () => {
    expect(parseCoordinates('95, 10')).toBeNull();
    expect(parseCoordinates('10, 200')).toBeNull();
    expect(searchTarget('95, 10')).toBe('/search/95%2C%2010');
  });
});
