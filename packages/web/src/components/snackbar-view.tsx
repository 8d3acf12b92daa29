import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/Close';
import { SNACKBAR_MS } from '@vantage/shared';
import type { SnackbarMessage } from './snackbar';

/** The snackbar of the current message, with its optional action and a close button. */
export function SnackbarView({
  message,
  open,
  onClose,
}: {
  message: SnackbarMessage | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Snackbar
      // A new message is a new snackbar, so it enters afresh and restarts the auto-hide timer.
      key={message?.id}
      open={open && message !== null}
      autoHideDuration={message?.durationMs ?? SNACKBAR_MS.default}
      onClose={(_event, reason) => {
        // A click elsewhere on the page should not dismiss a message the user may not have read.
        if (reason !== 'clickaway') onClose();
      }}
      message={message?.text}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={
        <>
          {message?.action && (
            <Button
              color="secondary"
              size="small"
              onClick={() => {
                message.action?.onClick();
                onClose();
              }}
            >
              {message.action.label}
            </Button>
          )}
          <IconButton size="small" color="inherit" aria-label="Close" onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    />
  );
}
