import { useEffect, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ViewListIcon from '@mui/icons-material/ViewListOutlined';
import { regionPathForBounds } from '../../lib/region-geometry';

/**
 * A button over a map (render it inside a MapView) that opens the region view of what the map
 * shows: `/r/{lat}/{long}/{dLat}/{dLong}` of the current view, kept up to date as it moves.
 */
export function ListSpotsInViewButton() {
  const { current: mapRef } = useMap();
  const [path, setPath] = useState<string | null>(null);

  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map) return;
    const update = () => {
      const bounds = map.getBounds();
      setPath(
        regionPathForBounds({
          south: bounds.getSouth(),
          west: bounds.getWest(),
          north: bounds.getNorth(),
          east: bounds.getEast(),
        }),
      );
    };
    update();
    map.on('moveend', update);
    return () => {
      map.off('moveend', update);
    };
  }, [mapRef]);

  if (!path) return null;
  return (
    <Button
      component={RouterLink}
      to={path}
      variant="contained"
      size="small"
      startIcon={<ViewListIcon />}
      sx={{
        position: 'absolute',
        top: 10,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 1,
        borderRadius: 999,
        boxShadow: '0 2px 8px rgba(0, 0, 0, 0.25)',
        whiteSpace: 'nowrap',
      }}
    >
      List spots in view
    </Button>
  );
}
