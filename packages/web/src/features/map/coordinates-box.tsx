import { useEffect, useRef } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { round6, wrapLng } from '@vantage/shared';
import { ExternalLinksMenu } from './external-links-menu';
import { MOBILE_MEDIA_QUERY } from '../../lib/use-is-mobile';

/** `lat, lng · z zoom` with 6 decimals and two for the zoom. */
export function formatReadout(lat: number, lng: number, zoom: number): string {
  return `${round6(lat).toFixed(6)}, ${round6(wrapLng(lng)).toFixed(6)} · z ${zoom.toFixed(2)}`;
}

/**
 * The map centre and zoom, updated as the map moves, with a menu opening the same view on
 * other map sites. The text is written straight into the element: a React render on every
 * frame of a pan would cost more than the readout is worth.
 */
export function CoordinatesBox() {
  const { current: map } = useMap();
  const text = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!map) return;
    const update = () => {
      const centre = map.getCenter();
      if (text.current)
        text.current.textContent = formatReadout(centre.lat, centre.lng, map.getZoom());
    };
    update();
    map.on('move', update);
    return () => {
      map.off('move', update);
    };
  }, [map]);

  return (
    <Paper
      aria-label="Map centre and zoom"
      sx={{
        position: 'absolute',
        left: 10,
        bottom: 10,
        // On phones the bottom edge belongs to the attribution and scale, and the top centre
        // to 'List spots in view': the box sits below that button's row.
        [`@media ${MOBILE_MEDIA_QUERY}`]: { top: 52, bottom: 'auto' },
        display: 'flex',
        alignItems: 'center',
        gap: 0.25,
        pl: 1.25,
        pr: 0.25,
        py: 0.25,
        bgcolor: 'rgba(255, 255, 255, 0.88)',
        backdropFilter: 'blur(6px)',
        border: 1,
        borderColor: 'divider',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: 12,
        color: 'text.secondary',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <span ref={text} />
      <ExternalLinksMenu
        renderButton={(open, expanded) => (
          <IconButton
            size="small"
            title="Open in another map"
            aria-label="Open in another map"
            aria-haspopup="menu"
            aria-expanded={expanded}
            onClick={(event) => open(event.currentTarget)}
            sx={{ p: 0.5 }}
          >
            <OpenInNewIcon sx={{ fontSize: 16 }} />
          </IconButton>
        )}
      />
    </Paper>
  );
}
