import Box from '@mui/material/Box';
import type { ReactNode, Ref } from 'react';

/** The colour behind a map while its tiles load: close to the basemap's water and land. */
export const MAP_BACKGROUND = '#dfe7ea';

/** The width of the panel beside a large map on wide screens, in px. */
export const SIDEBAR_WIDTH_PX = 440;

/**
 * The wide layout of a page beside its map: a scrolling panel on the left and the map filling
 * the rest, the map's box positioned so the map can fill it. A label makes either side a
 * named region.
 */
export function SidebarMapLayout({
  sidebar,
  map,
  sidebarLabel,
  mapLabel,
  sidebarRef,
  padded = true,
}: {
  sidebar: ReactNode;
  map: ReactNode;
  sidebarLabel?: string;
  mapLabel?: string;
  /** Receives the scrolling panel. */
  sidebarRef?: Ref<HTMLDivElement>;
  /** Pads the panel; a panel with its own padding turns it off. */
  padded?: boolean;
}) {
  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
      <Box
        ref={sidebarRef}
        component={sidebarLabel ? 'section' : 'div'}
        aria-label={sidebarLabel}
        sx={{
          width: SIDEBAR_WIDTH_PX,
          flexShrink: 0,
          overflowY: 'auto',
          ...(padded ? { px: 3, py: 2.5 } : {}),
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        {sidebar}
      </Box>
      <Box
        component={mapLabel ? 'section' : 'div'}
        aria-label={mapLabel}
        sx={{ flex: 1, minWidth: 0, position: 'relative', bgcolor: MAP_BACKGROUND }}
      >
        {map}
      </Box>
    </Box>
  );
}
