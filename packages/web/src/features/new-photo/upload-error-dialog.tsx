import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** The dialog's sentence before the error itself. */
export const UPLOAD_ERROR_TEXT =
  "There was an issue with image upload. Don't you have a traffic blocker installed?";

/** The 'Upload error' dialog: a fixed sentence, the error, and Close. */
export function UploadErrorDialog({
  error,
  onClose,
}: {
  /** The error's text; the dialog is open while it is set. */
  error: string | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={error !== null}
      onClose={onClose}
      aria-labelledby="upload-error-title"
      aria-describedby="upload-error-text"
    >
      <DialogTitle id="upload-error-title">Upload error</DialogTitle>
      <DialogContent>
        <DialogContentText id="upload-error-text">{UPLOAD_ERROR_TEXT}</DialogContentText>
        {error && (
          <DialogContentText
            component="pre"
            sx={{ mt: 1.5, fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {error}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
