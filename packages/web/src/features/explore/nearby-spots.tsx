import { useCallback, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MapIcon from '@mui/icons-material/MapOutlined';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { mapPathAt, round6 } from '@vantage/shared';
import { apiFetch } from '../../api/client';
import { TabHeading } from '../../components/tab-heading';
import { usePageTitle } from '../../core/page-title';
import { NearbySpotList } from './nearby-spot-list';
import { useBrowserPosition, type NearbyOrigin } from './nearby-position';

/** Zoom of the map the Map button opens around the position. */
const NEARBY_MAP_ZOOM = 10;

/** The place a typed text names: the first place found, or the coordinates it is. */
async function findPlace(text: string): Promise<NearbyOrigin> {
  const answer = await apiFetch(`/search/${encodeURIComponent(text)}`, 'SearchAnswer');
  if (answer.coordinates) {
    return { lat: answer.coordinates.lat, lng: answer.coordinates.long, label: text };
  }
  const place = answer.places[0];
  if (!place) throw new Error(`No place called '${text}' was found.`);
  return { lat: place.lat, lng: place.long, label: place.displayName };
}

/**
 * Explore's Nearby Spots: the spots closest to the visitor's position, asked for only on a
 * press of the button, or to a place the visitor types; the Map button opens them on the map.
 */
export function NearbySpots({ label }: { label: string }) {
  usePageTitle(label);
  const [origin, setOrigin] = useState<NearbyOrigin | null>(null);
  const [placeText, setPlaceText] = useState('');
  const { state, locate } = useBrowserPosition(useCallback((found) => setOrigin(found), []));
  const place = useMutation({ mutationFn: findPlace, onSuccess: setOrigin });
  const near = useQuery({
    queryKey: ['near', origin && round6(origin.lat), origin && round6(origin.lng)],
    queryFn: () => apiFetch(`/near/${round6(origin!.lat)}/${round6(origin!.lng)}`, 'NearAnswer'),
    enabled: origin !== null,
  });

  const submitPlace = (event: FormEvent) => {
    event.preventDefault();
    const text = placeText.trim();
    if (text) place.mutate(text);
  };

  return (
    <Box sx={{ px: { xs: 2, sm: 0 }, py: { xs: 3, sm: 0 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1 }}>
          <TabHeading>{label}</TabHeading>
        </Box>
        <Button
          variant="outlined"
          startIcon={<MapIcon />}
          component={RouterLink}
          to={origin ? mapPathAt({ ...origin, zoom: NEARBY_MAP_ZOOM }) : '/map?map'}
        >
          Map
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2.5, maxWidth: 620 }}>
        Photography spots closest to where you are, or to any place you name.
      </Typography>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Button
          variant="contained"
          startIcon={
            state.status === 'locating' ? (
              <CircularProgress size={18} color="inherit" />
            ) : (
              <MyLocationIcon />
            )
          }
          onClick={locate}
          disabled={state.status === 'locating'}
        >
          {state.status === 'locating' ? 'Finding your position…' : 'Use my location'}
        </Button>
        <Box
          component="form"
          onSubmit={submitPlace}
          role="search"
          sx={{ display: 'flex', gap: 1, flex: 1, maxWidth: 440 }}
        >
          <TextField
            size="small"
            label="Or a place"
            placeholder="e.g. Dolomites"
            value={placeText}
            onChange={(event) => setPlaceText(event.target.value)}
            sx={{ flex: 1 }}
          />
          <Button type="submit" disabled={place.isPending || placeText.trim() === ''}>
            Show
          </Button>
        </Box>
      </Stack>

      {state.status === 'failed' && (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 720 }}>
          {state.message}
        </Alert>
      )}
      {place.isError && (
        <Alert severity="warning" sx={{ mb: 2, maxWidth: 720 }}>
          {place.error.message}
        </Alert>
      )}

      {origin && (
        <NearbySpotList
          origin={origin}
          spots={near.data}
          failed={near.isError}
          onRetry={() => void near.refetch()}
        />
      )}
    </Box>
  );
}
