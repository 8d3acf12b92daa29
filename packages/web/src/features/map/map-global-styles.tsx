import GlobalStyles from '@mui/material/GlobalStyles';
import { FINGER_MAP_CONTROL_PX } from '../../components/map-control-button';
import { ATTRIBUTION_ICON_CLASS } from './attribution-control';
import { MAP_DRAWN_ATTRIBUTE } from './first-view';

/** The page-wide styles of MapLibre's maps, their controls and the spot hover card. */
export function MapGlobalStyles() {
  return (
    <GlobalStyles
      styles={{
        // The first view fades in once drawn whole.
        '@media (prefers-reduced-motion: no-preference)': {
          [`.maplibregl-map:not([${MAP_DRAWN_ATTRIBUTE}]) .maplibregl-canvas`]: { opacity: 0 },
          '.maplibregl-canvas': { transition: 'opacity 0.2s' },
        },
        '.vantage-hover-card .maplibregl-popup-content': {
          padding: 0,
          overflow: 'hidden',
          borderRadius: 10,
          boxShadow: '0 6px 24px rgba(0, 0, 0, 0.22)',
        },
        '.maplibregl-ctrl-group button.vantage-ctrl': {
          display: 'grid',
          placeItems: 'center',
          color: '#333',
        },
        '.maplibregl-ctrl-attrib-button': { backgroundImage: 'none' },
        [`.${ATTRIBUTION_ICON_CLASS}`]: { display: 'block', width: 24, height: 24 },
        '.maplibregl-ctrl-group button.vantage-ctrl:disabled': {
          color: '#bbb',
          cursor: 'default',
        },
        '.maplibregl-ctrl-group button.vantage-ctrl-pressed': {
          backgroundColor: 'rgba(11, 93, 94, 0.16)',
          color: '#0b5d5e',
        },
        // A finger needs more than the 29 px a mouse does: on touch screens and phones each
        // control is larger, so the finger that presses one does not also cover its neighbours.
        '@media (pointer: coarse), (max-width: 599.95px)': {
          '.maplibregl-ctrl-group button': {
            width: FINGER_MAP_CONTROL_PX,
            height: FINGER_MAP_CONTROL_PX,
          },
        },
      }}
    />
  );
}
