import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MODERATION_REASON_MAX } from '@vantage/shared';

/** The lengths an administrator picks from; `null` suspends for good. */
const DURATIONS: readonly { days: number | null; label: string }[] = [
  { days: 1, label: '1 day' },
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 365, label: '1 year' },
  { days: null, label: 'For good' },
];

/** Asks how long and why before a member is suspended. */
export function SuspendDialog({
  memberName,
  open,
  busy,
  onClose,
  onSuspend,
}: {
  memberName: string;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onSuspend: (days: number | null, reason: string) => void;
}) {
  const [duration, setDuration] = useState('7');
  const [reason, setReason] = useState('');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Suspend {memberName}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          They cannot sign in or change anything until it ends; they are told why.
        </Typography>
        <TextField
          select
          label="How long"
          value={duration}
          onChange={(event) => setDuration(event.target.value)}
          fullWidth
          margin="normal"
        >
          {DURATIONS.map(({ days, label }) => (
            <MenuItem key={label} value={days === null ? 'forever' : String(days)}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Reason (shown to the member)"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          fullWidth
          multiline
          margin="normal"
          slotProps={{ htmlInput: { maxLength: MODERATION_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy || reason.trim() === ''}
          onClick={() => onSuspend(duration === 'forever' ? null : Number(duration), reason.trim())}
        >
          Suspend
        </Button>
      </DialogActions>
    </Dialog>
  );
}
