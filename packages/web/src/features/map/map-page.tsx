import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import { DEFAULT_VIEW_BOUNDS, spotPath } from '@vantage/shared';
import { usePageTitle } from '../../app/page-title';
import { MapView, type InitialMapView } from './map-view';
import { parseMapPosition } from './map-url';

/** The large world map (`/map`): every spot, clustered, with the centre and zoom readout. */
export function MapPage() {
  usePageTitle('World Map');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const position = useMemo(() => parseMapPosition(params), [params]);
  // The map opens at the URL's position; later URL changes move it (goTo) without a remount.
  const [initialView] = useState<InitialMapView>(() => position ?? { bounds: DEFAULT_VIEW_BOUNDS });

  const openSpot = useCallback(
    (spot: { id: number; title: string }) => void navigate(spotPath(spot)),
    [navigate],
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
        bgcolor: '#dfe7ea',
      }}
    >
      <MapView
        initialView={initialView}
        goTo={position}
        showSpots
        coordinatesBox
        onSpotClick={openSpot}
      />
    </Box>
  );
}

export default MapPage;
