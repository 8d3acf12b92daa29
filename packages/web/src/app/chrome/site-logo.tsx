import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { getInitialData } from '../../core/initial-data';

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
      {/* The favicon is the mark, so the logo costs no extra code or download. */}
      <Box
        component="img"
        src="/favicon.svg"
        alt=""
        sx={{ width: 32, height: 32, display: 'block' }}
      />
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
