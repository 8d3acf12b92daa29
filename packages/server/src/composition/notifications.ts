import type { Container } from './types';
import type { Database } from '../db/database';
import type { ServerLogger } from '../lib/log';
import { FollowService } from '../modules/notifications/follow.service';
import { NotificationRepository } from '../modules/notifications/notification.repository';
import { NotificationStreams } from '../modules/notifications/notification-streams';
import { NotificationService } from '../modules/notifications/notification.service';

/**
 * Members' notifications, what they follow, and their open pages' streams. Built before the
 * areas whose services tell of events, which are given the notifications service as their
 * `Notify`.
 */
export function buildNotifications(
  database: Database,
  log: ServerLogger,
): Pick<Container, 'notifications' | 'follows' | 'notificationStreams'> {
  const repository = new NotificationRepository(database);
  const notifications = new NotificationService(repository);
  return {
    notifications,
    follows: new FollowService(repository),
    notificationStreams: new NotificationStreams((userId) => notifications.unreadOf(userId), log),
  };
}
