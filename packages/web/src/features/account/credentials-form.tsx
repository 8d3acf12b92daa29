import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { CurrentUser } from '@vantage/shared';
import { useState, type FormEvent } from 'react';
import type { LoginMode } from '../../core/account-flags';
import { isCheckEmail, signIn, signUp } from './account-api';
import { describeApiError } from '../../lib/form-problems';
import {
  LOGIN_LABELS,
  isValid,
  validateSignIn,
  validateSignUp,
  type LoginErrors,
  type LoginField,
  type LoginValues,
} from './login-form';
import { PasswordField } from './password-field';

/** How a sign-in or sign-up ended. */
export type CredentialsOutcome =
  { kind: 'signedIn'; user: CurrentUser; isNew: boolean } | { kind: 'checkEmail'; email: string };

const SUBMIT_LABELS: Record<LoginMode, [idle: string, pending: string]> = {
  signin: ['Sign in', 'Signing in…'],
  signup: ['Create account', 'Creating your account…'],
};

const validate = (mode: LoginMode, values: LoginValues) =>
  mode === 'signup' ? validateSignUp(values) : validateSignIn(values);

/** The form's values, its errors (checked on submit, then as the user types) and the request. */
function useCredentialsForm(mode: LoginMode, onDone: (outcome: CredentialsOutcome) => void) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '', displayName: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: async (form: LoginValues): Promise<CredentialsOutcome> => {
      if (mode === 'signin') {
        const answer = await signIn(form.email, form.password);
        return { kind: 'signedIn', user: answer.user, isNew: false };
      }
      const answer = await signUp(form);
      return isCheckEmail(answer)
        ? { kind: 'checkEmail', email: form.email.trim() }
        : { kind: 'signedIn', user: answer.user, isNew: true };
    },
    onSuccess: onDone,
    onError: (error) => {
      const problem = describeApiError(error, LOGIN_LABELS);
      if ('field' in problem) setErrors({ [problem.field]: problem.message });
      else setAlert(problem.alert);
    },
  });

  const change = (field: LoginField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(mode, next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setAlert(null);
    const found = validate(mode, values);
    setErrors(found);
    if (isValid(found)) mutation.mutate(values);
  };

  const field = (name: LoginField) => ({
    name,
    label: LOGIN_LABELS[name],
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name)(event.target.value),
    error: errors[name] !== undefined,
    helperText: errors[name],
    fullWidth: true,
  });

  return { values, errors, alert, pending: mutation.isPending, submit, field };
}

/**
 * The e-mail sign-in and sign-up form. Fields are checked with the shared schemas when
 * submitted and, after that, as the user types; the server's field errors go under their
 * field, anything else (wrong password, too many attempts) into an alert.
 */
export function CredentialsForm({
  mode,
  onDone,
  onForgotPassword,
}: {
  mode: LoginMode;
  onDone: (outcome: CredentialsOutcome) => void;
  onForgotPassword: (email: string) => void;
}) {
  const { values, errors, alert, pending, submit, field } = useCredentialsForm(mode, onDone);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={mode === 'signup' ? 'Sign up' : 'Sign in'}
    >
      <Stack spacing={2}>
        {mode === 'signup' && <TextField {...field('displayName')} autoComplete="name" autoFocus />}
        <TextField
          {...field('email')}
          type="email"
          autoComplete="email"
          autoFocus={mode === 'signin'}
        />
        <PasswordField
          {...field('password')}
          autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
          helperText={errors.password ?? (mode === 'signup' ? 'At least 8 characters.' : undefined)}
        />
        {mode === 'signin' && (
          <Box sx={{ textAlign: 'right', mt: '4px !important' }}>
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => onForgotPassword(values.email)}
            >
              Forgot password?
            </Link>
          </Box>
        )}
        {alert && (
          <Alert severity="error" role="alert">
            {alert}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {SUBMIT_LABELS[mode][pending ? 1 : 0]}
        </Button>
        {mode === 'signup' && <SignUpAgreement />}
      </Stack>
    </Box>
  );
}

/** The terms a sign-up agrees to, each opening in a new tab. */
function SignUpAgreement() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
      By signing up you agree to the{' '}
      <Link href="/legal/tos.html" target="_blank" rel="noopener">
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link href="/legal/privacy.html" target="_blank" rel="noopener">
        Privacy Policy
      </Link>
      .
    </Typography>
  );
}
