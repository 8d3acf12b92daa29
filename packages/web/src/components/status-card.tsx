import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * The card of the interim and error pages, with links home and to the map: the heading, the
 * `text` under it, then any further `children`.
 */
export function StatusCard({
  icon,
  title,
  text,
  inline = false,
  children,
}: {
  icon: ReactNode;
  /** The page's heading. */
  title: ReactNode;
  /** The paragraph that says what happened. */
  text?: ReactNode;
  /** Inside another page's layout (no outer spacing) rather than a page of its own. */
  inline?: boolean;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={
        inline
          ? { px: { xs: 2, sm: 0 }, py: { xs: 3, sm: 0 } }
          : { px: 2, py: { xs: 4, sm: 8 }, display: 'flex', justifyContent: 'center' }
      }
    >
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 640, p: { xs: 3, sm: 5 }, borderRadius: '16px' }}
      >
        <Box
          sx={{
            width: 52,
            height: 52,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(11, 93, 94, 0.08)',
            color: 'primary.main',
            mb: 2.5,
          }}
        >
          {icon}
        </Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 1.5 }}>
          {title}
        </Typography>
        {text !== undefined && <Typography color="text.secondary">{text}</Typography>}
        {children}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
          <Button variant="contained" component={RouterLink} to="/">
            Go to the home page
          </Button>
          <Button variant="outlined" component={RouterLink} to="/map">
            Open the world map
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}

/**
 * The page of an object (a tag, a guide, a gallery) that is not there (`missing`) or could not
 * be loaded: "Tag not found" or "The tag could not be loaded", then the text for the case.
 */
export function MissingOrFailedCard({
  icon,
  what,
  missing,
  missingText,
  failedText,
}: {
  icon: ReactNode;
  /** The object's name in lower case, as in "the tag". */
  what: string;
  missing: boolean;
  missingText: string;
  failedText: string;
}) {
  const title = missing
    ? `${what.charAt(0).toUpperCase()}${what.slice(1)} not found`
    : `The ${what} could not be loaded`;
  return <StatusCard icon={icon} title={title} text={missing ? missingText : failedText} />;
}

/** The line shown in place of a part of a page (a profile's tab) that could not be loaded. */
export function LoadFailedLine({ what, error }: { what: string; error: Error }) {
  return (
    <Typography role="alert" color="error" sx={{ py: 4 }}>
      The {what} could not be loaded. {error.message}
    </Typography>
  );
}
