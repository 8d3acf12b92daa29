import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery } from '@tanstack/react-query';
import { SNACKBAR_MS, UnsubscribeParams } from '@vantage/shared';
import { useCurrentUser } from '../../core/current-user';
import { useSnackbar } from '../../components/snackbar';
import { checkUnsubscribe, unsubscribe, type UnsubscribeLink } from './account-api';
import { DIALOG_TITLE_SX } from './dialog-style';
import { describeApiError } from '../../lib/form-problems';
import { useUpdateCurrentUser } from './session';

/** The signed parameters `u` and `sig` of an unsubscribe link, or null when they are not valid. */
export function unsubscribeLinkFrom(search: string): UnsubscribeLink | null {
  const params = new URLSearchParams(search);
  const parsed = UnsubscribeParams.safeParse({ u: params.get('u'), sig: params.get('sig') });
  return parsed.success ? parsed.data : null;
}

const INVALID_LINK = [
  'This unsubscribe link is not valid.',
  'Please use the complete link from the most recent e-mail,',
  'or turn off news e-mails in your profile settings.',
].join(' ');

/** What confirming will do, for the person the link names. */
function consequence({ displayName, emailNews }: { displayName: string; emailNews: boolean }) {
  return emailNews
    ? `${displayName}, we will stop sending you news about the site and notification e-mails. ` +
        'Messages you need for your account, such as password resets, still arrive.'
    : `${displayName}, news e-mails are already off for your account. ` +
        'You only receive messages you need for your account.';
}

function problemText(error: unknown): string {
  const problem = describeApiError(error, {});
  return 'alert' in problem ? problem.alert : problem.message;
}

/**
 * 'Stop receiving news e-mails?', opened by `/unsubscribe` or `?unsubscribe`
 * with the e-mail's signed link. The link is checked first, so a forged or truncated one is
 * reported instead of offering a button that cannot work.
 */
export function UnsubscribeDialog({
  open,
  link,
  onClose,
}: {
  open: boolean;
  link: UnsubscribeLink | null;
  onClose: () => void;
}) {
  const snackbar = useSnackbar();
  const currentUser = useCurrentUser();
  const updateCurrentUser = useUpdateCurrentUser();
  const check = useQuery({
    queryKey: ['unsubscribeCheck', link?.u, link?.sig],
    queryFn: () => (link ? checkUnsubscribe(link) : Promise.reject(new Error(INVALID_LINK))),
    enabled: open && link !== null,
    retry: false,
    meta: { persist: false },
  });
  const confirm = useMutation({
    mutationFn: () => (link ? unsubscribe(link) : Promise.reject(new Error(INVALID_LINK))),
    onSuccess: () => {
      // The signed-in user may be the one who unsubscribed; their settings must say so.
      if (link && currentUser?.id === link.u) updateCurrentUser({ emailNews: false });
      onClose();
      snackbar.show('You will no longer receive news e-mails.', {
        durationMs: SNACKBAR_MS.success,
      });
    },
  });

  const invalid = link === null || check.isError;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="unsubscribe-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="unsubscribe-title" sx={DIALOG_TITLE_SX}>
        Stop receiving news e-mails?
      </DialogTitle>
      <DialogContent>
        {invalid ? (
          <Alert severity="error" role="alert">
            {link === null ? INVALID_LINK : `${INVALID_LINK} (${problemText(check.error)})`}
          </Alert>
        ) : check.isPending ? (
          <Stack alignItems="center" sx={{ py: 2 }}>
            <CircularProgress size={28} aria-label="Checking the link" />
          </Stack>
        ) : (
          <DialogContentText>{consequence(check.data)}</DialogContentText>
        )}
        {confirm.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problemText(confirm.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {/* Focus starts on the safe choice, not on the paper or the action. */}
        <Button onClick={onClose} autoFocus>
          {invalid ? 'Close' : 'Cancel'}
        </Button>
        {!invalid && (
          <Button
            variant="contained"
            onClick={() => confirm.mutate()}
            disabled={check.isPending || confirm.isPending}
          >
            {confirm.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
