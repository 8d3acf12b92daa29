import { describe, expect, it } from 'vitest';
import {
  boxAround,
  boxAroundDeg,
  destination,
  distanceM,
  formatDistance,
  latLngOf,
  round6,
  splitAntimeridian,
  wrapLng,
} from './geo.js';

describe('formatDistance: metres under 100 m, one decimal under 10 km, else whole km', () => {
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
    expect(wrapLng(181)).toBe(-179);
    expect(wrapLng(-181)).toBe(179);
    expect(wrapLng(190)).toBe(-170);
    expect(wrapLng(-190)).toBe(170);
    expect(wrapLng(180)).toBe(180);
    expect(wrapLng(540)).toBe(180);
    expect(wrapLng(12.5)).toBe(12.5);
  });

  it('measures great-circle distances', () => {
    const paris = { lat: 48.8566, lng: 2.3522 };
    const london = latLngOf({ lat: 51.5074, long: -0.1278 });
    expect(distanceM(paris, london) / 1000).toBeCloseTo(343.5, 0);
    expect(distanceM(paris, paris)).toBe(0);
  });

  it('splits boxes that cross the antimeridian', () => {
    expect(splitAntimeridian({ south: 0, north: 1, west: 179, east: -179 })).toEqual([
      { south: 0, north: 1, west: 179, east: 180 },
      { south: 0, north: 1, west: -180, east: -179 },
    ]);
  });

  it('finds the position a distance along a bearing', () => {
    const paris = { lat: 48.8566, lng: 2.3522 };
    const east = destination(paris, 90, 10_000);
    expect(distanceM(paris, east)).toBeCloseTo(10_000, 0);
    expect(east.lng).toBeGreaterThan(paris.lng);
    const north = destination(paris, 0, 1_000_000);
    expect(north.lng).toBeCloseTo(paris.lng, 6);
    expect(distanceM(paris, north)).toBeCloseTo(1_000_000, -1);
  });

  it('draws a box around a point that holds every position within the radius', () => {
    const center = { lat: 46.5, lng: 11.3 };
    const box = boxAround(center, 1000);
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
      const edge = destination(center, bearing, 999);
      expect(edge.lat).toBeGreaterThanOrEqual(box.south);
      expect(edge.lat).toBeLessThanOrEqual(box.north);
      expect(edge.lng).toBeGreaterThanOrEqual(box.west);
      expect(edge.lng).toBeLessThanOrEqual(box.east);
    }
  });

  it('lets a box cross the antimeridian, stop at the poles and span the world near them', () => {
    const dateLine = boxAroundDeg({ lat: 0, lng: 179.9 }, 0.5);
    expect(dateLine.west).toBeCloseTo(179.4, 6);
    expect(dateLine.east).toBeCloseTo(-179.6, 6);
    const pole = boxAroundDeg({ lat: 89.9, lng: 10 }, 1);
    expect(pole).toEqual({ south: 88.9, north: 90, west: -180, east: 180 });
  });
});
