import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { canCuratePopularLocations } from '@vantage/shared';
import { TabHeading } from '../../components/tab-heading';
import { useCurrentUser } from '../../core/current-user';
import { usePageTitle } from '../../core/page-title';
import { lazyNamed } from '../../lib/lazy-named';
import { PopularLocations, popularLocationsQuery } from '../home';

// Only administrators edit the list: its dialog loads when they open it.
const PopularLocationsEditor = lazyNamed(
  () => import('./popular-locations-editor'),
  'PopularLocationsEditor',
  { drawnInBrowserOnly: true },
);

/** Explore's Popular Locations: the curated places, the same list the home page starts. */
export function PopularLocationsTab({ label }: { label: string }) {
  usePageTitle(label);
  const user = useCurrentUser();
  const popular = useQuery(popularLocationsQuery());
  const [editing, setEditing] = useState(false);
  const curator = canCuratePopularLocations(user);
  return (
    <Box sx={{ px: { xs: 2, sm: 0 }, py: { xs: 3, sm: 0 } }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <TabHeading>{label}</TabHeading>
        {curator && popular.data && (
          <Button startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            Edit list
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 620 }}>
        Regions photographers love, each with its best spots, photographs and guides.
      </Typography>
      {popular.isError ? (
        <Box sx={{ py: 4 }}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            The popular locations could not be loaded.
          </Typography>
          <Button onClick={() => void popular.refetch()}>Try again</Button>
        </Box>
      ) : popular.data?.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          No location has been chosen yet.
        </Typography>
      ) : (
        <PopularLocations locations={popular.data} max={Infinity} />
      )}
      {editing && popular.data && (
        <Suspense fallback={null}>
          <PopularLocationsEditor locations={popular.data} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Box>
  );
}
