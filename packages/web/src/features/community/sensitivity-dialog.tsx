import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
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
import { useSnackbar } from '../../components/snackbar';
import { failureText } from '../../components/vote-control';
import { proposeSensitive, refreshSpot } from './community-api';

/** The proposal to protect a place, with its reason and note, or to lift its protection. */
export function SensitivityDialog({
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
