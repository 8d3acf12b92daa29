import { z } from 'zod';
import { NOTIFICATION_MAIL_CHOICES } from '../domain/notifications/notification-mail-rules.js';
import { NOTIFICATION_KINDS } from '../domain/notifications/notification-rules.js';

const Choice = z.enum(NOTIFICATION_MAIL_CHOICES, {
  error: `must be one of ${NOTIFICATION_MAIL_CHOICES.join(', ')}`,
});

const choiceShape = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, Choice])) as {
  [K in (typeof NOTIFICATION_KINDS)[number]]: typeof Choice;
};

/** `GET /notifications/mail`: how the member is mailed of each kind of notification. */
export const NotificationMailSettings = z.object(choiceShape);
export type NotificationMailSettings = z.infer<typeof NotificationMailSettings>;

/** `POST /notifications/mail`: the kinds whose choice changes; the others stay. */
export const NotificationMailSettingsBody = z.strictObject(choiceShape).partial();
export type NotificationMailSettingsBody = z.infer<typeof NotificationMailSettingsBody>;
