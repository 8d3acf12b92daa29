import { useMemo } from 'react';
import { useHorizon } from './planning-api';
import { seenDay, type SeenDay } from './seen-from-spot';
import type { PlanningSky } from './use-planning-sky';

/**
 * The day's rises and sets over the spot's real skyline for the panel, the map lines and the
 * timeline alike; null without a horizon profile.
 */
export function useSeenDay(spotId: number, sky: PlanningSky | null): SeenDay | null {
  const horizon = useHorizon(spotId).data;
  const day = sky?.day;
  const place = sky?.place;
  return useMemo(() => (day && place ? seenDay(day, place, horizon) : null), [day, place, horizon]);
}
