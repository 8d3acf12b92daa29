import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { Password, SNACKBAR_MS } from '@vantage/shared';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { useSnackbar } from '../../components/snackbar';
import { changePassword, PasswordField, useApplySignIn } from '../account';
import { describeApiError, schemaProblem } from '../../lib/form-problems';

type PasswordFieldName = 'currentPassword' | 'newPassword';
const LABELS: Record<PasswordFieldName, string> = {
  currentPassword: 'Current password',
  newPassword: 'New password',
};

/** Changes the password; the server ends the account's other sessions. */
export function ChangePasswordForm() {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<PasswordFieldName, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const snackbar = useSnackbar();
  const applySignIn = useApplySignIn();
  const mutation = useMutation({
    mutationFn: () => changePassword(values.currentPassword, values.newPassword),
    onSuccess: (answer) => {
      // Every session ended with the change; the answer carries this browser's new one.
      applySignIn(answer.user);
      setValues({ currentPassword: '', newPassword: '' });
      snackbar.show('Your password was changed.', { durationMs: SNACKBAR_MS.success });
    },
    onError: (error) => {
      // A wrong current password is that field's problem, not the session's.
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        setErrors({
          currentPassword: error.body?.error.message ?? 'The current password is not correct.',
        });
        return;
      }
      const problem = describeApiError(error, LABELS);
      if ('field' in problem) setErrors({ [problem.field]: problem.message });
      else setAlert(problem.alert);
    },
  });

  const change = (field: PasswordFieldName) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const found: Partial<Record<PasswordFieldName, string>> = {};
    if (values.currentPassword === '')
      found.currentPassword = `${LABELS.currentPassword} must not be empty`;
    const weak = schemaProblem(Password, values.newPassword, LABELS.newPassword);
    if (weak) found.newPassword = weak;
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Change password"
      sx={{ pt: 1.5 }}
    >
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        {(['currentPassword', 'newPassword'] as const).map((field) => (
          <PasswordField
            key={field}
            name={field}
            label={LABELS[field]}
            autoComplete={field === 'newPassword' ? 'new-password' : 'current-password'}
            value={values[field]}
            onChange={change(field)}
            error={errors[field] !== undefined}
            helperText={
              errors[field] ?? (field === 'newPassword' ? 'At least 8 characters.' : undefined)
            }
            fullWidth
          />
        ))}
        {alert && (
          <Alert severity="error" role="alert">
            {alert}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="outlined" disabled={mutation.isPending}>
            {mutation.isPending ? 'Changing…' : 'Change password'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
