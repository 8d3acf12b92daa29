import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { useQuery } from '@tanstack/react-query';
import { spotPath } from '@vantage/shared';
import { Marker } from 'react-map-gl/maplibre';
import { useNavigate } from 'react-router';
import { MapView } from '../map';
import { photoPlaces } from './photo-spots';
import { userMapPhotosQuery } from './profile-api';
import { boundsAround } from '../../lib/lat-lng';
import { MAP_BACKGROUND } from '../../components/sidebar-map-layout';
import { LoadFailedLine } from '../../components/status-card';

// Small dots rather than MapLibre's tall default pins: a busy profile has dozens of places.
const PIN_SX = {
  display: 'block',
  width: 14,
  height: 14,
  borderRadius: '50%',
  bgcolor: 'secondary.main',
  border: '2px solid #fff',
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.35)',
  transition: 'transform 120ms ease',
  '&:hover': { transform: 'scale(1.35)' },
} as const;

const MAP_HEIGHT = { xs: 420, md: 560 } as const;
const FRAME_SX = {
  height: MAP_HEIGHT,
  borderRadius: '14px',
  overflow: 'hidden',
  border: 1,
  borderColor: 'divider',
  bgcolor: MAP_BACKGROUND,
} as const;

/** The map tab: a pin for each place the user photographed, framed to show them all. */
export function ProfileMap({ idUser }: { idUser: number }) {
  const query = useQuery(userMapPhotosQuery(idUser));
  const navigate = useNavigate();

  if (query.isPending) return <Skeleton variant="rounded" sx={{ height: MAP_HEIGHT }} />;
  if (query.isError) {
    return <LoadFailedLine what="map" error={query.error} />;
  }
  const places = photoPlaces(query.data);
  const bounds = boundsAround(places);
  if (!bounds) {
    return (
      <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
        <PlaceIcon sx={{ fontSize: 40, opacity: 0.6 }} />
        <Typography sx={{ mt: 1 }}>No photos with a location yet.</Typography>
      </Box>
    );
  }

  return (
    <>
      <Box sx={FRAME_SX}>
        <MapView initialView={{ bounds }} capZoomToBasemap>
          {places.map((place) => (
            <Marker
              key={place.key}
              longitude={place.lng}
              latitude={place.lat}
              onClick={(event) => {
                if (place.idSpot === null) return;
                event.originalEvent.stopPropagation();
                void navigate(spotPath({ id: place.idSpot, title: place.title }));
              }}
            >
              <Box
                component="span"
                title={place.title}
                aria-label={place.title}
                role="img"
                sx={PIN_SX}
                style={place.idSpot !== null ? { cursor: 'pointer' } : undefined}
              />
            </Marker>
          ))}
        </MapView>
      </Box>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
        {places.length} {places.length === 1 ? 'place' : 'places'} photographed
      </Typography>
    </>
  );
}
