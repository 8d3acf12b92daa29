import { parseRegion, regionPath } from '@vantage/shared';
import { describe, expect, it } from 'vitest';
import {
  canZoomIn,
  regionForBounds,
  regionMapBounds,
  regionPathForBounds,
  zoomInRegion,
} from './region-geometry';

// One region and the box it covers, read in both directions below.
const dolomites = { lat: 46.6, long: 11.8, dLat: 0.6, dLong: 1 };
const dolomitesBounds = { south: 46.3, west: 11.3, north: 46.9, east: 12.3 };

describe('zoomInRegion', () => {
  it('keeps the centre and divides both sides by 1.15', () => {
    expect(zoomInRegion(dolomites)).toEqual({
      lat: 46.6,
      long: 11.8,
      dLat: 0.521739,
      dLong: 0.869565,
    });
  });

  it('makes the old region 1.15 times the new one', () => {
    const region = { lat: -33.86, long: 151.2, dLat: 2.3, dLong: 4.6 };
    const zoomed = zoomInRegion(region);
    expect(region.dLat / zoomed.dLat).toBeCloseTo(1.15, 5);
    expect(region.dLong / zoomed.dLong).toBeCloseTo(1.15, 5);
  });

  it('writes an address the region parser reads back unchanged', () => {
    const zoomed = zoomInRegion({ lat: 37.7456, long: -119.5936, dLat: 0.123457, dLong: 0.2 });
    const path = regionPath(zoomed);
    const [lat, long, dLat, dLong] = path.split('/').slice(2) as [string, string, string, string];
    expect(parseRegion({ lat, long, dLat, dLong })).toEqual({ ok: true, region: zoomed });
  });

  it('stops before a side becomes smaller than about 10 m', () => {
    expect(canZoomIn({ lat: 0, long: 0, dLat: 0.5, dLong: 0.5 })).toBe(true);
    expect(canZoomIn({ lat: 0, long: 0, dLat: 0.000115, dLong: 0.5 })).toBe(true);
    expect(canZoomIn({ lat: 0, long: 0, dLat: 0.5, dLong: 0.000114 })).toBe(false);
  });
});

describe('regionForBounds', () => {
  it('gives the centre and the full height and width, rounded to 6 decimals', () => {
    expect(regionForBounds(dolomitesBounds)).toEqual(dolomites);
    expect(
      regionForBounds({ south: 46.12345678, west: 11.1, north: 46.2, east: 11.2000001 }),
    ).toEqual({ lat: 46.161728, long: 11.15, dLat: 0.076543, dLong: 0.1 });
  });

  it('reads a box across the antimeridian', () => {
    expect(regionForBounds({ south: -20, west: 170, north: -10, east: -170 })).toEqual({
      lat: -15,
      long: 180,
      dLat: 10,
      dLong: 20,
    });
    expect(regionForBounds({ south: -20, west: 175, north: -10, east: -165 }).long).toBe(-175);
  });

  it('is the address of the region view', () => {
    expect(regionPathForBounds(dolomitesBounds)).toBe('/r/46.6/11.8/0.6/1');
  });
});

describe('regionMapBounds', () => {
  it('is the region rectangle as west-south and east-north corners', () => {
    expect(regionMapBounds(dolomites)).toEqual([
      [11.3, 46.3],
      [12.3, 46.9],
    ]);
  });

  it('keeps a region across the antimeridian in one piece', () => {
    expect(regionMapBounds({ lat: -15, long: 180, dLat: 10, dLong: 20 })).toEqual([
      [170, -20],
      [190, -10],
    ]);
  });

  it('round-trips with regionForBounds', () => {
    const region = { lat: 37.75, long: -119.6, dLat: 0.2, dLong: 0.4 };
    const [[west, south], [east, north]] = regionMapBounds(region);
    expect(regionForBounds({ south, west, north, east })).toEqual(region);
  });
});
