import { z } from 'zod';
import { IdParam, numberParam, UserRef, wholeNumberBetween } from './common.js';
import {
  FOLLOW_TARGETS,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_DEFAULT,
  NOTIFICATIONS_PAGE_MAX,
} from '../domain/notifications/notification-rules.js';
import { TAG_NAME_MAX } from '../domain/tag-names.js';

/** One line of a member's notifications: several events about one thing may share it. */
export const Notification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** How many events the line gathers ("12 votes on your photo"). */
  count: z.number().int().positive(),
  text: z.string(),
  /** The site path of the thing it is about. */
  link: z.string(),
  /** When the latest event of the line happened. */
  created: z.string(),
  read: z.boolean(),
  /** Who caused the latest event, when a member did. */
  actor: UserRef.nullable(),
});
export type Notification = z.infer<typeof Notification>;

/** `GET /notifications`: a page of the member's notifications, newest first. */
export const NotificationsQuery = z.object({
  /** Only notifications older than this one (the `next` of the page before). */
  before: IdParam.optional(),
  limit: numberParam(wholeNumberBetween(1, NOTIFICATIONS_PAGE_MAX)).default(
    NOTIFICATIONS_PAGE_DEFAULT,
  ),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuery>;

/** A page of notifications with the unread count. */
export const NotificationsAnswer = z.object({
  items: z.array(Notification),
  unread: z.number().int().min(0),
  /** The `before` of the next older page; null when this page is the last. */
  next: z.number().int().nullable(),
});
export type NotificationsAnswer = z.infer<typeof NotificationsAnswer>;

/** The member's unread notifications, as the bell counts them. */
export const UnreadAnswer = z.object({ unread: z.number().int().min(0) });
export type UnreadAnswer = z.infer<typeof UnreadAnswer>;

/** `POST /notifications/{id}/read`. */
export const NotificationParams = z.object({ id: IdParam });

/** `GET|POST /follow/spot/{key}` and `/follow/member/{key}`: the spot's or member's id. */
export const FollowIdParams = z.object({ key: IdParam });
/** `GET|POST /follow/tag/{key}`: the tag's name. */
export const FollowTagParams = z.object({
  key: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(TAG_NAME_MAX, { error: `must be at most ${TAG_NAME_MAX} characters` }),
});

/** `POST /follow/{target}/{key}`: follow (true) or stop following (false). */
export const FollowBody = z.object({
  following: z.boolean({ error: 'must be true or false' }),
});
export type FollowBody = z.infer<typeof FollowBody>;

/** Whether the member follows the spot, tag or member; only they are told. */
export const FollowAnswer = z.object({ following: z.boolean() });
export type FollowAnswer = z.infer<typeof FollowAnswer>;

/** The kinds of things one follows, as the API names them in paths. */
export const FollowTargetName = z.enum(FOLLOW_TARGETS);
