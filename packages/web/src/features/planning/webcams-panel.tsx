import { useEffect } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { CollapsiblePanel } from '../../components/collapsible-panel';
import { usePersistedFlag } from '../../lib/use-persisted-flag';
import { useWebcams } from './planning-api';
import { WebcamTile } from './webcam-tile';

/**
 * 'Webcams around' (closed by default, its state remembered): webcams within 25 km. The panel
 * shows only where a webcam service is configured and has cams around the spot.
 */
export function WebcamsPanel({ spotId }: { spotId: number }) {
  const query = useWebcams(spotId);
  useEffect(() => {
    // A failed webcam call is only logged.
    if (query.isError) console.warn(`Webcams of spot ${spotId} could not be loaded`, query.error);
  }, [query.isError, query.error, spotId]);
  if (!query.data?.available || query.data.webcams.length === 0) return null;
  return (
    <CollapsiblePanel title="Webcams around" storageKey="webcams" defaultExpanded={false}>
      <WebcamList spotId={spotId} />
    </CollapsiblePanel>
  );
}

function WebcamList({ spotId }: { spotId: number }) {
  const query = useWebcams(spotId);
  const [daylight, setDaylight] = usePersistedFlag('webcamsDaylight', false);

  if (query.isPending && query.fetchStatus !== 'idle') {
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={96} />
      </Box>
    );
  }
  // Nothing is shown for a failed call.
  if (query.isError) return null;
  if (!query.data?.available) {
    return (
      <Typography variant="body2" color="text.secondary">
        Webcams are not available.
      </Typography>
    );
  }
  const { webcams } = query.data;
  if (webcams.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No webcams within 25 km.
      </Typography>
    );
  }
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch size="small" checked={daylight} onChange={(_event, on) => setDaylight(on)} />
        }
        label="Daylight"
        slotProps={{ typography: { variant: 'body2' } }}
        sx={{ mb: 0.5 }}
      />
      <Box
        role="list"
        aria-label="Webcams"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.25 }}
      >
        {webcams.map((webcam) => (
          <Box role="listitem" key={webcam.webcamId} sx={{ display: 'contents' }}>
            <WebcamTile webcam={webcam} daylight={daylight} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
