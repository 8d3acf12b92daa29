import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { spotPath, type NearbySpot } from '@vantage/shared';

/** Most existing spots the warning names. */
const NAMED_DUPLICATES = 3;

/** 'A spot already exists within N m: {title}' for spots right where the pin stands. */
export function duplicateText(spot: Pick<NearbySpot, 'distanceM'>): string {
  return `A spot already exists within ${Math.max(1, Math.round(spot.distanceM))} m:`;
}

/**
 * Warns that the pin stands on spots that exist already, each linked, so the user can open
 * the existing spot or save anyway.
 */
export function DuplicateWarning({ duplicates }: { duplicates: readonly NearbySpot[] }) {
  if (duplicates.length === 0) return null;
  const named = duplicates.slice(0, NAMED_DUPLICATES);
  const more = duplicates.length - named.length;
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { minWidth: 0 } }}>
      {named.map((spot) => (
        <div key={spot.id}>
          {duplicateText(spot)}{' '}
          <Link component={RouterLink} to={spotPath(spot)} sx={{ fontWeight: 600 }}>
            {spot.title}
          </Link>
        </div>
      ))}
      {more > 0 && <div>…and {more} more close by.</div>}
      <div>Open it, or save anyway if yours is a different spot.</div>
    </Alert>
  );
}
