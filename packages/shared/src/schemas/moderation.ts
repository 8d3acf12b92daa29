import { z } from 'zod';
import { filledText, IdParam, numberParam, text, UserRef } from './common.js';
import {
  MODERATION_REASON_MAX,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_TARGET_KINDS,
  SUSPENSION_DAYS_MAX,
  WARNING_MESSAGE_MAX,
} from '../domain/moderation/moderation-rules.js';

/** What a report is about. */
export const ReportTargetKind = z.enum(REPORT_TARGET_KINDS, {
  error: `must be one of ${REPORT_TARGET_KINDS.join(', ')}`,
});
export type ReportTargetKind = z.infer<typeof ReportTargetKind>;

/** Why a report was made. */
export const ReportReason = z.enum(REPORT_REASONS, {
  error: `must be one of ${REPORT_REASONS.join(', ')}`,
});
export type ReportReason = z.infer<typeof ReportReason>;

/** Where a report stands: waiting for a moderator, dismissed, or acted on. */
export const ReportStatus = z.enum(['open', 'dismissed', 'acted']);
export type ReportStatus = z.infer<typeof ReportStatus>;

/** `POST /api/reports`: a member reports an item; `other` needs a note. */
export const ReportBody = z
  .object({
    targetKind: ReportTargetKind,
    targetId: IdParam,
    reason: ReportReason,
    note: text({ error: 'must be text' })
      .trim()
      .max(REPORT_NOTE_MAX, { error: `must be at most ${REPORT_NOTE_MAX} characters` })
      .optional(),
  })
  .check((context) => {
    if (context.value.reason === 'other' && !context.value.note) {
      context.issues.push({
        code: 'custom',
        path: ['note'],
        message: 'must say what is wrong when the reason is "other"',
        input: context.value.note,
      });
    }
  });
export type ReportBody = z.infer<typeof ReportBody>;

/** A report as its reporter sees it. */
export const MyReport = z.object({
  id: z.number().int(),
  targetKind: ReportTargetKind,
  targetId: z.number().int(),
  /** What the item was called when reported. */
  targetTitle: z.string(),
  reason: ReportReason,
  note: z.string().nullable(),
  status: ReportStatus,
  createdAt: z.number(),
  decidedAt: z.number().nullable(),
});
export type MyReport = z.infer<typeof MyReport>;

/** Answer of `POST /api/reports`. */
export const ReportAnswer = z.object({
  report: MyReport,
  /** Whether the item is now hidden pending review. */
  hidden: z.boolean(),
});
export type ReportAnswer = z.infer<typeof ReportAnswer>;

/** `GET /api/reports/mine`. */
export const MyReportsAnswer = z.object({ reports: z.array(MyReport) });
export type MyReportsAnswer = z.infer<typeof MyReportsAnswer>;

/** A moderator's action on a reported item. */
export const ModerationAction = z.enum(
  ['dismiss', 'hide', 'delete', 'warn', 'suspend', 'approve', 'remove_spam'],
  { error: 'must be one of dismiss, hide, delete, warn, suspend, approve, remove_spam' },
);
export type ModerationAction = z.infer<typeof ModerationAction>;

/** What the audit log records. */
export const AuditAction = z.enum([
  'dismiss',
  'hide',
  'delete',
  'warn',
  'suspend',
  'unsuspend',
  'auto_hide',
  'revert_changes',
  'approve_held',
  'remove_spam',
  'revoke_links',
  'restore_links',
]);
export type AuditAction = z.infer<typeof AuditAction>;

/** How long a suspension lasts: days, or null for good. */
const suspensionDays = z
  .number({ error: 'must be a number of days or null (for good)' })
  .int({ error: 'must be a whole number of days' })
  .min(1, { error: `must be between 1 and ${SUSPENSION_DAYS_MAX}` })
  .max(SUSPENSION_DAYS_MAX, { error: `must be between 1 and ${SUSPENSION_DAYS_MAX}` })
  .nullable();

const moderationReason = filledText(MODERATION_REASON_MAX, { error: 'must be text' });

/** Path of an item in the queue. */
export const ModerationItemParams = z.object({ kind: ReportTargetKind, id: IdParam });
export type ModerationItemParams = z.infer<typeof ModerationItemParams>;

/** `POST /api/moderation/items/{kind}/{id}`: one action on a reported item. */
export const ModerationActionBody = z
  .object({
    action: ModerationAction,
    /** Why: written to the audit log (and told to a suspended member). */
    reason: moderationReason.optional(),
    /** The warning's text, for `warn`. */
    message: filledText(WARNING_MESSAGE_MAX, { error: 'must be text' }).optional(),
    /** For `suspend`: days, or null for good. */
    days: suspensionDays.optional(),
  })
  .check((context) => {
    const { action, message, reason, days } = context.value;
    const missing = (path: string, why: string) =>
      context.issues.push({ code: 'custom', path: [path], message: why, input: undefined });
    if (action === 'warn' && !message) missing('message', 'must be given to warn a member');
    if (action === 'suspend' && !reason) missing('reason', 'must be given to suspend a member');
    if (action === 'suspend' && days === undefined)
      missing('days', 'must be a number of days or null (for good) to suspend a member');
  });
