import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { canRestoreLinks, type PublicUser } from '@vantage/shared';
import { apiErrorText } from '../../api/client';
import { useCurrentUser } from '../../core/current-user';
import { useSnackbar } from '../../components/snackbar';
import { linkRightQuery, restoreLinks } from './moderation-api';

/**
 * On a member's profile, for administrators: the member lost the right to post links (their
 * posts were removed as spam), with Restore links. Nothing while they have it.
 */
export function LinkRightControls({ member }: { member: PublicUser }) {
  const user = useCurrentUser();
  const allowed = canRestoreLinks(user) && user?.id !== member.id;
  const query = useQuery({ ...linkRightQuery(member.id), enabled: allowed });
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const restore = useMutation({
    mutationFn: () => restoreLinks(member.id),
    onSuccess: () => {
      snackbar.show(`${member.displayName} may post links again.`);
      void queryClient.invalidateQueries({ queryKey: ['moderation'] });
    },
    onError: (error) => snackbar.show(apiErrorText(error)),
  });
  if (!allowed || !query.data || query.data.allowed) return null;
  return (
    <Alert
      severity="warning"
      sx={{ my: 1 }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={restore.isPending}
          onClick={() => restore.mutate()}
        >
          Restore links
        </Button>
      }
    >
      May not post links since {new Date(query.data.revokedAt ?? 0).toLocaleDateString()}: posts
      were removed as spam.
    </Alert>
  );
}
