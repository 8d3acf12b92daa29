import { Suspense } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { galleryOwner, type SPOT_LIST_TABS, type SpotList } from '@vantage/shared';
import { apiErrorText } from '../../api/client';
import { PHOTO_GRID_SX, PhotoTile } from '../../components/photo-tile';
import { useSnackbar } from '../../components/snackbar';
import { SPOT_GRID_SX, SpotCard } from '../../components/spot-card';
import { lazyNamed } from '../../lib/lazy-named';
import { galleryQuery, removePhotoFromGallery, removeSpotFromGallery } from './gallery-api';

// The map and the map library load only when the Map tab is opened.
const GalleryMap = lazyNamed(() => import('./gallery-map'), 'GalleryMap', {
  drawnInBrowserOnly: true,
});

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

/**
 * Takes a photo or spot out of the gallery, then out of the cached gallery by `drop`; a
 * failure says why in the snackbar.
 */
function useGalleryRemoval(
  list: SpotList,
  send: (id: number) => Promise<unknown>,
  drop: (old: SpotList, id: number) => SpotList,
) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const key = galleryQuery(galleryOwner(list), list.urlTitle).queryKey;
  return useMutation({
    mutationFn: send,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<SpotList>(key, (old) => old && drop(old, id));
    },
    onError: (error) => snackbar.show(apiErrorText(error)),
  });
}

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
  const removePhoto = useGalleryRemoval(
    list,
    (photoId) => removePhotoFromGallery(list.id, photoId),
    (old, photoId) => ({
      ...old,
      photos: old.photos.filter((photo) => photo.id !== photoId),
      photoCount: old.photoCount - 1,
    }),
  );
  const removeSpot = useGalleryRemoval(
    list,
    (spotId) => removeSpotFromGallery(list.id, spotId),
    (old, spotId) => ({
      ...old,
      spots: old.spots.filter((spot) => spot.id !== spotId),
      spotCount: old.spotCount - 1,
    }),
  );

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
              <RemoveButton
                what={photo.title || 'photo'}
                onClick={() => removePhoto.mutate(photo.id)}
              />
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
          {isOwner && <RemoveButton what={spot.title} onClick={() => removeSpot.mutate(spot.id)} />}
        </Box>
      ))}
    </Box>
  );
}

/** The owner's button over a photo or spot that takes it out of the gallery. */
function RemoveButton({ what, onClick }: { what: string; onClick: () => void }) {
  return (
    <IconButton
      size="small"
      sx={REMOVE_SX}
      aria-label={`Remove ${what} from the gallery`}
      onClick={onClick}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}
