import { describe, expect, it } from 'vitest';
import { parseRegion, regionPath, regionToBBox } from './region.js';

const parts = (lat: string, long: string, dLat: string, dLong: string) => ({
  lat,
  long,
  dLat,
  dLong,
});

describe('parseRegion: the centre and size of a region view from its address', () => {
  it('parses and rounds to 6 decimals', () => {
    expect(parseRegion(parts('46.12345678', '11.5', '0.5', '1'))).toEqual({
      ok: true,
      region: { lat: 46.123457, long: 11.5, dLat: 0.5, dLong: 1 },
    });
    expect(parseRegion(parts('-.5', '-3', '.25', '2'))).toMatchObject({
      ok: true,
      region: { lat: -0.5, dLat: 0.25 },
    });
  });

  it.each([
    [parts('abc', '1', '1', '1'), 'lat'],
    [parts('1', '1e3', '1', '1'), 'long'],
    [parts('1', '1', '0x10', '1'), 'dLat'],
    [parts('1', '1', '1', 'NaN'), 'dLong'],
    [parts('1', '1', '1', ''), 'dLong'],
    [parts('91', '1', '1', '1'), 'lat'],
    [parts('1', '1', '0', '1'), 'dLat'],
    [parts('1', '1', '1', '361'), 'dLong'],
    [parts('1..2', '1', '1', '1'), 'lat'],
  ])('rejects %j naming %s', (input, field) => {
    const result = parseRegion(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.field).toBe(field);
  });

  it('wraps the centre longitude', () => {
    expect(parseRegion(parts('0', '190', '1', '1'))).toMatchObject({
      ok: true,
      region: { long: -170 },
    });
  });
});

describe('regionToBBox', () => {
  it('treats lat/long as the centre and dLat/dLong as full height and width', () => {
    expect(regionToBBox({ lat: 46, long: 11, dLat: 1, dLong: 2 })).toEqual({
      south: 45.5,
      north: 46.5,
      west: 10,
      east: 12,
    });
  });

  it('crosses the antimeridian with west > east', () => {
    expect(regionToBBox({ lat: 0, long: 180, dLat: 2, dLong: 2 })).toEqual({
      south: -1,
      north: 1,
      west: 179,
      east: -179,
    });
  });

  it('clamps latitude and covers all longitudes when wider than the world', () => {
    expect(regionToBBox({ lat: 80, long: 0, dLat: 40, dLong: 360 })).toEqual({
      south: 60,
      north: 90,
      west: -180,
      east: 180,
    });
  });

  it('builds the region path', () => {
    expect(regionPath({ lat: 46.1234567, long: 11, dLat: 0.5, dLong: 1 })).toBe(
      '/r/46.123457/11/0.5/1',
    );
  });
});
