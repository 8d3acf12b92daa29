import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TabHeading } from '../../components/tab-heading';
import { usePageTitle } from '../../core/page-title';
import { ABOUT_FEATURES } from './about-features';
import { AboutLinks } from './about-links';

/** About's Features: what the site does for a photographer, each feature with its picture. */
export function FeaturesTab({ label }: { label: string }) {
  usePageTitle(label);
  return (
    <Box sx={{ px: { xs: 2, sm: 0 }, py: { xs: 3, sm: 0 }, maxWidth: 900 }}>
      <TabHeading>{label}</TabHeading>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 640 }}>
        Find where to stand, know when the light is right, and share what you found.
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 5 }}>
        {ABOUT_FEATURES.map((feature, index) => (
          <Box
            component="li"
            key={feature.id}
            aria-labelledby={`feature-${feature.id}`}
            sx={{
              display: 'grid',
              gap: { xs: 2, sm: 4 },
              alignItems: 'center',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            <Box
              component="img"
              src={feature.picture}
              alt={feature.alt}
              width={640}
              height={400}
              loading={index < 2 ? 'eager' : 'lazy'}
              sx={{
                width: '100%',
                height: 'auto',
                aspectRatio: '16 / 10',
                objectFit: 'cover',
                borderRadius: 2,
                boxShadow: '0 2px 10px rgba(0,0,0,0.12)',
                order: { sm: index % 2 === 0 ? 0 : 1 },
              }}
            />
            <Box>
              <Typography
                variant="h2"
                id={`feature-${feature.id}`}
                sx={{ fontSize: '1.35rem', fontWeight: 650, mb: 1 }}
              >
                {feature.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                {feature.text}
              </Typography>
              <Button component={RouterLink} to={feature.link.to} sx={{ ml: -1 }}>
                {feature.link.label}
              </Button>
              {feature.more && (
                <Button component={RouterLink} to={feature.more.to}>
                  {feature.more.label}
                </Button>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      <AboutLinks />
    </Box>
  );
}
