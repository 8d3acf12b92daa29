import Box from '@mui/material/Box';
import type { SpotSummary } from '@vantage/shared';
import { SPOT_GRID_SX, SpotCard, SpotCardSkeleton } from '../../components/spot-card';

const MAX_CARDS = 12;

/** Cards of the popular spots: photo, title, tags and photo count, each linking to the spot page. */
export function PopularLocations({
  spots,
  max = MAX_CARDS,
}: {
  spots: SpotSummary[] | undefined;
  /** The most cards shown; the home page shows twelve. */
  max?: number;
}) {
  return (
    <Box sx={SPOT_GRID_SX}>
      {spots
        ? spots.slice(0, max).map((spot) => <SpotCard key={spot.id} spot={spot} />)
        : Array.from({ length: 8 }, (_, i) => <SpotCardSkeleton key={i} />)}
    </Box>
  );
}
