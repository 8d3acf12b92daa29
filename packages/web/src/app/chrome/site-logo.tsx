import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { getInitialData } from '../../core/initial-data';

/**
 * The site's mark, the favicon's drawing (`public/favicon.svg`) inline: an SVG file shown as an
 * image is a whole isolated document for the browser to build, a dozen milliseconds of a phone's
 * page start; inline it is four elements of the page.
 */
export function SiteMark() {
  return (
    <svg
      viewBox="0 0 64 64"
      width={32}
      height={32}
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block', flexShrink: 0 }}
    >
      <rect width="64" height="64" rx="14" fill="#0b5d5e" />
      <path d="M12 46 26 26l8 11 6-8 12 17z" fill="#e9f3f1" />
      <circle cx="44" cy="19" r="5" fill="#f2b84b" />
    </svg>
  );
}

/** The logo linking home, with the site name unless `compact`. */
export function SiteLogo({ compact = false }: { compact?: boolean }) {
  const { siteName } = getInitialData();
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={`${siteName} home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        flexShrink: 0,
      }}
    >
      <SiteMark />
      {!compact && (
        <Typography
          component="span"
          sx={{ fontWeight: 700, fontSize: '1.15rem', letterSpacing: '-0.01em' }}
        >
          {siteName}
        </Typography>
      )}
    </Box>
  );
}
