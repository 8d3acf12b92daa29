import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { renderWhenNear } from '../../lib/render-when-near';

/**
 * A titled home page section with a "See all" link to its explore tab: its list, or a retry
 * when the list's query failed ("Could not load recent uploads.").
 */
export function HomeSection({
  title,
  moreTo,
  query,
  children,
}: {
  title: string;
  moreTo: string;
  query: { isError: boolean; refetch: () => Promise<unknown> };
  children: ReactNode;
}) {
  const headingId = `home-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        ...renderWhenNear(1200),
        // 32px (48px) above the section's box, whose own margin takes 8px back.
        mt: { xs: 3, sm: 5 },
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2 }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.35rem', sm: '1.6rem' } }}>
          {title}
        </Typography>
        <Button component={RouterLink} to={moreTo} endIcon={<ArrowForwardIcon />} size="small">
          See all
        </Button>
      </Stack>
      {query.isError ? (
        <SectionError what={title.toLowerCase()} onRetry={() => void query.refetch()} />
      ) : (
        children
      )}
    </Box>
  );
}

/** A quiet message with a retry button for a section whose list failed to load. */
function SectionError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', py: 3, px: 2, borderRadius: 2, bgcolor: 'action.hover' }}
    >
      <Typography color="text.secondary">Could not load {what}.</Typography>
      <Button onClick={onRetry} size="small">
        Try again
      </Button>
    </Stack>
  );
}
