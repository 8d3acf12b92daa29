import { Link as RouterLink, type To } from 'react-router';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { spotPath, type SpotSummary } from '@vantage/shared';
import { ProgressiveImage, photoSrcSet } from './progressive-image';

const CARD_AR = 4 / 3;
const CARD_SIZES = '(max-width: 600px) 50vw, (max-width: 900px) 33vw, 300px';

/** Columns of a grid of spot cards: two on phones, up to four on wide screens. */
export const SPOT_GRID_SX = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
  },
  gap: { xs: 1.5, sm: 2.5 },
} as const;

/**
 * A card linking to `to`: the photo (a camera on grey without one), the title, a line under it
 * and an optional caption. Spot cards, popular locations and nearby spots are all drawn so.
 */
export function PhotoCard({
  to,
  title,
  image,
  line,
  caption,
}: {
  to: To;
  title: string;
  image: SpotSummary['image'];
  line: string;
  caption?: string;
}) {
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{
        color: 'inherit',
        textDecoration: 'none',
        display: 'block',
        minWidth: 0,
        '&:hover img, &:focus-visible img': { transform: 'scale(1.04)' },
        '&:focus-visible': {
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: 3,
          borderRadius: 1,
        },
      }}
    >
      <SpotCardPhoto spot={{ title, image }} />
      <Typography
        variant="subtitle1"
        component="p"
        noWrap
        sx={{ mt: 1, fontWeight: 650, lineHeight: 1.3 }}
      >
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {line || '\u00a0'}
      </Typography>
      {caption !== undefined && (
        <Typography variant="caption" color="text.secondary">
          {caption}
        </Typography>
      )}
    </Box>
  );
}

/** A spot as a card: photo, title, tags and photo count, linking to the spot page. */
export function SpotCard({ spot }: { spot: SpotSummary }) {
  return (
    <PhotoCard
      to={spotPath(spot)}
      title={spot.title}
      image={spot.image}
      line={spot.tags.slice(0, 3).join(' · ')}
      caption={`${spot.photoCount} ${spot.photoCount === 1 ? 'photo' : 'photos'}`}
    />
  );
}

/** The photo of a spot card (or a camera on grey when the spot has none), 4:3. */
export function SpotCardPhoto({ spot }: { spot: { title: string; image: SpotSummary['image'] } }) {
  return (
    <Box sx={{ borderRadius: 2, overflow: 'hidden', boxShadow: '0 1px 3px rgba(0,0,0,0.12)' }}>
      {spot.image ? (
        <ProgressiveImage
          src={spot.image.urls.thumb}
          srcSet={photoSrcSet(spot.image.urls, spot.image.ar)}
          sizes={CARD_SIZES}
          alt={spot.image.title || spot.title}
          blurhash={spot.image.blurhash}
          ar={CARD_AR}
          sx={{ '& img': { transition: 'opacity 400ms ease-out, transform 500ms ease' } }}
        />
      ) : (
        <Box
          sx={{
            aspectRatio: String(CARD_AR),
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'grey.200',
            color: 'grey.500',
          }}
        >
          <PhotoCameraOutlinedIcon fontSize="large" />
        </Box>
      )}
    </Box>
  );
}

/** The shape of a card while its spot loads. */
export function SpotCardSkeleton() {
  return (
    <Box>
      <Skeleton variant="rounded" sx={{ aspectRatio: String(CARD_AR), height: 'auto' }} />
      <Skeleton width="70%" sx={{ mt: 1 }} />
      <Skeleton width="45%" />
    </Box>
  );
}
