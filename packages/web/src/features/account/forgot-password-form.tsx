import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { requestReset } from './account-api';
import { describeApiError } from '../../lib/form-problems';
import { LOGIN_LABELS, isValid, validateEmail, type LoginErrors } from './login-form';

/** The one answer of a reset request, so it never tells whether an e-mail is registered. */
export const RESET_SENT_MESSAGE = 'If an account exists for that e-mail, we sent a link.';

/** Asks for a password-reset link by e-mail. */
export function ForgotPasswordForm({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: requestReset,
    onError: (error) => {
      const problem = describeApiError(error, LOGIN_LABELS);
      if ('field' in problem) setErrors({ email: problem.message });
      else setAlert(problem.alert);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const found = validateEmail(email);
    setErrors(found);
    if (isValid(found)) mutation.mutate(email);
  };

  if (mutation.isSuccess) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">
          {RESET_SENT_MESSAGE}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          The link is valid for a limited time. If nothing arrives, check your spam folder or try
          again.
        </Typography>
        <Button variant="outlined" onClick={onBack}>
          Back to sign in
        </Button>
      </Stack>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Reset password">
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          Enter the e-mail address of your account and we will send you a link to choose a new
          password.
        </Typography>
        <TextField
          name="email"
          label={LOGIN_LABELS.email}
          type="email"
          autoComplete="email"
          autoFocus
          fullWidth
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email !== undefined}
          helperText={errors.email}
        />
        {alert && (
          <Alert severity="error" role="alert">
            {alert}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
          {mutation.isPending ? 'Sending…' : 'Send reset link'}
        </Button>
        <Button onClick={onBack}>Back to sign in</Button>
      </Stack>
    </Box>
  );
}
