import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PanoramaAnswer, Spot } from '@vantage/shared';
import { spotKey } from '../../core/spot-query';
import type { PanoramaMode } from './panorama-modes';

const ZERO_ADJUST = { headingAdj: 0, pitchAdj: 0 };

/**
 * The more-menu's open mode and what the modes change: the north correction the panorama is
 * shown with, and the elevation the sky is seen from (a draft while 'Adjust elevation' is open).
 */
export function usePanoramaModes(spot: Spot, answer: PanoramaAnswer | undefined) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<PanoramaMode | null>(null);

  const [adjust, setAdjust] = useState(ZERO_ADJUST);
  useEffect(() => {
    setAdjust(answer && answer.source !== 'synthetic' ? answer.adjust : ZERO_ADJUST);
  }, [answer]);

  const [savedElevM, setSavedElevM] = useState<number | null>(null);
  const baseElevM = Math.round(savedElevM ?? answer?.elev ?? spot.elev ?? 0);
  const [draftElevM, setDraftElevM] = useState<number | null>(null);
  const elevM = mode === 'elevation' && draftElevM !== null ? draftElevM : baseElevM;

  return {
    mode,
    open: (next: PanoramaMode) => {
      setDraftElevM(null);
      setMode(next);
    },
    close: () => setMode(null),
    adjust,
    setAdjust,
    /** The elevation saved for the spot, rounded to a metre. */
    baseElevM,
    /** The elevation the sky is seen from: the draft while it is being adjusted. */
    elevM,
    setDraftElevM,
    elevationSaved: (savedM: number) => {
      setSavedElevM(savedM);
      setDraftElevM(null);
      queryClient.setQueryData<Spot>(spotKey(spot.id), (old) =>
        old ? { ...old, elev: savedM } : old,
      );
    },
  };
}

export type PanoramaModes = ReturnType<typeof usePanoramaModes>;
