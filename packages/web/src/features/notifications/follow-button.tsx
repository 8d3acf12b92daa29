import Button from '@mui/material/Button';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationAddIcon from '@mui/icons-material/NotificationAddOutlined';
import type { FollowTarget } from '@vantage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../../core/current-user';
import { useRequireLogin } from '../../core/login-required';
import { useSnackbar } from '../../components/snackbar';
import { followQuery, setFollowing } from './notifications-api';

const WHAT: Record<FollowTarget, string> = { spot: 'spot', tag: 'tag', member: 'photographer' };

/**
 * Follow and Following for a spot (id), a tag (name) or a member (id): its changes and new
 * photos then come to the bell. Whom a member follows only they see.
 */
export function FollowButton({ type, target }: { type: FollowTarget; target: number | string }) {
  const user = useCurrentUser();
  const requireLogin = useRequireLogin();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const query = followQuery(type, target, user !== null);
  const following = useQuery(query).data?.following ?? false;
  const change = useMutation({
    mutationFn: (next: boolean) => setFollowing(type, target, next),
    onSuccess: (answer) => {
      queryClient.setQueryData(query.queryKey, answer);
      snackbar.show(
        answer.following
          ? `You follow this ${WHAT[type]}: its news comes to your notifications.`
          : `You no longer follow this ${WHAT[type]}.`,
      );
    },
    onError: () => snackbar.show('Could not change what you follow. Please try again.'),
  });
  if (user && type === 'member' && target === user.id) return null;
  return (
    <Button
      size="small"
      variant={following ? 'contained' : 'outlined'}
      startIcon={following ? <NotificationsActiveIcon /> : <NotificationAddIcon />}
      aria-pressed={following}
      disabled={change.isPending}
      onClick={(event) => {
        if (requireLogin(event.currentTarget)) change.mutate(!following);
      }}
    >
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
