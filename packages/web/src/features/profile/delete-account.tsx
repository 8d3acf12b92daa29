import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { DELETED_MEMBER_NAME, SNACKBAR_MS, type CurrentUser } from '@vantage/shared';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../components/snackbar';
import { describeApiError } from '../../lib/form-problems';
import { deleteAccount, PasswordField, useSignedOut } from '../account';

const LABELS = { password: 'Password', confirm: 'Confirmation' };

/** What deleting an account does, said before the member confirms. */
const CONSEQUENCES = [
  'Your photos and their files, your galleries and your profile are deleted.',
  'Your votes are taken back: the ratings you gave drop by your vote, and your open proposals are closed.',
  `Your descriptions and guides stay for other photographers, credited to “${DELETED_MEMBER_NAME}”, without your name or a link.`,
  'Your e-mail address, sign-ins and sessions are removed, and your username becomes free.',
];

/** The deletion's state: the dialog, the typed confirmation, its problems and the request. */
function useDeleteAccount() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const signedOut = useSignedOut();

  const mutation = useMutation({
    mutationFn: () => deleteAccount(typed),
    onSuccess: async () => {
      setOpen(false);
      await signedOut();
      void navigate('/', { replace: true });
      snackbar.show('Your account was deleted. Thank you for the photographs and places.', {
        durationMs: SNACKBAR_MS.success,
      });
    },
    onError: (error) => {
      const found = describeApiError(error, LABELS);
      if ('field' in found) setProblem(found.message);
      else setAlert(found.alert);
    },
  });

  const close = () => {
    if (mutation.isPending) return;
    setOpen(false);
    setTyped('');
    setProblem(null);
    setAlert(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (typed === '') {
      setProblem('Type your password, or your username if your account has no password.');
      return;
    }
    mutation.mutate();
  };

  return {
    open,
    start: () => setOpen(true),
    typed,
    type: (text: string) => {
      setTyped(text);
      setProblem(null);
    },
    problem,
    alert,
    pending: mutation.isPending,
    close,
    submit,
  };
}

/** The settings tab's "Delete account" section and its confirmation dialog. */
export function DeleteAccount({ user }: { user: CurrentUser }) {
  const deletion = useDeleteAccount();
  const titleId = useId();
  const name = user.username ?? user.displayName;
  const { problem, pending, close } = deletion;

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Deleting your account removes your photos, galleries and profile for good.
      </Typography>
      <Button variant="outlined" color="error" onClick={deletion.start}>
        Delete account
      </Button>
      <Dialog
        open={deletion.open}
        onClose={close}
        aria-labelledby={titleId}
        maxWidth="sm"
        fullWidth
      >
        <Box component="form" noValidate onSubmit={deletion.submit}>
          <DialogTitle id={titleId}>Delete your account?</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 1 }}>
              This cannot be undone.
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, mt: 0, typography: 'body2' }}>
              {CONSEQUENCES.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
            <PasswordField
              name="password"
              label="Password"
              autoComplete="current-password"
              value={deletion.typed}
              onChange={(event) => deletion.type(event.target.value)}
              error={problem !== null}
              helperText={
                problem ??
                `Your password confirms it. Signed in with a provider and no password? Type your username, ${name}.`
              }
              autoFocus
              fullWidth
            />
            {deletion.alert && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {deletion.alert}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" color="error" disabled={pending}>
              {pending ? 'Deleting…' : 'Delete my account'}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
