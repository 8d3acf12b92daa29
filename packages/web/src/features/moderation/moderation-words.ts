import type { AuditAction, ReportStatus, ReportTargetKind } from '@vantage/shared';

/** How the queue and the audit log name each action. */
export const AUDIT_ACTION_WORDS: Readonly<Record<AuditAction, string>> = {
  dismiss: 'reports dismissed',
  hide: 'hidden',
  delete: 'deleted',
  warn: 'warned',
  suspend: 'suspended',
  unsuspend: 'suspension lifted',
  auto_hide: 'hidden by reports',
  revert_changes: 'changes reverted',
  approve_held: 'held post approved',
  remove_spam: 'removed as spam',
  revoke_links: 'lost the right to post links',
  restore_links: 'right to post links restored',
};

/** How a reporter's list names where a report stands. */
export const REPORT_STATUS_WORDS: Readonly<Record<ReportStatus, string>> = {
  open: 'Open',
  dismissed: 'Dismissed',
  acted: 'Acted on',
};

/** The kinds as labels. */
export const KIND_LABELS: Readonly<Record<ReportTargetKind, string>> = {
  photo: 'Photo',
  description: 'Description',
  guide: 'Guide',
  reply: 'Reply to a guide',
  gallery: 'Gallery',
  spot: 'Spot',
  member: 'Member',
};
