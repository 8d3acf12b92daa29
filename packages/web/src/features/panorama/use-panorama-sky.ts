import { useEffect, useMemo } from 'react';
import { isKnownTimeZone, latLngOf, localDayBoundsMs, type Spot } from '@vantage/shared';
import { usePlanningPrefs, usePlanningTime } from '../planning';
import { skyDay, skyNow, type SkyPlace } from './sky-scene';
import { skyMarkers } from './sky-markers';
import type { ViewerHandle } from './sphere-viewer';

/**
 * The sky over the spot seen from `elevM`: the sun and the moon at the planning instant and
 * their paths that day, kept drawn in the viewer as the instant and the preferences change.
 */
export function usePanoramaSky(spot: Spot, elevM: number, handle: ViewerHandle | null) {
  const [prefs] = usePlanningPrefs();
  const [time] = usePlanningTime();
  const timeZone = spot.tz && isKnownTimeZone(spot.tz.name) ? spot.tz.name : null;
  const { lat, lng } = latLngOf(spot);
  const place = useMemo<SkyPlace>(
    () => ({ lat, lng, elevM, timeZone }),
    [lat, lng, elevM, timeZone],
  );
  const dayStartMs = localDayBoundsMs(time, place.lng, timeZone ? { timeZone } : undefined).startMs;
  const day = useMemo(() => skyDay(dayStartMs, place), [dayStartMs, place]);
  const now = useMemo(() => skyNow(time, place), [time, place]);

  useEffect(() => {
    handle?.syncMarkers(skyMarkers({ ...day, ...now }, prefs, timeZone));
  }, [handle, day, now, prefs, timeZone]);

  return { now, prefs, timeZone };
}
