import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { PHOTO_GRID_SX, PhotoTile } from '../../components/photo-tile';
import { useOpenPhotoInPlace } from '../../core/photo-link';
import { userPhotosQuery, type UserPhotoType } from './profile-api';
import { SkeletonGrid } from '../../components/skeleton-grid';
import { LoadFailedLine } from '../../components/status-card';
import { useLoadMorePages } from '../../core/use-load-more-pages';

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
  const openPhoto = useOpenPhotoInPlace();

  useLoadMorePages(sentinel, query);

  if (query.isPending) {
    return <SkeletonGrid count={8} sx={PHOTO_GRID_SX} tileRatio="1" busy />;
  }
  if (query.isError) {
    return <LoadFailedLine what="photos" error={query.error} />;
  }
  const photos = query.data.pages.flat();
  if (photos.length === 0) return <EmptyPhotos type={type} isOwner={isOwner} />;

  return (
    <>
      <Box sx={PHOTO_GRID_SX} onClickCapture={openPhoto}>
        {photos.map((photo) => (
          <PhotoTile key={photo.id} photo={photo} layout={{ kind: 'square' }} />
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
