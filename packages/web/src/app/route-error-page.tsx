import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from '../core/page-title';

/**
 * Shown when a page throws while rendering or its code fails to load (for example after a
 * new release replaced the old chunks). A reload fetches the current version.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  console.error(error);
  return (
    <Box role="alert" sx={{ maxWidth: 560, mx: 'auto', px: 3, py: 10, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 1.5 }}>
        {notFound ? 'Page not found.' : 'Something went wrong.'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {notFound
          ? 'There is no page at this address.'
          : 'This page could not be shown. Reloading usually helps; if not, please try again later.'}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()} sx={{ mr: 1.5 }}>
        Reload
      </Button>
      <Button variant="outlined" href="/">
        Home
      </Button>
    </Box>
  );
}
