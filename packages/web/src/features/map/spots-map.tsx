import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { latLngOf, spotPath, type SpotSummary } from '@vantage/shared';
import { MAP_BACKGROUND } from '../../components/sidebar-map-layout';
import type { InitialMapView } from './map-bounds';
import { MapView } from './map-view';
import { SpotMarkers } from './spot-markers';
import { spotsView } from './spots-view';

/** The frame of a map of a list of spots in a page: rounded, bordered, its own height. */
export const SPOTS_MAP_SX = {
  height: { xs: '56vh', md: 520 },
  minHeight: 300,
  borderRadius: '14px',
  overflow: 'hidden',
  border: 1,
  borderColor: 'divider',
  bgcolor: MAP_BACKGROUND,
  position: 'relative',
} as const;

/**
 * A list's spots as pins on a map framed to show them all (or on `initialView`); a pin opens
 * its spot. The Map tabs of search results, galleries and tags.
 */
export function SpotsMap({
  spots,
  initialView,
  size,
}: {
  spots: SpotSummary[];
  initialView?: InitialMapView;
  /** Another height than the frame's own. */
  size?: { height: { xs: string; md: number }; minHeight: number };
}) {
  const navigate = useNavigate();
  const [view] = useState(() => initialView ?? spotsView(spots.map(latLngOf)));
  return (
    <Box sx={{ ...SPOTS_MAP_SX, ...size }}>
      <MapView initialView={view} capZoomToBasemap>
        <SpotMarkers spots={spots} onOpen={(spot) => void navigate(spotPath(spot))} />
      </MapView>
    </Box>
  );
}
