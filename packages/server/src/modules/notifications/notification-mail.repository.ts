import type { Kysely } from 'kysely';
import type { NotificationKind, NotificationMailChoice } from '@vantage/shared';
import { idIn } from '../../db/id-list';
import { SqlRepository } from '../../db/sql-repository';
import type { DB } from '../../db/types';

/** A member who may be mailed: a confirmed address, `emailNews` on, and not suspended. */
export interface MailRecipient {
  id: number;
  email: string;
  display_name: string;
  username: string | null;
}

/** A notification as a mail lists it. */
export interface MailedNotificationRow {
  user_id: number;
  kind: string;
  title: string;
  link: string;
  detail: string | null;
  count: number;
  created_at: number | string;
}

/** Which digest: its column in `notification_mail_state`. */
export type DigestPeriod = 'daily' | 'weekly';
const UNTIL = { daily: 'daily_until', weekly: 'weekly_until' } as const;

/** SQL for members' notification mail choices and where their mails stand. */
export class NotificationMailRepository extends SqlRepository {
  /** The choices members made (kinds they left at the default have no row). */
  choicesOf(userIds: readonly number[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('notification_mail_choices')
      .select(['user_id', 'kind', 'choice'])
      .where(idIn(this.engine, 'user_id', userIds))
      .execute();
  }

  /** Stores the member's choices for some kinds. */
  async setChoices(
    userId: number,
    choices: readonly (readonly [NotificationKind, NotificationMailChoice])[],
  ): Promise<void> {
    if (choices.length === 0) return;
    await this.db
      .insertInto('notification_mail_choices')
      .values(choices.map(([kind, choice]) => ({ user_id: userId, kind, choice })))
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'kind']).doUpdateSet((eb) => ({
          choice: eb.ref('excluded.choice'),
        })),
      )
      .execute();
  }

  /** The member when they may be mailed at `now`; undefined otherwise. */
  recipient(userId: number, now: number): Promise<MailRecipient | undefined> {
    return this.mailable(this.db, now).where('users.id', '=', userId).executeTakeFirst() as Promise<
      MailRecipient | undefined
    >;
  }

  /** When the member's last "as it happens" mail went; null for never. */
  async instantSentAt(userId: number): Promise<number | null> {
    await this.ensureState([userId]);
    const row = await this.db
      .selectFrom('notification_mail_state')
      .select('instant_sent_at')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.instant_sent_at === null ? null : Number(row.instant_sent_at);
  }

  /**
   * Takes the turn to mail the member at `now`, when the last mail still went at `last`: one
   * conditional UPDATE, so of two processes only one sends.
   */
  async claimInstant(userId: number, last: number | null, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('notification_mail_state')
      .set({ instant_sent_at: now, instant_due_at: null })
      .where('user_id', '=', userId)
      .where('instant_sent_at', last === null ? 'is' : '=', last)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Keeps a mail for the member due at `dueAt`, unless one is due already. */
  async holdInstant(userId: number, dueAt: number): Promise<void> {
    await this.db
      .updateTable('notification_mail_state')
      .set({ instant_due_at: dueAt })
      .where('user_id', '=', userId)
      .where('instant_due_at', 'is', null)
      .execute();
  }

  /** Members whose held-back mail is due by `now`, a page at a time by id. */
  async dueInstant(now: number, afterId: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('notification_mail_state')
      .select('user_id')
      .where('instant_due_at', '<=', now)
      .where('user_id', '>', afterId)
      .orderBy('user_id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.user_id);
  }

  /** The unread notifications of `kinds` that came to the members after `since`, oldest first. */
  async unreadSince(
    userIds: readonly number[],
    kinds: readonly string[],
    since: number,
  ): Promise<MailedNotificationRow[]> {
    if (userIds.length === 0 || kinds.length === 0) return [];
    return this.db
      .selectFrom('notifications')
      .select(['user_id', 'kind', 'title', 'link', 'detail', 'count', 'created_at'])
      .where(idIn(this.engine, 'user_id', userIds))
      .where('kind', 'in', kinds)
      .where('read_at', 'is', null)
      .where('created_at', '>', since)
      .orderBy('user_id')
      .orderBy('id')
      .execute();
  }

  /**
   * A page of the members who may be mailed at `now` and whose `period` digest is due (its
   * last span ended at `dueBy` or before, or never was), by id after `afterId`, with where
   * their last span ended.
   */
  async digestPage(
    period: DigestPeriod,
    now: number,
    dueBy: number,
    afterId: number,
    limit: number,
  ) {
    const until = UNTIL[period];
    const rows = await this.mailable(this.db, now)
      .leftJoin('notification_mail_state as state', 'state.user_id', 'users.id')
      .select(`state.${until} as until`)
      .where('users.id', '>', afterId)
      .where((eb) => eb.or([eb(`state.${until}`, 'is', null), eb(`state.${until}`, '<=', dueBy)]))
      .orderBy('users.id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      ...(row as MailRecipient),
      until: row.until === null ? null : Number(row.until),
    }));
  }

  /**
   * Takes the members whose `period` digest is still due (its span ended at `dueBy` or before,
   * or never was) by ending their span at `until`; the ids it took. One conditional UPDATE, so
   * of two processes only one sends each member's digest.
   */
  async claimDigest(
    period: DigestPeriod,
    userIds: readonly number[],
    dueBy: number,
    until: number,
  ): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    await this.ensureState(userIds);
    const column = UNTIL[period];
    const rows = await this.db
      .updateTable('notification_mail_state')
      .set({ [column]: until })
      .where(idIn(this.engine, 'user_id', userIds))
      .where((eb) => eb.or([eb(column, 'is', null), eb(column, '<=', dueBy)]))
      .returning('user_id')
      .execute();
    return new Set(rows.map((row) => row.user_id));
  }

  /** Forgets a held-back mail that is due by `now` (nothing was left to send). */
  async dropDue(userId: number, now: number): Promise<void> {
    await this.db
      .updateTable('notification_mail_state')
      .set({ instant_due_at: null })
      .where('user_id', '=', userId)
      .where('instant_due_at', '<=', now)
      .execute();
  }

  private async ensureState(userIds: readonly number[]): Promise<void> {
    await this.db
      .insertInto('notification_mail_state')
      .values(userIds.map((user_id) => ({ user_id })))
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
  }

  /** Members who may be mailed at `now`; a suspension is read as `isSuspended` reads it. */
  private mailable(db: Kysely<DB>, now: number) {
    return db
      .selectFrom('users')
      .select(['users.id', 'users.email', 'users.display_name', 'users.username'])
      .where('users.email', 'is not', null)
      .where('users.email_verified', '=', 1)
      .where('users.email_news', '=', 1)
      .where((eb) =>
        eb.or([
          eb('users.suspension_reason', 'is', null),
          eb.and([
            eb('users.suspended_until', 'is not', null),
            eb('users.suspended_until', '<=', now),
          ]),
        ]),
      );
  }
}
