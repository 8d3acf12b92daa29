import { useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { latLngOf, type Spot, zonedDayBoundsMs } from '@vantage/shared';
import { servedValue, serveValue } from '../../core/served-value';
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

// The panel and the map overlay show the same day; its searches run once for both. A page the
// server rendered brings the day and the sky the server computed, so that hydrating it does not
// compute them again.
const cache: { key: string; day: DayLight }[] = [];
const CACHE_SIZE = 6;

function cachedDayLight(place: PlanningPlace, epochMs: number, client: QueryClient): DayLight {
  const { startMs } = zonedDayBoundsMs(epochMs, place.timeZone);
  const key = `day-light:${place.lat},${place.lng},${place.elevM},${place.timeZone},${startMs}`;
  let day = cache.find((entry) => entry.key === key)?.day;
  if (!day) {
    day = servedValue<DayLight>(client, key) ?? dayLight(place, epochMs);
    cache.unshift({ key, day });
    cache.length = Math.min(cache.length, CACHE_SIZE);
  }
  serveValue(client, key, day);
  return day;
}

/** Sun, moon and light at `epochMs`: on a page the server rendered, at first its answer too. */
function servedSkyAt(
  place: PlanningPlace,
  epochMs: number,
  day: DayLight,
  client: QueryClient,
): SkyNow {
  const key = `sky-at:${place.lat},${place.lng},${place.timeZone},${epochMs}`;
  const sky = servedValue<SkyNow>(client, key) ?? skyAt(place, epochMs, day);
  serveValue(client, key, sky);
  return sky;
}

/** Sun, moon and light of `place` at the shared planning instant; null without a place. */
export function usePlanningSky(place: PlanningPlace | null): PlanningSky | null {
  const client = useQueryClient();
  const [epochMs] = usePlanningTime();
  const { lat, lng, elevM, timeZone } = place ?? { lat: 0, lng: 0, elevM: null, timeZone: '' };
  const stable = useMemo(
    () => (place ? { lat, lng, elevM, timeZone } : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [place === null, lat, lng, elevM, timeZone],
  );
  return useMemo(() => {
    if (!stable) return null;
    const day = cachedDayLight(stable, epochMs, client);
    return { place: stable, epochMs, day, now: servedSkyAt(stable, epochMs, day, client) };
  }, [stable, epochMs, client]);
}
