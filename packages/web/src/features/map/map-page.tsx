import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import { usePageTitle } from '../../core/page-title';
import { NewSpotBox, NewSpotPin, useNewSpot } from '../new-spot';
import { ListSpotsInViewButton } from './list-spots-in-view-button';
import { LargeMap } from './large-map';
import { spotFromLargeMap } from '../../core/map-panels';
import {
  parseMapPosition,
  searchWithMapPosition,
  searchWithoutMapPosition,
  type MapPosition,
} from '../../core/map-url';
import { initialLargeMapView, type InitialMapView } from './map-bounds';
import { MAP_BACKGROUND } from '../../components/sidebar-map-layout';

/** The large world map (`/map`): every spot, clustered, with the map screen's controls. */
export function MapPage() {
  usePageTitle('World Map');
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const position = useMemo(() => parseMapPosition(params), [params]);
  // The map opens at the URL's position; later URL changes move it (goTo) without a remount.
  const [initialView] = useState<InitialMapView>(() => initialLargeMapView(position));

  // With the spot bar or weather open, a spot opens beside the large map with them.
  const keepMap = params.has('sb') || params.has('w');
  const newSpot = useNewSpot();
  // The view lives in the URL: each move replaces the history entry, so reload and share keep it.
  const navigate = useNavigate();
  const onPositionChange = useCallback(
    (moved: MapPosition) => {
      // A move that ends as the visitor leaves (a saved new spot opens its page) is not theirs.
      if (window.location.pathname !== pathname) return;
      const next = searchWithMapPosition(window.location.search, moved);
      if (next !== window.location.search) {
        void navigate({ search: next }, { replace: true, preventScrollReset: true });
      }
    },
    [navigate, pathname],
  );
  const spotLink = useCallback(
    // A spot opened from the map does not take the map's position along.
    (spot: { id: number; title: string }) =>
      spotFromLargeMap(spot, searchWithoutMapPosition(search), keepMap),
    [search, keepMap],
  );

  return (
    <Box
      component="section"
      aria-label="World map"
      sx={{
        position: 'relative',
        width: '100%',
        // The layout gives full-height routes a flex column that fills the window below the top bar.
        flex: 1,
        minHeight: 320,
        bgcolor: MAP_BACKGROUND,
      }}
    >
      <LargeMap
        initialView={initialView}
        goTo={position}
        marker={params.has('showGPS') ? position : null}
        spotLink={spotLink}
        onPositionChange={onPositionChange}
      >
        <NewSpotPin draft={newSpot} />
        <ListSpotsInViewButton />
      </LargeMap>
      <NewSpotBox draft={newSpot} />
    </Box>
  );
}

export default MapPage;
