import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Photo } from '@vantage/shared';
import { ProgressiveImage, photoSrcSet } from '../../components/progressive-image';
import { useOpenPhotoInPlace } from '../../core/photo-link';
import { safeHref } from '../../components/safe-markdown';

// Two columns once the column is wide enough for two readable photos (a container query, so
// the same list works in the full page and in the narrow sidebar beside the large map).
const TWO_COLUMNS = '@container spot-main (min-width: 560px)';

/** The layout width of a spot photo: the whole window on a phone, a column beside the panels elsewhere. */
const SPOT_PHOTO_SIZES = '(max-width: 720px) 100vw, 420px';

/** The spot's photos: one column when narrow, two when wide; each opens the photo lightbox. */
export function SpotImages({ images }: { images: Photo[] }) {
  // The lightbox opens over the spot page (?photo={id}), so closing it comes back here.
  const openPhoto = useOpenPhotoInPlace();
  if (images.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Photos"
      onClickCapture={openPhoto}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        columnCount: 1,
        columnGap: 2,
        [TWO_COLUMNS]: { columnCount: 2 },
      }}
    >
      {images.map((photo, index) => (
        <Box component="li" key={photo.id} sx={{ breakInside: 'avoid', mb: 2.5 }}>
          <SpotImage photo={photo} eager={index < 2} first={index === 0} />
        </Box>
      ))}
    </Box>
  );
}

/** The first photo is the page's largest content: it is fetched before anything else. */
function SpotImage({ photo, eager, first }: { photo: Photo; eager: boolean; first: boolean }) {
  return (
    <figure style={{ margin: 0 }}>
      <Box
        component={RouterLink}
        to={`/photo/${photo.id}`}
        aria-label={`Open photo ${photo.title}`}
        sx={{
          display: 'block',
          borderRadius: 2,
          overflow: 'hidden',
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        <ProgressiveImage
          src={photo.urls.thumb}
          srcSet={photoSrcSet(photo.urls, photo.ar)}
          urls={photo.urls}
          sizes={SPOT_PHOTO_SIZES}
          alt={photo.title}
          blurhash={photo.blurhash}
          ar={photo.ar}
          eager={eager}
          fetchPriority={first ? 'high' : 'auto'}
        />
      </Box>
      <Box component="figcaption" sx={{ mt: 0.75, px: 0.25 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {photo.title}
        </Typography>
        <PhotoAuthor photo={photo} />
      </Box>
    </figure>
  );
}

function PhotoAuthor({ photo }: { photo: Photo }) {
  if (photo.user?.username) {
    return (
      <Typography variant="caption" color="text.secondary">
        by{' '}
        <Link component={RouterLink} to={`/by/${encodeURIComponent(photo.user.username)}`}>
          {photo.user.displayName}
        </Link>
      </Typography>
    );
  }
  const name = photo.author ?? photo.user?.displayName;
  if (!name) return null;
  const href = photo.authorUrl ? safeHref(photo.authorUrl) : null;
  return (
    <Typography variant="caption" color="text.secondary">
      by{' '}
      {href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {name}
        </Link>
      ) : (
        name
      )}
    </Typography>
  );
}
