import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Spot } from '@vantage/shared';
import { useSnackbar } from '../../components/snackbar';
import { fetchPanorama, panoramaKey } from './panorama-api';
import type { LiveView } from './sphere-viewer';
import { stepTowards } from './view-geometry';

/** How far 'Move forward' looks for the next street-level panorama. */
const STEP_FORWARD_M = 12;

/**
 * The panorama the 360 view shows: the spot's own, then the street-level ones 'Move forward'
 * steps to. The one on show stays while the next loads.
 */
export function usePanoramaAnswer(spot: Spot) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [at, setAt] = useState<{ lat: number; lng: number } | null>(null);
  const query = useQuery({
    queryKey: panoramaKey(spot.id, at),
    queryFn: () => fetchPanorama(spot.id, at),
    placeholderData: keepPreviousData,
  });
  const answer = query.data;

  /** Goes to the next street-level panorama the way the view looks, when there is one. */
  const moveForward = async (live: LiveView | null) => {
    const pano = answer?.streetView;
    if (!pano || !live) return;
    const next = stepTowards(pano, live.headingDeg, STEP_FORWARD_M);
    try {
      const found = await queryClient.fetchQuery({
        queryKey: panoramaKey(spot.id, next),
        queryFn: () => fetchPanorama(spot.id, next),
      });
      if (found.streetView && found.streetView.panoId !== pano.panoId) setAt(next);
      else snackbar.show('No street-level panorama further in this direction.');
    } catch (problem) {
      console.error(problem);
      snackbar.show('The next panorama could not be loaded.');
    }
  };

  return { query, answer, moveForward };
}
