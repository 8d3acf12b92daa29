import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { latLngOf, round6, type LatLng, type NearbySpot } from '@vantage/shared';
import type { PersistMeta } from '../../core/query-persistence';
import type { PinPosition } from '../new-spot';
import { fetchNearSpots } from './new-photo-api';
import type { SpotMode } from './new-photo-validation';

/** An existing spot the photo goes to. */
export interface ChosenSpot extends LatLng {
  id: number;
  title: string;
}

/** Near spots offered: at most this many, within this distance of the pin. */
export const NEAR_LIST_MAX = 6;
export const NEAR_RADIUS_M = 2000;

/** The spots worth offering near a position: close enough, and not the one already chosen. */
export function nearChoices(near: readonly NearbySpot[], chosenId: number | null): NearbySpot[] {
  return near
    .filter((spot) => spot.id !== chosenId && spot.distanceM <= NEAR_RADIUS_M)
    .slice(0, NEAR_LIST_MAX);
}

/**
 * Where the photograph was taken: a pin placed on the map (mode
 * new, which needs a title and may carry tags), an existing spot clicked on the map (mode
 * existing) or one of the spots listed near the pin (mode near).
 */
export function useSpotChoice() {
  const [pin, setPin] = useState<PinPosition | null>(null);
  const [spot, setSpot] = useState<ChosenSpot | null>(null);
  const [spotMode, setSpotMode] = useState<'existing' | 'near'>('existing');
  const [spotTitle, setSpotTitle] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [tagText, setTagText] = useState('');

  const mode: SpotMode | null = spot ? spotMode : pin ? 'new' : null;

  const placePin = useCallback((position: PinPosition) => {
    setPin(position);
    setSpot(null);
  }, []);
  const chooseSpot = useCallback(
    (chosen: Pick<NearbySpot, 'id' | 'title' | 'lat' | 'long'>, how: 'existing' | 'near') => {
      setSpot({ id: chosen.id, title: chosen.title, ...latLngOf(chosen) });
      setSpotMode(how);
    },
    [],
  );
  /** Back from a chosen spot to the pin (or to nothing chosen). */
  const clearSpot = useCallback(() => setSpot(null), []);

  // The near list stays around the pin while a spot is chosen from it.
  const anchor = pin ?? spot;
  const near = useQuery({
    queryKey: anchor ? ['near', round6(anchor.lat), round6(anchor.lng)] : ['near', 'none'],
    queryFn: () => fetchNearSpots(anchor!),
    enabled: anchor !== null,
    staleTime: 60_000,
    meta: { persist: false } satisfies PersistMeta,
  });
  const chosenId = spot?.id ?? null;
  const nearSpots = useMemo(() => nearChoices(near.data ?? [], chosenId), [near.data, chosenId]);

  return {
    mode,
    pin,
    spot,
    placePin,
    chooseSpot,
    clearSpot,
    spotTitle,
    setSpotTitle,
    tags,
    setTags,
    tagText,
    setTagText,
    nearSpots,
    nearLoading: near.isFetching,
  };
}

export type SpotChoice = ReturnType<typeof useSpotChoice>;
