import {
  guideReplyPath,
  canModerate,
  REPORT_TARGET_KINDS,
  type CurrentUser,
  type ModerationQueue,
  type QueueItem,
  type ReportReason,
  type ReportTargetKind,
} from '@vantage/shared';
import { HttpError } from '../../lib/errors';
import { requireUser } from '../../lib/permissions';
import { toUserRef } from '../../lib/user-ref';
import { photoUrls } from '../../media/media-urls';
import type { HeldPostRepository } from '../visibility/held-post.repository';
import type { HiddenItemRepository } from '../visibility/hidden-item.repository';
import { memberHistories } from './moderation-history';
import type { ModerationLogRepository } from './moderation-log.repository';
import type { ReportedItem, ReportRepository } from './report.repository';

/** The most open reports the queue reads at once. */
const QUEUE_REPORTS_MAX = 500;
/** The most held posts the queue reads at once. */
const QUEUE_HELD_MAX = 200;
/** Longest excerpt of an item, in characters. */
const EXCERPT_MAX = 280;

export interface ModerationQueueDeps {
  reports: ReportRepository;
  log: ModerationLogRepository;
  hidden: HiddenItemRepository;
  held: HeldPostRepository;
  now?: () => number;
}

/** The item's page on the site. */
function linkOf(address: ReportedItem['address']): string {
  switch (address.page) {
    case 'photo':
      return `/photo/${address.id}`;
    case 'spot':
      return `/l/${encodeURIComponent(address.slug)}/${address.id}`;
    case 'guide':
      return address.replyId !== undefined
        ? guideReplyPath(address.perma, address.replyId)
        : `/guide/${encodeURIComponent(address.perma)}`;
    case 'gallery':
      return address.username
        ? `/by/${encodeURIComponent(address.username)}/gallery/${encodeURIComponent(address.urlTitle)}`
        : `/user/${address.ownerId}/gallery/${encodeURIComponent(address.urlTitle)}`;
    case 'member':
      return address.username
        ? `/by/${encodeURIComponent(address.username)}`
        : `/user/${address.id}`;
  }
}

/** A short plain excerpt of an item's text (guides hold HTML, descriptions Markdown). */
function excerptOf(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    // Markdown's emphasis and heading marks say nothing in a one-line excerpt.
    .replace(/[*_#`>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > EXCERPT_MAX ? `${plain.slice(0, EXCERPT_MAX - 1)}…` : plain;
}

/** Who must be a moderator: 401 for visitors, 403 for members. */
export function requireModerator(actor: CurrentUser | null): CurrentUser {
  const user = requireUser(actor);
  if (!canModerate(user)) {
    throw new HttpError(403, 'forbidden', 'Only administrators and stewards moderate reports.');
  }
  return user;
}

/**
 * The moderation queue: new members' posts held for review, then open reports grouped by item,
 * oldest first, each item in context
 * (title, excerpt, thumbnail, link; never a position) with its author's and reporters' records.
 */
export class ModerationQueueService {
  private readonly now: () => number;

  constructor(private readonly deps: ModerationQueueDeps) {
    this.now = deps.now ?? Date.now;
  }

  async queue(actor: CurrentUser | null): Promise<ModerationQueue> {
    requireModerator(actor);
    const [rows, heldRows] = await Promise.all([
      this.deps.reports.openReports(QUEUE_REPORTS_MAX),
      this.deps.held.heldPosts(QUEUE_HELD_MAX),
    ]);
    const groups = new Map<string, { kind: ReportTargetKind; id: number; rows: typeof rows }>();
    const heldKeys = new Set<string>();
    for (const row of heldRows) {
      const key = `${row.target_kind}:${row.target_id}`;
      heldKeys.add(key);
      groups.set(key, { kind: row.target_kind, id: row.target_id, rows: [] });
    }
    for (const row of rows) {
      const key = `${row.target_kind}:${row.target_id}`;
      const group = groups.get(key) ?? { kind: row.target_kind, id: row.target_id, rows: [] };
      group.rows.push(row);
      groups.set(key, group);
    }
    const items = await Promise.all(
      [...groups.values()].map(async (group) => ({
        ...group,
        item: await this.deps.reports.item(group.kind, group.id),
      })),
    );
    const hidden = new Map<ReportTargetKind, Set<number>>();
    for (const kind of REPORT_TARGET_KINDS) {
      const ids = items.filter((entry) => entry.kind === kind).map((entry) => entry.id);
      hidden.set(kind, await this.deps.hidden.hiddenAmong(kind, ids));
    }
    const authorIds = items.flatMap((entry) => {
      const author = entry.item?.authorId ?? entry.rows[0]?.target_user_id;
      return author != null ? [author] : [];
    });
    const reporterIds = rows.flatMap((row) => (row.reporter_id != null ? [row.reporter_id] : []));
    const histories = await memberHistories(
      this.deps.reports,
      this.deps.log,
      [...authorIds, ...reporterIds],
      this.now(),
    );
    const linksRevoked = await this.deps.held.linksRevokedAmong(authorIds);
    const refById = new Map(
      (await this.deps.log.members(authorIds)).map((row) => [
        row.id,
        toUserRef(row.id, row.username, row.display_name, row.picture),
      ]),
    );
    return {
      items: items.map(({ kind, id, rows: reports, item }): QueueItem => {
        const authorId = item?.authorId ?? reports[0]?.target_user_id ?? null;
        return {
          kind,
          id,
          title: item?.title ?? `${reports[0]?.target_title ?? kind} (no longer exists)`,
          excerpt: item ? excerptOf(item.excerpt) : '',
          thumbnail: item?.photoId != null ? photoUrls(item.photoId).thumb : null,
          link: item ? linkOf(item.address) : null,
          hidden: hidden.get(kind)?.has(id) ?? false,
          held: heldKeys.has(`${kind}:${id}`),
          author: authorId !== null ? (refById.get(authorId) ?? null) : null,
          authorLinksRevoked: authorId !== null && linksRevoked.has(authorId),
          authorHistory: authorId !== null ? (histories.get(authorId) ?? null) : null,
          reports: reports.map((report) => ({
            id: report.id,
            reason: report.reason as ReportReason,
            note: report.note,
            createdAt: report.created_at,
            reporter: toUserRef(
              report.reporter_id,
              report.username,
              report.display_name,
              report.picture,
            ),
            reporterHistory:
              report.reporter_id !== null ? (histories.get(report.reporter_id) ?? null) : null,
          })),
        };
      }),
    };
  }
}
