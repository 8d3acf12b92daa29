import type { NotificationKind } from '@vantage/shared';
import type { Mail } from '../../adapters/mail/mailer';
import { storedKind, storedText } from './notification-words';

/** What every notification mail needs to know about the site and the member. */
export interface NotificationMailContext {
  siteName: string;
  origin: string;
  /** The settings page where the member chooses what is mailed. */
  settingsUrl: string;
  /** The member's signed unsubscribe link, which also takes the one-click POST. */
  unsubscribeUrl: string;
}

/** A notification as a mail lists it. */
export interface MailedNotification {
  kind: string;
  count: number;
  title: string;
  link: string;
  detail: string | null;
}

/** Most lines a digest lists; the rest are counted and wait in the bell. */
export const DIGEST_LINES_MAX = 50;

/**
 * The headers of every notification mail: the unsubscribe link, and RFC 8058's one-click
 * marker, which tells mail providers they may POST to it without opening a page.
 */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

const SECTIONS: readonly { heading: string; kinds: readonly NotificationKind[] }[] = [
  { heading: 'Your proposals', kinds: ['proposalApplied', 'proposalRejected'] },
  { heading: 'Your photos', kinds: ['photoMoved'] },
  { heading: 'Your reports', kinds: ['reportDecided'] },
  { heading: 'Votes on your work', kinds: ['photoVoted', 'descriptionVoted'] },
  { heading: 'Badges', kinds: ['badgeEarned'] },
  { heading: 'What you follow', kinds: ['spotChanged', 'newPhoto'] },
];

/** A digest's notifications grouped under headings, in a fixed order; empty groups left out. */
export function digestSections(
  items: readonly MailedNotification[],
): { heading: string; items: MailedNotification[] }[] {
  return SECTIONS.map(({ heading, kinds }) => ({
    heading,
    items: items.filter((item) => kinds.includes(storedKind(item.kind))),
  })).filter((section) => section.items.length > 0);
}

const line = (site: NotificationMailContext, item: MailedNotification) =>
  `- ${storedText(item)}\n  ${site.origin}${item.link}`;

/** The closing lines of every notification mail: where to choose, and the way out. */
function footer(site: NotificationMailContext): string[] {
  return [
    '',
    '--',
    `Choose which notifications are e-mailed, and when: ${site.settingsUrl}`,
    `Stop all e-mails from ${site.siteName}: ${site.unsubscribeUrl}`,
  ];
}

/** The "as it happens" mail: one notification, or the few that came within the gap. */
export function instantMail(
  site: NotificationMailContext,
  to: string,
  items: readonly MailedNotification[],
): Mail {
  const [first] = items;
  const subject =
    items.length === 1 && first
      ? storedText(first)
      : `${items.length} new notifications on ${site.siteName}`;
  return {
    to,
    subject,
    text: [...items.map((item) => line(site, item)), ...footer(site)].join('\n'),
    headers: listUnsubscribeHeaders(site.unsubscribeUrl),
  };
}

/** A daily or weekly digest of the notifications that came since the last one. */
export function digestMail(
  site: NotificationMailContext,
  to: string,
  period: 'daily' | 'weekly',
  items: readonly MailedNotification[],
): Mail {
  const listed = items.slice(-DIGEST_LINES_MAX);
  const more = items.length - listed.length;
  const body: string[] = [];
  for (const section of digestSections(listed)) {
    body.push(section.heading, '', ...section.items.map((item) => line(site, item)), '');
  }
  if (more > 0) body.push(`…and ${more} more in your notifications: ${site.origin}/notifications`);
  return {
    to,
    subject: `Your ${period} ${site.siteName} digest: ${items.length} new ${
      items.length === 1 ? 'notification' : 'notifications'
    }`,
    text: [...body, ...footer(site)].join('\n'),
    headers: listUnsubscribeHeaders(site.unsubscribeUrl),
  };
}
