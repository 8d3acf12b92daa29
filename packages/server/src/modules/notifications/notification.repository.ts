import type { Insertable, Kysely } from 'kysely';
import type { FollowTarget, NotificationKind } from '@vantage/shared';
import type { DB, NotificationsTable } from '../../db/types';
import { notHidden } from '../../db/hidden-items';
import { SqlRepository } from '../../db/sql-repository';

/** A notification as a service makes it, before it is stored. */
export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  subject: string;
  title: string;
  link: string;
  detail: Record<string, string> | null;
  actorId: number | null;
}

/** A stored notification with the public face of whoever caused it. */
export interface NotificationRow {
  id: number;
  kind: string;
  subject: string;
  title: string;
  link: string;
  detail: string | null;
  count: number;
  created_at: number;
  read_at: number | null;
  actor_id: number | null;
  actor_username: string | null;
  actor_display_name: string | null;
  actor_picture: string | null;
}

/** SQL for members' notifications and for what the events they tell of are about. */
export class NotificationRepository extends SqlRepository {
  /** The database itself, for events told outside any transaction. */
  get database(): Kysely<DB> {
    return this.db;
  }

  /** The proposal a decision was about, with its author and the title of its spot. */
  proposal(db: Kysely<DB>, proposalId: number) {
    return db
      .selectFrom('proposals')
      .leftJoin('spots', (join) =>
        join.on((eb) =>
          eb('spots.id', '=', eb.fn.coalesce('proposals.new_spot_id', 'proposals.spot_id')),
        ),
      )
      .select([
        'proposals.id',
        'proposals.kind',
        'proposals.user_id',
        'proposals.spot_id',
        'proposals.photo_id',
        'proposals.new_spot_id',
        'spots.title as spot_title',
      ])
      .where('proposals.id', '=', proposalId)
      .executeTakeFirst();
  }

  /** A photo with its owner and the title of its spot. */
  photo(db: Kysely<DB>, photoId: number) {
    return db
      .selectFrom('photos')
      .leftJoin('spots', 'spots.id', 'photos.spot_id')
      .select(['photos.id', 'photos.user_id', 'photos.spot_id', 'spots.title as spot_title'])
      .where('photos.id', '=', photoId)
      .executeTakeFirst();
  }

  /** A description with its author and the spot it describes. */
  description(db: Kysely<DB>, descriptionId: number) {
    return db
      .selectFrom('descriptions')
      .innerJoin('spots', 'spots.id', 'descriptions.spot_id')
      .select(['descriptions.user_id', 'descriptions.spot_id', 'spots.title as spot_title'])
      .where('descriptions.id', '=', descriptionId)
      .executeTakeFirst();
  }

  /** A reply to a guide, with its author's shown name and the guide's author, title and address. */
  guideReply(db: Kysely<DB>, replyId: number) {
    return db
      .selectFrom('guide_replies')
      .innerJoin('guides', 'guides.id', 'guide_replies.guide_id')
      .leftJoin('users', 'users.id', 'guide_replies.user_id')
      .select([
        'guide_replies.id',
        'guide_replies.guide_id',
        'guide_replies.user_id',
        'users.display_name as actor_name',
        'guides.user_id as guide_user_id',
        'guides.title as guide_title',
        'guides.perma as guide_perma',
      ])
      .where('guide_replies.id', '=', replyId)
      .executeTakeFirst();
  }

  /** The members who replied to a guide before `replyId`, with replies others see. */
  async earlierRepliers(db: Kysely<DB>, guideId: number, replyId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('guide_replies')
      .select('user_id')
      .distinct()
      .where('guide_id', '=', guideId)
      .where('id', '<', replyId)
      .where('user_id', 'is not', null)
      .where(notHidden('reply', 'guide_replies.id'))
      .execute();
    return rows.flatMap((row) => (row.user_id !== null ? [row.user_id] : []));
  }

