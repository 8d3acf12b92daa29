import { useState, type MouseEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SNACKBAR_MS, type Spot } from '@vantage/shared';
import { useRequireLogin } from '../../core/login-required';
import { useSnackbar } from '../../components/snackbar';
import { failureText } from '../../components/vote-control';
import { ModeCard } from './mode-card';
import { ELEVATION_RANGE_M, isElevationDraft, parseElevation } from './elevation-input';
import { submitDefaultView, submitElevation, submitNorthFix } from './panorama-api';
import type { LiveView } from './sphere-viewer';
import { CARDINAL_HEADINGS, fixedHeadingAdj, round2, type Cardinal } from './view-geometry';
import { FOV_CAP_DEG } from './lens';

/** The modes of the 360 view's more-menu. */
export type PanoramaMode = 'view' | 'north' | 'elevation';

/** Where the shown panorama was taken: the street-level position or the spot itself. */
export interface PanoramaPlace {
  lat: number;
  lng: number;
}

function useSubmit<T>(
  send: (value: T) => Promise<unknown>,
  thanks: string,
  onDone?: (value: T) => void,
) {
  const snackbar = useSnackbar();
  const requireLogin = useRequireLogin();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (_, value) => {
      snackbar.show(thanks, { durationMs: SNACKBAR_MS.success });
      onDone?.(value);
    },
    // The server's own words when it gave a reason (such as an address still to confirm).
    onError: (error) => snackbar.show(failureText(error, `Could not save: ${error.message}`)),
  });
  const submit = (event: MouseEvent<HTMLElement>, value: T) => {
    if (!requireLogin(event.currentTarget)) return;
    mutation.mutate(value);
  };
  return { submit, pending: mutation.isPending };
}

/** 'Set default view': the current heading, pitch and field of view become the spot's. */
export function DefaultViewMode({
  spot,
  place,
  live,
  onClose,
}: {
  spot: Spot;
  place: PanoramaPlace;
  live: LiveView | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { submit, pending } = useSubmit(submitDefaultView, 'Thank you for the submission!', () => {
    void queryClient.invalidateQueries({ queryKey: ['panorama', spot.id] });
    onClose();
  });
  return (
    <ModeCard
      title="Set default view"
      message="Rotate and zoom to a typical composition from this Spot."
      onClose={onClose}
      help="defaultView"
    >
      <Button
        variant="contained"
        size="small"
        disabled={!live || pending}
        onClick={(event) =>
          live &&
          submit(event, {
            idSpot: spot.id,
            lat: place.lat,
            lng: place.lng,
            heading: round2(live.headingDeg),
            pitch: round2(live.pitchDeg),
            // Finer than the angles: a long lens's focal length hangs on thousandths of a degree.
            fov: Math.round(Math.max(1, Math.min(FOV_CAP_DEG, live.hFovDeg)) * 1000) / 1000,
          })
        }
      >
        Submit
      </Button>
    </ModeCard>
  );
}

/**
 * 'Fix north': the user picks a direction, turns the view to where it truly is and confirms;
 * the panorama turns by the difference at once and Submit saves the correction.
 */
export function NorthFixMode({
  place,
  live,
  adjust,
  onAdjust,
  onClose,
}: {
  place: PanoramaPlace;
  live: LiveView | null;
  adjust: { headingAdj: number; pitchAdj: number };
  /** Applies a correction to the view; `lookAtDeg` is where the confirmed direction now shows. */
  onAdjust: (adjust: { headingAdj: number; pitchAdj: number }, lookAtDeg: number) => void;
  onClose: () => void;
}) {
  const [direction, setDirection] = useState<Cardinal>('North');
  const [confirmed, setConfirmed] = useState(false);
  const { submit, pending } = useSubmit(submitNorthFix, 'Thank you for the correction!', onClose);

  const confirm = () => {
    if (!live) return;
    const headingAdj = fixedHeadingAdj(direction, live.headingDeg, adjust.headingAdj);
    onAdjust({ headingAdj, pitchAdj: adjust.pitchAdj }, CARDINAL_HEADINGS[direction]);
    setConfirmed(true);
  };

  return (
    <ModeCard
      title="Fix north"
      message={`Please rotate to the correct ${direction} orientation and confirm.`}
      onClose={onClose}
      help="fixOrientation"
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={direction}
        aria-label="Direction"
        onChange={(_, value: Cardinal | null) => {
          if (value) setDirection(value);
        }}
      >
        {(Object.keys(CARDINAL_HEADINGS) as Cardinal[]).map((name) => (
          <ToggleButton key={name} value={name} sx={{ px: 1 }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button size="small" variant="outlined" disabled={!live} onClick={confirm}>
        Confirm
      </Button>
      <Button
        size="small"
        variant="contained"
        disabled={!confirmed || pending}
        onClick={(event) => submit(event, { lat: place.lat, lng: place.lng, ...adjust })}
      >
        Submit
      </Button>
    </ModeCard>
  );
}

/**
 * 'Adjust elevation': a slider ±300 m around the spot's elevation (0 when unknown) and a
 * number field; the sky follows the value while it moves, and Submit saves it.
 */
export function ElevationMode({
  spot,
  baseM,
  valueM,
  onValue,
  onSaved,
  onClose,
}: {
  spot: Spot;
  baseM: number;
  valueM: number;
  onValue: (elevM: number) => void;
  onSaved: (elevM: number) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(String(valueM));
  const { submit, pending } = useSubmit(
    (elevM: number) => submitElevation(spot.id, elevM),
    'Thank you for the correction!',
    onSaved,
  );
  const set = (elevM: number) => {
    onValue(elevM);
    setText(String(elevM));
  };
  return (
    <ModeCard title="Adjust elevation" message="Enter elevation of the Spot" onClose={onClose}>
      <Slider
        size="small"
        aria-label="Elevation"
        min={baseM - ELEVATION_RANGE_M}
        max={baseM + ELEVATION_RANGE_M}
        step={1}
        value={valueM}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${value} m`}
        onChange={(_, value) => set(value)}
        sx={{ flex: '1 1 140px' }}
      />
      <TextField
        size="small"
        label="Elevation (m)"
        value={text}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        onChange={(event) => {
          const next = event.target.value;
          // Non-numbers are ignored: the keystroke does not reach the field.
          if (!isElevationDraft(next)) return;
          setText(next);
          const parsed = parseElevation(next, baseM);
          if (parsed !== null) onValue(parsed);
        }}
        onBlur={() => setText(String(valueM))}
        sx={{ width: 110 }}
      />
      <Button
        size="small"
        variant="contained"
        disabled={valueM === baseM || pending}
        onClick={(event) => submit(event, valueM)}
      >
        Submit
      </Button>
    </ModeCard>
  );
}
