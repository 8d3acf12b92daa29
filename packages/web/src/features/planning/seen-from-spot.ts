import { moonPosition, seenRiseSet, sunPosition, type HorizonAnswer } from '@vantage/shared';
import type { DayLight, HorizonEvent, PlanningPlace } from './sun-moon-day';

/** Sunrise, sunset, moonrise and moonset as seen from the spot, over its real skyline. */
export interface SeenDay {
  sunrise: HorizonEvent | null;
  sunset: HorizonEvent | null;
  moonrise: HorizonEvent | null;
  moonset: HorizonEvent | null;
}

/**
 * The day's rises and sets over the spot's skyline (when the sun or moon actually clears the
 * terrain or drops behind it); null without a horizon profile.
 */
export function seenDay(
  day: DayLight,
  place: PlanningPlace,
  horizon: HorizonAnswer | undefined,
): SeenDay | null {
  if (!horizon?.available || horizon.altitudesDeg.length === 0) return null;
  const { lat, lng } = place;
  const sun = seenRiseSet('sun', horizon, lat, lng, {
    rise: day.sunTimes.sunrise,
    set: day.sunTimes.sunset,
  });
  const moon = seenRiseSet('moon', horizon, lat, lng, {
    rise: day.moonTimes.rise,
    set: day.moonTimes.set,
  });
  const sunAt = (at: Date | null): HorizonEvent | null =>
    at && { epochMs: at.getTime(), azimuthDeg: sunPosition(at, lat, lng).azimuthDeg };
  const moonAt = (at: Date | null): HorizonEvent | null =>
    at && { epochMs: at.getTime(), azimuthDeg: moonPosition(at, lat, lng).azimuthDeg };
  return {
    sunrise: sunAt(sun.rise),
    sunset: sunAt(sun.set),
    moonrise: moonAt(moon.rise),
    moonset: moonAt(moon.set),
  };
}
