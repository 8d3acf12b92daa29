import { NOTIFICATION_KINDS, type NotificationKind } from './notification-rules.js';

/** How a member is mailed of one kind of notification. */
export const NOTIFICATION_MAIL_CHOICES = ['off', 'instant', 'daily', 'weekly'] as const;
/** One of the e-mail choices: never, as it happens, in the daily or in the weekly digest. */
export type NotificationMailChoice = (typeof NOTIFICATION_MAIL_CHOICES)[number];
/** A member's e-mail choice for every kind of notification. */
export type NotificationMailChoices = Record<NotificationKind, NotificationMailChoice>;

/** The words the settings show for each choice. */
export const NOTIFICATION_MAIL_CHOICE_LABELS: Readonly<Record<NotificationMailChoice, string>> = {
  off: 'Off',
  instant: 'As it happens',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
};

/** The settings' name of each kind of notification. */
export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  proposalApplied: 'My proposal was applied',
  proposalRejected: 'My proposal was rejected',
  photoVoted: 'Votes on my photos',
  descriptionVoted: 'Votes on my descriptions',
  photoMoved: 'My photo was moved to another spot',
  badgeEarned: 'I earned a badge',
  spotChanged: 'A spot, tag or member I follow changed',
  newPhoto: 'New photos where I follow',
  reportDecided: 'How my reports were decided',
  guideReply: 'Replies to my guides and to guides I replied to',
};

/**
 * Votes come often and say little each, so they are never mailed unless asked for; the rest
 * come in one daily digest, as Discourse and Stack Exchange mail a summary rather than each
 * event.
 */
export function defaultMailChoice(kind: NotificationKind): NotificationMailChoice {
  return kind === 'photoVoted' || kind === 'descriptionVoted' ? 'off' : 'daily';
}

/** Every kind's default e-mail choice. */
export function defaultMailChoices(): NotificationMailChoices {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, defaultMailChoice(kind)]),
  ) as NotificationMailChoices;
}

/**
 * Shortest time between two "as it happens" mails to one member by default: a burst waits for
 * the next. Also how far back the first mail reaches.
 */
export const INSTANT_MAIL_GAP_MS = 5 * 60_000;
/** A daily digest covers this long. */
export const DAILY_DIGEST_MS = 24 * 60 * 60_000;
/** A weekly digest covers this long. */
export const WEEKLY_DIGEST_MS = 7 * DAILY_DIGEST_MS;

/**
 * When the next "as it happens" mail to a member may go, given when the last went (null for
 * never): at once after a quiet spell, else `gapMs` after the last, carrying everything that
 * came meanwhile.
 */
export function nextInstantMailAt(
  lastSentAtMs: number | null,
  nowMs: number,
  gapMs = INSTANT_MAIL_GAP_MS,
): number {
  if (lastSentAtMs === null) return nowMs;
  return Math.max(nowMs, lastSentAtMs + gapMs);
}
