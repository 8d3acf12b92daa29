import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M, METRES_PER_DEGREE } from '../geo.js';
import {
  curvatureDropM,
  EYE_HEIGHT_M,
  horizonAltitudeAt,
  horizonProfile,
  TERRESTRIAL_REFRACTION_K,
} from './horizon.js';
import { decodeTerrainPixel, encodeTerrainPixel } from './terrain-rgb.js';

const spot = { lat: 46.0, lng: 11.0 };
const metresEastOf = (lat: number, lng: number) =>
  (lng - spot.lng) * METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
const metresNorthOf = (lat: number) => (lat - spot.lat) * METRES_PER_DEGREE;
const deg = (rad: number) => (rad * 180) / Math.PI;

describe('horizon profiles', () => {
  it('sees the dip of the sea horizon over flat ground, nothing more', () => {
    const profile = horizonProfile(() => 0, spot)!;
    expect(profile.altitudesDeg).toHaveLength(360);
    // The ray grazing a curved, refracting earth from 1.7 m: −2·√(h(1−k)/2R) radians.
    const dipDeg = -deg(
      Math.sqrt((2 * EYE_HEIGHT_M * (1 - TERRESTRIAL_REFRACTION_K)) / EARTH_RADIUS_M),
    );
    for (const altitudeDeg of profile.altitudesDeg) expect(altitudeDeg).toBeCloseTo(dipDeg, 2);
  });

  it('finds the geometric angle of a straight ridge wall at every azimuth facing it', () => {
    const wallM = 5000;
    const heightM = 800;
    const profile = horizonProfile(
      (lat, lng) => (metresEastOf(lat, lng) >= wallM ? 200 + heightM : 200),
      spot,
    )!;
    expect(profile.groundElevM).toBe(200);
    for (const azimuthDeg of [30, 60, 90, 120, 150]) {
      const distM = wallM / Math.sin((azimuthDeg * Math.PI) / 180);
      const expectedDeg = deg(Math.atan((heightM - EYE_HEIGHT_M - curvatureDropM(distM)) / distM));
      expect(Math.abs(profile.altitudesDeg[azimuthDeg]! - expectedDeg)).toBeLessThan(0.06);
    }
    // Looking west, away from the wall, the horizon is the flat ground's.
    expect(profile.altitudesDeg[270]!).toBeLessThan(0);
  });

  it('lowers a far peak by the earth curvature less refraction', () => {
    const peakM = 25_000;
    const heightM = 3000;
    const profile = horizonProfile(
      (lat, lng) =>
        Math.abs(metresNorthOf(lat) - peakM) < 400 && Math.abs(metresEastOf(lat, lng)) < 400
          ? heightM
          : 0,
      spot,
      { stepDeg: 0.5 },
    )!;
    const drop = ((peakM * peakM) / (2 * EARTH_RADIUS_M)) * (1 - TERRESTRIAL_REFRACTION_K);
    expect(drop).toBeGreaterThan(40);
    const expectedDeg = deg(Math.atan((heightM - EYE_HEIGHT_M - drop) / (peakM - 400)));
    expect(horizonAltitudeAt(profile, 0)).toBeCloseTo(expectedDeg, 1);
    // Without the curvature the peak would stand a tenth of a degree higher.
    const flatEarthDeg = deg(Math.atan((heightM - EYE_HEIGHT_M) / (peakM - 400)));
    expect(flatEarthDeg - horizonAltitudeAt(profile, 0)).toBeGreaterThan(0.05);
  });

  it('interpolates between azimuth steps and wraps around north', () => {
    const profile = { altitudesDeg: [0, 2, ...new Array<number>(357).fill(0), 4], stepDeg: 1 };
    expect(horizonAltitudeAt(profile, 0.5)).toBeCloseTo(1);
    expect(horizonAltitudeAt(profile, 359.5)).toBeCloseTo(2);
    expect(horizonAltitudeAt(profile, -0.5)).toBeCloseTo(2);
  });

  it('has no profile where the terrain source has no ground under the spot', () => {
    expect(horizonProfile(() => null, spot)).toBeNull();
  });
});

describe('terrain-RGB pixels', () => {
  it('decodes and encodes Terrarium and Mapbox elevations', () => {
    expect(decodeTerrainPixel(128, 0, 0, 'terrarium')).toBe(0);
    expect(decodeTerrainPixel(1, 134, 160, 'mapbox')).toBeCloseTo(0, 5);
    for (const elevM of [-412.5, 0, 1, 1234.5, 8848]) {
      expect(
        decodeTerrainPixel(...encodeTerrainPixel(elevM, 'terrarium'), 'terrarium'),
      ).toBeCloseTo(elevM, 1);
      expect(decodeTerrainPixel(...encodeTerrainPixel(elevM, 'mapbox'), 'mapbox')).toBeCloseTo(
        elevM,
        0,
      );
    }
  });
});
