import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { actsAsMember } from '@vantage/shared';
import { useCurrentUser } from '../../core/current-user';
import { markWarningSeen, warningsQuery } from './moderation-api';

/** A moderator's warning, shown to its member once at their next visit. */
export function WarningsNotice() {
  const user = useCurrentUser();
  const query = useQuery({ ...warningsQuery(), enabled: user !== null && actsAsMember(user) });
  const queryClient = useQueryClient();
  const seen = useMutation({
    mutationFn: markWarningSeen,
    onSettled: () => queryClient.invalidateQueries({ queryKey: warningsQuery().queryKey }),
  });
  const titleId = useId();
  const warning = user ? query.data?.warnings[0] : undefined;
  if (!warning) return null;
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="xs">
      <DialogTitle id={titleId}>A message from the moderators</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{warning.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          variant="contained"
          disabled={seen.isPending}
          onClick={() => seen.mutate(warning.id)}
        >
          I understand
        </Button>
      </DialogActions>
    </Dialog>
  );
}
