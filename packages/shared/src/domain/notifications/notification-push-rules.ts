import { NOTIFICATION_KINDS, type NotificationKind } from './notification-rules.js';

/** A member's web push choice for every kind of notification: on or off. */
export type NotificationPushChoices = Record<NotificationKind, boolean>;

/**
 * Votes come often and say little each, so they buzz no phone unless asked for; everything
 * else is worth a glance as it happens.
 */
export function defaultPushChoice(kind: NotificationKind): boolean {
  return kind !== 'photoVoted' && kind !== 'descriptionVoted';
}

/** Every kind's default web push choice. */
export function defaultPushChoices(): NotificationPushChoices {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, defaultPushChoice(kind)]),
  ) as NotificationPushChoices;
}

/** The heading of a pushed notification of each kind; its body is the notification's line. */
export const PUSH_TITLES: Readonly<Record<NotificationKind, string>> = {
  proposalApplied: 'Proposal applied',
  proposalRejected: 'Proposal rejected',
  photoVoted: 'New vote on your photo',
  descriptionVoted: 'New vote on your description',
  photoMoved: 'Photo moved',
  badgeEarned: 'Badge earned',
  spotChanged: 'A spot you follow changed',
  newPhoto: 'New photo where you follow',
  reportDecided: 'Your report was reviewed',
  guideReply: 'New reply to a guide',
};

/** What a push message carries to the service worker, which shows it as a notification. */
export interface PushMessage {
  title: string;
  body: string;
  /** The site path the notification opens. */
  url: string;
  /** Notifications with one tag replace each other, as gathered lines do in the bell. */
  tag: string;
}

/** Longest pushed text: push services take about 4 KB of payload, encryption included. */
export const PUSH_TEXT_MAX = 1000;

/** The push message of a notification of `kind` about `subject`, reading `text`, linking `link`. */
export function pushMessage(
  kind: NotificationKind,
  subject: string,
  text: string,
  link: string,
): PushMessage {
  return {
    title: PUSH_TITLES[kind],
    body: text.length > PUSH_TEXT_MAX ? `${text.slice(0, PUSH_TEXT_MAX - 1)}…` : text,
    url: link.startsWith('/') && !link.startsWith('//') ? link : '/',
    tag: `${kind}:${subject}`,
  };
}

/**
 * A push message read from the data a service worker received; null when it is not one
 * (another sender's, or cut), so the worker can show a plain notice instead.
 */
export function readPushMessage(data: unknown): PushMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string') return null;
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return null;
  return { title, body, url, tag: typeof tag === 'string' ? tag : '' };
}
