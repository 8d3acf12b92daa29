import { useMemo } from 'react';
import { latLngOf, type Spot, zonedDayBoundsMs } from '@vantage/shared';
import { usePlanningTime } from './planning-store';
import { dayLight, skyAt, type DayLight, type PlanningPlace, type SkyNow } from './sun-moon-day';
import { usableTimeZone } from './weather-days';

/** The planning view of a place at the shared instant. */
export interface PlanningSky {
  place: PlanningPlace;
  epochMs: number;
  day: DayLight;
  now: SkyNow;
}

/** The planning place of a spot: its position, elevation and (usable) time zone. */
export function spotPlace(spot: Pick<Spot, 'lat' | 'long' | 'elev' | 'tz'>): PlanningPlace {
  return {
    ...latLngOf(spot),
    elevM: spot.elev,
    timeZone: usableTimeZone(spot.tz?.name),
  };
}

// The panel and the map overlay show the same day; its searches run once for both.
const cache: { key: string; day: DayLight }[] = [];
const CACHE_SIZE = 6;

function cachedDayLight(place: PlanningPlace, epochMs: number): DayLight {
  const { startMs } = zonedDayBoundsMs(epochMs, place.timeZone);
  const key = `${place.lat},${place.lng},${place.elevM},${place.timeZone},${startMs}`;
  const hit = cache.find((entry) => entry.key === key);
  if (hit) return hit.day;
  const day = dayLight(place, epochMs);
  cache.unshift({ key, day });
  cache.length = Math.min(cache.length, CACHE_SIZE);
  return day;
}

/** Sun, moon and light of `place` at the shared planning instant; null without a place. */
export function usePlanningSky(place: PlanningPlace | null): PlanningSky | null {
  const [epochMs] = usePlanningTime();
  const { lat, lng, elevM, timeZone } = place ?? { lat: 0, lng: 0, elevM: null, timeZone: '' };
  const stable = useMemo(
    () => (place ? { lat, lng, elevM, timeZone } : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [place === null, lat, lng, elevM, timeZone],
  );
  return useMemo(() => {
    if (!stable) return null;
    const day = cachedDayLight(stable, epochMs);
    return { place: stable, epochMs, day, now: skyAt(stable, epochMs, day) };
  }, [stable, epochMs]);
}
