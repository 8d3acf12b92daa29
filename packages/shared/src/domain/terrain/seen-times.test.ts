import { describe, expect, it } from 'vitest';
import { moonTimes } from '../astronomy/moon-times.js';
import { sunPosition } from '../astronomy/positions.js';
import { sunTimes } from '../astronomy/sun-times.js';
import { METRES_PER_DEGREE } from '../geo.js';
import { curvatureDropM, EYE_HEIGHT_M, horizonProfile } from './horizon.js';
import { seenRiseSet, seenRiseSetsIn } from './seen-times.js';

const spot = { lat: 46.6, lng: 12.1 };
const MINUTE_MS = 60_000;
const deg = (rad: number) => (rad * 180) / Math.PI;
/** The Sun's apparent semi-diameter, degrees (15.8′ to 16.3′ through the year). */
const SUN_SEMI_DIAMETER_DEG = 0.2667;

describe('rise and set as seen from a spot', () => {
  it('gives the astronomical times over flat ground', () => {
    const flat = horizonProfile(() => 0, spot)!;
    for (const day of ['2026-03-20T12:00:00Z', '2026-06-21T12:00:00Z', '2026-12-21T12:00:00Z']) {
      const astro = sunTimes(new Date(day), spot.lat, spot.lng);
      const seen = seenRiseSet('sun', flat, spot.lat, spot.lng, {
        rise: astro.sunrise,
        set: astro.sunset,
      });
      expect(Math.abs(seen.rise!.getTime() - astro.sunrise!.getTime())).toBeLessThan(MINUTE_MS);
      expect(Math.abs(seen.set!.getTime() - astro.sunset!.getTime())).toBeLessThan(MINUTE_MS);
      const moon = moonTimes(new Date(day), spot.lat, spot.lng);
      const moonSeen = seenRiseSet('moon', flat, spot.lat, spot.lng, moon);
      if (moon.rise) {
        expect(Math.abs(moonSeen.rise!.getTime() - moon.rise.getTime())).toBeLessThan(MINUTE_MS);
      }
    }
  });

  it('finds the geometric sunrise over a ridge to the east within a minute', () => {
    const wallM = 4000;
    const heightM = 700;
    const metresEast = (lat: number, lng: number) =>
      (lng - spot.lng) * METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
    const ridge = horizonProfile(
      (lat, lng) => (metresEast(lat, lng) >= wallM ? 1200 + heightM : 1200),
      spot,
    )!;
    // The skyline of that wall, from geometry alone.
    const wallAltitudeDeg = (azimuthDeg: number) => {
      const sin = Math.sin((azimuthDeg * Math.PI) / 180);
      if (sin <= 0) return -1;
      const distM = wallM / sin;
      return deg(Math.atan((heightM - EYE_HEIGHT_M - curvatureDropM(distM)) / distM));
    };
    for (const day of ['2026-06-21T12:00:00Z', '2026-11-26T12:00:00Z']) {
      const astro = sunTimes(new Date(day), spot.lat, spot.lng);
      const seen = seenRiseSet('sun', ridge, spot.lat, spot.lng, {
        rise: astro.sunrise,
        set: astro.sunset,
      });
      // The first instant, second by second, the Sun's upper limb stands over the wall.
      let expectedMs = astro.sunrise!.getTime();
      for (;;) {
        const sun = sunPosition(new Date(expectedMs), spot.lat, spot.lng);
        if (sun.altitudeDeg + SUN_SEMI_DIAMETER_DEG > wallAltitudeDeg(sun.azimuthDeg)) break;
        expectedMs += 10_000;
      }
      expect(expectedMs - astro.sunrise!.getTime()).toBeGreaterThan(30 * MINUTE_MS);
      expect(Math.abs(seen.rise!.getTime() - expectedMs)).toBeLessThan(MINUTE_MS);
      // Nothing hides the western sky: the sunset stays the almanac's.
      expect(Math.abs(seen.set!.getTime() - astro.sunset!.getTime())).toBeLessThan(MINUTE_MS);
    }
  });

  it('has no rise when the terrain hides the sun all day', () => {
    const pit = { altitudesDeg: new Array<number>(360).fill(80), stepDeg: 1 };
    const astro = sunTimes(new Date('2026-12-21T12:00:00Z'), spot.lat, spot.lng);
    const seen = seenRiseSet('sun', pit, spot.lat, spot.lng, {
      rise: astro.sunrise,
      set: astro.sunset,
    });
    expect(seen).toEqual({ rise: null, set: null });
  });

  it('gives a season of them at once, the same as day by day', () => {
    const ridge = {
      altitudesDeg: Array.from({ length: 360 }, (_, az) => (az < 180 ? 5 : 2)),
      stepDeg: 1,
    };
    const startMs = Date.UTC(2026, 2, 1);
    const events = seenRiseSetsIn(
      'sun',
      ridge,
      spot.lat,
      spot.lng,
      startMs,
      startMs + 10 * 86_400_000,
    );
    expect(events.filter((e) => e.event === 'rise')).toHaveLength(10);
    expect(events.filter((e) => e.event === 'set')).toHaveLength(10);
    for (const day of [0, 4, 9]) {
      const astro = sunTimes(
        new Date(startMs + day * 86_400_000 + 12 * 3_600_000),
        spot.lat,
        spot.lng,
      );
      const single = seenRiseSet('sun', ridge, spot.lat, spot.lng, {
        rise: astro.sunrise,
        set: astro.sunset,
      });
      const rise = events.find(
        (e) =>
          e.event === 'rise' &&
          Math.abs(e.astronomical.getTime() - astro.sunrise!.getTime()) < MINUTE_MS,
      )!;
      expect(Math.abs(rise.seen!.getTime() - single.rise!.getTime())).toBeLessThan(10_000);
      expect(rise.seen!.getTime() - rise.astronomical.getTime()).toBeGreaterThan(20 * MINUTE_MS);
    }
  });
});
