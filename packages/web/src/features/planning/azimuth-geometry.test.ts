import { describe, expect, it } from 'vitest';
import { destination, distanceM } from '@vantage/shared';
import {
  azimuthCrossings,
  azimuthLine,
  compassPoint,
  lngLatOf,
  metresPerPixel,
  shadowAzimuth,
  shadowRatio,
  skyPoint,
} from './azimuth-geometry';

const paris = { lat: 48.8584, lng: 2.2945 };
const toPoint = ([lng, lat]: [number, number]) => ({ lat, lng });

describe('the end of an azimuth line, in GeoJSON order', () => {
  const endAt = (bearingDeg: number, distM: number) =>
    lngLatOf(destination(paris, bearingDeg, distM));

  it('goes the given distance along the bearing', () => {
    const east = endAt(90, 10_000);
    expect(distanceM(paris, toPoint(east))).toBeCloseTo(10_000, 0);
    expect(east[0]).toBeGreaterThan(paris.lng);
    expect(east[1]).toBeCloseTo(paris.lat, 2);

    const north = endAt(0, 111_195);
    expect(north[1]).toBeCloseTo(paris.lat + 1, 2);
    expect(north[0]).toBeCloseTo(paris.lng, 6);
  });

  it('puts a west bearing west and a south bearing south', () => {
    expect(endAt(270, 5000)[0]).toBeLessThan(paris.lng);
    expect(endAt(180, 5000)[1]).toBeLessThan(paris.lat);
  });
});

describe('azimuthLine', () => {
  it('starts at the spot and follows the great circle, evenly spaced', () => {
    const line = azimuthLine(paris, 300, 1_000_000, 10);
    expect(line).toHaveLength(11);
    expect(line[0]).toEqual([paris.lng, paris.lat]);
    expect(distanceM(paris, toPoint(line[10]!))).toBeCloseTo(1_000_000, -1);
    expect(distanceM(paris, toPoint(line[5]!))).toBeCloseTo(500_000, -1);
    // A long north-west line curves: its midpoint is not the straight latitude/longitude average.
    const straightMidLat = (line[0]![1] + line[10]![1]) / 2;
    expect(Math.abs(line[5]![1] - straightMidLat)).toBeGreaterThan(0.05);
  });
});

describe('metresPerPixel', () => {
  it('halves with each zoom level and shrinks towards the poles', () => {
    expect(metresPerPixel(0, 0)).toBeCloseTo(78_271.5, 0);
    expect(metresPerPixel(0, 1)).toBeCloseTo(metresPerPixel(0, 0) / 2, 6);
    expect(metresPerPixel(60, 5)).toBeCloseTo(metresPerPixel(0, 5) / 2, 6);
  });
});

describe('skyPoint', () => {
  it('puts the horizon at the radius, the zenith at the spot and nothing below the horizon', () => {
    expect(distanceM(paris, toPoint(skyPoint(paris, 90, 0, 1000)!))).toBeCloseTo(1000, 0);
    expect(distanceM(paris, toPoint(skyPoint(paris, 90, 45, 1000)!))).toBeCloseTo(500, 0);
    expect(distanceM(paris, toPoint(skyPoint(paris, 90, 90, 1000)!))).toBeCloseTo(0, 3);
    expect(skyPoint(paris, 90, -2, 1000)).toBeNull();
  });
});

describe('shadows', () => {
  it('point away from the sun, as long as the height over tan(altitude), capped', () => {
    expect(shadowAzimuth(120)).toBe(300);
    expect(shadowAzimuth(250)).toBe(70);
    expect(shadowRatio(45)).toBeCloseTo(1, 6);
    expect(shadowRatio(60)).toBeCloseTo(0.577, 3);
    expect(shadowRatio(2)).toBe(3);
    expect(shadowRatio(-5)).toBeNull();
  });

  it('are found every 60° of the sun’s azimuth while it is up', () => {
    const hour = 3_600_000;
    const path = [
      { epochMs: 0, azimuthDeg: 50, altitudeDeg: -10 },
      { epochMs: hour, azimuthDeg: 70, altitudeDeg: 5 },
      { epochMs: 2 * hour, azimuthDeg: 110, altitudeDeg: 25 },
      { epochMs: 3 * hour, azimuthDeg: 130, altitudeDeg: 35 },
      { epochMs: 4 * hour, azimuthDeg: 250, altitudeDeg: 20 },
      { epochMs: 5 * hour, azimuthDeg: 290, altitudeDeg: -4 },
    ];
    const crossings = azimuthCrossings(path, 60);
    // 60° falls between the first two samples at an interpolated −2.5°: no shadow then.
    expect(crossings.map((crossing) => crossing.azimuthDeg)).toEqual([120, 180, 240]);
    const at120 = crossings.find((crossing) => crossing.azimuthDeg === 120)!;
    expect(at120.epochMs).toBeCloseTo(2.5 * hour, 0);
    expect(at120.altitudeDeg).toBeCloseTo(30, 6);
    expect(crossings.every((crossing) => crossing.altitudeDeg > 0)).toBe(true);
  });

  it('unwraps the azimuth across north (a southern-hemisphere or midnight sun)', () => {
    const hour = 3_600_000;
    const crossings = azimuthCrossings(
      [
        { epochMs: 0, azimuthDeg: 340, altitudeDeg: 5 },
        { epochMs: hour, azimuthDeg: 20, altitudeDeg: 6 },
      ],
      60,
    );
    expect(crossings.map((crossing) => crossing.azimuthDeg)).toEqual([0]);
    expect(crossings[0]!.epochMs).toBeCloseTo(hour / 2, 0);
  });
});

describe('compassPoint', () => {
  it('names the nearest of 16 points', () => {
    expect(compassPoint(0)).toBe('N');
    expect(compassPoint(359)).toBe('N');
    expect(compassPoint(247.5)).toBe('WSW');
    expect(compassPoint(270)).toBe('W');
  });
});
