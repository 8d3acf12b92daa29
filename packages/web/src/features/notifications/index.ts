/** Notifications: the top bar's bell, the notifications page, and Follow buttons. */
export { FollowButton } from './follow-button';
export { NotificationsBell } from './notifications-bell';
export { NotificationsPage } from './notifications-page';
export { NotificationMailSettings } from './notification-mail-settings';
export { NotificationPushSettings } from './notification-push-settings';
