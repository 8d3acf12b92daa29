// The moderators' pages, loaded together when one is opened.
export { ModerationPage } from './moderation-page';
export { AuditLogPage } from './audit-log-page';
