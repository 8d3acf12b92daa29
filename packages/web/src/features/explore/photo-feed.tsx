import { useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { apiFetch } from '../../api/client';
import { usePageTitle } from '../../core/page-title';
import { useLoadMore } from '../../lib/use-load-more';
import { RecentUploads } from '../home';

/** Photos per page of a feed. */
export const FEED_PAGE = 24;

/** Which feed a tab shows. */
export type FeedKind = 'latest' | 'recentAll' | 'fav';

/** The API path of one page of a feed. */
export function feedPath(kind: FeedKind, offset: number): string {
  return `/photos/${kind}?limit=${FEED_PAGE}&offset=${offset}`;
}

/**
 * Explore's Recent Uploads and Favorite Photos: a photo feed that
 * grows as the reader scrolls; Recent Uploads can include test shots.
 */
export function PhotoFeed({ label, favorites }: { label: string; favorites: boolean }) {
  usePageTitle(label);
  const [withTestShots, setWithTestShots] = useState(false);
  const kind: FeedKind = favorites ? 'fav' : withTestShots ? 'recentAll' : 'latest';
  const feed = useInfiniteQuery({
    queryKey: ['photos', kind, 'feed'],
    queryFn: ({ pageParam }) => apiFetch(feedPath(kind, pageParam), 'PhotoList'),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < FEED_PAGE ? undefined : pages.length * FEED_PAGE,
  });
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  useLoadMore(sentinel, {
    hasMore: hasNextPage,
    loading: isFetchingNextPage,
    loadMore: fetchNextPage,
  });

  const photos = feed.data?.pages.flat();
  return (
    <Box sx={{ px: { xs: 2, sm: 0 }, py: { xs: 3, sm: 0 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', sm: '2.25rem' }, flex: 1 }}>
          {label}
        </Typography>
        {favorites ? null : (
          <FormControlLabel
            control={
              <Switch
                checked={withTestShots}
                onChange={(event) => setWithTestShots(event.target.checked)}
              />
            }
            label="Include test shots"
          />
        )}
      </Box>
      {feed.isError ? (
        <Box sx={{ py: 4 }}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            The photos could not be loaded.
          </Typography>
          <Button onClick={() => void feed.refetch()}>Try again</Button>
        </Box>
      ) : photos?.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          No photographs yet.
        </Typography>
      ) : (
        <RecentUploads photos={photos} />
      )}
      <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        {hasNextPage ? (
          <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading…' : 'More photos'}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
