import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Photo } from '@vantage/shared';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { ProgressiveImage } from '../../components/progressive-image';
import { userPhotosQuery, type UserPhotoType } from './profile-api';

const GRID_SX = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(auto-fill, minmax(200px, 1fr))',
  },
  gap: { xs: 0.75, sm: 1.25 },
} as const;

function PhotoTile({ photo }: { photo: Photo }) {
  return (
    <Box
      component={RouterLink}
      to={`/photo/${photo.id}`}
      aria-label={photo.title || 'Photo'}
      sx={{
        position: 'relative',
        display: 'block',
        borderRadius: 1.5,
        overflow: 'hidden',
        aspectRatio: '1',
        color: 'common.white',
        '& .caption': { opacity: 0, transition: 'opacity 200ms ease' },
        '&:hover .caption, &:focus-visible .caption': { opacity: 1 },
        '@media (hover: none)': { '& .caption': { opacity: 1 } },
      }}
    >
      <ProgressiveImage
        src={photo.urls.thumb}
        alt={photo.title}
        blurhash={photo.blurhash}
        ar={photo.ar}
        fill
      />
      <Box
        className="caption"
        sx={{
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          px: 1,
          pt: 3,
          pb: 0.75,
          background: 'linear-gradient(180deg, transparent, rgba(0,0,0,0.65))',
        }}
      >
        <Typography variant="caption" component="p" noWrap sx={{ fontWeight: 600 }}>
          {photo.title}
        </Typography>
        {photo.spotTitle && (
          <Typography variant="caption" component="p" noWrap sx={{ opacity: 0.85 }}>
            {photo.spotTitle}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function EmptyPhotos({ type, isOwner }: { type: UserPhotoType; isOwner: boolean }) {
  const what = type === 'test' ? 'test shots' : 'photos';
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      <PhotoLibraryIcon sx={{ fontSize: 40, opacity: 0.6 }} />
      <Typography sx={{ mt: 1 }}>
        {isOwner ? `You have not shared any ${what} yet.` : `No ${what} shared yet.`}
      </Typography>
      {isOwner && type === 'normal' && (
        <Button
          variant="contained"
          startIcon={<AddPhotoIcon />}
          component={RouterLink}
          to="/newPhoto"
          sx={{ mt: 2 }}
        >
          Upload a photo
        </Button>
      )}
    </Box>
  );
}

/**
 * A user's photos or test shots as a grid of square thumbnails that open the photo. More
 * load as the end of the grid scrolls into view, with a button for keyboards and old browsers.
 */
export function ProfilePhotos({
  idUser,
  type,
  isOwner,
}: {
  idUser: number;
  type: UserPhotoType;
  isOwner: boolean;
}) {
  const query = useInfiniteQuery(userPhotosQuery(idUser, type));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) {
    return (
      <Box sx={GRID_SX} aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '1', height: 'auto' }} />
        ))}
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Typography role="alert" color="error" sx={{ py: 4 }}>
        The photos could not be loaded. {query.error.message}
      </Typography>
    );
  }
  const photos = query.data.pages.flat();
  if (photos.length === 0) return <EmptyPhotos type={type} isOwner={isOwner} />;

  return (
    <>
      <Box sx={GRID_SX}>
        {photos.map((photo) => (
          <PhotoTile key={photo.id} photo={photo} />
        ))}
      </Box>
      <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 2.5 }}>
        {hasNextPage && (
          <Button
            variant="outlined"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? 'Loading…' : 'Show more photos'}
          </Button>
        )}
      </Box>
    </>
  );
}
