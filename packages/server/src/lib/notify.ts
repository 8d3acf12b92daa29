import type { Kysely } from 'kysely';
import type { ReportOutcome } from '@vantage/shared';
import type { DB } from '../db/types';

/**
 * Something that happened which members hear of in their notifications. Each names the thing
 * and who did it; whom it concerns (an author, an owner, followers) the notifications module
 * finds out.
 */
export type NotificationEvent =
  | {
      type: 'proposalDecided';
      proposalId: number;
      status: 'applied' | 'rejected';
      /** Who cast the deciding vote. */
      actorId: number;
    }
  | { type: 'photoVoted'; photoId: number; actorId: number }
  | { type: 'descriptionVoted'; descriptionId: number; actorId: number }
  /** A photo's move was applied (its proposal is `proposalId`). */
  | { type: 'photoMoved'; proposalId: number }
  /** The member's badge counts rose: the badges they hold now, by id. */
  | { type: 'badgesEarned'; userId: number; badgeIds: readonly string[] }
  | { type: 'spotChanged'; spotId: number; actorId: number | null }
  | { type: 'photoAdded'; photoId: number; actorId: number }
  /** A reply to a guide was published (written, or approved after being held). */
  | { type: 'guideReplied'; replyId: number }
  /**
   * A moderator decided members' reports of one item: their reporters hear how it ended, never
   * who decided (the moderator, `actorId`, is not told of their own decision; null for reports
   * decided before, as the demo's history).
   */
  | {
      type: 'reportsDecided';
      reportIds: readonly number[];
      outcome: ReportOutcome;
      actorId: number | null;
    };

/**
 * The notifications of members, as the services where things happen tell them. The
 * community, photo and spot modules lie below the notifications module, so they name here
 * only what they ask of it; the container passes the notifications service in.
 */
export interface Notify {
  /**
   * Records what `event` tells its members in `db` when given (the transaction of the event,
   * so both stand or fall together) and hands the new notifications on once it committed.
   */
  notify(event: NotificationEvent, db?: Kysely<DB>): Promise<void>;
}
