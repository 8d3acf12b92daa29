import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useOpenLogin } from '../../core/account-flags';
import { featurePicture } from '../about';

/** What the site does, as the promo shows it to visitors: each with a picture of the feature. */
const PROMO_FEATURES = [
  {
    title: 'Browse',
    text: 'A world map of photography spots found by photographers, each with its best photos.',
    picture: 'map',
    to: '/map?map',
  },
  {
    title: 'Explore',
    text: 'Popular locations, location guides and the most photographed spots of every region.',
    picture: 'guides',
    to: '/explore/locations',
  },
  {
    title: 'Visualize',
    text: 'Stand at a spot in a 360° panorama with the positions of the sun and the moon.',
    picture: 'panorama',
    to: '/explore/mostphoto',
  },
  {
    title: 'Plan',
    text: 'Weather, webcams, sunrise and sunset, golden and blue hours for the day you go.',
    picture: 'planning',
    to: '/explore/nearby',
  },
  {
    title: 'Publish',
    text: 'Share your photographs and spots; EXIF and GPS are read from the file for you.',
    picture: 'publish',
    to: '/newPhoto',
  },
] as const;

/** The promo for visitors who are not signed in: the site's features and Join. */
export function HomePromo() {
  const openLogin = useOpenLogin();
  return (
    <Box component="section" aria-labelledby="home-promo" sx={{ mt: { xs: 4, sm: 6 } }}>
      <Typography
        id="home-promo"
        variant="h2"
        sx={{ fontSize: { xs: '1.35rem', sm: '1.6rem' }, mb: 2 }}
      >
        Everything for your next photograph
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(1, minmax(0, 1fr))',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(5, minmax(0, 1fr))',
          },
          gap: { xs: 2, sm: 2.5 },
        }}
      >
        {PROMO_FEATURES.map((feature) => {
          const picture = featurePicture(feature.picture);
          return (
            <Box component="li" key={feature.title}>
              <Box
                component={RouterLink}
                to={feature.to}
                sx={{
                  display: 'block',
                  color: 'inherit',
                  textDecoration: 'none',
                  '&:hover h3, &:focus-visible h3': { textDecoration: 'underline' },
                }}
              >
                {picture && (
                  <Box
                    component="img"
                    src={picture.picture}
                    alt={picture.alt}
                    loading="lazy"
                    sx={{
                      width: '100%',
                      aspectRatio: '16 / 10',
                      objectFit: 'cover',
                      objectPosition: 'top',
                      borderRadius: 2,
                      boxShadow: '0 1px 3px rgba(0,0,0,0.12)',
                      bgcolor: 'grey.200',
                    }}
                  />
                )}
                <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 650, mt: 1 }}>
                  {feature.title}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {feature.text}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{
          mt: 3,
          p: { xs: 2.5, sm: 3 },
          borderRadius: 3,
          bgcolor: 'grey.100',
          alignItems: { xs: 'stretch', sm: 'center' },
        }}
      >
        <Typography sx={{ flex: 1 }}>
          Join the photographers who map the world’s best places to take pictures. It’s quick, easy
          and free.
        </Typography>
        <Button variant="contained" size="large" onClick={() => openLogin('signup')}>
          Join
        </Button>
      </Stack>
    </Box>
  );
}
