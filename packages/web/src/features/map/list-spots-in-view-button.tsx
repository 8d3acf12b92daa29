import { startTransition, useEffect, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ViewListIcon from '@mui/icons-material/ViewListOutlined';
import { regionPath, type Region } from '@vantage/shared';
import { PHONE_MAP_CONTROLS_INSET_PX } from '../../components/map-control-button';
import { regionOfMap } from '../../lib/region-geometry';
import { MOBILE_MEDIA_QUERY } from '../../lib/use-is-mobile';
import { SaveOfflineButton, viewPackPlan } from '../offline';

const FLOATING_BUTTON_SX = {
  borderRadius: 999,
  boxShadow: '0 2px 8px rgba(0, 0, 0, 0.25)',
  whiteSpace: 'nowrap',
  // On a phone the two buttons share the width left of the map's controls: text only.
  [`@media ${MOBILE_MEDIA_QUERY}`]: { '& .MuiButton-startIcon': { display: 'none' } },
} as const;

/** The region the map shows (render inside a MapView), kept up to date as it moves. */
function useViewRegion(): Region | null {
  const { current: mapRef } = useMap();
  const [region, setRegion] = useState<Region | null>(null);

  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map) return;
    const update = () => {
      const next = regionOfMap(map);
      // The same view keeps its object, so a re-render does not start another one. The buttons
      // render in the background (see RenderInBackground).
      startTransition(() =>
        setRegion((shown) => (shown && regionPath(shown) === regionPath(next) ? shown : next)),
      );
    };
    update();
    map.on('moveend', update);
    return () => {
      map.off('moveend', update);
    };
  }, [mapRef]);
  return region;
}

/**
 * Buttons over a map (render them inside a MapView) for what the map shows: 'List spots in
 * view' opens the region view `/r/{lat}/{long}/{dLat}/{dLong}` of the current view, and 'Save
 * spots in view' keeps its spots for offline use.
 */
export function ListSpotsInViewButton() {
  const region = useViewRegion();
  if (!region) return null;
  return (
    <Box
      sx={{
        position: 'absolute',
        top: 10,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1,
        display: 'flex',
        gap: 1,
        [`@media ${MOBILE_MEDIA_QUERY}`]: {
          left: 10,
          right: PHONE_MAP_CONTROLS_INSET_PX,
          transform: 'none',
          justifyContent: 'center',
        },
      }}
    >
      <Button
        component={RouterLink}
        to={regionPath(region)}
        variant="contained"
        size="small"
        startIcon={<ViewListIcon />}
        sx={FLOATING_BUTTON_SX}
      >
        List spots in view
      </Button>
      <SaveOfflineButton
        packKey={`view:${regionPath(region)}`}
        plan={() => viewPackPlan(region)}
        what="view"
        label="Save spots in view"
        variant="contained"
        sx={{
          ...FLOATING_BUTTON_SX,
          bgcolor: 'background.paper',
          color: 'primary.main',
          '&:hover': { bgcolor: 'grey.100' },
        }}
      />
    </Box>
  );
}
