import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NearMeIcon from '@mui/icons-material/NearMe';
import PublicIcon from '@mui/icons-material/Public';
import { spotPath } from '@vantage/shared';
import type { FeaturedPhoto } from './header-photo';
import { HomeSearchBox } from './home-search-box';
import { ProgressiveImage, photoSrcSet } from '../../components/progressive-image';

/** The featured photo under the header, darkened at the top and bottom for the text on it. */
function HeaderPhoto({ photo }: { photo: FeaturedPhoto | null }) {
  return (
    <>
      {photo && (
        <ProgressiveImage
          key={photo.id}
          src={photo.urls.large}
          srcSet={photoSrcSet(photo.urls, photo.ar)}
          urls={photo.urls}
          sizes="100vw"
          alt=""
          blurhash={photo.blurhash}
          ar={photo.ar}
          fill
          eager
          sx={{ position: 'absolute', inset: 0, bgcolor: 'transparent' }}
        />
      )}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background:
            'linear-gradient(180deg, rgba(0,0,0,0.45) 0%, rgba(0,0,0,0.12) 38%, rgba(0,0,0,0.2) 62%, rgba(0,0,0,0.62) 100%)',
        }}
      />
    </>
  );
}

/** The site's promise in a heading and one line. */
function HeaderIntro() {
  return (
    <>
      <Typography
        variant="h1"
        sx={{
          fontSize: { xs: '2rem', sm: '2.8rem', md: '3.3rem' },
          lineHeight: 1.1,
          maxWidth: 760,
          textShadow: '0 2px 18px rgba(0,0,0,0.45)',
        }}
      >
        Find the places worth photographing
      </Typography>
      <Typography
        sx={{
          fontSize: { xs: '1rem', sm: '1.15rem' },
          maxWidth: 560,
          opacity: 0.92,
          textShadow: '0 1px 10px rgba(0,0,0,0.5)',
        }}
      >
        Photography spots shared by photographers, with photos, directions and the light at every
        hour.
      </Typography>
    </>
  );
}

/** Nearby Spots and World Map. */
function HeaderLinks() {
  return (
    <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      <Button
        component={RouterLink}
        to="/explore/nearby"
        variant="contained"
        color="secondary"
        size="large"
        startIcon={<NearMeIcon />}
        sx={{ borderRadius: 999, px: 2.5 }}
      >
        Nearby Spots
      </Button>
      <Button
        component={RouterLink}
        to="/map?map"
        variant="outlined"
        size="large"
        startIcon={<PublicIcon />}
        sx={{
          borderRadius: 999,
          px: 2.5,
          color: 'common.white',
          borderColor: 'rgba(255,255,255,0.75)',
          bgcolor: 'rgba(0,0,0,0.18)',
          backdropFilter: 'blur(4px)',
          '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(0,0,0,0.3)' },
        }}
      >
        World Map
      </Button>
    </Stack>
  );
}

/** The home page's photographic header: featured photo, search box, Nearby Spots and World Map. */
export function HomeHeader({ photo }: { photo: FeaturedPhoto | null }) {
  return (
    <Box
      component="header"
      sx={{
        position: 'relative',
        minHeight: { xs: 460, sm: 520 },
        height: { xs: '64vh', md: '68vh' },
        maxHeight: 680,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        color: 'common.white',
        // Shown until the photo (or its blurhash) is known.
        background: 'linear-gradient(135deg, #053c3d 0%, #0b5d5e 55%, #c9822b 130%)',
      }}
    >
      <HeaderPhoto photo={photo} />
      <Stack
        spacing={{ xs: 2.5, sm: 3 }}
        sx={{
          position: 'relative',
          alignItems: 'center',
          textAlign: 'center',
          px: 2.5,
          width: '100%',
        }}
      >
        <HeaderIntro />
        <HomeSearchBox />
        <HeaderLinks />
      </Stack>
      {photo && <PhotoCredit photo={photo} />}
    </Box>
  );
}

function PhotoCredit({ photo }: { photo: FeaturedPhoto }) {
  const linkSx = { color: 'inherit', fontWeight: 600 };
  return (
    <Typography
      variant="caption"
      sx={{
        position: 'absolute',
        right: { xs: 12, sm: 20 },
        bottom: { xs: 10, sm: 14 },
        left: { xs: 12, sm: 'auto' },
        textAlign: 'right',
        opacity: 0.9,
        textShadow: '0 1px 6px rgba(0,0,0,0.6)',
      }}
    >
      {photo.spot ? (
        <Link component={RouterLink} to={spotPath(photo.spot)} sx={linkSx}>
          {photo.spot.title}
        </Link>
      ) : (
        photo.title
      )}
      {photo.author && (
        <>
          {' · by '}
          {photo.author.username ? (
            <Link
              component={RouterLink}
              to={`/by/${encodeURIComponent(photo.author.username)}`}
              sx={linkSx}
            >
              {photo.author.name}
            </Link>
          ) : (
            photo.author.name
          )}
        </>
      )}
    </Typography>
  );
}
