import {
  canModerate,
  reportsHide,
  type CurrentUser,
  type MyReport,
  type ReportAnswer,
  type ReportBody,
  type ReportReason,
  type ReportTargetKind,
} from '@vantage/shared';
import type { Selectable } from 'kysely';
import type { DB } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, notFound } from '../../lib/errors';
import { requireUser } from '../../lib/permissions';
import {
  RateLimiter,
  type RateLimitRule,
  type RateLimitStore,
  waitWords,
} from '../../lib/rate-limit';
import type { HiddenItems } from '../visibility/hidden-items.service';
import type { ModerationLogRepository } from './moderation-log.repository';
import type { ReportRepository } from './report.repository';

/** How many of their reports a member sees in their list. */
const MY_REPORTS_SHOWN = 50;

/**
 * How many reports one member files: a burst of a few, and a day's worth that honest use never
 * reaches, so nobody floods the moderators' queue or hides items by reporting everything.
 */
export const REPORT_LIMITS = {
  burst: { name: 'reports-minute', limit: 5, windowMs: 60_000 },
  daily: { name: 'reports-day', limit: 20, windowMs: 24 * 60 * 60_000 },
} satisfies Record<string, RateLimitRule>;

export interface ReportServiceDeps {
  reports: ReportRepository;
  log: ModerationLogRepository;
  hidden: HiddenItems;
  /** Counters of members' reports, shared by all processes when Redis is configured. */
  rateLimits: RateLimitStore;
  /** Told when an item was hidden, so lists, maps and pages holding it are made afresh. */
  itemShownChanged: (kind: ReportTargetKind, id: number) => Promise<void>;
  now?: () => number;
}

/** Names of the kinds, as error messages say them. */
const KIND_NAMES: Readonly<Record<ReportTargetKind, string>> = {
  photo: 'photo',
  description: 'description',
  guide: 'guide',
  reply: 'reply',
  gallery: 'gallery',
  spot: 'spot',
  member: 'member',
};

/** The reporter's view of a stored report. */
export function toMyReport(row: Selectable<DB['reports']>): MyReport {
  return {
    id: row.id,
    targetKind: row.target_kind,
    targetId: row.target_id,
    targetTitle: row.target_title,
    reason: row.reason as ReportReason,
    note: row.note,
    status: row.status,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

/** 409: the member's report of the item is already open. */
function alreadyReported(what: string): HttpError {
  return new HttpError(
    409,
    'already_reported',
    `You have already reported this ${what}; it waits for a moderator.`,
  );
}

/**
 * Members' reports: any confirmed member reports what they can see, once while the report is
 * open; reports from enough trusted members (or one moderator) hide the item pending review.
 */
export class ReportService {
  private readonly now: () => number;
  private readonly burstLimiter: RateLimiter;
  private readonly dailyLimiter: RateLimiter;

  constructor(private readonly deps: ReportServiceDeps) {
    this.now = deps.now ?? Date.now;
    this.burstLimiter = new RateLimiter(deps.rateLimits, REPORT_LIMITS.burst);
    this.dailyLimiter = new RateLimiter(deps.rateLimits, REPORT_LIMITS.daily);
  }

  /** Counts one report of the member; over either limit, 429 with the wait in Retry-After. */
  private async countReport(userId: number): Promise<void> {
    const key = String(userId);
    await this.burstLimiter.enforce(
      key,
      (seconds) =>
        `You sent ${REPORT_LIMITS.burst.limit} reports within a minute. Please wait ${seconds} seconds before reporting again.`,
    );
    await this.dailyLimiter.enforce(
      key,
      (seconds) =>
        `You have filed ${REPORT_LIMITS.daily.limit} reports today, the most a member may file in a day. You can report again in ${waitWords(seconds)}; moderators will review the reports you sent.`,
    );
  }

  /** A report that was not filed (already open) does not count against the limits. */
  private async uncountReport(userId: number): Promise<void> {
    await this.burstLimiter.undo(String(userId));
    await this.dailyLimiter.undo(String(userId));
  }

  async report(body: ReportBody, actor: CurrentUser | null): Promise<ReportAnswer> {
    const user = requireUser(actor);
    const { targetKind: kind, targetId: id } = body;
    const item = await this.deps.reports.item(kind, id);
    const what = KIND_NAMES[kind];
    if (!item) throw notFound(what);
    // What the reporter cannot see, they cannot report (a hidden item answers 404 as if gone).
    await this.deps.hidden.assertVisible(kind, id, item.authorId, user, what);
    if (kind === 'member' ? id === user.id : item.authorId === user.id) {
      throw new HttpError(403, 'forbidden', `You cannot report your own ${what}.`);
    }
    // A report already open is answered as such, whatever the limits: it files nothing.
    if (await this.deps.reports.hasOpenReport(user.id, kind, id)) throw alreadyReported(what);
    await this.countReport(user.id);
    const now = this.now();
    const answer = await this.deps.reports
      .transaction(async (trx) => {
        if (await this.deps.reports.openReportOf(trx, user.id, kind, id)) return null;
        const reportId = await this.deps.reports.insert(trx, {
          target_kind: kind,
          target_id: id,
          target_user_id: item.authorId,
          target_title: item.title.slice(0, 200),
          reporter_id: user.id,
          reason: body.reason,
          note: body.note || null,
          created_at: now,
          decided_at: null,
        });
        const reporters = await this.deps.reports.openReporters(trx, kind, id);
        const hides = reportsHide(
          reporters.map((reporter) => ({
            impact: reporter.impact,
            moderator: canModerate({
              id: reporter.id,
              admin: reporter.admin === 1,
              impact: reporter.impact,
            }),
          })),
        );
        if (hides) await this.deps.reports.hide(trx, kind, id, item.authorId, false, now);
        if (hides) {
          const author = item.authorId;
          const authorRow = author !== null ? await this.deps.log.member(author, trx) : undefined;
          await this.deps.log.write(trx, {
            actor_id: null,
            actor_name: 'Community reports',
            action: 'auto_hide',
            target_kind: kind,
            target_id: id,
            target_user_id: author,
            target_user_name: authorRow?.display_name ?? null,
            reason: `Hidden pending review after ${reporters.length} report(s)`,
            created_at: now,
          });
        }
        return { report: await this.deps.reports.byId(trx, reportId), hidden: hides };
      })
      .catch((error: unknown) => {
        // Two reports sent at once by the same member: the unique index keeps one.
        if (isUniqueViolation(error)) return null;
        throw error;
      });
    if (!answer) {
      await this.uncountReport(user.id);
      throw alreadyReported(what);
    }
    if (answer.hidden) await this.deps.itemShownChanged(kind, id);
    return { report: toMyReport(answer.report), hidden: answer.hidden };
  }

  /** The member's own reports and how each ended, newest first. */
  async mine(actor: CurrentUser | null): Promise<{ reports: MyReport[] }> {
    const user = requireUser(actor);
    const rows = await this.deps.reports.ofReporter(user.id, MY_REPORTS_SHOWN);
    return { reports: rows.map(toMyReport) };
  }
}
