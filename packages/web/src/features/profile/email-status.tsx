import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useMutation } from '@tanstack/react-query';
import { SNACKBAR_MS, type CurrentUser } from '@vantage/shared';
import { useSnackbar } from '../../components/snackbar';
import { resendVerification } from '../account';
import { describeApiError } from '../../lib/form-problems';
import { SETTINGS_ROW_SX } from './editable-field';

/**
 * The account's e-mail address and whether it is confirmed, with 'Resend confirmation' while
 * it is not.
 */
export function EmailStatus({ user }: { user: CurrentUser }) {
  const snackbar = useSnackbar();
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: () =>
      snackbar.show(`We sent a new confirmation link to ${user.email ?? 'your e-mail address'}.`, {
        durationMs: SNACKBAR_MS.success,
      }),
  });
  const problem = resend.isError ? describeApiError(resend.error, {}) : null;

  return (
    <Box component="section" aria-labelledby="email-label" sx={SETTINGS_ROW_SX}>
      <Typography id="email-label" variant="subtitle2" component="h3">
        E-mail address
      </Typography>
      <Stack
        direction="row"
        alignItems="center"
        flexWrap="wrap"
        useFlexGap
        spacing={1.25}
        sx={{ mt: 0.75 }}
      >
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {user.email ?? 'No e-mail address (signed up with a provider)'}
        </Typography>
        {user.email &&
          (user.emailVerified ? (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              icon={<CheckCircleIcon />}
              label="Confirmed"
            />
          ) : (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              icon={<ErrorOutlineIcon />}
              label="Not confirmed"
            />
          ))}
      </Stack>
      {user.email && !user.emailVerified && (
        <Alert
          severity="warning"
          sx={{ mt: 1.5, alignItems: 'center' }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => resend.mutate()}
              disabled={resend.isPending || resend.isSuccess}
            >
              {resend.isSuccess ? 'Sent' : 'Resend confirmation'}
            </Button>
          }
        >
          Please confirm your address with the link we e-mailed you. Until then you can read
          everything, but not contribute or vote.
        </Alert>
      )}
      {problem && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {'alert' in problem ? problem.alert : problem.message}
        </Typography>
      )}
    </Box>
  );
}
