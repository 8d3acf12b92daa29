import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { latLngOf, spotPath, type SpotSummary } from '@vantage/shared';
import { type InitialMapView, MapView, SpotMarkers } from '../map';
import { spotsView } from './map-framing';
import { MAP_BACKGROUND } from '../../components/sidebar-map-layout';

/** The Map tab: the result spots as pins, framed to show them all; a pin opens its spot. */
export function SearchMap({ spots }: { spots: SpotSummary[] }) {
  const navigate = useNavigate();
  const [initialView] = useState<InitialMapView>(() => spotsView(spots.map(latLngOf)));
  return (
    <Box
      sx={{
        height: { xs: '62vh', md: 560 },
        minHeight: 320,
        borderRadius: '14px',
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: MAP_BACKGROUND,
        position: 'relative',
      }}
    >
      <MapView initialView={initialView} capZoomToBasemap>
        <SpotMarkers spots={spots} onOpen={(spot) => void navigate(spotPath(spot))} />
      </MapView>
    </Box>
  );
}
