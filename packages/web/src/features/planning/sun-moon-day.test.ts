import { describe, expect, it } from 'vitest';
import { formatZonedTime, zonedParts } from '@vantage/shared';
import { overlayFeatures } from './planning-overlay-features';
import { dayLight, moonPhaseName, skyAt, type PlanningPlace, type SkyNow } from './sun-moon-day';

const paris: PlanningPlace = { lat: 48.8584, lng: 2.2945, elevM: 35, timeZone: 'Europe/Paris' };
const tromso: PlanningPlace = { lat: 69.6492, lng: 18.9553, elevM: 10, timeZone: 'Europe/Oslo' };

describe('dayLight', () => {
  it('gives Paris an equinox sunrise in the east and sunset in the west, on Paris time', () => {
    const day = dayLight(paris, Date.UTC(2026, 2, 20, 11));
    expect(day.sunrise!.azimuthDeg).toBeGreaterThan(85);
    expect(day.sunrise!.azimuthDeg).toBeLessThan(95);
    expect(day.sunset!.azimuthDeg).toBeGreaterThan(265);
    expect(day.sunset!.azimuthDeg).toBeLessThan(275);
    // Almanac (sea level): sunrise 06:54 and sunset 19:03 CET; 35 m up widens the day a little.
    expect(formatZonedTime(day.sunrise!.epochMs, paris.timeZone)).toMatch(/^06:5\d$/);
    expect(formatZonedTime(day.sunset!.epochMs, paris.timeZone)).toMatch(/^19:0\d$/);
    expect(day.startMs).toBe(Date.UTC(2026, 2, 19, 23));
    expect(day.sunPath).toHaveLength(25);
    expect(day.segments[0]!.phase).toBe('night');
    expect(day.segments.map((segment) => segment.phase)).toContain('golden');
    // Shadows at 120°, 180° and 240° of the sun's azimuth through the day.
    expect(day.shadowSteps.map((step) => Math.round(step.azimuthDeg))).toEqual([120, 180, 240]);
  });

  it('knows the midnight sun and the polar night at Tromsø', () => {
    const june = dayLight(tromso, Date.UTC(2026, 5, 21, 12));
    expect(june.sunrise).toBeNull();
    expect(june.sunset).toBeNull();
    expect(june.sunTimes.alwaysUp).toBe(true);
    expect(
      june.segments.every((segment) => segment.phase === 'day' || segment.phase === 'golden'),
    ).toBe(true);

    const december = dayLight(tromso, Date.UTC(2026, 11, 21, 12));
    expect(december.sunTimes.alwaysDown).toBe(true);
    expect(december.segments.map((segment) => segment.phase)).not.toContain('day');
    expect(december.segments.map((segment) => segment.phase)).toContain('blue');
  });
});

describe('skyAt', () => {
  it('has the sun low in the west just before sunset, and the phase from the timeline', () => {
    const day = dayLight(paris, Date.UTC(2026, 5, 21, 12));
    const beforeSunset = day.sunset!.epochMs - 20 * 60_000;
    const sky = skyAt(paris, beforeSunset, day);
    expect(sky.sun.azimuthDeg).toBeGreaterThan(295);
    expect(sky.sun.azimuthDeg).toBeLessThan(310);
    expect(sky.sun.altitudeDeg).toBeGreaterThan(0);
    expect(sky.sun.altitudeDeg).toBeLessThan(6);
    expect(sky.phase).toBe('golden');
    expect(zonedParts(beforeSunset, paris.timeZone).msOfDay).toBeGreaterThan(21 * 3_600_000);
  });

  it('names moon phases', () => {
    expect(moonPhaseName(0)).toBe('New moon');
    expect(moonPhaseName(0.5)).toBe('Full moon');
    expect(moonPhaseName(0.98)).toBe('New moon');
    expect(moonPhaseName(0.3)).toBe('First quarter');
  });
});

describe('overlayFeatures', () => {
  const day = dayLight(paris, Date.UTC(2026, 5, 21, 12));
  const evening = skyAt(paris, day.sunset!.epochMs - 30 * 60_000, day);
  const all = { shadows: true, paths: true, moon: true };
  const overlayAt = (now: SkyNow, prefs = all) =>
    overlayFeatures({ origin: paris, radiusM: 2000, day, now, prefs });

  it('draws the sunset and the evening sun from the spot towards the west', () => {
    const collection = overlayAt(evening);
    const line = (kind: string) =>
      collection.features.find((feature) => feature.properties.kind === kind)!.geometry
        .coordinates as [number, number][];
    for (const kind of ['sunset', 'sun']) {
      const coordinates = line(kind);
      expect(coordinates[0]).toEqual([paris.lng, paris.lat]);
      expect(coordinates.at(-1)![0]).toBeLessThan(paris.lng);
    }
    expect(line('sunrise').at(-1)![0]).toBeGreaterThan(paris.lng);
    // The evening shadow falls to the east.
    expect(line('shadow').at(-1)![0]).toBeGreaterThan(paris.lng);
  });

  it('leaves out what the preferences turn off', () => {
    const collection = overlayAt(evening, { shadows: false, paths: false, moon: false });
    const kinds = new Set(collection.features.map((feature) => feature.properties.kind));
    expect([...kinds].sort()).toEqual(['sun', 'sunrise', 'sunset']);
  });

  it('marks a body under the horizon and keeps path points above it', () => {
    const night = skyAt(paris, Date.UTC(2026, 5, 21, 23), day);
    const collection = overlayAt(night);
    const sun = collection.features.find((feature) => feature.properties.kind === 'sun')!;
    expect(sun.properties.below).toBe(true);
    expect(collection.features.some((feature) => feature.properties.kind === 'shadow')).toBe(false);
    const points = collection.features.filter(
      (feature) => feature.properties.kind === 'sun-path' && feature.geometry.type === 'Point',
    );
    const above = day.sunPath.filter((point) => point.altitudeDeg >= 0).length;
    expect(points).toHaveLength(above);
  });
});
