import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { apiFetch } from '../../api/client';
import { TabHeading } from '../../components/tab-heading';
import { usePageTitle } from '../../core/page-title';
import { PopularLocations } from '../home';

/** Explore's Popular Locations: the best-loved spots, the same list the home page starts. */
export function PopularLocationsTab({ label }: { label: string }) {
  usePageTitle(label);
  const popular = useQuery({
    queryKey: ['popular'],
    queryFn: () => apiFetch('/pspots/popular', 'PopularAnswer'),
  });
  return (
    <Box sx={{ px: { xs: 2, sm: 0 }, py: { xs: 3, sm: 0 } }}>
      <TabHeading>{label}</TabHeading>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 620 }}>
        The spots the community rates highest, with the photographs that made them known.
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
          No spot has a photograph yet.
        </Typography>
      ) : (
        <PopularLocations spots={popular.data} max={Infinity} />
      )}
    </Box>
  );
}
