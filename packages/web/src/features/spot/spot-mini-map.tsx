import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import { latLngOf, MINI_MAP_SIZE, type Spot, spotPath } from '@vantage/shared';
import { MapView } from '../map';
import { MAP_BACKGROUND } from '../../components/sidebar-map-layout';

const MINI_MAP_ZOOM = 11;

/** A 350×220 map of the spot that opens the large map (`?map`) when clicked. */
export function SpotMiniMap({ spot }: { spot: Spot }) {
  return (
    <Box
      component={RouterLink}
      to={`${spotPath(spot)}?map`}
      aria-label={`Show ${spot.title} on the large map`}
      sx={{
        position: 'relative',
        display: 'block',
        width: '100%',
        maxWidth: MINI_MAP_SIZE.width,
        height: MINI_MAP_SIZE.height,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: MAP_BACKGROUND,
        '& .maplibregl-canvas': { cursor: 'pointer' },
      }}
    >
      <MapView
        key={spot.id}
        initialView={{ ...latLngOf(spot), zoom: MINI_MAP_ZOOM }}
        marker={latLngOf(spot)}
        capZoomToBasemap
        interactive={false}
        controls={false}
      />
      <Chip
        icon={<MapOutlinedIcon />}
        label="Open large map"
        size="small"
        sx={{
          position: 'absolute',
          right: 8,
          bottom: 8,
          bgcolor: 'background.paper',
          boxShadow: 1,
          pointerEvents: 'none',
        }}
      />
    </Box>
  );
}
