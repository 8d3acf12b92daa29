import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Photo } from '@vantage/shared';
import { Link as RouterLink } from 'react-router';
import { ProgressiveImage } from './progressive-image';

/** Columns of a grid of square photo tiles: two on phones, as many of 200 px as fit beyond. */
export const PHOTO_GRID_SX = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(auto-fill, minmax(200px, 1fr))',
  },
  gap: { xs: 0.75, sm: 1.25 },
} as const;

/** Where a photo tile sits: a justified row (keeps the photo's shape) or a square grid cell. */
export type PhotoTileLayout = { kind: 'row'; ar: number } | { kind: 'square' };

/** A photo thumbnail linking to its lightbox, with title and spot shown on hover or touch. */
export function PhotoTile({ photo, layout }: { photo: Photo; layout: PhotoTileLayout }) {
  const square = layout.kind === 'square';
  return (
    <Box
      component={RouterLink}
      to={`/photo/${photo.id}`}
      // Named by its caption (title and spot, shown on a phone), so what is read is what is seen;
      // a photo without a title is called "Photo".
      aria-label={photo.title ? undefined : 'Photo'}
      sx={{
        position: 'relative',
        display: 'block',
        borderRadius: 1.5,
        overflow: 'hidden',
        ...(square && { aspectRatio: '1' }),
        color: 'common.white',
        '& .caption': { opacity: 0, transition: 'opacity 200ms ease' },
        '&:hover .caption, &:focus-visible .caption': { opacity: 1 },
        '@media (hover: none)': { '& .caption': { opacity: 1 } },
      }}
    >
      <ProgressiveImage
        src={photo.urls.thumb}
        // The link is named by its caption.
        alt=""
        blurhash={photo.blurhash}
        ar={square ? photo.ar : layout.ar}
        fill={square}
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
          <Typography
            variant="caption"
            component="p"
            noWrap
            sx={{ opacity: 0.85, display: square ? 'block' : { xs: 'none', sm: 'block' } }}
          >
            {photo.spotTitle}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
