import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * Asks before deleting something: a title, an optional message, the error of the last try,
 * and Cancel / Delete (Delete is off while the deletion runs).
 */
export function DeleteDialog({
  open,
  title,
  message,
  error,
  pending,
  onCancel,
  onDelete,
}: {
  open: boolean;
  title: string;
  message?: ReactNode;
  /** The text of the last failed try, if any. */
  error: string | null;
  pending: boolean;
  onCancel: () => void;
  onDelete: () => void;
}) {
  const errorAlert = error !== null && <Alert severity="error">{error}</Alert>;
  return (
    <Dialog open={open} onClose={onCancel}>
      <DialogTitle>{title}</DialogTitle>
      {message === undefined ? (
        errorAlert
      ) : (
        <DialogContent>
          <DialogContentText>{message}</DialogContentText>
          {errorAlert}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" disabled={pending} onClick={onDelete}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
