import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import type { TileSpot } from '@vantage/shared';
import { useLocation } from 'react-router';
import { filterQuery } from '../../lib/filters';
import { useMapStateSignal } from './map-state-signal';
import { spotsInView } from './spot-bar-list';
import { SPOTS_SOURCE_ID } from './spot-layers';
import { useSpotPointer } from './spot-pointer';
import { useFilteredSpots } from './use-filtered-spots';
import { useTileSpots, type MapViewport } from './use-tile-spots';

/** What a map showing spots tells of them. */
export interface MapSpotsOptions {
  /** Called when a single spot is clicked; clusters always zoom in. */
  onSpotClick?: (spot: { id: number; title: string }) => void;
  /** Receives the loaded spots inside the view, best first, whenever the view settles. */
  onSpotsInView?: (spots: TileSpot[]) => void;
}

/**
 * The value as of the last time the map stood still: new spots arriving mid-pan wait for
 * the pan to end, so the clustered source is never rebuilt during a gesture.
 */
function useWhenStill<T>(value: T, map: MaplibreMap | null): T {
  const [still, setStill] = useState(value);
  useEffect(() => {
    if (!map?.isMoving()) {
      setStill(value);
      return;
    }
    const apply = () => {
      map.off('moveend', apply);
      setStill(value);
    };
    map.on('moveend', apply);
    return () => {
      map.off('moveend', apply);
    };
  }, [value, map]);
  return still;
}

/** Hands `onSpotsInView` the spots inside the view each time they or the view change. */
function useReportSpotsInView(
  onSpotsInView: MapSpotsOptions['onSpotsInView'],
  spots: TileSpot[],
  viewport: MapViewport | null,
): void {
  // The latest handler, without reporting again when only the handler changed.
  const report = useRef(onSpotsInView);
  useEffect(() => {
    report.current = onSpotsInView;
  });
  const reportsInView = onSpotsInView != null;
  const inView = useMemo(
    () => (reportsInView && viewport ? spotsInView(spots, viewport.bounds) : null),
    [reportsInView, spots, viewport],
  );
  useEffect(() => {
    if (inView) report.current?.(inView);
  }, [inView]);
}

/**
 * The spots the map draws when `options` asks for spots: with a filter chip active (tag, user,
 * spot set, spot list) only those passing it, otherwise every spot of the view, tile by tile;
 * and the spot under the pointer. Also keeps the map's settled signal.
 */
export function useMapSpots(
  options: MapSpotsOptions | undefined,
  map: MaplibreMap | null,
  viewport: MapViewport | null,
  interactive: boolean,
) {
  const showSpots = options !== undefined;
  const { search } = useLocation();
  const filters = useMemo(() => (showSpots ? filterQuery(search) : null), [showSpots, search]);
  const tileSpots = useTileSpots(showSpots && filters == null ? viewport : null);
  const filteredSpots = useFilteredSpots(filters);
  const latestSpots = filters == null ? tileSpots : filteredSpots;
  const spots = useWhenStill(latestSpots.spots, map);
  useMapStateSignal(map, {
    spotsPending: showSpots && (latestSpots.pending || spots !== latestSpots.spots),
    spotsSourceId: showSpots ? SPOTS_SOURCE_ID : null,
  });

  const [hovered, setHovered] = useState<TileSpot | null>(null);
  // The hover card goes when the spots it stands on are replaced.
  useEffect(() => setHovered(null), [spots]);
  useReportSpotsInView(options?.onSpotsInView, spots, viewport);

  const onHover = useCallback((next: TileSpot | null) => {
    // Keep the same object while over the same spot, so the hover card's delay is not restarted.
    setHovered((previous) => (previous?.id === next?.id ? previous : next));
  }, []);
  useSpotPointer(map, showSpots && interactive, { onHover, onSpotClick: options?.onSpotClick });
  return { showSpots, spots, hovered };
}
