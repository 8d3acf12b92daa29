import { FrameMarker } from '../../components/frame-marker';
import Box from '@mui/material/Box';
import type { SpotSummary } from '@vantage/shared';

// The button is the 24 px target WCAG 2.5.8 asks for; the dot drawn in it stays small, so a
// busy map keeps its shape.
const PIN_SX = {
  display: 'grid',
  placeItems: 'center',
  width: 24,
  height: 24,
  p: 0,
  border: 0,
  borderRadius: '50%',
  bgcolor: 'transparent',
  cursor: 'pointer',
  '&::before': {
    content: '""',
    width: 16,
    height: 16,
    borderRadius: '50%',
    bgcolor: 'secondary.main',
    border: '2px solid #fff',
    boxShadow: '0 1px 4px rgba(0, 0, 0, 0.35)',
    transition: 'transform 120ms ease, background-color 120ms ease',
  },
  '&:hover::before, &:focus-visible::before': { transform: 'scale(1.35)' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
} as const;

const HIGHLIGHT_SX = { '&::before': { transform: 'scale(1.5)', bgcolor: 'primary.main' } } as const;

/**
 * The spots of a list as pins on a map (rendered inside a MapView), each a button named by the
 * spot's title that opens it; the highlighted one is larger and drawn on top.
 */
export function SpotMarkers({
  spots,
  highlightedId = null,
  onOpen,
}: {
  spots: readonly SpotSummary[];
  highlightedId?: number | null;
  onOpen: (spot: SpotSummary) => void;
}) {
  return spots.map((spot) => {
    const highlighted = spot.id === highlightedId;
    return (
      <FrameMarker
        key={spot.id}
        longitude={spot.long}
        latitude={spot.lat}
        anchor="center"
        style={{ zIndex: highlighted ? 2 : 1 }}
      >
        <Box
          component="button"
          type="button"
          aria-label={spot.title}
          title={spot.title}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(spot);
          }}
          sx={[PIN_SX, highlighted && HIGHLIGHT_SX]}
        />
      </FrameMarker>
    );
  });
}