  /**
   * Decided reports with their reporters' profile names and, for a description, its spot's
   * title; for a reply, its guide's.
   */
  decidedReports(db: Kysely<DB>, reportIds: readonly number[]) {
    if (reportIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('reports')
      .innerJoin('users', 'users.id', 'reports.reporter_id')
      .leftJoin('descriptions', (join) =>
        join
          .onRef('descriptions.id', '=', 'reports.target_id')
          .on('reports.target_kind', '=', 'description'),
      )
      .leftJoin('spots', 'spots.id', 'descriptions.spot_id')
      .leftJoin('guide_replies', (join) =>
        join
          .onRef('guide_replies.id', '=', 'reports.target_id')
          .on('reports.target_kind', '=', 'reply'),
      )
      .leftJoin('guides', 'guides.id', 'guide_replies.guide_id')
      .select([
        'reports.id',
        'reports.reporter_id',
        'reports.target_kind',
        'reports.target_title',
        'users.username as reporter_username',
        'spots.title as spot_title',
        'guides.title as guide_title',
      ])
      .where('reports.id', 'in', [...reportIds])
      .where('reports.status', '!=', 'open')
      .orderBy('reports.id')
      .execute();
  }

  /** A spot's title, or undefined when there is no such spot. */
  async spotTitle(db: Kysely<DB>, spotId: number): Promise<string | undefined> {
    const row = await db
      .selectFrom('spots')
      .select('title')
      .where('id', '=', spotId)
      .executeTakeFirst();
    return row?.title;
  }

  /**
   * The members who follow the spot, one of its tags (those it has now, not those proposed)
   * or `memberId`, each once.
   */
  async followersOfSpot(
    db: Kysely<DB>,
    spotId: number,
    memberId: number | null,
  ): Promise<number[]> {
    const rows = await db
      .selectFrom('follows')
      .select('follows.user_id')
      .distinct()
      .where((eb) =>
        eb.or([
          eb.and([eb('target_type', '=', 'spot'), eb('target_id', '=', spotId)]),
          eb.and([
            eb('target_type', '=', 'tag'),
            eb(
              'target_id',
              'in',
              eb
                .selectFrom('spot_tags')
                .select('spot_tags.tag_id')
                .where('spot_tags.spot_id', '=', spotId)
                .where('spot_tags.status', '!=', 'pending_add'),
            ),
          ]),
          ...(memberId === null
            ? []
            : [eb.and([eb('target_type', '=', 'member'), eb('target_id', '=', memberId)])]),
        ]),
      )
      .execute();
    return rows.map((row) => row.user_id);
  }

  /** Which of `subjects` the member was told of already, in a notification of `kind`. */
  async subjectsTold(
    db: Kysely<DB>,
    userId: number,
    kind: NotificationKind,
    subjects: readonly string[],
  ): Promise<Set<string>> {
    if (subjects.length === 0) return new Set();
    const rows = await db
      .selectFrom('notifications')
      .select('subject')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('subject', 'in', subjects)
      .execute();
    return new Set(rows.map((row) => row.subject));
  }

  /**
   * Stores a notification. When `gather` is set and the member has an unread one of the same
   * kind and subject, that one is replaced by one counting both, so the line comes first again
   * (newest first is by id) with the latest event's title and actor.
   */
  async add(db: Kysely<DB>, note: NewNotification, gather: boolean, now: number): Promise<void> {
    let count = 1;
    if (gather) {
      const unread = await db
        .selectFrom('notifications')
        .select(['id', 'count'])
        .where('user_id', '=', note.userId)
        .where('subject', '=', note.subject)
        .where('kind', '=', note.kind)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      if (unread) {
        const removed = await db
          .deleteFrom('notifications')
          .where('id', '=', unread.id)
          .executeTakeFirst();
        // Another event gathered it first: this one starts a line of its own.
        if (Number(removed.numDeletedRows) === 1) count = unread.count + 1;
      }
    }
    const row: Insertable<NotificationsTable> = {
      user_id: note.userId,
      kind: note.kind,
      subject: note.subject,
      title: note.title,
      link: note.link,
      detail: note.detail ? JSON.stringify(note.detail) : null,
      count,
      actor_id: note.actorId,
      created_at: now,
      read_at: null,
    };
    await db.insertInto('notifications').values(row).execute();
  }

  /** A page of the member's notifications, newest first, older than `before` when given. */
  page(userId: number, before: number | undefined, limit: number): Promise<NotificationRow[]> {
    let query = this.db
      .selectFrom('notifications')
      .leftJoin('users', 'users.id', 'notifications.actor_id')
      .select([
        'notifications.id',
        'notifications.kind',
        'notifications.subject',
        'notifications.title',
        'notifications.link',
        'notifications.detail',
        'notifications.count',
        'notifications.created_at',
        'notifications.read_at',
        'notifications.actor_id',
        'users.username as actor_username',
        'users.display_name as actor_display_name',
        'users.picture as actor_picture',
      ])
      .where('notifications.user_id', '=', userId);
    if (before !== undefined) query = query.where('notifications.id', '<', before);
    return query.orderBy('notifications.id', 'desc').limit(limit).execute();
  }

  /** How many of the member's notifications are unread. */
  async unread(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number | string>().as('unread'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.unread);
  }

  /** Who a notification belongs to; undefined when there is none. */
  async ownerOf(id: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('notifications')
      .select('user_id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.user_id;
  }

  /** Marks one of the member's notifications read (a read one keeps its first reading). */
  async markRead(userId: number, id: number, now: number): Promise<void> {
    await this.db
      .updateTable('notifications')
      .set({ read_at: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .execute();
  }

  /** Marks every unread notification of the member read. */
  async markAllRead(userId: number, now: number): Promise<void> {
    await this.db
      .updateTable('notifications')
      .set({ read_at: now })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .execute();
  }

  /** Whether the member follows the thing. */
  async follows(userId: number, type: FollowTarget, targetId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('follows')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('target_type', '=', type)
      .where('target_id', '=', targetId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Starts following (following twice is following once). */
  async follow(userId: number, type: FollowTarget, targetId: number, now: number): Promise<void> {
    await this.db
      .insertInto('follows')
      .values({ user_id: userId, target_type: type, target_id: targetId, created_at: now })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'target_type', 'target_id']).doNothing(),
      )
      .execute();
  }

  /** Stops following. */
  async unfollow(userId: number, type: FollowTarget, targetId: number): Promise<void> {
    await this.db
      .deleteFrom('follows')
      .where('user_id', '=', userId)
      .where('target_type', '=', type)
      .where('target_id', '=', targetId)
      .execute();
  }

  /** The id of the thing a member would follow, or undefined when there is none. */
  async targetId(type: FollowTarget, key: number | string): Promise<number | undefined> {
    if (type === 'tag') {
      const row = await this.db
        .selectFrom('tags')
        .select('id')
        .where('name_lower', '=', String(key).toLowerCase())
        .executeTakeFirst();
      return row?.id;
    }
    const table = type === 'spot' ? 'spots' : 'users';
    const row = await this.db
      .selectFrom(table)
      .select('id')
      .where('id', '=', Number(key))
      .executeTakeFirst();
    return row?.id;
  }
}
