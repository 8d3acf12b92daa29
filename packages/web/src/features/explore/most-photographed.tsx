import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { apiFetch } from '../../api/client';
import { SPOT_GRID_SX, SpotCard, SpotCardSkeleton } from '../../components/spot-card';
import { TabHeading } from '../../components/tab-heading';
import { usePageTitle } from '../../core/page-title';
import { PagesEnd, PagesFailed, useScrolledPages } from './scrolled-pages';

/** Spots per page of Most Photographed: the grid starts with this many and adds as many. */
export const MOST_PHOTOGRAPHED_PAGE = 20;

/** Scrolling loads another page at most this often. */
export const MOST_PHOTOGRAPHED_THROTTLE_MS = 250;

/** The API path of one page of the most photographed spots. */
export function mostPhotographedPath(offset: number): string {
  return `/pspots/mostPhotographed?limit=${MOST_PHOTOGRAPHED_PAGE}&offset=${offset}`;
}

/** Explore's Most Photographed: a grid of spots, most photographs first, growing as one scrolls. */
export function MostPhotographed({ label }: { label: string }) {
  usePageTitle(label);
  const grid = useScrolledPages({
    queryKey: ['spots', 'mostPhotographed'],
    fetchPage: (offset) => apiFetch(mostPhotographedPath(offset), 'MostPhotographedAnswer'),
    pageSize: MOST_PHOTOGRAPHED_PAGE,
    throttleMs: MOST_PHOTOGRAPHED_THROTTLE_MS,
  });
  const spots = grid.items;
  return (
    <Box sx={{ px: { xs: 2, sm: 0 }, py: { xs: 3, sm: 0 } }}>
      <TabHeading>{label}</TabHeading>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 620 }}>
        The places photographers come back to most, by the number of photographs shared from each.
      </Typography>
      {grid.pages.isError ? (
        <PagesFailed what="spots" pages={grid.pages} />
      ) : spots?.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          No spot has a photograph yet.
        </Typography>
      ) : (
        <Box sx={SPOT_GRID_SX} aria-busy={!spots || grid.pages.isFetchingNextPage}>
          {spots
            ? spots.map((spot) => <SpotCard key={spot.id} spot={spot} />)
            : Array.from({ length: 8 }, (_, i) => <SpotCardSkeleton key={i} />)}
        </Box>
      )}
      <PagesEnd list={grid} more="More spots" />
    </Box>
  );
}
