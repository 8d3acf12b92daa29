import type { Kysely } from 'kysely';
import {
  BADGES,
  gathersWithUnread,
  guideReplyPath,
  MY_REPORTS_ANCHOR,
  profilePath,
  spotPath,
  type CurrentUser,
  type Notification,
  type NotificationKind,
  type NotificationsAnswer,
  type NotificationsQuery,
} from '@vantage/shared';
import { afterCommit } from '../../db/after-commit';
import type { DB } from '../../db/types';
import { notFound } from '../../lib/errors';
import type { NotificationEvent, Notify } from '../../lib/notify';
import { requireUser } from '../../lib/permissions';
import { toUserRef } from '../../lib/user-ref';
import { storedKind, storedText } from './notification-words';
import type {
  NewNotification,
  NotificationRepository,
  NotificationRow,
} from './notification.repository';

/** Notifications just stored, as they are handed on (to open pages, to mail). */
export interface CreatedNotifications {
  /** The members who have new notifications (or who read some, when `created` is false). */
  userIds: readonly number[];
  /** False when the members only read notifications: their pages' counts change, no mail goes. */
  created: boolean;
}

/** Who hears of stored notifications once they committed. */
export type NotificationListener = (created: CreatedNotifications) => void;

const photoLink = (photoId: number) => `/photo/${photoId}`;

/**
 * Members' notifications: made from the events the services where things happen tell, each
 * for the members it concerns (never for whoever caused it), gathered while unread when many
 * are about one thing; read by their member alone.
 */
export class NotificationService implements Notify {
  private readonly listeners: NotificationListener[] = [];

