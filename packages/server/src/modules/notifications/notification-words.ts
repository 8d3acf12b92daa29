import {
  NOTIFICATION_KINDS,
  notificationText,
  type NotificationKind,
  type NotificationWords,
} from '@vantage/shared';

/** A stored notification's kind; an unknown one (from a newer release) reads as a change. */
export function storedKind(kind: string): NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind)
    ? (kind as NotificationKind)
    : 'spotChanged';
}

/** What the text of a stored notification is made from. */
export function storedWords(row: {
  kind: string;
  count: number;
  title: string;
  detail: string | null;
}): NotificationWords {
  const detail = parseDetail(row.detail);
  return {
    kind: storedKind(row.kind),
    count: row.count,
    title: row.title,
    proposal: detail.proposal ?? null,
    tier: detail.tier ?? null,
    report: detail.report ?? null,
    outcome: detail.outcome ?? null,
    actor: detail.actor ?? null,
    replyTo: detail.replyTo ?? null,
  };
}

/** The line a member reads for a stored notification, in the bell and in mails. */
export function storedText(row: Parameters<typeof storedWords>[0]): string {
  return notificationText(storedWords(row));
}

function parseDetail(raw: string | null): Record<string, string | undefined> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null
      ? (value as Record<string, string | undefined>)
      : {};
  } catch {
    return {};
  }
}
