import { describe, expect, it } from 'vitest';
import { formatCoordinates, parseCoordinates } from './coordinates.js';

describe('parseCoordinates: decimal degrees, latitude first, separated by a comma or semicolon', () => {
  it.each([
    ['46.5, 11.8', 46.5, 11.8],
    ['46.5,11.8', 46.5, 11.8],
    ['46.5; 11.8', 46.5, 11.8],
    ['  46.5 ,  11.8  ', 46.5, 11.8],
    ['-33.8688, 151.2093', -33.8688, 151.2093],
    ['+46.5, -11.8', 46.5, -11.8],
    ['−33.8688, 151.2093', -33.8688, 151.2093],
    ['46.5 11.8', 46.5, 11.8],
    ['46.5\t-11.8', 46.5, -11.8],
    ['46, 11', 46, 11],
    ['0, 0', 0, 0],
    ['90, 180', 90, 180],
    ['-90, -180', -90, -180],
    ['.5, .25', 0.5, 0.25],
    ['46,5; 11,8', 46.5, 11.8],
    ['46,5;11,8', 46.5, 11.8],
  ])('%s', (text, lat, lng) => {
    expect(parseCoordinates(text)).toEqual({ lat, lng });
  });

  it('rounds to 6 decimals', () => {
    expect(parseCoordinates('46.12345678, 11.87654321')).toEqual({
      lat: 46.123457,
      lng: 11.876543,
    });
  });

  it('never answers negative zero', () => {
    const parsed = parseCoordinates('-0.0000001, -0.0000001');
    expect(Object.is(parsed?.lat, 0)).toBe(true);
    expect(Object.is(parsed?.lng, 0)).toBe(true);
  });
});

describe('parseCoordinates: hemisphere letters and degree signs', () => {
  it.each([
    ['46.5N, 11.8E', 46.5, 11.8],
    ['46.5 N 11.8 E', 46.5, 11.8],
    ['46.5S 11.8W', -46.5, -11.8],
    ['N46.5 E11.8', 46.5, 11.8],
    ['s 33.8688 e 151.2093', -33.8688, 151.2093],
    ['46.5°, 11.8°', 46.5, 11.8],
    ['46.5° N, 11.8° W', 46.5, -11.8],
    ['46.5º 11.8º', 46.5, 11.8],
    // Letters put the pair in order even when the longitude comes first.
    ['11.8E 46.5N', 46.5, 11.8],
    ['W 122.4194, N 37.7749', 37.7749, -122.4194],
  ])('%s', (text, lat, lng) => {
    expect(parseCoordinates(text)).toEqual({ lat, lng });
  });
});

describe('parseCoordinates: degrees, minutes and seconds as photographers paste them', () => {
  it.each([
    [`46°33'N 11°51'E`, 46.55, 11.85],
    [`46°33'12.5"N, 11°51'30"E`, 46.553472, 11.858333],
    [`N 46° 33.208' E 11° 51.5'`, 46.553467, 11.858333],
    ['46 33 12 N 11 51 30 E', 46.553333, 11.858333],
    [`46°33′12.5″N 11°51′30″E`, 46.553472, 11.858333],
    [`46°33’12.5”N 11°51’30”E`, 46.553472, 11.858333],
    [`46°33'12.5''N 11°51'30''E`, 46.553472, 11.858333],
    [`33°51'54"S 151°12'35"E`, -33.865, 151.209722],
    [`37° 46' 29.6" N, 122° 25' 9.8" W`, 37.774889, -122.419389],
    [`46° 33.208', 11° 51.5'`, 46.553467, 11.858333],
    [`46°33'12" 11°51'30"`, 46.553333, 11.858333],
    [`-33°51'54", 151°12'35"`, -33.865, 151.209722],
    ['46 33, 11 51', 46.55, 11.85],
    ['46 33 11 51', 46.55, 11.85],
    ['46 33 12 11 51 30', 46.553333, 11.858333],
    [`46°33'N11°51'E`, 46.55, 11.85],
  ])('%s', (text, lat, lng) => {
    expect(parseCoordinates(text)).toEqual({ lat, lng });
  });
});

describe('parseCoordinates: not coordinates', () => {
  it.each([
    [''],
    ['   '],
    ['Dolomites'],
    ['46.5'],
    ['Route 66'],
    ['46.5, 11.8, 12'],
    ['46.5; 11.8; 12'],
    ['46.5,'],
    [', 11.8'],
    ['46.5 11.8 12'],
    ['46 33 12'],
    ['46.5 x 11.8'],
    ['46.5N 11.8N'],
    ['11.8E 46.5W'],
    ['N 46.5 S, 11.8'],
    ['-46.5 S, 11.8'],
    ['46.5, 11.8 Zürich'],
    ['NaN, NaN'],
    ['Infinity, 1'],
    ['1e400, 1'],
  ])('%j', (text) => {
    expect(parseCoordinates(text)).toBeNull();
  });

  it.each([
    ['90.000001, 0'],
    ['-91, 0'],
    ['0, 180.5'],
    ['0, -181'],
    ['123456789, 11'],
    [`95°N 11°E`],
    [`46°N 181°W`],
  ])('%s is out of range', (text) => {
    expect(parseCoordinates(text)).toBeNull();
  });

  it.each([[`46°60'N 11°51'E`], [`46°33'60"N 11°51'E`], [`46°33'N 11°75.5'E`], ['46 61 11 51']])(
    '%s has minutes or seconds of 60 or more',
    (text) => {
      expect(parseCoordinates(text)).toBeNull();
    },
  );

  it.each([
    [`46.5°33'N 11°51'E`],
    [`46°33.5'12"N 11°51'E`],
    [`46'33°N 11°51'E`],
    [`46°12"N 11°51'E`],
    [`46° -33'N 11°51'E`],
  ])('%s is malformed', (text) => {
    expect(parseCoordinates(text)).toBeNull();
  });
});

describe('formatCoordinates', () => {
  it('shows 6 decimals, latitude first', () => {
    expect(formatCoordinates(46.5, 11.8)).toBe('46.500000, 11.800000');
    expect(formatCoordinates(-33.8687999, 151.20930001)).toBe('-33.868800, 151.209300');
  });

  it('reads back what it writes', () => {
    expect(parseCoordinates(formatCoordinates(46.553472, -11.858333))).toEqual({
      lat: 46.553472,
      lng: -11.858333,
    });
  });
});
