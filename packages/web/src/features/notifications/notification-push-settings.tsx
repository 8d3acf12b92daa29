import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  SNACKBAR_MS,
  type NotificationKind,
} from '@vantage/shared';
import { useSnackbar } from '../../components/snackbar';
import { describeApiError } from '../../lib/form-problems';
import { pushSettingsKey, pushSettingsQuery, savePushSettings } from './notifications-api';
import { usePushDevice } from './use-push-device';

/** What went wrong, in a sentence. */
function problemText(error: unknown): string {
  const problem = describeApiError(error, {});
  return 'alert' in problem ? problem.alert : problem.message;
}

/** This browser's push switch; nothing where the browser cannot receive push. */
function PushDeviceSwitch() {
  const device = usePushDevice();
  if (device.state === 'unsupported') return null;
  return (
    <Box sx={{ mb: 1.5 }}>
      <FormControlLabel
        control={
          <Switch
            checked={device.state === 'on'}
            disabled={device.busy || device.state === 'loading' || device.state === 'blocked'}
            onChange={(event) => void (event.target.checked ? device.turnOn() : device.turnOff())}
          />
        }
        label="Push notifications on this device"
      />
      {device.state === 'blocked' && (
        <Alert severity="info" sx={{ mt: 1 }}>
          This browser blocks notifications from this site: allow them in its site settings to turn
          push on.
        </Alert>
      )}
      {device.problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {device.problem}
        </Alert>
      )}
    </Box>
  );
}

/**
 * Web push: this browser's switch (shown where the browser supports push) and, for every
 * device the member turned it on in, which kinds of notification are pushed. Each choice is
 * saved as it is made.
 */
export function NotificationPushSettings() {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const settings = useQuery(pushSettingsQuery());
  const save = useMutation({
    mutationFn: (change: { kind: NotificationKind; on: boolean }) =>
      savePushSettings({ [change.kind]: change.on }),
    onSuccess: (answer) => {
      queryClient.setQueryData(pushSettingsKey(), answer);
      snackbar.show('Saved.', { durationMs: SNACKBAR_MS.success });
    },
  });
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        A notification on your phone or computer as it happens, even when the site is closed.
      </Typography>
      <PushDeviceSwitch />
      <Typography id="notification-push-label" variant="subtitle2" component="h3">
        What is pushed
      </Typography>
      {settings.isError && <Alert severity="error">{problemText(settings.error)}</Alert>}
      {save.isError && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {problemText(save.error)}
        </Alert>
      )}
      {settings.data && (
        <FormGroup role="group" aria-labelledby="notification-push-label">
          {NOTIFICATION_KINDS.map((kind) => (
            <FormControlLabel
              key={kind}
              control={
                <Switch
                  id={`notification-push-${kind}`}
                  checked={settings.data[kind]}
                  disabled={save.isPending}
                  onChange={(event) => save.mutate({ kind, on: event.target.checked })}
                />
              }
              label={NOTIFICATION_KIND_LABELS[kind]}
            />
          ))}
        </FormGroup>
      )}
    </Box>
  );
}
