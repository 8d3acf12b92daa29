import type { NotificationKind } from '@vantage/shared';
import { idIn } from '../../db/id-list';
import { SqlRepository } from '../../db/sql-repository';

/** A browser a member turned push on in. */
export interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A notification as a push message tells it. */
export interface PushedNotificationRow {
  id: number;
  kind: string;
  subject: string;
  title: string;
  link: string;
  detail: string | null;
  count: number;
}

/** SQL for members' push subscriptions, their push choices, and how far they were pushed. */
export class NotificationPushRepository extends SqlRepository {
  /**
   * Keeps a browser's subscription for the member: an endpoint another member had (the same
   * browser, signed in as someone else) passes to this one, with the browser's new keys.
   */
  async saveSubscription(
    userId: number,
    subscription: PushSubscriptionRow,
    now: number,
  ): Promise<void> {
    await this.db
      .insertInto('push_subscriptions')
      .values({ ...subscription, user_id: userId, created_at: now })
      .onConflict((conflict) =>
        conflict.column('endpoint').doUpdateSet((eb) => ({
          user_id: eb.ref('excluded.user_id'),
          p256dh: eb.ref('excluded.p256dh'),
          auth: eb.ref('excluded.auth'),
          created_at: eb.ref('excluded.created_at'),
        })),
      )
      .execute();
  }

  /** Forgets the member's subscription of `endpoint`; whether there was one. */
  async deleteSubscription(userId: number, endpoint: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('push_subscriptions')
      .where('endpoint', '=', endpoint)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Forgets a subscription its push service no longer knows. */
  async dropEndpoint(endpoint: string): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
  }

  /** The member's subscriptions. */
  subscriptionsOf(userId: number): Promise<PushSubscriptionRow[]> {
    return this.db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'p256dh', 'auth'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  }

  /** The choices members made (kinds they left at the default have no row). */
  choicesOf(userIds: readonly number[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('notification_push_choices')
      .select(['user_id', 'kind', 'enabled'])
      .where(idIn(this.engine, 'user_id', userIds))
      .execute();
  }

  /** Stores the member's choices for some kinds. */
  async setChoices(
    userId: number,
    choices: readonly (readonly [NotificationKind, boolean])[],
  ): Promise<void> {
    if (choices.length === 0) return;
    await this.db
      .insertInto('notification_push_choices')
      .values(choices.map(([kind, on]) => ({ user_id: userId, kind, enabled: on ? 1 : 0 })))
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'kind']).doUpdateSet((eb) => ({
          enabled: eb.ref('excluded.enabled'),
        })),
      )
      .execute();
  }

  /**
   * Whether the member may be pushed at `now`, by the rules of mail: a confirmed address and
   * no suspension in force (read as `isSuspended` reads it).
   */
  async pushable(userId: number, now: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('users.id')
      .where('users.id', '=', userId)
      .where('users.email', 'is not', null)
      .where('users.email_verified', '=', 1)
      .where((eb) =>
        eb.or([
          eb('users.suspension_reason', 'is', null),
          eb.and([
            eb('users.suspended_until', 'is not', null),
            eb('users.suspended_until', '<=', now),
          ]),
        ]),
      )
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The id of the newest notification pushed to the member (or passed over); null for none. */
  async pushedId(userId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('notification_push_state')
      .select('pushed_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? Number(row.pushed_id) : null;
  }

  /**
   * The member's unread notifications after id `afterId` that came after `since`, oldest
   * first, at most `limit` of the newest.
   */
  async unreadAfter(
    userId: number,
    afterId: number,
    since: number,
    limit: number,
  ): Promise<PushedNotificationRow[]> {
    const rows = await this.db
      .selectFrom('notifications')
      .select(['id', 'kind', 'subject', 'title', 'link', 'detail', 'count'])
      .where('user_id', '=', userId)
      .where('id', '>', afterId)
      .where('created_at', '>', since)
      .where('read_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse();
  }

  /**
   * Takes the turn to push the member's notifications up to `toId`, when the last push still
   * reached `fromId`: one conditional write, so of two processes only one pushes them.
   */
  async claim(userId: number, fromId: number | null, toId: number): Promise<boolean> {
    if (fromId === null) {
      const rows = await this.db
        .insertInto('notification_push_state')
        .values({ user_id: userId, pushed_id: toId })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .returning('user_id')
        .execute();
      return rows.length === 1;
    }
    const result = await this.db
      .updateTable('notification_push_state')
      .set({ pushed_id: toId })
      .where('user_id', '=', userId)
      .where('pushed_id', '=', fromId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
