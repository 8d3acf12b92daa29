import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Spot } from '@vantage/shared';
import { SpotDescriptions, SpotProposalsPanel, SpotSensitivity } from '../community';
import { SpotHeader } from './spot-header';
import { SpotImages } from './spot-images';
import { SpotMiniMap } from './spot-mini-map';
import { NearbySpotsPanel } from './spot-panels';
import { HydrationSlice } from '../../served/slices';
import { renderWhenNear } from '../../lib/render-when-near';
import { lazyNamed } from '../../lib/lazy-named';

// The planning panels (the sun and moon's code, the forecast's and the webcams') load when the
// browser hydrates them: on a phone, once the visitor scrolls near them below the photos.
const planning = () => import('../planning');
const WhenToGoCard = lazyNamed<'WhenToGoCard', { spot: Spot }>(planning, 'WhenToGoCard', {
  loadsWhenHydrated: true,
});
const SunMoonPanel = lazyNamed<'SunMoonPanel', { spot: Spot }>(planning, 'SunMoonPanel', {
  loadsWhenHydrated: true,
});
const WebcamsPanel = lazyNamed<'WebcamsPanel', { spotId: number }>(planning, 'WebcamsPanel', {
  loadsWhenHydrated: true,
});

/**
 * Everything the spot page shows about a spot. In the sidebar beside the large map it is a
 * single column without the mini map; on its own page the panels and mini map sit at the side.
 */
export function SpotDetails({ spot, sidebar }: { spot: Spot; sidebar: boolean }) {
  return (
    <Box>
      <HydrationSlice>
        <SpotHeader spot={spot} />
        <SpotSensitivity spot={spot} />
      </HydrationSlice>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: sidebar ? '1fr' : { xs: '1fr', md: 'minmax(0, 1fr) 350px' },
          gap: { xs: 3, md: 4 },
          mt: 3,
        }}
      >
        <Box sx={{ containerType: 'inline-size', containerName: 'spot-main', minWidth: 0 }}>
          <HydrationSlice>
            <SpotDescriptions spot={spot} />
          </HydrationSlice>
          <Box sx={{ mt: 3 }}>
            <HydrationSlice>
              <SpotImages images={spot.images} />
            </HydrationSlice>
          </Box>
        </Box>
        <Stack
          component="aside"
          spacing={2}
          useFlexGap
          // Below the photos on a phone; beside them on a wide screen, drawn with the page.
          sx={{ minWidth: 0, ...renderWhenNear(1600) }}
        >
          {!sidebar && (
            <HydrationSlice>
              <SpotMiniMap spot={spot} />
            </HydrationSlice>
          )}
          <HydrationSlice loadsItsCode>
            <WhenToGoCard spot={spot} />
          </HydrationSlice>
          <HydrationSlice loadsItsCode>
            <SunMoonPanel spot={spot} />
          </HydrationSlice>
          <HydrationSlice>
            <SpotProposalsPanel spot={spot} />
          </HydrationSlice>
          <HydrationSlice>
            <NearbySpotsPanel nearby={spot.nearby} />
          </HydrationSlice>
          <HydrationSlice loadsItsCode>
            <WebcamsPanel spotId={spot.id} />
          </HydrationSlice>
        </Stack>
      </Box>
    </Box>
  );
}

/** Placeholder shapes while the spot loads. */
export function SpotDetailsSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading spot">
      <Skeleton width={220} />
      <Skeleton variant="text" sx={{ fontSize: '2.1rem', maxWidth: 480 }} />
      <Stack direction="row" spacing={1} sx={{ my: 1.5 }}>
        <Skeleton variant="rounded" width={70} height={24} />
        <Skeleton variant="rounded" width={90} height={24} />
        <Skeleton variant="rounded" width={60} height={24} />
      </Stack>
      <Skeleton width="90%" />
      <Skeleton width="80%" />
      <Skeleton variant="rounded" height={260} sx={{ mt: 3 }} />
    </Box>
  );
}
