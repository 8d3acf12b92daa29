import { Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { Spot } from '@vantage/shared';
import { lazyNamed } from '../../lib/lazy-named';

// The viewer, WebGL and the sky maths load only when a 360 view opens.
const PanoramaView = lazyNamed(() => import('./panorama-view'), 'PanoramaView', {
  drawnInBrowserOnly: true,
});

/** The 360 view of a spot in the large map's place; it fills its positioned parent. */
export function PanoramaSlot({ spot }: { spot: Spot }) {
  return (
    <Suspense
      fallback={
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            bgcolor: '#0f1720',
            color: '#fff',
          }}
        >
          <CircularProgress color="inherit" aria-label="Loading the 360° view" />
        </Box>
      }
    >
      <PanoramaView key={spot.id} spot={spot} />
    </Suspense>
  );
}
