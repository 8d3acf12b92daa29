import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  SENSITIVE_BLUR_RADIUS_M,
  SENSITIVE_NOTE_MAX,
  SENSITIVE_REASON_LABELS,
  SENSITIVE_REASONS,
  SENSITIVE_RECORDED_MESSAGE,
  formatDistance,
  type SensitiveReason,
  type Spot,
} from '@vantage/shared';
import { useRequireLogin } from '../../core/login-required';
import { useSnackbar } from '../../components/snackbar';
import { failureText } from '../../components/vote-control';
import { proposeSensitive, refreshSpot } from './community-api';

/**
 * A sensitive place's notice (why it is protected, and that its position is blurred), and
 * the proposal to protect a place or to lift its protection.
 */
export function SpotSensitivity({ spot }: { spot: Spot }) {
  const [open, setOpen] = useState(false);
  const requireLogin = useRequireLogin();
  const start = (event: React.MouseEvent<HTMLElement>) => {
    if (requireLogin(event.currentTarget, 'participate')) setOpen(true);
  };
  const pending = spot.newSensitive;
  return (
    <>
      {spot.sensitive ? (
        <Alert
          severity="warning"
          sx={{ my: 2 }}
          data-sensitive-notice
          role="region"
          aria-label="Sensitive place"
        >
          <AlertTitle>
            This place is sensitive: {SENSITIVE_REASON_LABELS[spot.sensitive.reason]}
          </AlertTitle>
          {spot.sensitive.note && <p style={{ margin: '0 0 8px' }}>{spot.sensitive.note}</p>}
          {spot.positionBlurred
            ? `Its position is shown only to within ${formatDistance(SENSITIVE_BLUR_RADIUS_M)}, it is left out of downloads and close map views, and its photographs do not show where they were taken. Please tread lightly.`
            : 'You see its exact position; others see it blurred. Please do not share it.'}
          {!pending && (
            <div>
              <Button size="small" onClick={start} sx={{ mt: 1 }}>
                Propose to lift the protection
              </Button>
            </div>
          )}
        </Alert>
      ) : (
        !pending && (
          <Button size="small" onClick={start} sx={{ my: 1 }} data-protect-place>
            Protect this fragile place
          </Button>
        )
      )}
      {pending && (
        <Alert severity="info" sx={{ my: 2 }}>
          {pending.sensitive
            ? `A member proposes to protect this place (${pending.reason ? SENSITIVE_REASON_LABELS[pending.reason] : 'sensitive'}). Vote on it under Proposals.`
            : 'A member proposes to lift the protection of this place. Vote on it under Proposals.'}
        </Alert>
      )}
      {open && (
        <SensitivityDialog
          spot={spot}
          lift={spot.sensitive !== null}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function SensitivityDialog({
  spot,
  lift,
  onClose,
}: {
  spot: Spot;
  lift: boolean;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const [reason, setReason] = useState<SensitiveReason | ''>('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const send = () => {
    setBusy(true);
    const body = lift
      ? { sensitive: false }
      : { sensitive: true, reason: reason || undefined, note: note.trim() || undefined };
    proposeSensitive(spot.id, body).then(
      (answer) => {
        snackbar.show(
          answer.status === 'applied'
            ? 'The protection of this place was changed.'
            : SENSITIVE_RECORDED_MESSAGE,
        );
        refreshSpot(client, spot.id);
        onClose();
      },
      (error: unknown) => {
        setBusy(false);
        snackbar.show(failureText(error, 'The proposal could not be recorded. Please try again.'));
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="sensitive-dialog-title">
      <DialogTitle id="sensitive-dialog-title">
        {lift ? 'Lift the protection of this place' : 'Protect a fragile place'}
      </DialogTitle>
      <DialogContent>
        {lift ? (
          <p>Other photographers will vote on showing this place’s exact position again.</p>
        ) : (
          <>
            <p>
              Once other photographers agree, visitors see this place only to within{' '}
              {formatDistance(SENSITIVE_BLUR_RADIUS_M)}, it leaves downloads and close map views,
              and its photographs no longer show where they were taken.
            </p>
            <FormControl>
              <FormLabel id="sensitive-reason-label">Why is it sensitive?</FormLabel>
              <RadioGroup
                aria-labelledby="sensitive-reason-label"
                value={reason}
                onChange={(event) => setReason(event.target.value as SensitiveReason)}
              >
                {SENSITIVE_REASONS.map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio />}
                    label={SENSITIVE_REASON_LABELS[value]}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              label="More about it (optional)"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
              fullWidth
              sx={{ mt: 2 }}
              slotProps={{ htmlInput: { maxLength: SENSITIVE_NOTE_MAX } }}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button onClick={send} disabled={busy || (!lift && reason === '')} variant="contained">
          {lift ? 'Propose to lift it' : 'Propose to protect it'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
