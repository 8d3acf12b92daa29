import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FrameMarker } from '../../components/frame-marker';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LatLng, Spot } from '@vantage/shared';
import { CoordinatesField } from '../../components/coordinates-field';
import { formatLatLng } from '../../lib/lat-lng';
import { DraggableSpotPin } from '../new-spot';
import { useFixPosition } from './use-fix-position';

/** The prompt of the fix-position mode. */
export const FIX_POSITION_PROMPT =
  'Drag the pin to the exact position, type the coordinates, or move it with the arrow keys.';
/** The button that appears once the pin moved. */
export const CONFIRM_LOCATION = 'Confirm the new location';

/** Whether the address asks for the fix-position mode. */
export function fixPositionOn(search: string): boolean {
  return new URLSearchParams(search).has('fixPosition');
}

/** The fix-position mode's parts inside the large map: the pins and the panel over the map. */
export interface FixPositionMode {
  layers: ReactNode;
}

/**
 * `?fixPosition` on the large map: the spot's pin can be dragged, moved with the arrow keys or
 * set by typed coordinates; 'Confirm the new location' then asks to confirm and records the
 * move for the community's votes. Without the mode, a pending move shows as a second pin
 * beside the current one.
 */
export function useFixPositionMode(spot: Spot): FixPositionMode {
  const location = useLocation();
  const on = fixPositionOn(location.search);
  const proposed = spot.newLocation
    ? { lat: spot.newLocation.lat, lng: spot.newLocation.long }
    : null;
  return {
    layers: (
      <>
        {proposed && !on && <ProposedPin position={proposed} />}
        {on && <FixPositionLayers key={spot.id} spot={spot} />}
      </>
    ),
  };
}

function ProposedPin({ position }: { position: LatLng }) {
  return (
    <FrameMarker longitude={position.lng} latitude={position.lat} anchor="bottom">
      <Box
        role="img"
        aria-label="Proposed new position (waiting for votes)"
        data-proposed-position
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', opacity: 0.85 }}
      >
        <Box
          component="span"
          sx={{
            mb: 0.5,
            px: 0.75,
            borderRadius: 1,
            bgcolor: 'rgba(255, 255, 255, 0.92)',
            fontSize: 12,
            fontWeight: 600,
            color: 'text.primary',
            whiteSpace: 'nowrap',
          }}
        >
          Proposed position
        </Box>
        <svg width="24" height="34" viewBox="0 0 30 42" aria-hidden>
          <path
            d="M15 0C6.7 0 0 6.7 0 15c0 11.2 15 27 15 27s15-15.8 15-27C30 6.7 23.3 0 15 0z"
            fill="#7b5cd6"
            stroke="#fff"
            strokeWidth="1.5"
            strokeDasharray="3 2"
          />
        </svg>
      </Box>
    </FrameMarker>
  );
}

/** The panel over the map: the prompt, the coordinates, and the confirmation of the move. */
function FixPositionPanel({
  state: { pin, place, moved, refusal, confirming, confirm, sending, send, leave, onKeyDown },
}: {
  state: ReturnType<typeof useFixPosition>;
}) {
  return (
    <Paper
      elevation={3}
      role="group"
      aria-label="Fix the position"
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-fix-position
      sx={{
        position: 'absolute',
        top: 12,
        left: 12,
        right: 12,
        maxWidth: 460,
        p: 1.5,
        zIndex: 2,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Typography sx={{ fontSize: 14, mb: 1 }}>{FIX_POSITION_PROMPT}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <CoordinatesField position={pin} onPlace={place} />
      </Stack>
      {refusal !== null && (
        <Typography color="error" sx={{ fontSize: 13, mt: 0.5 }}>
          {refusal}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        {moved && !confirming && (
          <Button variant="contained" size="small" onClick={confirm}>
            {CONFIRM_LOCATION}
          </Button>
        )}
        {confirming && (
          <>
            <Typography sx={{ fontSize: 14, alignSelf: 'center' }}>
              Move the spot to {formatLatLng(pin)}?
            </Typography>
            <Button
              variant="contained"
              size="small"
              disabled={sending}
              onClick={(event) => send(event.currentTarget)}
            >
              Confirm
            </Button>
          </>
        )}
        <Button size="small" onClick={leave} disabled={sending}>
          Cancel
        </Button>
      </Stack>
    </Paper>
  );
}

function FixPositionLayers({ spot }: { spot: Spot }) {
  const state = useFixPosition(spot);
  return (
    <>
      <DraggableSpotPin pin={state.pin} label={spot.title} onMove={state.place} />
      <FixPositionPanel state={state} />
    </>
  );
}
