import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { WARNING_MESSAGE_MAX } from '@vantage/shared';

/** Asks for the warning a member is shown once at their next visit. */
export function WarnDialog({
  memberName,
  open,
  busy,
  onClose,
  onWarn,
}: {
  memberName: string;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onWarn: (message: string) => void;
}) {
  const [message, setMessage] = useState('');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Warn {memberName}</DialogTitle>
      <DialogContent>
        <TextField
          label="Message (shown once at their next visit)"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          fullWidth
          multiline
          minRows={3}
          margin="normal"
          slotProps={{ htmlInput: { maxLength: WARNING_MESSAGE_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={busy || message.trim() === ''}
          onClick={() => onWarn(message.trim())}
        >
          Send warning
        </Button>
      </DialogActions>
    </Dialog>
  );
}
