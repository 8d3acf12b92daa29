import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { photoLocationPath, type PopularLocation } from '@vantage/shared';
import { SPOT_GRID_SX, SpotCardPhoto, SpotCardSkeleton } from '../../components/spot-card';

const MAX_CARDS = 12;

/** Where a popular location lies, the nearest places first: "Trentino-South Tyrol · Italy". */
function placeLine(location: PopularLocation): string {
  return [...location.locHier].reverse().slice(0, 2).join(' · ');
}

/** One popular location as a card: sample photo, name, where it lies, its spot count. */
export function PopularLocationCard({ location }: { location: PopularLocation }) {
  return (
    <Box
      component={RouterLink}
      to={photoLocationPath([...location.locHier, location.tag])}
      sx={{
        color: 'inherit',
        textDecoration: 'none',
        display: 'block',
        minWidth: 0,
        '&:hover img, &:focus-visible img': { transform: 'scale(1.04)' },
        '&:focus-visible': {
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: 3,
          borderRadius: 1,
        },
      }}
    >
      <SpotCardPhoto spot={{ title: location.tag, image: location.image }} />
      <Typography
        variant="subtitle1"
        component="p"
        noWrap
        sx={{ mt: 1, fontWeight: 650, lineHeight: 1.3 }}
      >
        {location.tag}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {placeLine(location) || '\u00a0'}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {location.locCnt} {location.locCnt === 1 ? 'spot' : 'spots'}
      </Typography>
    </Box>
  );
}

/** The curated Popular Locations as cards, each leading to its location page. */
export function PopularLocations({
  locations,
  max = MAX_CARDS,
}: {
  locations: PopularLocation[] | undefined;
  /** The most cards shown; the home page shows twelve. */
  max?: number;
}) {
  return (
    <Box sx={SPOT_GRID_SX}>
      {locations
        ? locations
            .slice(0, max)
            .map((location) => <PopularLocationCard key={location.idTag} location={location} />)
        : Array.from({ length: 8 }, (_, i) => <SpotCardSkeleton key={i} />)}
    </Box>
  );
}
