import { queryOptions } from '@tanstack/react-query';
import {
  AuditLog,
  ModerationActionAnswer,
  type ModerationActionBody,
  ModerationQueue,
  MyReportsAnswer,
  OkAnswer,
  ReportAnswer,
  LinkRightAnswer,
  type ReportBody,
  type ReportTargetKind,
  type SuspendBody,
  SuspensionAnswer,
  WarningsAnswer,
} from '@vantage/shared';
import { apiFetch, apiPost } from '../../api/client';

/** `POST /reports`: the signed-in member reports an item. */
export const fileReport = (body: ReportBody) => apiPost('/reports', body, ReportAnswer);

/** The signed-in member's reports and how each ended. */
export const myReportsQuery = () =>
  queryOptions({
    queryKey: ['reports', 'mine'] as const,
    queryFn: () => apiFetch('/reports/mine', MyReportsAnswer),
  });

/** The moderation queue: open reports grouped by item. */
export const moderationQueueQuery = () =>
  queryOptions({
    queryKey: ['moderation', 'queue'] as const,
    queryFn: () => apiFetch('/moderation/queue', ModerationQueue),
  });

/** One action on a reported item. */
export const actOnItem = (kind: ReportTargetKind, id: number, body: ModerationActionBody) =>
  apiPost(`/moderation/items/${kind}/${id}`, body, ModerationActionAnswer);

/** The audit log, newest first. */
export const auditLogQuery = () =>
  queryOptions({
    queryKey: ['moderation', 'log'] as const,
    queryFn: () => apiFetch('/moderation/log?limit=200', AuditLog),
  });

/** A member's suspension, as administrators see it. */
export const suspensionQuery = (userId: number) =>
  queryOptions({
    queryKey: ['moderation', 'suspension', userId] as const,
    queryFn: () => apiFetch(`/user/${userId}/suspension`, SuspensionAnswer),
  });

/** Suspends a member for some days or for good (`days` null). */
export const suspendMember = (userId: number, body: SuspendBody) =>
  apiFetch(`/user/${userId}/suspension`, SuspensionAnswer, {
    method: 'PUT',
    body: JSON.stringify(body),
  });

/** Lifts a member's suspension. */
export const liftSuspension = (userId: number, reason?: string) =>
  apiFetch(`/user/${userId}/suspension`, SuspensionAnswer, {
    method: 'DELETE',
    body: JSON.stringify(reason ? { reason } : {}),
  });

/** A member's right to post links, as administrators see it. */
export const linkRightQuery = (userId: number) =>
  queryOptions({
    queryKey: ['moderation', 'links', userId] as const,
    queryFn: () => apiFetch(`/user/${userId}/links`, LinkRightAnswer),
  });

/** Gives a member back the right to post links. */
export const restoreLinks = (userId: number) =>
  apiFetch(`/user/${userId}/links`, LinkRightAnswer, {
    method: 'PUT',
    body: JSON.stringify({ allowed: true }),
  });

/** The signed-in member's warnings not yet seen. */
export const warningsQuery = () =>
  queryOptions({
    queryKey: ['moderation', 'warnings'] as const,
    queryFn: () => apiFetch('/moderation/warnings', WarningsAnswer),
  });

/** The member saw a warning: it is not shown again. */
export const markWarningSeen = (id: number) =>
  apiPost(`/moderation/warnings/${id}/seen`, {}, OkAnswer);
