import { describe, expect, it } from 'vitest';
import { sunTimes } from '../astronomy/sun-times.js';
import { photoLight, seasonCalendar } from './season.js';

const braies = { lat: 46.694, lng: 12.085, timeZone: 'Europe/Rome' };
const MINUTE_MS = 60_000;

describe('the season calendar', () => {
  it('puts photos in their local month and light', () => {
    const july = sunTimes(new Date(Date.UTC(2025, 6, 10, 12)), braies.lat, braies.lng);
    const sunriseShot = july.sunrise!.getTime() + 20 * MINUTE_MS;
    const sunsetShot = july.sunset!.getTime() - 30 * MINUTE_MS;
    const noonShot = Date.UTC(2025, 6, 10, 11);
    // 31 December 23:30 UTC is already January in Rome, and night.
    const newYear = Date.UTC(2025, 11, 31, 23, 30);
    const months = seasonCalendar([sunriseShot, sunsetShot, noonShot, newYear], braies);
    expect(months).toHaveLength(12);
    expect(months[6]).toEqual({
      month: 7,
      photos: 3,
      light: { sunrise: 1, day: 1, sunset: 1, night: 0 },
    });
    expect(months[0]!.light.night).toBe(1);
    expect(months[11]!.photos).toBe(0);
  });

  it('knows the polar day and night', () => {
    expect(photoLight(Date.UTC(2025, 5, 21, 0), 78.2, 15.6)).toBe('day');
    expect(photoLight(Date.UTC(2025, 11, 21, 12), 78.2, 15.6)).toBe('night');
  });
});
