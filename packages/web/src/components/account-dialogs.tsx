import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { accountDialogFor } from '../app/account-flags';
import { hasEarlierInAppEntry, useBackOrClose } from '../app/navigation';

/**
 * The login and unsubscribe dialogs. Accounts are not built yet, so both say so plainly
 * instead of showing forms that could not work.
 */
export function AccountDialogs() {
  const location = useLocation();
  const navigate = useNavigate();
  const dialog = accountDialogFor(location);
  const closeFlag = useBackOrClose(dialog ?? 'login');

  const close = () => {
    // The /login and /unsubscribe routes have no page of their own under the dialog.
    const onRoute = location.pathname === '/login' || location.pathname === '/unsubscribe';
    if (onRoute && !hasEarlierInAppEntry(window.history.state)) {
      void navigate({ pathname: '/', search: '' }, { replace: true });
    } else {
      closeFlag();
    }
  };

  return (
    <Dialog
      open={dialog !== null}
      onClose={close}
      aria-labelledby="account-dialog-title"
      maxWidth="xs"
      fullWidth
    >
      {dialog === 'unsubscribe' ? (
        <>
          <DialogTitle id="account-dialog-title">Unsubscribe</DialogTitle>
          <DialogContent>
            <DialogContentText>
              Unsubscribing is not available yet. Accounts and e-mail news come in a later version,
              so no e-mails are being sent to you from this site.
            </DialogContentText>
          </DialogContent>
        </>
      ) : (
        <>
          <DialogTitle id="account-dialog-title">Login / Sign up</DialogTitle>
          <DialogContent>
            <DialogContentText gutterBottom>
              Sign-in is not available yet. Accounts come in a later version; until then you can
              browse the map, search and read every spot without an account.
            </DialogContentText>
            <DialogContentText variant="body2">
              <Link component={RouterLink} to="/legal/tos.html">
                Terms of Service
              </Link>
              {' · '}
              <Link component={RouterLink} to="/legal/privacy.html">
                Privacy Policy
              </Link>
            </DialogContentText>
          </DialogContent>
        </>
      )}
      <DialogActions>
        <Button onClick={close} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
