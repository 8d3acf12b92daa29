import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUpAltOutlined';
import {
  guidePath,
  type Photo,
  type SpotSummary,
  type TagPage as TagPageData,
} from '@vantage/shared';
import { PHOTO_GRID_SX, PhotoTile } from '../../components/photo-tile';
import { SafeMarkdown } from '../../components/safe-markdown';
import { SPOT_GRID_SX, SpotCard } from '../../components/spot-card';
import { lazyNamed } from '../../lib/lazy-named';
import { fetchTagPhotos, fetchTagSpots } from './tag-api';
import { TextLink } from '../../components/text-link';

// The map and the admin form carry MapLibre, so they load only when opened.
const TagMap = lazyNamed(() => import('./tag-map'), 'TagMap', { drawnInBrowserOnly: true });
const TagAdmin = lazyNamed(() => import('./tag-admin'), 'TagAdmin', { drawnInBrowserOnly: true });

/** A tab of a tag page. */
export type TagTab = 'guide' | 'spots' | 'photos' | 'map' | 'admin';

/** The body of the tag page's open tab. */
export function TabBody({ tab, page }: { tab: TagTab; page: TagPageData }) {
  switch (tab) {
    case 'guide':
      return <GuideTab page={page} />;
    case 'spots':
      return <SpotsTab page={page} />;
    case 'photos':
      return <PhotosTab page={page} />;
    case 'map':
      return (
        <Suspense fallback={<Skeleton variant="rounded" sx={{ height: 520 }} />}>
          <TagMap spots={page.bestSpots} rect={page.rect} />
        </Suspense>
      );
    case 'admin':
      return (
        <Suspense fallback={<Skeleton variant="rounded" sx={{ height: 520 }} />}>
          <TagAdmin page={page} />
        </Suspense>
      );
  }
}

export function GuideTab({ page }: { page: TagPageData }) {
  return (
    <Stack spacing={3}>
      {page.infoText && <SafeMarkdown text={page.infoText} sx={{ maxWidth: 820 }} />}
      {page.guides.length > 0 && (
        <Box component="section" aria-labelledby="tag-guides">
          <Typography id="tag-guides" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
            Guides
          </Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {page.guides.map((guide) => (
              <Box
                component="li"
                key={guide.id}
                sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
              >
                <ArticleIcon color="action" />
                <Box>
                  <TextLink to={guidePath(guide.perma)} sx={{ fontWeight: 600 }}>
                    {guide.title}
                  </TextLink>
                  <Typography variant="body2" color="text.secondary">
                    {guide.displayName ? `by ${guide.displayName} · ` : ''}
                    <ThumbUpIcon sx={{ fontSize: 14, verticalAlign: '-2px' }} /> {guide.rating}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
      {!page.infoText && page.guides.length === 0 && (
        <Typography color="text.secondary">
          No one has written a guide to {page.tag} yet.
        </Typography>
      )}
      <Box>
        <Button
          component={RouterLink}
          to={`/guide?t=${encodeURIComponent(page.tag.replace(/ /g, '_'))}`}
          variant="contained"
          startIcon={<ArticleIcon />}
        >
          Write a guide
        </Button>
      </Box>
    </Stack>
  );
}

/** A list that starts with what the page answered and loads more on request. */
export function useMore<T>(first: T[], total: number, load: (offset: number) => Promise<T[]>) {
  const [items, setItems] = useState(first);
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState(first.length >= total);
  const more = () => {
    setLoading(true);
    load(items.length).then(
      (next) => {
        setItems((current) => [...current, ...next]);
        if (next.length === 0 || items.length + next.length >= total) setDone(true);
        setLoading(false);
      },
      () => setLoading(false),
    );
  };
  return { items, more, loading, done };
}

export function MoreButton({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', mt: 2.5 }}>
      <Button variant="outlined" onClick={onClick} disabled={loading}>
        {loading ? 'Loading…' : 'Show more'}
      </Button>
    </Box>
  );
}

export function SpotsTab({ page }: { page: TagPageData }) {
  const list = useMore<SpotSummary>(page.bestSpots, page.locCnt, (offset) =>
    fetchTagSpots(page.tag, offset, 24),
  );
  if (list.items.length === 0) return <Typography color="text.secondary">No spots yet.</Typography>;
  return (
    <>
      <Box sx={SPOT_GRID_SX}>
        {list.items.map((spot) => (
          <SpotCard key={spot.id} spot={spot} />
        ))}
      </Box>
      {!list.done && <MoreButton onClick={list.more} loading={list.loading} />}
    </>
  );
}

export function PhotosTab({ page }: { page: TagPageData }) {
  const list = useMore<Photo>(page.bestPhotos, page.photoCnt, (offset) =>
    fetchTagPhotos(page.tag, offset, 24),
  );
  if (list.items.length === 0)
    return <Typography color="text.secondary">No photos yet.</Typography>;
  return (
    <>
      <Box sx={PHOTO_GRID_SX}>
        {list.items.map((photo) => (
          <PhotoTile key={photo.id} photo={photo} layout={{ kind: 'square' }} />
        ))}
      </Box>
      {!list.done && <MoreButton onClick={list.more} loading={list.loading} />}
    </>
  );
}
