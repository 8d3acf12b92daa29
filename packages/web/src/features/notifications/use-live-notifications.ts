import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../../core/current-user';
import { apiHost } from '../../lib/native-app';
import { NOTIFICATIONS_KEY, unreadQuery } from './notifications-api';

/** How often the native app, which has no cookie for a stream, asks for the count. */
const NATIVE_POLL_MS = 60_000;

/**
 * Keeps the signed-in member's bell up to date: the server pushes the unread count to the
 * page (Server-Sent Events) whenever it changes, and the list is read again when it is next
 * shown. The browser reconnects a lost stream by itself.
 */
export function useLiveNotifications(): void {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null || typeof window === 'undefined') return;
    const native = apiHost() !== '';
    if (native || typeof EventSource === 'undefined') {
      const timer = setInterval(
        () => void queryClient.invalidateQueries({ queryKey: unreadQuery().queryKey }),
        NATIVE_POLL_MS,
      );
      return () => clearInterval(timer);
    }
    const source = new EventSource('/api/notifications/stream');
    source.addEventListener('unread', (event: MessageEvent<string>) => {
      let unread: number | null = null;
      try {
        const data = JSON.parse(event.data) as { unread?: unknown };
        if (typeof data.unread === 'number') unread = data.unread;
      } catch {
        unread = null;
      }
      if (unread === null) return;
      const before = queryClient.getQueryData(unreadQuery().queryKey)?.unread;
      queryClient.setQueryData(unreadQuery().queryKey, { unread });
      if (before !== unread) {
        void queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, 'list'] });
      }
    });
    return () => source.close();
  }, [userId, queryClient]);
}
