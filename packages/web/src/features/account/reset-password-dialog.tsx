import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Password, SNACKBAR_MS } from '@vantage/shared';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '../../components/snackbar';
import { resetPassword } from './account-api';
import { describeApiError, schemaProblem } from '../../lib/form-problems';
import { DIALOG_TITLE_SX } from './dialog-style';
import { PasswordField } from './password-field';
import { useApplySignIn } from './session';

const LABELS = { password: 'New password', token: 'The reset link' };

/**
 * 'Choose a new password', opened by the e-mailed `?reset=<token>` link. Saving signs the
 * user in with the new password.
 */
export function ResetPasswordDialog({
  open,
  token,
  onClose,
}: {
  open: boolean;
  token: string;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const applySignIn = useApplySignIn();
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: () => resetPassword(token, password),
    onSuccess: (answer) => {
      applySignIn(answer.user);
      onClose();
      snackbar.show('Your password was changed and you are signed in.', {
        durationMs: SNACKBAR_MS.success,
      });
    },
    onError: (error) => {
      const problem = describeApiError(error, LABELS);
      if ('alert' in problem) setAlert(problem.alert);
      else if (problem.field === 'password') setFieldError(problem.message);
      else setAlert(problem.message);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const problem = schemaProblem(Password, password, LABELS.password);
    setFieldError(problem);
    if (!problem) mutation.mutate();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="reset-dialog-title"
      maxWidth="xs"
      fullWidth
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="reset-dialog-title" sx={DIALOG_TITLE_SX}>
          Choose a new password
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
            Pick a password of at least 8 characters that you do not use on other sites.
          </Typography>
          <PasswordField
            name="password"
            label={LABELS.password}
            autoComplete="new-password"
            autoFocus
            fullWidth
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldError !== null}
            helperText={fieldError}
          />
          {alert && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {alert}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving…' : 'Save and sign in'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
