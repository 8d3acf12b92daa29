import { useEffect } from 'react';
import { useMap, type MarkerDragEvent } from 'react-map-gl/maplibre';
import { FrameMarker } from '../../components/frame-marker';
import Box from '@mui/material/Box';
import { NEW_SPOT_TITLE, wrapLng } from '@vantage/shared';
import type { NewSpotDraft, PinPosition } from './use-new-spot';

/** A press counts as a click only within 20 px and 500 ms. */
const CLICK_MAX_MOVE_PX = 20;
const CLICK_MAX_MS = 500;

function isClick(start: { x: number; y: number; at: number }, end: MouseEvent): boolean {
  const moved = Math.hypot(end.clientX - start.x, end.clientY - start.y);
  return moved <= CLICK_MAX_MOVE_PX && end.timeStamp - start.at <= CLICK_MAX_MS;
}

/** The new spot's pin colour: apart from the spots already on the map. */
export const NEW_SPOT_PIN_COLOR = '#d1432b';

/**
 * Inside the map while the new-spot mode is on: a click places the pin (or moves it there),
 * and the pin can be dragged; the crosshair cursor says so. Spot id 0 stands for the unsaved
 * spot.
 */
export function NewSpotPin({ draft }: { draft: NewSpotDraft }) {
  const { current: map } = useMap();
  const { active, placePin } = draft;

  useEffect(() => {
    if (!map || !active) return;
    const container = map.getContainer();
    const canvas = map.getCanvas();
    let down: { x: number; y: number; at: number } | null = null;
    const onPointerDown = (event: PointerEvent) => {
      down =
        event.target === canvas && event.isPrimary
          ? { x: event.clientX, y: event.clientY, at: event.timeStamp }
          : null;
    };
    // Caught on the way down to the map, so a click on a spot or a cluster places the pin
    // there instead of opening the spot or zooming in.
    const onClick = (event: MouseEvent) => {
      if (event.target !== canvas) return;
      event.stopPropagation();
      const start = down;
      down = null;
      if (!start || !isClick(start, event)) return;
      const rect = canvas.getBoundingClientRect();
      const at = map.unproject([event.clientX - rect.left, event.clientY - rect.top]);
      placePin({ lat: at.lat, lng: wrapLng(at.lng) });
    };
    container.addEventListener('pointerdown', onPointerDown, true);
    container.addEventListener('click', onClick, true);
    const canvasContainer = map.getCanvasContainer();
    canvasContainer.style.cursor = 'crosshair';
    return () => {
      container.removeEventListener('pointerdown', onPointerDown, true);
      container.removeEventListener('click', onClick, true);
      canvasContainer.style.cursor = '';
    };
  }, [map, active, placePin]);

  if (!active || !draft.pin) return null;
  return (
    <DraggableSpotPin
      pin={draft.pin}
      label={draft.title.trim() || NEW_SPOT_TITLE}
      name={NEW_SPOT_TITLE}
      onMove={placePin}
    />
  );
}

/**
 * The pin of an unsaved spot, with its title above it; dragging it moves the spot. `name` is
 * the pin's accessible name (the label unless given).
 */
export function DraggableSpotPin({
  pin,
  label,
  name = label,
  onMove,
}: {
  pin: PinPosition;
  label: string;
  name?: string;
  onMove: (position: PinPosition) => void;
}) {
  return (
    <FrameMarker
      longitude={pin.lng}
      latitude={pin.lat}
      anchor="bottom"
      draggable
      onDragEnd={(event: MarkerDragEvent) =>
        onMove({ lat: event.lngLat.lat, lng: wrapLng(event.lngLat.lng) })
      }
      style={{ cursor: 'grab' }}
    >
      <Box
        role="img"
        aria-label={`${name} (drag to move)`}
        data-spot-id={0}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}
      >
        <Box
          component="span"
          sx={{
            mb: 0.5,
            px: 0.75,
            py: 0.25,
            borderRadius: 1,
            bgcolor: 'rgba(255, 255, 255, 0.92)',
            boxShadow: '0 1px 4px rgba(0, 0, 0, 0.25)',
            fontSize: 12,
            fontWeight: 600,
            whiteSpace: 'nowrap',
            color: 'text.primary',
          }}
        >
          {label}
        </Box>
        <svg width="30" height="42" viewBox="0 0 30 42" aria-hidden>
          <path
            d="M15 0C6.7 0 0 6.7 0 15c0 11.2 15 27 15 27s15-15.8 15-27C30 6.7 23.3 0 15 0z"
            fill={NEW_SPOT_PIN_COLOR}
            stroke="#fff"
            strokeWidth="1.5"
          />
          <circle cx="15" cy="15" r="5.5" fill="#fff" />
        </svg>
      </Box>
    </FrameMarker>
  );
}
