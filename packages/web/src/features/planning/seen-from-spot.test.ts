import { describe, expect, it } from 'vitest';
import type { HorizonAnswer } from '@vantage/shared';
import { overlayFeatures } from './planning-overlay-features';
import { seenDay } from './seen-from-spot';
import { dayLight, skyAt } from './sun-moon-day';

const place = { lat: 46.6, lng: 12.1, elevM: null, timeZone: 'Europe/Rome' };
const day = dayLight(place, Date.parse('2026-11-26T12:00:00Z'));
const profile = (altitudeOf: (azimuthDeg: number) => number): HorizonAnswer => ({
  available: true,
  altitudesDeg: Array.from({ length: 360 }, (_, azimuthDeg) => altitudeOf(azimuthDeg)),
  stepDeg: 1,
  distanceM: 30_000,
  groundElevM: 1200,
});

describe('rises and sets as seen from the spot', () => {
  it('are the astronomical ones over a flat skyline', () => {
    const seen = seenDay(
      day,
      place,
      profile(() => 0),
    )!;
    expect(Math.abs(seen.sunrise!.epochMs - day.sunrise!.epochMs)).toBeLessThan(60_000);
    expect(Math.abs(seen.sunset!.epochMs - day.sunset!.epochMs)).toBeLessThan(60_000);
  });

  it('come later in the morning behind mountains to the east, earlier behind those to the west', () => {
    const seen = seenDay(
      day,
      place,
      profile((az) => (az < 180 ? 6 : 3)),
    )!;
    expect(seen.sunrise!.epochMs - day.sunrise!.epochMs).toBeGreaterThan(30 * 60_000);
    expect(day.sunset!.epochMs - seen.sunset!.epochMs).toBeGreaterThan(15 * 60_000);
    expect(seen.sunrise!.azimuthDeg).toBeGreaterThan(day.sunrise!.azimuthDeg);
  });

  it('are not given without a horizon', () => {
    expect(seenDay(day, place, undefined)).toBeNull();
    expect(seenDay(day, place, { ...profile(() => 0), available: false })).toBeNull();
  });

  it('are drawn on the map as a second, dashed line only where the terrain moves them', () => {
    const input = {
      origin: place,
      radiusM: 5000,
      day,
      now: skyAt(place, day.startMs + 12 * 3_600_000, day),
      prefs: { shadows: false, paths: false, moon: false },
    };
    const kinds = (seen: ReturnType<typeof seenDay>) =>
      overlayFeatures({ ...input, seen }).features.map((feature) => feature.properties.kind);
    expect(
      kinds(
        seenDay(
          day,
          place,
          profile(() => 0),
        ),
      ),
    ).not.toContain('sunrise-seen');
    const ridge = kinds(
      seenDay(
        day,
        place,
        profile((az) => (az < 180 ? 6 : 0)),
      ),
    );
    expect(ridge).toContain('sunrise-seen');
    expect(ridge).not.toContain('sunset-seen');
  });
});
