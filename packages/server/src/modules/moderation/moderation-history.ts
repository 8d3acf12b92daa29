import { isSuspended, type AuditAction, type MemberHistory } from '@vantage/shared';
import type { ModerationLogRepository } from './moderation-log.repository';
import type { ReportRepository } from './report.repository';

/** How many earlier actions the queue shows per member. */
const ACTIONS_SHOWN = 5;

/** The records of several members as moderators weigh them: reports made and received, actions, suspension. */
export async function memberHistories(
  reports: ReportRepository,
  log: ModerationLogRepository,
  userIds: readonly number[],
  now: number,
): Promise<Map<number, MemberHistory>> {
  const ids = [...new Set(userIds)];
  const [counts, actions, suspensions] = await Promise.all([
    reports.reportCounts(ids),
    log.actionsOn(ids, ACTIONS_SHOWN),
    log.suspensions(ids),
  ]);
  const suspensionById = new Map(suspensions.map((row) => [row.id, row]));
  return new Map(
    ids.map((id) => {
      const row = suspensionById.get(id);
      const record = {
        reason: row?.suspension_reason ?? null,
        untilMs: row?.suspended_until ?? null,
      };
      const suspended = isSuspended(record, now);
      return [
        id,
        {
          reportsMade: counts.made.get(id) ?? 0,
          reportsReceived: counts.received.get(id) ?? 0,
          actions: (actions.get(id) ?? []).map((entry) => ({
            action: entry.action as AuditAction,
            createdAt: entry.created_at,
          })),
          suspended,
          suspendedUntil: suspended ? record.untilMs : null,
        },
      ];
    }),
  );
}
