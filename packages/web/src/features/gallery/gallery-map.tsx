import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { spotPath, type SpotSummary } from '@vantage/shared';
import { type InitialMapView, MapView, SpotMarkers } from '../map';
import { MAP_BACKGROUND } from '../../components/sidebar-map-layout';

function viewOf(spots: readonly SpotSummary[]): InitialMapView {
  if (spots.length === 0)
    return {
      bounds: [
        [-170, -60],
        [170, 75],
      ],
    };
  const lats = spots.map((spot) => spot.lat);
  const lngs = spots.map((spot) => spot.long);
  const [south, north, west, east] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lngs),
    Math.max(...lngs),
  ];
  if (south === north && west === east) return { lat: south, lng: west, zoom: 11 };
  return {
    bounds: [
      [west - 0.02, south - 0.02],
      [east + 0.02, north + 0.02],
    ],
  };
}

/** The gallery's Map tab: its spots as pins, framed to show them all. */
export function GalleryMap({ spots }: { spots: SpotSummary[] }) {
  const navigate = useNavigate();
  const [initialView] = useState(() => viewOf(spots));
  return (
    <Box
      sx={{
        height: { xs: '56vh', md: 520 },
        minHeight: 300,
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
