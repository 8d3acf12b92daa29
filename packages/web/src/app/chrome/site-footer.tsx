import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { getInitialData } from '../../core/initial-data';

/** The copyright line of the footer. */
export function copyrightLine(siteName: string): string {
  return `Copyright © 2019-2024 ${siteName}`;
}

/** The page footer: copyright line and the Privacy Policy link. */
export function SiteFooter() {
  const { siteName } = getInitialData();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', px: 3, py: 2.5 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        sx={{ maxWidth: 1200, mx: 'auto', alignItems: { sm: 'center' } }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {copyrightLine(siteName)}
        </Typography>
        <Stack direction="row" spacing={3}>
          <Link component={RouterLink} to="/about/tos" variant="body2" color="text.secondary">
            Terms of Service
          </Link>
          <Link component={RouterLink} to="/about/privacy" variant="body2" color="text.secondary">
            Privacy Policy
          </Link>
        </Stack>
      </Stack>
    </Box>
  );
}