export type ModerationActionBody = z.infer<typeof ModerationActionBody>;

/** A member's record as moderators weigh it. */
export const MemberHistory = z.object({
  reportsMade: z.number().int(),
  reportsReceived: z.number().int(),
  /** Moderators' earlier actions on the member's work or account, newest first. */
  actions: z.array(z.object({ action: AuditAction, createdAt: z.number() })),
  suspendedUntil: z.number().nullable(),
  suspended: z.boolean(),
});
export type MemberHistory = z.infer<typeof MemberHistory>;

/** One report in the queue. */
export const QueueReport = z.object({
  id: z.number().int(),
  reason: ReportReason,
  note: z.string().nullable(),
  createdAt: z.number(),
  reporter: UserRef.nullable(),
  reporterHistory: MemberHistory.nullable(),
});
export type QueueReport = z.infer<typeof QueueReport>;

/** A reported item with its open reports, in context. */
export const QueueItem = z.object({
  kind: ReportTargetKind,
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  /** A small picture of the item, when it has one. */
  thumbnail: z.string().nullable(),
  /** The item's page on the site; null once it is gone. */
  link: z.string().nullable(),
  hidden: z.boolean(),
  /** A new member's post with links, held until a moderator approves or removes it. */
  held: z.boolean(),
  author: UserRef.nullable(),
  /** Whether the author lost the right to post links (after posts removed as spam). */
  authorLinksRevoked: z.boolean(),
  authorHistory: MemberHistory.nullable(),
  reports: z.array(QueueReport),
});
export type QueueItem = z.infer<typeof QueueItem>;

/** `GET /api/moderation/queue`: open reports grouped by item, oldest first. */
export const ModerationQueue = z.object({ items: z.array(QueueItem) });
export type ModerationQueue = z.infer<typeof ModerationQueue>;

/** Answer of an action. */
export const ModerationActionAnswer = z.object({
  ok: z.literal(true),
  /** How many open reports the action closed. */
  closedReports: z.number().int(),
});
export type ModerationActionAnswer = z.infer<typeof ModerationActionAnswer>;

/** One entry of the audit log: names are kept as text, so an entry outlives its members. */
export const AuditEntry = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  action: AuditAction,
  targetKind: ReportTargetKind,
  targetId: z.number().int(),
  targetUserId: z.number().int().nullable(),
  targetUserName: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.number(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** `GET /api/moderation/log`: newest first, `before` an entry id to page back. */
export const AuditLogQuery = z.object({
  before: IdParam.optional(),
  limit: numberParam(
    z
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be between 1 and 200' })
      .max(200, { error: 'must be between 1 and 200' }),
  ).optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

/** Answer of the audit log. */
export const AuditLog = z.object({ entries: z.array(AuditEntry) });
export type AuditLog = z.infer<typeof AuditLog>;

/** `PUT /api/user/{id}/suspension`: an administrator suspends a member. */
export const SuspendBody = z.object({ days: suspensionDays, reason: moderationReason });
export type SuspendBody = z.infer<typeof SuspendBody>;

/** `DELETE /api/user/{id}/suspension`: lifting, with an optional reason for the log. */
export const LiftSuspensionBody = z.object({ reason: moderationReason.optional() }).optional();
export type LiftSuspensionBody = z.infer<typeof LiftSuspensionBody>;

/** A member's suspension now. */
export const SuspensionAnswer = z.object({
  suspended: z.boolean(),
  /** Its end; null while suspended for good (or when not suspended). */
  until: z.number().nullable(),
  reason: z.string().nullable(),
});
export type SuspensionAnswer = z.infer<typeof SuspensionAnswer>;

/** A member's right to post links, lost when their posts were removed as spam. */
export const LinkRightAnswer = z.object({
  allowed: z.boolean(),
  /** When it was lost; null while allowed. */
  revokedAt: z.number().nullable(),
});
export type LinkRightAnswer = z.infer<typeof LinkRightAnswer>;

/** `PUT /api/user/{id}/links`: an administrator gives the right back, with an optional reason. */
export const RestoreLinksBody = z.object({
  allowed: z.literal(true, { error: 'must be true' }),
  reason: moderationReason.optional(),
});
export type RestoreLinksBody = z.infer<typeof RestoreLinksBody>;

/** A warning a moderator sent, shown to its member once. */
export const Warning = z.object({
  id: z.number().int(),
  message: z.string(),
  createdAt: z.number(),
});
export type Warning = z.infer<typeof Warning>;

/** `GET /api/moderation/warnings`: the signed-in member's warnings not yet seen. */
export const WarningsAnswer = z.object({ warnings: z.array(Warning) });
export type WarningsAnswer = z.infer<typeof WarningsAnswer>;
