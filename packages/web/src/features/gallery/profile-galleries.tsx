import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CollectionsIcon from '@mui/icons-material/CollectionsOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import { galleryPath, type SpotListSummary } from '@vantage/shared';
import { NoPhoto } from '../../components/no-photo';
import { ProgressiveImage } from '../../components/progressive-image';
import { userGalleriesQuery } from './gallery-api';
import { SkeletonGrid } from '../../components/skeleton-grid';
import { LoadFailedLine } from '../../components/status-card';
import { useLoadMorePages } from '../../core/use-load-more-pages';

const GRID_SX = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(auto-fill, minmax(220px, 1fr))',
  },
  gap: { xs: 1, sm: 2 },
} as const;

/** A member's galleries on their profile: 6 first, more as the list scrolls. */
/** `owner` is the member's username, or their id while they have none. */
export function ProfileGalleries({ owner, isOwner }: { owner: string; isOwner: boolean }) {
  const query = useInfiniteQuery(userGalleriesQuery(owner));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useRef<HTMLDivElement>(null);
  useLoadMorePages(sentinel, query);

  if (query.isPending) {
    return <SkeletonGrid count={6} sx={GRID_SX} tileRatio="4 / 3" />;
  }
  if (query.isError) {
    return <LoadFailedLine what="galleries" error={query.error} />;
  }
  const lists = query.data.pages.flat();
  if (lists.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
        <CollectionsIcon sx={{ fontSize: 40, opacity: 0.6 }} />
        <Typography sx={{ mt: 1 }}>
          {isOwner
            ? 'You have no galleries yet. Use Save on a spot or a photo to start one.'
            : 'No galleries yet.'}
        </Typography>
      </Box>
    );
  }
  return (
    <>
      <Box sx={GRID_SX} data-testid="profile-galleries">
        {lists.map((list) => (
          <GalleryCard key={list.id} list={list} />
        ))}
      </Box>
      <div ref={sentinel} />
      {hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            Show more
          </Button>
        </Box>
      )}
    </>
  );
}

/** One gallery: its cover photo, title, whether it is private, and its counts. */
function GalleryCard({ list }: { list: SpotListSummary }) {
  return (
    <Box
      component={RouterLink}
      to={galleryPath(list)}
      sx={{ color: 'text.primary', textDecoration: 'none', display: 'block' }}
    >
      <Box
        sx={{
          borderRadius: 1.5,
          overflow: 'hidden',
          aspectRatio: '4 / 3',
          position: 'relative',
        }}
      >
        {list.image ? (
          <ProgressiveImage
            src={list.image.urls.thumb}
            alt=""
            blurhash={list.image.blurhash}
            ar={list.image.ar}
            fill
          />
        ) : (
          <NoPhoto />
        )}
      </Box>
      <Typography
        sx={{ fontWeight: 600, mt: 0.75, display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        {list.title}
        {!list.isPublic && <LockIcon fontSize="small" color="action" aria-label="private" />}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {list.spotCount} {list.spotCount === 1 ? 'spot' : 'spots'} · {list.photoCount}{' '}
        {list.photoCount === 1 ? 'photo' : 'photos'}
      </Typography>
    </Box>
  );
}
