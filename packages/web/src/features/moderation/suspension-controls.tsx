import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { canSuspend, type PublicUser } from '@vantage/shared';
import { apiErrorText } from '../../api/client';
import { useCurrentUser } from '../../core/current-user';
import { useSnackbar } from '../../components/snackbar';
import { liftSuspension, suspendMember, suspensionQuery } from './moderation-api';
import { SuspendDialog } from './suspend-dialog';

/** On a member's profile, for administrators: their suspension, Suspend and Lift. */
export function SuspensionControls({ member }: { member: PublicUser }) {
  const user = useCurrentUser();
  const allowed = canSuspend(user) && user?.id !== member.id && !member.admin;
  const query = useQuery({ ...suspensionQuery(member.id), enabled: allowed });
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [open, setOpen] = useState(false);
  const done = (message: string) => {
    setOpen(false);
    snackbar.show(message);
    void queryClient.invalidateQueries({ queryKey: ['moderation'] });
  };
  const suspend = useMutation({
    mutationFn: ({ days, reason }: { days: number | null; reason: string }) =>
      suspendMember(member.id, { days, reason }),
    onSuccess: () => done(`${member.displayName} is suspended.`),
    onError: (error) => snackbar.show(apiErrorText(error)),
  });
  const lift = useMutation({
    mutationFn: () => liftSuspension(member.id),
    onSuccess: () => done(`${member.displayName}’s suspension is lifted.`),
    onError: (error) => snackbar.show(apiErrorText(error)),
  });
  if (!allowed || !query.data) return null;
  const state = query.data;
  return (
    <>
      {state.suspended ? (
        <Alert
          severity="warning"
          sx={{ my: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => lift.mutate()}>
              Lift suspension
            </Button>
          }
        >
          Suspended{' '}
          {state.until === null ? 'for good' : `until ${new Date(state.until).toLocaleString()}`}:{' '}
          {state.reason}
        </Alert>
      ) : (
        <Button size="small" color="error" variant="outlined" onClick={() => setOpen(true)}>
          Suspend member
        </Button>
      )}
      <SuspendDialog
        memberName={member.displayName}
        open={open}
        busy={suspend.isPending}
        onClose={() => setOpen(false)}
        onSuspend={(days, reason) => suspend.mutate({ days, reason })}
      />
    </>
  );
}
