import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDistance, spotPath, type NearbySpot } from '@vantage/shared';
import { PhotoCard, SPOT_GRID_SX, SpotCardSkeleton } from '../../components/spot-card';
import type { NearbyOrigin } from './nearby-position';

function NearbyCard({ spot }: { spot: NearbySpot }) {
  return (
    <PhotoCard
      to={spotPath(spot)}
      title={spot.title}
      image={spot.image}
      line={`${formatDistance(spot.distanceM)} away`}
    />
  );
}

/** The spots nearest to a position as cards, nearest first, each with its distance. */
export function NearbySpotList({
  origin,
  spots,
  failed,
  onRetry,
}: {
  origin: NearbyOrigin;
  spots: NearbySpot[] | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  return (
    <Box component="section" aria-labelledby="nearby-heading">
      <Typography variant="h2" id="nearby-heading" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Nearest to {origin.label}
      </Typography>
      {failed ? (
        <Box sx={{ py: 2 }}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            The nearby spots could not be loaded.
          </Typography>
          <Button onClick={onRetry}>Try again</Button>
        </Box>
      ) : spots?.length === 0 ? (
        <Typography color="text.secondary">No spots yet anywhere near.</Typography>
      ) : (
        <Box sx={SPOT_GRID_SX}>
          {spots
            ? spots.map((spot) => <NearbyCard key={spot.id} spot={spot} />)
            : Array.from({ length: 8 }, (_, i) => <SpotCardSkeleton key={i} />)}
        </Box>
      )}
    </Box>
  );
}
