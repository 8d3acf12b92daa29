import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { timeAgo, type Notification } from '@vantage/shared';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useLoadMorePages } from '../../core/use-load-more-pages';
import {
  markAllRead,
  markRead,
  NOTIFICATIONS_KEY,
  notificationsQuery,
  unreadQuery,
} from './notifications-api';

/** One notification: its text, how long ago, read or not; a link to what it is about. */
function NotificationItem({
  item,
  nowMs,
  onOpen,
}: {
  item: Notification;
  nowMs: number;
  onOpen: (item: Notification) => void;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={item.link}
        onClick={() => onOpen(item)}
        sx={{
          alignItems: 'flex-start',
          gap: 1.5,
          bgcolor: item.read ? undefined : 'action.hover',
        }}
      >
        <Box
          aria-hidden
          sx={{
            mt: 0.9,
            width: 8,
            height: 8,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: item.read ? 'transparent' : 'primary.main',
          }}
        />
        <ListItemText
          primary={
            <>
              {item.text}
              {!item.read && (
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  (unread)
                </Box>
              )}
            </>
          }
          secondary={timeAgo(Date.parse(item.created), nowMs)}
          slotProps={{
            primary: { sx: { fontWeight: item.read ? 400 : 600, fontSize: '0.925rem' } },
          }}
        />
      </ListItemButton>
    </ListItem>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The member's notifications, newest first: "Mark all as read", and older ones as the end of
 * the list comes near. Opening one marks it read and follows its link (`onNavigate` closes a
 * popover it is shown in).
 */
export function NotificationList({ onNavigate }: { onNavigate?: () => void }) {
  const queryClient = useQueryClient();
  const pages = useInfiniteQuery(notificationsQuery());
  const sentinel = useRef<HTMLDivElement>(null);
  useLoadMorePages(sentinel, pages);
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = pages.data?.pages[0]?.unread ?? 0;
  const nowMs = Date.now();

  const refresh = (answer: { unread: number }) => {
    queryClient.setQueryData(unreadQuery().queryKey, answer);
    void queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, 'list'] });
  };
  const open = (item: Notification) => {
    onNavigate?.();
    if (!item.read) void markRead(item.id).then(refresh, () => undefined);
  };

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1,
          gap: 1,
        }}
      >
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Notifications
        </Typography>
        <Button
          size="small"
          disabled={unread === 0}
          onClick={() => void markAllRead().then(refresh, () => undefined)}
        >
          Mark all as read
        </Button>
      </Box>
      {pages.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
          <CircularProgress size={24} aria-label="Loading notifications" />
        </Box>
      ) : pages.isError ? (
        <Typography sx={{ px: 2, pb: 2 }} color="error">
          Could not load your notifications. Please try again.
        </Typography>
      ) : items.length === 0 ? (
        <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
          Nothing yet. Follow a spot, a tag or a photographer to hear of their news here.
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Your notifications">
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} nowMs={nowMs} onOpen={open} />
          ))}
        </List>
      )}
      <div ref={sentinel} />
      {pages.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
          <Button
            size="small"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? 'Loading…' : 'Older notifications'}
          </Button>
        </Box>
      )}
    </Box>
  );
}
