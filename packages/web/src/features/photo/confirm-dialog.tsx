import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

/**
 * A yes/no question over the lightbox. With `answerLabel` it also asks for typed text, and
 * `accepts` decides whether that text lets the action go ahead.
 */
export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  cancelLabel = 'No',
  answerLabel,
  accepts,
  danger,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  answerLabel?: string;
  accepts?: (answer: string) => boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const [answer, setAnswer] = useState('');
  const messageId = useId();
  const allowed = answerLabel === undefined || (accepts?.(answer) ?? answer !== '');
  const confirm = () => {
    if (!allowed) return;
    setAnswer('');
    onConfirm();
  };
  const cancel = () => {
    setAnswer('');
    onCancel();
  };

  return (
    <Dialog open={open} onClose={cancel} aria-labelledby={messageId} maxWidth="xs" fullWidth>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ color: 'text.primary' }}>
          {message}
        </DialogContentText>
        {answerLabel !== undefined && (
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={answerLabel}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') confirm();
            }}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} autoFocus={answerLabel === undefined}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          disabled={!allowed}
          onClick={confirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
