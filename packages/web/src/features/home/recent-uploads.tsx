import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Photo } from '@vantage/shared';
import { PhotoTile } from '../../components/photo-tile';
import { useOpenPhotoInPlace } from '../../core/photo-link';

const ROW_HEIGHT = { xs: 100, sm: 180 } as const;
// Very wide panoramas would take a whole row; very tall ones would be slivers.
const clampAr = (ar: number) => Math.min(2.4, Math.max(0.6, ar || 1));

/**
 * Recent uploads as justified rows: each photo grows in proportion to its aspect ratio, so a
 * row shares one height and photos are not cropped into squares.
 */
export function RecentUploads({ photos }: { photos: Photo[] | undefined }) {
  const items = photos ?? Array.from({ length: 10 }, () => null);
  const openPhoto = useOpenPhotoInPlace();
  return (
    <Box
      onClickCapture={openPhoto}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 0.75, sm: 1 } }}
    >
      {items.map((photo, i) => {
        const ar = clampAr(photo?.ar ?? [1.5, 0.75, 1.33, 1.5, 1][i % 5] ?? 1);
        return (
          <Box
            key={photo?.id ?? i}
            sx={{
              flexGrow: ar,
              flexBasis: { xs: ar * ROW_HEIGHT.xs, sm: ar * ROW_HEIGHT.sm },
              minWidth: 0,
            }}
          >
            {photo ? (
              <PhotoTile photo={photo} layout={{ kind: 'row', ar }} />
            ) : (
              <Skeleton variant="rounded" sx={{ aspectRatio: String(ar), height: 'auto' }} />
            )}
          </Box>
        );
      })}
      {/* Soaks up the last row's spare width so its photos keep the row height. */}
      <Box aria-hidden sx={{ flexGrow: 10, flexBasis: 0 }} />
    </Box>
  );
}
