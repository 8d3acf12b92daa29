import { useEffect, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import Paper from '@mui/material/Paper';
import { MOBILE_BREAKPOINT_PX, round6, wrapLng } from '@vantage/shared';

interface Readout {
  lat: number;
  long: number;
  zoom: number;
}

/** The map centre (6 decimals, spec 1 §5) and zoom, updated as the map moves. */
export function CoordinatesBox() {
  const { current: map } = useMap();
  const [readout, setReadout] = useState<Readout | null>(null);

  useEffect(() => {
    if (!map) return;
    const update = () => {
      const centre = map.getCenter();
      setReadout({ lat: centre.lat, long: wrapLng(centre.lng), zoom: map.getZoom() });
    };
    update();
    map.on('move', update);
    return () => {
      map.off('move', update);
    };
  }, [map]);

  if (!readout) return null;
  return (
    <Paper
      aria-label="Map centre and zoom"
      sx={{
        position: 'absolute',
        left: 10,
        bottom: 10,
        // On phones the bottom edge belongs to the attribution and scale.
        [`@media (max-width: ${MOBILE_BREAKPOINT_PX}px)`]: { top: 10, bottom: 'auto' },
        px: 1.25,
        py: 0.5,
        bgcolor: 'rgba(255, 255, 255, 0.88)',
        backdropFilter: 'blur(6px)',
        border: 1,
        borderColor: 'divider',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: 12,
        color: 'text.secondary',
        pointerEvents: 'none',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {round6(readout.lat).toFixed(6)}, {round6(readout.long).toFixed(6)} · z{' '}
      {readout.zoom.toFixed(2)}
    </Paper>
  );
}
