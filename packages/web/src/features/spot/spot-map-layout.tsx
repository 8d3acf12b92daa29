import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT_PX, spotPath, type Spot } from '@vantage/shared';
import { MapView, type InitialMapView } from '../map/map-view';
import { useFillHeight } from '../map/use-fill-height';

const SIDEBAR_WIDTH = 440;
const SPOT_ZOOM = 13;

/** The spot page beside the large map (`?map`): a scrolling sidebar and the map with all spots. */
export function SpotMapLayout({ spot, children }: { spot: Spot; children: ReactNode }) {
  const navigate = useNavigate();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const containerRef = useRef<HTMLDivElement>(null);
  const height = useFillHeight(containerRef);
  // Opened on the first spot; later spots pan the same map instead of rebuilding it.
  const [initialView] = useState<InitialMapView>(() => ({
    lat: spot.lat,
    long: spot.long,
    zoom: SPOT_ZOOM,
  }));
  const openSpot = useCallback(
    (next: { id: number; title: string }) => void navigate(`${spotPath(next)}?map`),
    [navigate],
  );

  const map = (
    <MapView
      initialView={initialView}
      showSpots
      coordinatesBox
      marker={spot}
      focus={spot}
      onSpotClick={openSpot}
    />
  );

  if (mobile) {
    return (
      <Box>
        <Box sx={{ height: '46vh', minHeight: 260, position: 'relative' }}>{map}</Box>
        <Box sx={{ px: 2, py: 2.5 }}>{children}</Box>
      </Box>
    );
  }
  return (
    <Box
      ref={containerRef}
      sx={{ display: 'flex', height: height ?? 'calc(100dvh - 64px)', minHeight: 420 }}
    >
      <Box
        component="section"
        aria-label={spot.title}
        sx={{
          width: SIDEBAR_WIDTH,
          flexShrink: 0,
          overflowY: 'auto',
          px: 3,
          py: 2.5,
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        {children}
      </Box>
      <Box sx={{ flex: 1, position: 'relative', minWidth: 0, bgcolor: '#dfe7ea' }}>{map}</Box>
    </Box>
  );
}
