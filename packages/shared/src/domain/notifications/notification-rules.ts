/** What a notification tells a member about. */
export const NOTIFICATION_KINDS = [
  'proposalApplied',
  'proposalRejected',
  'photoVoted',
  'descriptionVoted',
  'photoMoved',
  'badgeEarned',
  'spotChanged',
  'newPhoto',
  'reportDecided',
  'guideReply',
] as const;
/** A kind of notification. */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a member may follow: a spot, a tag or another member. */
export const FOLLOW_TARGETS = ['spot', 'tag', 'member'] as const;
/** A kind of thing a member follows. */
export type FollowTarget = (typeof FOLLOW_TARGETS)[number];

/**
 * Kinds that gather: a new one about the same thing joins an unread one of its kind (and
 * comes first again), so twelve votes on a photo are one line, not twelve.
 */
const GATHERING_KINDS: ReadonlySet<NotificationKind> = new Set([
  'photoVoted',
  'descriptionVoted',
  'spotChanged',
  'newPhoto',
  'guideReply',
]);

/** Whether a new notification of `kind` joins an unread one about the same thing. */
export function gathersWithUnread(kind: NotificationKind): boolean {
  return GATHERING_KINDS.has(kind);
}

/** Most notifications one page of the list holds. */
export const NOTIFICATIONS_PAGE_MAX = 50;
/** Notifications in one page of the list unless the request asks for another number. */
export const NOTIFICATIONS_PAGE_DEFAULT = 20;

/** What the text of a notification is made from. */
export interface NotificationWords {
  kind: NotificationKind;
  /** How many events the line gathers (1 for a single one). */
  count: number;
  /** The name of the thing: a spot's title, a badge's name. */
  title: string;
  /** The kind of proposal decided ("title", "location", "tag_add", …), for proposals. */
  proposal?: string | null;
  /** The badge's tier, for badges. */
  tier?: string | null;
  /** What was reported ("photo", "description", …), for decided reports. */
  report?: string | null;
  /** How a report ended ("noAction", "removed", "actionTaken"), for decided reports. */
  outcome?: string | null;
  /** Who did it, by the name they showed then: a reply's author. */
  actor?: string | null;
  /** Whose guide a reply answers: "author" (the reader's own) or "replier" (one they replied to). */
  replyTo?: string | null;
}

const quoted = (title: string) => `“${title}”`;
const counted = (count: number, one: string, many: string) =>
  count === 1 ? one : `${count} ${many}`;

const PROPOSAL_NAMES: Readonly<Record<string, string>> = {
  title: 'title',
  location: 'position',
  tag_add: 'new tag',
  tag_delete: 'tag removal',
  sensitive: 'sensitivity',
  photo_move: 'photo move',
};

/** How a reported item is named, with its title: "the photo “Sunrise”". */
const REPORTED_NAMES: Readonly<Record<string, { named: (title: string) => string; noun: string }>> =
  {
    photo: { named: (title) => `the photo ${quoted(title)}`, noun: 'photo' },
    description: { named: (title) => `the description of ${quoted(title)}`, noun: 'description' },
    guide: { named: (title) => `the guide ${quoted(title)}`, noun: 'guide' },
    gallery: { named: (title) => `the gallery ${quoted(title)}`, noun: 'gallery' },
    spot: { named: (title) => `the spot ${quoted(title)}`, noun: 'spot' },
    member: { named: (title) => `the member ${quoted(title)}`, noun: 'profile' },
    reply: { named: (title) => `a reply to ${quoted(title)}`, noun: 'reply' },
  };

/** A reply to a guide, in the words of the guide's author or of someone who replied before. */
function guideReplyText(words: NotificationWords): string {
  const { count, title } = words;
  const who = words.actor?.trim() || 'A member';
  if (words.replyTo === 'replier') {
    return count === 1
      ? `${who} also replied to the guide ${quoted(title)}`
      : `${count} more replies to the guide ${quoted(title)}`;
  }
  return count === 1
    ? `${who} replied to your guide ${quoted(title)}`
    : `${count} replies to your guide ${quoted(title)}`;
}

/** How a decided report ended, in the reporter's words; an unknown outcome says only "reviewed". */
function reportEnd(outcome: string | null | undefined, noun: string): string {
  switch (outcome ?? '') {
    case 'noAction':
      return ': no action was needed';
    case 'removed':
      return `: the ${noun} was removed`;
    case 'actionTaken':
      return ': the moderators took action';
    default:
      return '';
  }
}

/** The line a member reads for a notification, in the bell and on the notifications page. */
export function notificationText(words: NotificationWords): string {
  const { count, title } = words;
  const proposal = PROPOSAL_NAMES[words.proposal ?? ''] ?? 'change';
  switch (words.kind) {
    case 'proposalApplied':
      return `Your ${proposal} proposal for ${quoted(title)} was applied`;
    case 'proposalRejected':
      return `Your ${proposal} proposal for ${quoted(title)} was rejected`;
    case 'photoVoted':
      return `${counted(count, 'A vote', 'votes')} on your photo at ${quoted(title)}`;
    case 'descriptionVoted':
      return `${counted(count, 'A vote', 'votes')} on your description of ${quoted(title)}`;
    case 'photoMoved':
      return `Your photo was moved to ${quoted(title)}`;
    case 'badgeEarned': {
      const tier = words.tier ? `${words.tier[0]!.toUpperCase()}${words.tier.slice(1)} ` : '';
      return `You earned the ${tier}badge ${quoted(title)}`;
    }
    case 'spotChanged':
      return count === 1
        ? `${quoted(title)}, which you follow, was changed`
        : `${count} changes at ${quoted(title)}, which you follow`;
    case 'newPhoto':
      return `${counted(count, 'A new photo', 'new photos')} at ${quoted(title)}, which you follow`;
    case 'reportDecided': {
      const reported = REPORTED_NAMES[words.report ?? ''] ?? {
        named: (name: string) => quoted(name),
        noun: 'item',
      };
      return `Your report of ${reported.named(title)} was reviewed${reportEnd(words.outcome, reported.noun)}`;
    }
    case 'guideReply':
      return guideReplyText(words);
  }
}

/** The most unread notifications the bell counts; more show as "99+". */
export const BELL_COUNT_MAX = 99;

/** The bell's count as it shows it, or null when nothing is unread. */
export function bellCount(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > BELL_COUNT_MAX ? `${BELL_COUNT_MAX}+` : String(unread);
}

/** The words a screen reader hears for the bell: the count as it shows it. */
export function bellLabel(unread: number): string {
  const count = bellCount(unread);
  return count === null ? 'Notifications' : `Notifications, ${count} unread`;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long ago a notification's event happened, as the list says it ("5 min ago"). */
export function timeAgo(thenEpochMs: number, nowEpochMs: number): string {
  const elapsedMs = Math.max(0, nowEpochMs - thenEpochMs);
  if (elapsedMs < MINUTE_MS) return 'just now';
  if (elapsedMs < HOUR_MS) return `${Math.floor(elapsedMs / MINUTE_MS)} min ago`;
  if (elapsedMs < DAY_MS) {
    const hours = Math.floor(elapsedMs / HOUR_MS);
    return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  }
  const days = Math.floor(elapsedMs / DAY_MS);
  if (days < 30) return days === 1 ? 'yesterday' : `${days} days ago`;
  return new Date(thenEpochMs).toISOString().slice(0, 10);
}
