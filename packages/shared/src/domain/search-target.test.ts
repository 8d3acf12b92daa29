import { describe, expect, it } from 'vitest';
import { searchPath, searchTarget } from './search-target.js';

describe('searchTarget', () => {
  it('sends text to the results page, trimmed and encoded', () => {
    expect(searchTarget('  Lago di Braies ')).toBe('/search/Lago%20di%20Braies');
    expect(searchTarget('a/b?c#d')).toBe('/search/a%2Fb%3Fc%23d');
    expect(searchPath('Seceda')).toBe('/search/Seceda');
  });

  it('ignores blank input', () => {
    expect(searchTarget('')).toBeNull();
    expect(searchTarget('   ')).toBeNull();
  });

  it('sends decimal coordinates (latitude first, comma or semicolon) to the map', () => {
    expect(searchTarget('46.6946, 12.0856')).toBe(
      '/map?map&lat=46.6946&long=12.0856&zoom=14&showGPS',
    );
    expect(searchTarget('-33.8568;151.2153')).toBe(
      '/map?map&lat=-33.8568&long=151.2153&zoom=14&showGPS',
    );
  });

  it('sends degrees, minutes and seconds to the map', () => {
    expect(searchTarget(`46°33'N 11°51'E`)).toBe('/map?map&lat=46.55&long=11.85&zoom=14&showGPS');
    expect(searchTarget(`37°44'46"N 119°35'50"W`)).toBe(
      '/map?map&lat=37.746111&long=-119.597222&zoom=14&showGPS',
    );
  });

  it('searches out-of-range numbers as text', () => {
    expect(searchTarget('95, 10')).toBe('/search/95%2C%2010');
    expect(searchTarget('10, 200')).toBe('/search/10%2C%20200');
  });
});
