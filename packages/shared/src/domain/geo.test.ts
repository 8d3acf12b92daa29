import { describe, expect, it } from 'vitest';
import { distanceM, formatDistance, round6, splitAntimeridian, wrapLng } from './geo.js';

describe('formatDistance (spec 1 §2)', () => {
  it.each([
    [0, '0 m'],
    [42.4, '42 m'],
    [99.4, '99 m'],
    [100, '0.1 km'],
    [2345, '2.3 km'],
    [9999, '9.9 km'],
    [10_000, '10 km'],
    [15_600, '16 km'],
    [1_234_567, '1235 km'],
  ])('%d m → %s', (metres, text) => {
    expect(formatDistance(metres)).toBe(text);
  });
});

describe('coordinates', () => {
  it('rounds to 6 decimals', () => {
    expect(round6(46.12345678)).toBe(46.123457);
    expect(round6(-0.0000004)).toBe(-0);
    expect(round6(11.1)).toBe(11.1);
  });

  it('wraps longitudes into -180..180', () => {
    expect(wrapLng(190)).toBe(-170);
    expect(wrapLng(-190)).toBe(170);
    expect(wrapLng(180)).toBe(180);
    expect(wrapLng(540)).toBe(180);
    expect(wrapLng(12.5)).toBe(12.5);
  });

  it('measures great-circle distances', () => {
    const paris = { lat: 48.8566, long: 2.3522 };
    const london = { lat: 51.5074, long: -0.1278 };
    expect(distanceM(paris, london) / 1000).toBeCloseTo(343.5, 0);
    expect(distanceM(paris, paris)).toBe(0);
  });

  it('splits boxes that cross the antimeridian', () => {
    expect(splitAntimeridian({ south: 0, north: 1, west: 179, east: -179 })).toEqual([
      { south: 0, north: 1, west: 179, east: 180 },
      { south: 0, north: 1, west: -180, east: -179 },
    ]);
  });
});
