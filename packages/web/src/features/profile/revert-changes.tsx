import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RevertChangesAnswer, type PublicUser } from '@vantage/shared';
import { useId, useState, type FormEvent } from 'react';
import { apiPost } from '../../api/client';
import { describeApiError } from '../../lib/form-problems';
import { revertSummary } from './revert-summary';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment as a `datetime-local` field shows it: the browser's own time, to the minute. */
function localInputValue(at: Date): string {
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * An administrator's "Revert changes" on a member's profile: every new title, position and
 * tag change the member made since a moment, undone in one action.
 */
export function RevertChanges({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  const [since, setSince] = useState(() => localInputValue(new Date(Date.now() - DAY_MS)));
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (moment: Date) =>
      apiPost(
        `/user/${user.id}/revertChanges`,
        { since: moment.toISOString() },
        RevertChangesAnswer,
      ),
    // Titles, positions and tags of any spot may have changed.
    onSuccess: () => queryClient.invalidateQueries(),
    onError: (error) => {
      const found = describeApiError(error, { since: 'Since' });
      setProblem('field' in found ? found.message : found.alert);
    },
  });

  const close = () => {
    if (mutation.isPending) return;
    setOpen(false);
    setProblem(null);
    mutation.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const moment = new Date(since);
    if (since === '' || Number.isNaN(moment.getTime())) {
      setProblem('Choose the date and time from which to undo the changes.');
      return;
    }
    setProblem(null);
    mutation.mutate(moment);
  };

  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        Revert changes…
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>Revert {user.displayName}’s changes</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 2 }}>
              Every new title, position and tag change {user.displayName} made since this moment is
              undone. Where someone else changed the same thing after them, their change is left as
              it is. Each undo is recorded in its spot’s History.
            </Typography>
            <TextField
              type="datetime-local"
              label="Since"
              value={since}
              onChange={(event) => {
                setSince(event.target.value);
                setProblem(null);
              }}
              error={problem !== null}
              helperText={problem ?? 'In your own time zone.'}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
            {mutation.data && (
              <Alert severity="success" role="status" sx={{ mt: 2 }}>
                {revertSummary(mutation.data)}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={mutation.isPending}>
              {mutation.data ? 'Close' : 'Cancel'}
            </Button>
            {!mutation.data && (
              <Button type="submit" color="error" variant="contained" disabled={mutation.isPending}>
                Revert
              </Button>
            )}
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
