import Box from '@mui/material/Box';
import { photoLocationPath, type PopularLocation } from '@vantage/shared';
import { PhotoCard, SPOT_GRID_SX, SpotCardSkeleton } from '../../components/spot-card';

const MAX_CARDS = 12;

/** Where a popular location lies, the nearest places first: "Trentino-South Tyrol · Italy". */
function placeLine(location: PopularLocation): string {
  return [...location.locHier].reverse().slice(0, 2).join(' · ');
}

/** One popular location as a card: sample photo, name, where it lies, its spot count. */
export function PopularLocationCard({ location }: { location: PopularLocation }) {
  return (
    <PhotoCard
      to={photoLocationPath([...location.locHier, location.tag])}
      title={location.tag}
      image={location.image}
      line={placeLine(location)}
      caption={`${location.locCnt} ${location.locCnt === 1 ? 'spot' : 'spots'}`}
    />
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
