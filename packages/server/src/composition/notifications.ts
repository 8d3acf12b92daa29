import type { Base, Container } from './types';
import type { Database } from '../db/database';
import type { ServerLogger } from '../lib/log';
import { FollowService } from '../modules/notifications/follow.service';
import { NotificationMailJob } from '../modules/notifications/notification-mail.job';
import { NotificationMailRepository } from '../modules/notifications/notification-mail.repository';
import { NotificationMailService } from '../modules/notifications/notification-mail.service';
import { NotificationPushRepository } from '../modules/notifications/notification-push.repository';
import { NotificationPushService } from '../modules/notifications/notification-push.service';
import { WebPushSender } from '../adapters/web-push/push-sender';
import { loadVapidKeys, type VapidKeys } from '../adapters/web-push/vapid-keys';
import { JobLeaseRepository } from '../modules/operations/job-lease.repository';
import type { UnsubscribeService } from '../modules/users/unsubscribe.service';
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

/**
 * Notification mails and their job. Built after the accounts, whose unsubscribe service signs
 * the link in every mail; links point at PUBLIC_URL, else at the address the server listens on.
 */
export function buildNotificationMails(
  { config, database, mailer, log }: Base,
  unsubscribe: UnsubscribeService,
): Pick<Container, 'notificationMails' | 'notificationMailJob'> {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const notificationMails = new NotificationMailService({
    repository: new NotificationMailRepository(database),
    mailer,
    log,
    siteName: config.siteName,
    origin: config.publicUrl || `http://${host}:${config.port}`,
    unsubscribeLink: (origin, userId) => unsubscribe.link(origin, userId),
    gapMs: config.notificationMailGapMs,
  });
  return {
    notificationMails,
    notificationMailJob: new NotificationMailJob(
      notificationMails,
      new JobLeaseRepository(database),
      log,
    ),
  };
}

/** Longest wait for a push service's answer: a slow one holds no request, only its own send. */
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Web push of notifications. The VAPID keys are the configured ones, else a pair made on the
 * first push or key asked for and kept in the database.
 */
export function buildNotificationPushes({
  config,
  database,
  log,
  repositories,
}: Base): Pick<Container, 'notificationPushes'> {
  let keys: Promise<VapidKeys> | null = null;
  const vapidKeys = () => {
    keys ??= loadVapidKeys(config.vapidKeys, repositories.appMeta).catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };
  return {
    notificationPushes: new NotificationPushService({
      repository: new NotificationPushRepository(database),
      sender: new WebPushSender({
        keys: vapidKeys,
        subject: config.vapidSubject,
        timeoutMs: PUSH_TIMEOUT_MS,
        allowHosts: config.pushAllowHosts,
      }),
      publicKey: async () => (await vapidKeys()).publicKey,
      allowHosts: config.pushAllowHosts,
      log,
    }),
  };
}
