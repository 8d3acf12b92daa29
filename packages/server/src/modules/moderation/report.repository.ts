import type { Insertable, Kysely } from 'kysely';
import type { ReportTargetKind } from '@vantage/shared';
import { committing } from '../../db/after-commit';
import type { DB } from '../../db/types';
import { SqlRepository } from '../../db/sql-repository';

/** An item as a report and the queue read it: its title, excerpt, author and address parts. */
export interface ReportedItem {
  title: string;
  excerpt: string;
  authorId: number | null;
  /** The photo whose thumbnail shows the item, if any. */
  photoId: number | null;
  /** What the item's address is built from. */
  address:
    | { page: 'photo'; id: number }
    | { page: 'spot'; id: number; slug: string }
    | { page: 'guide'; perma: string; replyId?: number }
    | { page: 'gallery'; ownerId: number; username: string | null; urlTitle: string }
    | { page: 'member'; id: number; username: string | null };
}

/** SQL for reports and the items hidden by them. */
export class ReportRepository extends SqlRepository {
  /** One transaction; the notifications told inside it are handed on once it committed. */
  transaction<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
    return committing(this.db, work);
  }

  /** The reported item as it is now; undefined when it is gone. */
  async item(kind: ReportTargetKind, id: number): Promise<ReportedItem | undefined> {
    switch (kind) {
      case 'photo': {
        const row = await this.db
          .selectFrom('photos')
          .select(['id', 'title', 'description', 'user_id'])
          .where('id', '=', id)
          .executeTakeFirst();
        return row
          ? {
              title: row.title || `Photo ${row.id}`,
              excerpt: row.description,
              authorId: row.user_id,
              photoId: row.id,
              address: { page: 'photo', id: row.id },
            }
          : undefined;
      }
      case 'description': {
        const row = await this.db
          .selectFrom('descriptions')
          .innerJoin('spots', 'spots.id', 'descriptions.spot_id')
          .select([
            'descriptions.text',
            'descriptions.user_id',
            'spots.id as spot_id',
            'spots.title',
            'spots.slug',
            'spots.cover_photo_id',
          ])
          .where('descriptions.id', '=', id)
          .executeTakeFirst();
        return row
          ? {
              title: `Description of ${row.title}`,
              excerpt: row.text,
              authorId: row.user_id,
              photoId: row.cover_photo_id,
              address: { page: 'spot', id: row.spot_id, slug: row.slug },
            }
          : undefined;
      }
      case 'guide': {
        const row = await this.db
          .selectFrom('guides')
          .select(['title', 'text', 'perma', 'user_id', 'img_head'])
          .where('id', '=', id)
          .executeTakeFirst();
        return row
          ? {
              title: row.title,
              excerpt: row.text,
              authorId: row.user_id,
              photoId: row.img_head,
              address: { page: 'guide', perma: row.perma },
            }
          : undefined;
      }
      case 'reply': {
        const row = await this.db
          .selectFrom('guide_replies')
          .innerJoin('guides', 'guides.id', 'guide_replies.guide_id')
          .select([
            'guide_replies.id',
            'guide_replies.text',
            'guide_replies.user_id',
            'guides.title',
            'guides.perma',
            'guides.img_head',
          ])
          .where('guide_replies.id', '=', id)
          .executeTakeFirst();
        return row
          ? {
              title: `Reply to ${row.title}`,
              excerpt: row.text,
              authorId: row.user_id,
              photoId: row.img_head,
              address: { page: 'guide', perma: row.perma, replyId: row.id },
            }
          : undefined;
      }
      case 'gallery': {
        const row = await this.db
          .selectFrom('spot_lists')
          .innerJoin('users', 'users.id', 'spot_lists.user_id')
          .select([
            'spot_lists.title',
            'spot_lists.description',
            'spot_lists.url_title',
            'spot_lists.user_id',
            'spot_lists.cover_photo_id',
            'spot_lists.is_public',
            'users.username',
          ])
          .where('spot_lists.id', '=', id)
          .executeTakeFirst();
        // A private gallery is its owner's alone: nobody else can have seen it to report it.
        return row && row.is_public === 1
          ? {
              title: row.title,
              excerpt: row.description,
              authorId: row.user_id,
              photoId: row.cover_photo_id,
              address: {
                page: 'gallery',
                ownerId: row.user_id,
                username: row.username,
                urlTitle: row.url_title,
              },
            }
          : undefined;
      }
      case 'spot': {
        // Only the title and slug: a sensitive spot's position never leaves through reports.
        const row = await this.db
          .selectFrom('spots')
          .select(['id', 'title', 'slug', 'user_id', 'cover_photo_id'])
          .where('id', '=', id)
          .executeTakeFirst();
        return row
          ? {
              title: row.title,
              excerpt: '',
              authorId: row.user_id,
              photoId: row.cover_photo_id,
              address: { page: 'spot', id: row.id, slug: row.slug },
            }
          : undefined;
      }
      case 'member': {
        const row = await this.db
          .selectFrom('users')
          .select(['id', 'username', 'display_name', 'about'])
          .where('id', '=', id)
          .executeTakeFirst();
        return row
          ? {
              title: row.display_name,
              excerpt: row.about,
              authorId: row.id,
              photoId: null,
              address: { page: 'member', id: row.id, username: row.username },
            }
          : undefined;
      }
    }
  }

  /** Files a report; answers its id. */
  async insert(db: Kysely<DB>, report: Insertable<DB['reports']>): Promise<number> {
    const row = await db
      .insertInto('reports')
      .values(report)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Whether the member has an open report of the item. */
  async hasOpenReport(reporterId: number, kind: ReportTargetKind, id: number): Promise<boolean> {
    return (await this.openReportOf(this.db, reporterId, kind, id)) !== undefined;
  }

  /** The reporter's open report on an item. */
  openReportOf(db: Kysely<DB>, reporterId: number, kind: ReportTargetKind, id: number) {
    return db
      .selectFrom('reports')
      .select('id')
      .where('reporter_id', '=', reporterId)
      .where('target_kind', '=', kind)
      .where('target_id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
  }

  byId(db: Kysely<DB>, id: number) {
    return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  /** The open reports of an item with their reporters' standing. */
  openReporters(db: Kysely<DB>, kind: ReportTargetKind, id: number) {
    return db
      .selectFrom('reports')
      .innerJoin('users', 'users.id', 'reports.reporter_id')
      .select(['users.id', 'users.impact', 'users.admin'])
      .where('reports.target_kind', '=', kind)
      .where('reports.target_id', '=', id)
      .where('reports.status', '=', 'open')
      .execute();
  }

  /** The reasons of an item's open reports. */
  async openReasons(
    kind: ReportTargetKind,
    id: number,
    db: Kysely<DB> = this.db,
  ): Promise<string[]> {
    const rows = await db
      .selectFrom('reports')
      .select('reason')
      .where('target_kind', '=', kind)
      .where('target_id', '=', id)
      .where('status', '=', 'open')
      .execute();
    return rows.map((row) => row.reason);
  }

  /** How many open reports an item has. */
  async openCount(kind: ReportTargetKind, id: number): Promise<number> {
    const row = await this.db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('target_kind', '=', kind)
      .where('target_id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /** A member's reports, newest first. */
  ofReporter(reporterId: number, limit: number) {
    return this.db
      .selectFrom('reports')
      .selectAll()
      .where('reporter_id', '=', reporterId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Every open report with its reporter, oldest first. */
  openReports(limit: number) {
    return this.db
      .selectFrom('reports')
      .leftJoin('users', 'users.id', 'reports.reporter_id')
      .selectAll('reports')
      .select(['users.username', 'users.display_name', 'users.picture'])
      .where('reports.status', '=', 'open')
      .orderBy('reports.created_at')
      .orderBy('reports.id')
      .limit(limit)
      .execute();
  }

  /** Closes an item's open reports; answers their ids. */
  async close(
    db: Kysely<DB>,
    kind: ReportTargetKind,
    id: number,
    status: 'dismissed' | 'acted',
    now: number,
  ): Promise<number[]> {
    const open = await db
      .selectFrom('reports')
      .select('id')
      .where('target_kind', '=', kind)
      .where('target_id', '=', id)
      .where('status', '=', 'open')
      .execute();
    const ids = open.map((row) => row.id);
    if (ids.length === 0) return [];
    await db
      .updateTable('reports')
      .set({ status, decided_at: now })
      .where('id', 'in', ids)
      .where('status', '=', 'open')
      .execute();
    return ids;
  }

  /** How many reports members made and received. */
  async reportCounts(userIds: readonly number[]) {
    const made = new Map<number, number>();
    const received = new Map<number, number>();
    if (userIds.length === 0) return { made, received };
    const [madeRows, receivedRows] = await Promise.all([
      this.db
        .selectFrom('reports')
        .select(['reporter_id as user_id', (eb) => eb.fn.countAll<number>().as('count')])
        .where('reporter_id', 'in', [...userIds])
        .groupBy('reporter_id')
        .execute(),
      this.db
        .selectFrom('reports')
        .select(['target_user_id as user_id', (eb) => eb.fn.countAll<number>().as('count')])
        .where('target_user_id', 'in', [...userIds])
        .groupBy('target_user_id')
        .execute(),
    ]);
    for (const row of madeRows) if (row.user_id != null) made.set(row.user_id, Number(row.count));
    for (const row of receivedRows)
      if (row.user_id != null) received.set(row.user_id, Number(row.count));
    return { made, received };
  }

  /** Hides an item (or marks a hidden one as a moderator's decision). */
  async hide(
    db: Kysely<DB>,
    kind: ReportTargetKind,
    id: number,
    authorId: number | null,
    byModerator: boolean,
    now: number,
  ): Promise<void> {
    const flag = byModerator ? 1 : 0;
    await db
      .insertInto('hidden_items')
      .values({
        target_kind: kind,
        target_id: id,
        author_id: authorId,
        hidden_at: now,
        by_moderator: flag,
      })
      .onConflict((oc) =>
        byModerator
          ? oc.columns(['target_kind', 'target_id']).doUpdateSet({ by_moderator: 1 })
          : oc.columns(['target_kind', 'target_id']).doNothing(),
      )
      .execute();
  }

  /** Shows an item again; answers whether it was hidden. */
  async unhide(db: Kysely<DB>, kind: ReportTargetKind, id: number): Promise<boolean> {
    const result = await db
      .deleteFrom('hidden_items')
      .where('target_kind', '=', kind)
      .where('target_id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
