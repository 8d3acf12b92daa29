import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

/**
 * The question asked before deleting something: what goes, and why the deletion failed when
 * it did. Delete waits while the deletion runs.
 */
export function DeleteDialog({
  open,
  title,
  children,
  pending,
  error,
  onCancel,
  onDelete,
}: {
  open: boolean;
  title: string;
  /** What deleting does, said under the title. */
  children?: ReactNode;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onDelete: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {children && <DialogContentText>{children}</DialogContentText>}
        {error !== null && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" disabled={pending} onClick={onDelete}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
