import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { spotPath, type SpotSummary, type TagRect } from '@vantage/shared';
import { MapView, SpotMarkers } from '../map';
import { MAP_SX, tagMapView } from './tag-map-view';

/** The Map tab: the tag's best spots as pins; a pin opens its spot. */
export function TagMap({ spots, rect }: { spots: SpotSummary[]; rect: TagRect | null }) {
  const navigate = useNavigate();
  const [initialView] = useState(() => tagMapView(rect, spots));
  return (
    <Box sx={MAP_SX}>
      <MapView initialView={initialView} capZoomToBasemap>
        <SpotMarkers spots={spots} onOpen={(spot) => void navigate(spotPath(spot))} />
      </MapView>
    </Box>
  );
}
