import { FrameMarker } from '../../components/frame-marker';
import Box from '@mui/material/Box';
import type { LatLng } from '@vantage/shared';

/** A ring around a spot on the map, e.g. the one under the pointer in the spot bar. */
export function SpotHighlight({ position }: { position: LatLng }) {
  return (
    <FrameMarker
      longitude={position.lng}
      latitude={position.lat}
      anchor="center"
      style={{ pointerEvents: 'none' }}
    >
      <Box
        aria-hidden
        data-testid="spot-highlight"
        sx={{
          width: 30,
          height: 30,
          borderRadius: '50%',
          border: '3px solid #0b5d5e',
          bgcolor: 'rgba(201, 130, 43, 0.35)',
          boxShadow: '0 0 0 3px rgba(255, 255, 255, 0.9)',
          '@keyframes vantage-highlight': {
            from: { transform: 'scale(0.6)', opacity: 0.4 },
            to: { transform: 'scale(1)', opacity: 1 },
          },
          animation: 'vantage-highlight 180ms ease-out',
        }}
      />
    </FrameMarker>
  );
}
