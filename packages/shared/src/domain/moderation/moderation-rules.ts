/**
 * Reports and moderation: who may report and moderate, when reports hide an item, and
 * whether a member is suspended. The server decides with these rules; the web app shows its
 * controls with the same ones.
 */
import { isAdmin, type Actor } from '../access.js';
import { trustTier, TRUST_TIERS } from '../community/proposal-rules.js';

/** What members may report. */
export const REPORT_TARGET_KINDS = [
  'photo',
  'description',
  'guide',
  'reply',
  'gallery',
  'spot',
  'member',
] as const;

/**
 * How a report ended, as its reporter hears it: nothing about the author beyond what everyone
 * sees (a warning or a suspension is only "action was taken"), never who decided.
 */
export const REPORT_OUTCOMES = ['noAction', 'removed', 'actionTaken'] as const;
/** One way a report ended, for its reporter. */
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** The outcome a moderator's action on a reported item means for its reporters. */
export function reportOutcomeOf(
  action: 'dismiss' | 'hide' | 'delete' | 'warn' | 'suspend' | 'approve' | 'remove_spam',
): ReportOutcome {
  switch (action) {
    case 'dismiss':
    case 'approve':
      return 'noAction';
    case 'hide':
    case 'delete':
    case 'remove_spam':
      return 'removed';
    case 'warn':
    case 'suspend':
      return 'actionTaken';
  }
}

/** The anchor of "Your reports" on a member's own profile, where decided reports link. */
export const MY_REPORTS_ANCHOR = 'your-reports';

/** Why a member reports an item; `other` needs a note. */
export const REPORT_REASONS = [
  'spam',
  'wrong_place',
  'offensive',
  'copyright',
  'private_information',
  'other',
] as const;

/** The reasons as the report dialog names them. */
export const REPORT_REASON_LABELS: Readonly<Record<(typeof REPORT_REASONS)[number], string>> = {
  spam: 'Spam or advertising',
  wrong_place: 'Wrong place',
  offensive: 'Offensive',
  copyright: 'Copyright infringement',
  private_information: 'Private information',
  other: 'Something else',
};

/** Longest note of a report, in characters. */
export const REPORT_NOTE_MAX = 1_000;
/** Longest reason a moderator gives for an action, in characters. */
export const MODERATION_REASON_MAX = 500;
/** Longest warning sent to a member, in characters. */
export const WARNING_MESSAGE_MAX = 1_000;
/** Longest suspension, in days, short of suspending for good. */
export const SUSPENSION_DAYS_MAX = 3_650;

/** The tier whose members' reports count towards hiding an item (the Trusted tier). */
export const REPORT_HIDING_TIER = TRUST_TIERS[1]!;
/** The tier whose members moderate beside administrators (the Steward tier). */
export const MODERATOR_TIER = TRUST_TIERS[2]!;
/** Reports by this many members of the Trusted tier or above hide an item pending review. */
export const TRUSTED_REPORTS_TO_HIDE = 3;

/** A member as the moderation rules read them. */
export type ModerationActor = Actor & { impact: number };

/** Whether a member moderates: administrators, and members of the Steward tier. */
export function canModerate(actor: ModerationActor | null | undefined): boolean {
  if (actor == null) return false;
  return isAdmin(actor) || actor.impact >= MODERATOR_TIER.minImpact;
}

/** Suspending a member, lifting a suspension and reading the audit log: administrators. */
export function canSuspend(actor: Actor | null | undefined): boolean {
  return isAdmin(actor);
}

/** The audit log of moderators' actions is read by administrators. */
export function canReadAuditLog(actor: Actor | null | undefined): boolean {
  return isAdmin(actor);
}

/** A reporter as the hiding rule reads them. */
export interface Reporter {
  impact: number;
  /** Administrators and Stewards: one report of theirs hides at once. */
  moderator: boolean;
}

/**
 * Whether the open reports of an item hide it pending review: one from a moderator, or
 * `TRUSTED_REPORTS_TO_HIDE` from members of the Trusted tier or above (each member counted once).
 */
export function reportsHide(reporters: readonly Reporter[]): boolean {
  if (reporters.some((reporter) => reporter.moderator)) return true;
  const trusted = reporters.filter(
    (reporter) => trustTier(reporter.impact).minImpact >= REPORT_HIDING_TIER.minImpact,
  );
  return trusted.length >= TRUSTED_REPORTS_TO_HIDE;
}

/** A hidden item is seen by its author and moderators alone. */
export function canSeeHiddenItem(
  actor: ModerationActor | null | undefined,
  authorId: number | null,
): boolean {
  if (actor == null) return false;
  return (authorId !== null && actor.id === authorId) || canModerate(actor);
}

/** A member's suspension as stored: its reason while one holds, and its end (null: for good). */
export interface SuspensionRecord {
  reason: string | null;
  untilMs: number | null;
}

/** Whether a suspension holds at `nowMs`. */
export function isSuspended(record: SuspensionRecord, nowMs: number): boolean {
  return record.reason !== null && (record.untilMs === null || record.untilMs > nowMs);
}

/** What a suspended member is told: until when and why. */
export function suspensionMessage(record: { reason: string; untilMs: number | null }): string {
  const until =
    record.untilMs === null
      ? 'for good'
      : `until ${new Date(record.untilMs).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return `Your account is suspended ${until}. Reason: ${record.reason}`;
}
