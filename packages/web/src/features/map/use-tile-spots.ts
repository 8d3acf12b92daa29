import { useEffect, useMemo, useRef } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { CACHE_LIFETIME_MS, PspotsAnswer, type BBox, type TileSpot } from '@vantage/shared';
import { apiFetch } from '../../api/client';
import { mergeTileSpots, tilesForView } from './spot-tiles';

/** The part of the map in view. */
export interface MapViewport {
  bounds: BBox;
  zoom: number;
}

function combine(results: UseQueryResult<PspotsAnswer>[]) {
  return {
    lists: results.map((result) => result.data?.spots),
    pending: results.some((result) => result.isPending),
  };
}

/**
 * Spots of every `/pspots` tile in view, each spot once; null viewport loads nothing.
 * `pending` while a tile of the view has not answered yet.
 */
export function useTileSpots(viewport: MapViewport | null): {
  spots: TileSpot[];
  pending: boolean;
} {
  const tiles = useMemo(
    () => (viewport ? tilesForView(viewport.bounds, viewport.zoom) : []),
    [viewport],
  );
  const { lists, pending } = useQueries({
    queries: tiles.map((tile) => ({
      queryKey: ['pspots', tile.level, tile.x, tile.y],
      queryFn: () => apiFetch(`/pspots/${tile.level}/${tile.x}/${tile.y}`, PspotsAnswer),
      staleTime: CACHE_LIFETIME_MS,
    })),
    combine,
  });

  // While new tiles load, the spots already drawn stay, so the map does not blink empty.
  const previous = useRef<TileSpot[]>([]);
  const spots = useMemo(
    () => mergeTileSpots(pending ? [...lists, previous.current] : lists),
    [lists, pending],
  );
  useEffect(() => {
    if (!pending) previous.current = spots;
  }, [pending, spots]);
  return { spots, pending };
}