  constructor(
    private readonly repository: NotificationRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The one place stored notifications are handed on, once their transaction committed: the
   * live push to open pages listens here, and so may mail and web push.
   */
  onCreated(listener: NotificationListener): void {
    this.listeners.push(listener);
  }

  async notify(event: NotificationEvent, trx?: Kysely<DB>): Promise<void> {
    const db = trx ?? this.repository.database;
    const notes = await this.notesOf(db, event);
    if (notes.length === 0) return;
    for (const note of notes) {
      await this.repository.add(db, note, gathersWithUnread(note.kind), this.now());
    }
    const userIds = [...new Set(notes.map((note) => note.userId))];
    afterCommit(db, () => {
      for (const listener of this.listeners) listener({ userIds, created: true });
    });
  }

  /** A page of the member's notifications, newest first, with their unread count. */
  async list(actor: CurrentUser | null, query: NotificationsQuery): Promise<NotificationsAnswer> {
    const user = requireUser(actor);
    const rows = await this.repository.page(user.id, query.before, query.limit + 1);
    const items = rows.slice(0, query.limit).map(toNotification);
    const next = rows.length > query.limit ? items[items.length - 1]!.id : null;
    return { items, unread: await this.repository.unread(user.id), next };
  }

  /** How many of the member's notifications are unread. */
  async unread(actor: CurrentUser | null): Promise<{ unread: number }> {
    const user = requireUser(actor);
    return { unread: await this.repository.unread(user.id) };
  }

  /** How many of a member's notifications are unread, for their open pages. */
  unreadOf(userId: number): Promise<number> {
    return this.repository.unread(userId);
  }

  /** Marks one notification read; another member's is not found, as if there were none. */
  async markRead(actor: CurrentUser | null, id: number): Promise<{ unread: number }> {
    const user = requireUser(actor);
    if ((await this.repository.ownerOf(id)) !== user.id) throw notFound('notification');
    await this.repository.markRead(user.id, id, this.now());
    return this.afterReading(user.id);
  }

  /** Marks all the member's notifications read. */
  async markAllRead(actor: CurrentUser | null): Promise<{ unread: number }> {
    const user = requireUser(actor);
    await this.repository.markAllRead(user.id, this.now());
    return this.afterReading(user.id);
  }

  /** The member's other open pages show the new count too. */
  private async afterReading(userId: number): Promise<{ unread: number }> {
    for (const listener of this.listeners) listener({ userIds: [userId], created: false });
    return { unread: await this.repository.unread(userId) };
  }

  /** The notifications an event makes, one per member it concerns. */
  private async notesOf(db: Kysely<DB>, event: NotificationEvent): Promise<NewNotification[]> {
    switch (event.type) {
      case 'proposalDecided': {
        const proposal = await this.repository.proposal(db, event.proposalId);
        if (!proposal || proposal.user_id === null || proposal.user_id === event.actorId) return [];
        const spotId = proposal.new_spot_id ?? proposal.spot_id;
        const link =
          proposal.photo_id !== null
            ? photoLink(proposal.photo_id)
            : spotId !== null
              ? spotPath({ id: spotId, title: proposal.spot_title ?? '' })
              : '/';
        return [
          {
            userId: proposal.user_id,
            kind: event.status === 'applied' ? 'proposalApplied' : 'proposalRejected',
            subject: `proposal:${proposal.id}`,
            title: proposal.spot_title ?? 'a spot',
            link,
            detail: { proposal: proposal.kind },
            actorId: event.actorId,
          },
        ];
      }
      case 'photoVoted': {
        const photo = await this.repository.photo(db, event.photoId);
        if (!photo || photo.user_id === null || photo.user_id === event.actorId) return [];
        return [
          {
            userId: photo.user_id,
            kind: 'photoVoted',
            subject: `photo:${photo.id}`,
            title: photo.spot_title ?? 'a spot',
            link: photoLink(photo.id),
            detail: null,
            actorId: event.actorId,
          },
        ];
      }
      case 'descriptionVoted': {
        const description = await this.repository.description(db, event.descriptionId);
        if (!description || description.user_id === null) return [];
        if (description.user_id === event.actorId) return [];
        return [
          {
            userId: description.user_id,
            kind: 'descriptionVoted',
            subject: `description:${event.descriptionId}`,
            title: description.spot_title,
            link: spotPath({ id: description.spot_id, title: description.spot_title }),
            detail: null,
            actorId: event.actorId,
          },
        ];
      }
      case 'photoMoved': {
        const proposal = await this.repository.proposal(db, event.proposalId);
        if (!proposal?.photo_id) return [];
        const photo = await this.repository.photo(db, proposal.photo_id);
        // Whoever asked for the move knows of it; the proposal's decision tells them it was made.
        if (!photo || photo.user_id === null || photo.user_id === proposal.user_id) return [];
        return [
          {
            userId: photo.user_id,
            kind: 'photoMoved',
            subject: `photo:${photo.id}`,
            title: photo.spot_title ?? 'another spot',
            link: photoLink(photo.id),
            detail: null,
            actorId: proposal.user_id,
          },
        ];
      }
      case 'badgesEarned': {
        const subjects = event.badgeIds.map((id) => `badge:${id}`);
        const told = await this.repository.subjectsTold(db, event.userId, 'badgeEarned', subjects);
        return BADGES.filter(
          (badge) => event.badgeIds.includes(badge.id) && !told.has(`badge:${badge.id}`),
        ).map((badge) => ({
          userId: event.userId,
          kind: 'badgeEarned' as const,
          subject: `badge:${badge.id}`,
          title: badge.name,
          link: '/badges',
          detail: { tier: badge.tier },
          actorId: null,
        }));
      }
      case 'reportsDecided': {
        const reports = await this.repository.decidedReports(db, event.reportIds);
        // Whoever decided is not told, and no notification names them: reporters learn the outcome alone.
        return reports.flatMap(({ reporter_id: reporterId, ...report }) =>
          reporterId === null || reporterId === event.actorId
            ? []
            : [
                {
                  userId: reporterId,
                  kind: 'reportDecided' as const,
                  subject: `report:${report.id}`,
                  title:
                    report.target_kind === 'description' && report.spot_title !== null
                      ? report.spot_title
                      : report.target_kind === 'reply' && report.guide_title !== null
                        ? report.guide_title
                        : report.target_title,
                  link: `${profilePath({ id: reporterId, username: report.reporter_username })}#${MY_REPORTS_ANCHOR}`,
                  detail: { report: report.target_kind, outcome: event.outcome },
                  actorId: null,
                },
              ],
        );
      }
      case 'guideReplied':
        return this.guideReplyNotes(db, event.replyId);
      case 'spotChanged':
      case 'photoAdded': {
        const photo =
          event.type === 'photoAdded' ? await this.repository.photo(db, event.photoId) : undefined;
        const spotId = event.type === 'spotChanged' ? event.spotId : photo?.spot_id;
        if (spotId === undefined || spotId === null) return [];
        const title = await this.repository.spotTitle(db, spotId);
        if (title === undefined) return [];
        const followers = await this.repository.followersOfSpot(db, spotId, event.actorId);
        const kind: NotificationKind = event.type === 'spotChanged' ? 'spotChanged' : 'newPhoto';
        return followers
          .filter((userId) => userId !== event.actorId)
          .map((userId) => ({
            userId,
            kind,
            subject: `spot:${spotId}`,
            title,
            link: photo ? photoLink(photo.id) : spotPath({ id: spotId, title }),
            detail: null,
            actorId: event.actorId,
          }));
      }
    }
  }

  /**
   * A published reply to a guide tells the guide's author and the members whose replies to it
   * others see, each once; never the replier.
   */
  private async guideReplyNotes(db: Kysely<DB>, replyId: number): Promise<NewNotification[]> {
    const reply = await this.repository.guideReply(db, replyId);
    if (!reply || reply.user_id === null) return [];
    const replierId = reply.user_id;
    const earlier = await this.repository.earlierRepliers(db, reply.guide_id, reply.id);
    const told = new Map<number, 'author' | 'replier'>();
    if (reply.guide_user_id !== null) told.set(reply.guide_user_id, 'author');
    for (const userId of earlier) if (!told.has(userId)) told.set(userId, 'replier');
    told.delete(replierId);
    return [...told].map(([userId, replyTo]) => ({
      userId,
      kind: 'guideReply' as const,
      subject: `guide:${reply.guide_id}`,
      title: reply.guide_title,
      link: guideReplyPath(reply.guide_perma, reply.id),
      detail: { actor: reply.actor_name ?? '', replyTo },
      actorId: replierId,
    }));
  }
}

/** A stored notification as the API answers it. */
function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: storedKind(row.kind),
    count: row.count,
    text: storedText(row),
    link: row.link,
    created: new Date(Number(row.created_at)).toISOString(),
    read: row.read_at !== null,
    actor: toUserRef(row.actor_id, row.actor_username, row.actor_display_name, row.actor_picture),
  };
}
