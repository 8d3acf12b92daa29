import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_MAIL_CHOICE_LABELS,
  NOTIFICATION_MAIL_CHOICES,
  SNACKBAR_MS,
  type NotificationKind,
  type NotificationMailChoice,
} from '@vantage/shared';
import { useSnackbar } from '../../components/snackbar';
import { describeApiError } from '../../lib/form-problems';
import { mailSettingsKey, mailSettingsQuery, saveMailSettings } from './notifications-api';

/** What went wrong, in a sentence. */
function problemText(error: unknown): string {
  const problem = describeApiError(error, {});
  return 'alert' in problem ? problem.alert : problem.message;
}

/** Why no notification is mailed, when none is; null when they are. */
function whyNoMail({ emailNews, emailVerified }: { emailNews: boolean; emailVerified: boolean }) {
  if (!emailVerified) return 'Notifications are mailed once your e-mail address is confirmed.';
  if (!emailNews) return 'E-mail news are off, so no notification is mailed. Turn them on above.';
  return null;
}

/**
 * The member's choice, for each kind of notification, of how it is mailed: off, as it
 * happens, or in the daily or weekly digest. Each choice is saved as it is made.
 */
export function NotificationMailSettings({
  emailNews,
  emailVerified,
}: {
  emailNews: boolean;
  emailVerified: boolean;
}) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const settings = useQuery(mailSettingsQuery());
  const save = useMutation({
    mutationFn: (change: { kind: NotificationKind; choice: NotificationMailChoice }) =>
      saveMailSettings({ [change.kind]: change.choice }),
    onSuccess: (answer) => {
      queryClient.setQueryData(mailSettingsKey(), answer);
      snackbar.show('Saved.', { durationMs: SNACKBAR_MS.success });
    },
  });
  const note = whyNoMail({ emailNews, emailVerified });
  return (
    <Box component="section" aria-labelledby="notification-mail-label" sx={{ pt: 2.25 }}>
      <Typography id="notification-mail-label" variant="subtitle2" component="h3">
        Notification e-mails
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        For each kind of notification: off, an e-mail as it happens (at most one every few minutes),
        or a daily or weekly digest of what you have not read yet.
      </Typography>
      {note && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {note}
        </Alert>
      )}
      {settings.isError && <Alert severity="error">{problemText(settings.error)}</Alert>}
      {save.isError && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {problemText(save.error)}
        </Alert>
      )}
      {settings.data && (
        <Stack spacing={1.5}>
          {NOTIFICATION_KINDS.map((kind) => (
            <TextField
              key={kind}
              select
              size="small"
              id={`notification-mail-${kind}`}
              label={NOTIFICATION_KIND_LABELS[kind]}
              value={settings.data[kind]}
              disabled={save.isPending}
              onChange={(event) =>
                save.mutate({ kind, choice: event.target.value as NotificationMailChoice })
              }
              sx={{ maxWidth: 420 }}
            >
              {NOTIFICATION_MAIL_CHOICES.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {NOTIFICATION_MAIL_CHOICE_LABELS[choice]}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Stack>
      )}
    </Box>
  );
}
