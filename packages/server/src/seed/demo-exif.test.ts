import { describe, expect, it } from 'vitest';
import { Exif } from '@vantage/shared';
import { DEMO_LOCATIONS } from './demo-locations';
import { demoExif } from './demo-exif';

describe('demo EXIF', () => {
  const photos = DEMO_LOCATIONS.flatMap((location) =>
    location.photos.map((photo, photoIndex) => ({
      photo,
      exif: demoExif(photo, 1_750_000_000_000, location.user + photoIndex, photo.scene.seed),
    })),
  );

  it('gives every demo photo a camera, lens settings and the time it was taken', () => {
    for (const { photo, exif } of photos) {
      expect(Exif.parse(exif), photo.title).toEqual(exif);
      expect(exif.Make, photo.title).toBeTruthy();
      expect(exif.Date, photo.title).toBe(1_750_000_000_000);
      expect(exif.Focal35!, photo.title).toBeGreaterThanOrEqual(exif.Focal!);
    }
  });

  it('exposes as the light calls for: long and wide open at night, short by day', () => {
    for (const { photo, exif } of photos) {
      if (photo.panorama) continue;
      const seconds = Number(exif.Exposure);
      if (photo.scene.sky === 'night') {
        expect(seconds, photo.title).toBeGreaterThanOrEqual(10);
        expect(exif.FNumber!, photo.title).toBeLessThanOrEqual(4);
        expect(exif.ISO!, photo.title).toBeGreaterThanOrEqual(3200);
      }
      if (photo.scene.sky === 'day') expect(seconds, photo.title).toBeLessThan(1 / 100);
    }
  });
});
