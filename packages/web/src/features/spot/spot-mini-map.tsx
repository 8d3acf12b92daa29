import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import { latLngOf, MINI_MAP_SIZE, type Spot, spotPath } from '@vantage/shared';
import { lazyNamed } from '../../lib/lazy-named';
import { MAP_BACKGROUND } from '../../components/sidebar-map-layout';

const MINI_MAP_ZOOM = 11;

// The map library is loaded only once the mini map scrolls into view, through the map's light
// door: the large map's menus, panels and tracks stay behind.
const MapView = lazyNamed(() => import('../map/view'), 'MapView', { drawnInBrowserOnly: true });

/** Whether the element has come near the viewport (and stays true from then on). */
function useSeen(ref: RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

/** A 350×220 map of the spot that opens the large map (`?map`) when clicked. */
export function SpotMiniMap({ spot }: { spot: Spot }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const seen = useSeen(ref);
  return (
    <Box
      ref={ref}
      component={RouterLink}
      to={`${spotPath(spot)}?map`}
      aria-label={`Open large map of ${spot.title}`}
      sx={{
        position: 'relative',
        display: 'block',
        width: '100%',
        maxWidth: MINI_MAP_SIZE.width,
        height: MINI_MAP_SIZE.height,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: MAP_BACKGROUND,
        '& .maplibregl-canvas': { cursor: 'pointer' },
      }}
    >
      {seen && (
        <Suspense fallback={null}>
          <MapView
            key={spot.id}
            initialView={{ ...latLngOf(spot), zoom: MINI_MAP_ZOOM }}
            marker={latLngOf(spot)}
            capZoomToBasemap
            interactive={false}
          />
        </Suspense>
      )}
      {/* A label drawn as a small chip: the whole map is the link. */}
      <Box
        component="span"
        sx={{
          position: 'absolute',
          right: 8,
          bottom: 8,
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          height: 24,
          pl: 0.5,
          pr: 1,
          borderRadius: 3,
          bgcolor: 'background.paper',
          boxShadow: 1,
          color: 'text.primary',
          typography: 'body2',
          fontSize: (theme) => theme.typography.pxToRem(13),
          pointerEvents: 'none',
        }}
      >
        <MapOutlinedIcon sx={{ fontSize: 18 }} />
        Open large map
      </Box>
    </Box>
  );
}
