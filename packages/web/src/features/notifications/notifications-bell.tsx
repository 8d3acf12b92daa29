import { useState } from 'react';
import { useNavigate } from 'react-router';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { bellCount, bellLabel } from '@vantage/shared';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../core/current-user';
import { useIsMobile } from '../../lib/use-is-mobile';
import { NotificationList } from './notification-list';
import { unreadQuery } from './notifications-api';
import { useLiveNotifications } from './use-live-notifications';

/**
 * The top bar's bell, for members: the unread count, kept live by the server's push; it opens
 * the list in a popover, or the notifications page on a phone.
 */
export function NotificationsBell() {
  const user = useCurrentUser();
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useLiveNotifications();
  const unread = useQuery({ ...unreadQuery(), enabled: user !== null }).data?.unread ?? 0;
  if (!user) return null;
  const label = bellLabel(unread);
  return (
    <>
      <IconButton
        title={label}
        aria-label={label}
        aria-haspopup={mobile ? undefined : 'dialog'}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          if (mobile) void navigate('/notifications');
          else setAnchor(event.currentTarget);
        }}
      >
        <Badge badgeContent={bellCount(unread)} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': 'Notifications',
            sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: '70vh' },
          },
        }}
      >
        {anchor && <NotificationList onNavigate={() => setAnchor(null)} />}
      </Popover>
    </>
  );
}
