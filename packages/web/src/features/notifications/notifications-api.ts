import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  FollowTarget,
  NotificationMailSettingsBody,
  NotificationPushSettingsBody,
} from '@vantage/shared';
import { apiFetch, apiPost } from '../../api/client';
import type { PersistMeta } from '../../core/query-persistence';

/** Every query of the member's notifications starts with this key. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
const UNREAD_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const;

/** Notifications in one page of the bell's list. */
const PAGE_SIZE = 20;

/** `GET /notifications/unread`: the bell's count. */
export function unreadQuery() {
  return queryOptions({
    queryKey: UNREAD_KEY,
    queryFn: () => apiFetch('/notifications/unread', 'UnreadAnswer'),
    staleTime: 60_000,
    // One member's own: never kept in the browser for whoever signs in next.
    meta: { persist: false } satisfies PersistMeta,
  });
}

/** `GET /notifications`: the member's notifications, newest first, a page at a time. */
export function notificationsQuery() {
  return infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'list'] as const,
    queryFn: ({ pageParam }) =>
      apiFetch(
        `/notifications?limit=${PAGE_SIZE}${pageParam === null ? '' : `&before=${pageParam}`}`,
        'NotificationsAnswer',
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next,
    // One member's own: never kept in the browser for whoever signs in next.
    meta: { persist: false } satisfies PersistMeta,
  });
}

/** `POST /notifications/{id}/read`. */
export function markRead(id: number) {
  return apiPost(`/notifications/${id}/read`, {}, 'UnreadAnswer');
}

/** `POST /notifications/read`: all of them. */
export function markAllRead() {
  return apiPost('/notifications/read', {}, 'UnreadAnswer');
}

/** The address of a followed thing: a spot's or member's id, a tag's name. */
export function followPath(type: FollowTarget, key: number | string): string {
  return `/follow/${type}/${encodeURIComponent(String(key))}`;
}

/** `GET /follow/{type}/{key}`: whether the member follows it. */
export function followQuery(type: FollowTarget, key: number | string, enabled: boolean) {
  return queryOptions({
    queryKey: ['follow', type, String(key)] as const,
    queryFn: () => apiFetch(followPath(type, key), 'FollowAnswer'),
    enabled,
    // One member's own: never kept in the browser for whoever signs in next.
    meta: { persist: false } satisfies PersistMeta,
  });
}

/** `POST /follow/{type}/{key}`: follows or stops following. */
export function setFollowing(type: FollowTarget, key: number | string, following: boolean) {
  return apiPost(followPath(type, key), { following }, 'FollowAnswer');
}

const MAIL_SETTINGS_KEY = [...NOTIFICATIONS_KEY, 'mail'] as const;

/** `GET /notifications/mail`: how the member is mailed of each kind of notification. */
export function mailSettingsQuery() {
  return queryOptions({
    queryKey: MAIL_SETTINGS_KEY,
    queryFn: () => apiFetch('/notifications/mail', 'NotificationMailSettings'),
    // One member's own: never kept in the browser for whoever signs in next.
    meta: { persist: false } satisfies PersistMeta,
  });
}

/** The query key of the member's mail choices, to put a saved answer in. */
export const mailSettingsKey = () => MAIL_SETTINGS_KEY;

/** `POST /notifications/mail`: changes the choice of the kinds given. */
export function saveMailSettings(body: NotificationMailSettingsBody) {
  return apiPost('/notifications/mail', body, 'NotificationMailSettings');
}

const PUSH_SETTINGS_KEY = [...NOTIFICATIONS_KEY, 'push'] as const;

/** `GET /notifications/push`: which kinds of notification are pushed to the member's browsers. */
export function pushSettingsQuery() {
  return queryOptions({
    queryKey: PUSH_SETTINGS_KEY,
    queryFn: () => apiFetch('/notifications/push', 'NotificationPushSettings'),
    // One member's own: never kept in the browser for whoever signs in next.
    meta: { persist: false } satisfies PersistMeta,
  });
}

/** The query key of the member's push choices, to put a saved answer in. */
export const pushSettingsKey = () => PUSH_SETTINGS_KEY;

/** `POST /notifications/push`: changes the choice of the kinds given. */
export function savePushSettings(body: NotificationPushSettingsBody) {
  return apiPost('/notifications/push', body, 'NotificationPushSettings');
}

/** `GET /push/key`: the server's VAPID public key. */
export function pushKey() {
  return apiFetch('/push/key', 'PushKeyAnswer');
}

/** `POST /push/subscriptions`: keeps this browser's subscription for the member. */
export function saveSubscription(subscription: PushSubscriptionJSON) {
  return apiPost('/push/subscriptions', subscription, 'PushSubscriptionAnswer');
}

/** `DELETE /push/subscriptions`: forgets this browser's subscription. */
export function deleteSubscription(endpoint: string) {
  return apiFetch('/push/subscriptions', 'PushSubscriptionAnswer', {
    method: 'DELETE',
    body: JSON.stringify({ endpoint }),
  });
}
