import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { apiFetch } from '../../api/client';
import { usePageTitle } from '../../core/page-title';
import { PagesEnd, PagesFailed, useScrolledPages } from './scrolled-pages';
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
  const feed = useScrolledPages({
    queryKey: ['photos', kind, 'feed'],
    fetchPage: (offset) => apiFetch(feedPath(kind, offset), 'PhotoList'),
    pageSize: FEED_PAGE,
  });
  const photos = feed.items;
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
      {feed.pages.isError ? (
        <PagesFailed what="photos" pages={feed.pages} />
      ) : photos?.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          No photographs yet.
        </Typography>
      ) : (
        <RecentUploads photos={photos} />
      )}
      <PagesEnd list={feed} more="More photos" />
    </Box>
  );
}
