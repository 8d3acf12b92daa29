import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  distanceM,
  formatDistance,
  spotPath,
  type LatLng,
  type ProposalView,
} from '@vantage/shared';
import { lazyNamed } from '../../lib/lazy-named';
import { MAP_BACKGROUND } from '../../components/sidebar-map-layout';

// The map library loads only with a photo move to show.
const MapView = lazyNamed(() => import('../map'), 'MapView', { drawnInBrowserOnly: true });

const PREVIEW = { width: 240, height: 150 } as const;
/** The least a map's box spans around the two spots, in degrees (about 500 m). */
const MIN_SPAN_DEG = 0.005;

/** A box around both positions with a margin, so neither sits on the map's edge. */
function boxAround(a: LatLng, b: LatLng): [[number, number], [number, number]] {
  const padLat = Math.max(Math.abs(a.lat - b.lat) * 0.35, MIN_SPAN_DEG);
  const padLng = Math.max(Math.abs(a.lng - b.lng) * 0.35, MIN_SPAN_DEG);
  return [
    [Math.min(a.lng, b.lng) - padLng, Math.min(a.lat, b.lat) - padLat],
    [Math.max(a.lng, b.lng) + padLng, Math.max(a.lat, b.lat) + padLat],
  ];
}

/**
 * A photo move on the Review page: the photo, and a small map with the spot it is at (ring)
 * and the spot it would move to (pin), at the positions this member may know of them.
 */
export function PhotoMovePreview({ proposal }: { proposal: ProposalView }) {
  const { photo, spot, newSpot } = proposal;
  if (!photo || !newSpot) return null;
  const from = { lat: spot.lat, lng: spot.long };
  const to = { lat: newSpot.lat, lng: newSpot.long };
  return (
    <Box component="figure" sx={{ m: 0, mt: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={`/photo/${photo.id}`} sx={{ display: 'block' }}>
          <Box
            component="img"
            src={photo.urls.thumb}
            alt={photo.title || 'The photograph to move'}
            loading="lazy"
            sx={{
              display: 'block',
              width: PREVIEW.height,
              height: PREVIEW.height,
              objectFit: 'cover',
              borderRadius: 2,
              bgcolor: 'action.hover',
            }}
          />
        </Link>
        <Box
          data-testid="photo-move-map"
          sx={{
            position: 'relative',
            width: PREVIEW.width,
            maxWidth: '100%',
            height: PREVIEW.height,
            borderRadius: 2,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
            bgcolor: MAP_BACKGROUND,
          }}
        >
          <Suspense fallback={null}>
            <MapView
              initialView={{ bounds: boxAround(from, to) }}
              marker={to}
              highlight={from}
              capZoomToBasemap
              interactive={false}
            />
          </Suspense>
        </Box>
      </Stack>
      <Typography component="figcaption" color="text.secondary" sx={{ fontSize: 13, mt: 0.5 }}>
        From{' '}
        <Link component={RouterLink} to={spotPath(spot)}>
          {spot.title}
        </Link>{' '}
        (ring) to{' '}
        <Link component={RouterLink} to={spotPath(newSpot)}>
          {newSpot.title}
        </Link>{' '}
        (pin), {formatDistance(distanceM(from, to))} apart
      </Typography>
    </Box>
  );
}
