import { Suspense } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { galleryOwner, type SpotList } from '@vantage/shared';
import { apiErrorText } from '../../api/client';
import { PHOTO_GRID_SX, PhotoTile } from '../../components/photo-tile';
import { useSnackbar } from '../../components/snackbar';
import { SPOT_GRID_SX, SpotCard } from '../../components/spot-card';
import type { SPOT_LIST_TABS } from '../../core/route-params';
import { lazyNamed } from '../../lib/lazy-named';
import { galleryQuery, removePhotoFromGallery, removeSpotFromGallery } from './gallery-api';

// The map and the map library load only when the Map tab is opened.
const GalleryMap = lazyNamed(() => import('./gallery-map'), 'GalleryMap');

/** A tab of a gallery page. */
export type GalleryTab = (typeof SPOT_LIST_TABS)[number];

const REMOVE_SX = {
  position: 'absolute',
  top: 6,
  right: 6,
  bgcolor: 'rgba(0,0,0,0.55)',
  color: 'common.white',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
} as const;

/** The body of a gallery page's open tab: its photos, spots or map, with remove buttons for the owner. */
export function GalleryTabBody({
  list,
  tab,
  isOwner,
}: {
  list: SpotList;
  tab: GalleryTab;
  isOwner: boolean;
}) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const key = galleryQuery(galleryOwner(list), list.urlTitle).queryKey;
  const removePhoto = useMutation({
    mutationFn: (photoId: number) => removePhotoFromGallery(list.id, photoId),
    onSuccess: (_answer, photoId) => {
      queryClient.setQueryData<SpotList>(
        key,
        (old) =>
          old && {
            ...old,
            photos: old.photos.filter((photo) => photo.id !== photoId),
            photoCount: old.photoCount - 1,
          },
      );
    },
    onError: (error) => snackbar.show(apiErrorText(error)),
  });
  const removeSpot = useMutation({
    mutationFn: (spotId: number) => removeSpotFromGallery(list.id, spotId),
    onSuccess: (_answer, spotId) => {
      queryClient.setQueryData<SpotList>(
        key,
        (old) =>
          old && {
            ...old,
            spots: old.spots.filter((spot) => spot.id !== spotId),
            spotCount: old.spotCount - 1,
          },
      );
    },
    onError: (error) => snackbar.show(apiErrorText(error)),
  });

  if (tab === 'map') {
    return (
      <Suspense fallback={<Skeleton variant="rounded" sx={{ height: 520 }} />}>
        <GalleryMap spots={list.spots} />
      </Suspense>
    );
  }
  if (tab === 'photos') {
    if (list.photos.length === 0) {
      return <Typography color="text.secondary">No photos in this gallery yet.</Typography>;
    }
    return (
      <Box sx={PHOTO_GRID_SX}>
        {list.photos.map((photo) => (
          <Box key={photo.id} sx={{ position: 'relative' }}>
            <PhotoTile photo={photo} layout={{ kind: 'square' }} />
            {isOwner && (
              <IconButton
                size="small"
                sx={REMOVE_SX}
                aria-label={`Remove ${photo.title || 'photo'} from the gallery`}
                onClick={() => removePhoto.mutate(photo.id)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
      </Box>
    );
  }
  if (list.spots.length === 0) {
    return <Typography color="text.secondary">No spots in this gallery yet.</Typography>;
  }
  return (
    <Box sx={SPOT_GRID_SX}>
      {list.spots.map((spot) => (
        <Box key={spot.id} sx={{ position: 'relative' }}>
          <SpotCard spot={spot} />
          {isOwner && (
            <IconButton
              size="small"
              sx={REMOVE_SX}
              aria-label={`Remove ${spot.title} from the gallery`}
              onClick={() => removeSpot.mutate(spot.id)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      ))}
    </Box>
  );
}
