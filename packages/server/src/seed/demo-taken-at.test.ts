import { describe, expect, it } from 'vitest';
import { moonIllumination } from '@vantage/shared';
import { DEMO_LOCATIONS } from './demo-locations';
import { demoTakenAt, isMorningTitle, seasonOfDay, seasonOfTitle } from './demo-taken-at';

const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 11, 5);

/** Every demo photo with the time the seed gives it and that time in local solar hours. */
const taken = DEMO_LOCATIONS.flatMap((location, spotIndex) =>
  location.photos.map((photo, photoIndex) => {
    const at = demoTakenAt(photo, location, spotIndex, photoIndex, NOW);
    const solar = new Date(at + (location.lng / 15) * 3_600_000);
    const yearStart = Date.UTC(solar.getUTCFullYear(), 0, 1);
    return {
      title: photo.title,
      sky: photo.scene.sky,
      lat: location.lat,
      at,
      solarHour: solar.getUTCHours() + solar.getUTCMinutes() / 60,
      dayOfYear: Math.floor((solar.getTime() - yearStart) / DAY_MS),
    };
  }),
);

describe('demo photos are dated as their titles say', () => {
  it('reads seasons and mornings from titles', () => {
    expect(seasonOfTitle('Autumn larches along the shore')).toBe('autumn');
    expect(seasonOfTitle('Snowy old town at sunrise')).toBe('winter');
    expect(seasonOfTitle('Steam drifting over the spring')).toBeUndefined();
    expect(seasonOfTitle('Kirkjufellsfoss in midnight-sun light')).toBe('summer');
    expect(isMorningTitle('Misty morning in the valley')).toBe(true);
    expect(isMorningTitle('Moon valley at sunset')).toBe(false);
    // January is winter in Europe and summer in New Zealand.
    expect(seasonOfDay(10, 47)).toBe('winter');
    expect(seasonOfDay(10, -44)).toBe('summer');
  });

  it('takes a photo whose title names a season in that season, in its hemisphere', () => {
    const seasonal = taken.filter((photo) => seasonOfTitle(photo.title));
    expect(seasonal.length).toBeGreaterThanOrEqual(30);
    for (const photo of seasonal) {
      expect(seasonOfDay(photo.dayOfYear, photo.lat), photo.title).toBe(seasonOfTitle(photo.title));
    }
  });

  it('takes morning photos before noon and evening ones after it', () => {
    for (const photo of taken) {
      if (isMorningTitle(photo.title)) {
        expect(photo.solarHour, photo.title).toBeLessThan(12);
      } else if (/\b(sunset|evening|last light|dusk)\b/i.test(photo.title)) {
        expect(photo.solarHour, photo.title).toBeGreaterThan(12);
      }
    }
  });

  it('shows sunrises and sunsets in daylight skies, and moonlight under a full moon', () => {
    for (const photo of taken) {
      if (/\b(sunrise|sunset|first light|golden hour)\b/i.test(photo.title)) {
        expect(photo.sky, photo.title).not.toBe('night');
      }
      if (/moonli(ght|t)/i.test(photo.title)) {
        expect(photo.sky, photo.title).toBe('night');
        const { phase } = moonIllumination(new Date(photo.at));
        expect(Math.abs(phase - 0.5), photo.title).toBeLessThan(0.05);
      }
    }
  });
});
