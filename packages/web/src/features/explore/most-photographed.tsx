import { useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { apiFetch } from '../../api/client';
import { SPOT_GRID_SX, SpotCard, SpotCardSkeleton } from '../../components/spot-card';
import { TabHeading } from '../../components/tab-heading';
import { usePageTitle } from '../../core/page-title';
import { useLoadMore } from '../../lib/use-load-more';

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
  const grid = useInfiniteQuery({
    queryKey: ['spots', 'mostPhotographed'],
    queryFn: ({ pageParam }) => apiFetch(mostPhotographedPath(pageParam), 'MostPhotographedAnswer'),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < MOST_PHOTOGRAPHED_PAGE ? undefined : pages.length * MOST_PHOTOGRAPHED_PAGE,
  });
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = grid;
  useLoadMore(sentinel, {
    hasMore: hasNextPage,
    loading: isFetchingNextPage,
    loadMore: fetchNextPage,
    throttleMs: MOST_PHOTOGRAPHED_THROTTLE_MS,
  });

  const spots = grid.data?.pages.flat();
  return (
    <Box sx={{ px: { xs: 2, sm: 0 }, py: { xs: 3, sm: 0 } }}>
      <TabHeading>{label}</TabHeading>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 620 }}>
        The places photographers come back to most, by the number of photographs shared from each.
      </Typography>
      {grid.isError ? (
        <Box sx={{ py: 4 }}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            The spots could not be loaded.
          </Typography>
          <Button onClick={() => void grid.refetch()}>Try again</Button>
        </Box>
      ) : spots?.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          No spot has a photograph yet.
        </Typography>
      ) : (
        <Box sx={SPOT_GRID_SX} aria-busy={!spots || isFetchingNextPage}>
          {spots
            ? spots.map((spot) => <SpotCard key={spot.id} spot={spot} />)
            : Array.from({ length: 8 }, (_, i) => <SpotCardSkeleton key={i} />)}
        </Box>
      )}
      <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        {hasNextPage ? (
          <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading…' : 'More spots'}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
