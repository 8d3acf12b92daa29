import type { Kysely } from 'kysely';
import { committing } from '../../db/after-commit';
import { isUniqueViolation } from '../../db/errors';
import type { DB, VotesTable } from '../../db/types';
import { SqlRepository } from '../../db/sql-repository';
import { HttpError } from '../../lib/errors';

/** The transaction a community decision runs in. */
export type CommunityTransaction = Kysely<DB>;

/** What a vote is on. */
export type VoteTargetType = VotesTable['target_type'];

/** Another request changed the same vote between our read and our write: run the work again. */
class VoteRace extends Error {}

// Each round lets at least one of the racing requests through, so a few rounds settle any burst.
const ATTEMPTS = 10;

/**
 * Votes of members on proposals and descriptions. The stored value is the vote's weight with
 * its sign (a trusted member's up vote is +2), so a target's score is the sum of its votes and
 * a changed or withdrawn vote takes back exactly what it gave.
 */
export class VoteRepository extends SqlRepository {
  /**
   * Runs `work` in a transaction, again from the start when a concurrent vote of the same
   * member got in first (the unique vote row or its old value no longer matches).
   */
  inTransaction<T>(work: (trx: CommunityTransaction) => Promise<T>): Promise<T> {
    return this.retryingRaces(() => committing(this.db, work));
  }

  /**
   * Runs a transaction (`attempt` opens it), again from the start when it lost a race with a
   * concurrent vote or proposal on a unique key.
   */
  async retryingRaces<T>(attempt: () => Promise<T>): Promise<T> {
    for (let round = 1; ; round++) {
      try {
        return await attempt();
      } catch (error) {
        const race = error instanceof VoteRace || isUniqueViolation(error);
        if (!race) throw error;
        if (round >= ATTEMPTS) {
          throw new HttpError(409, 'conflict', 'Many votes arrived at once. Please try again.');
        }
      }
    }
  }

  /**
   * Sets a member's vote on a target to `value` (0 withdraws it) and answers how much the
   * target's score changes. A first vote is one insert; a changed vote is written only
   * against the value that was read, and a withdrawal takes back the value it deleted, so
   * two requests of one member cannot both count.
   */
  async setVote(
    trx: CommunityTransaction,
    userId: number,
    target: VoteTargetType,
    targetId: number,
    value: number,
  ): Promise<number> {
    if (value === 0) {
      const deleted = await trx
        .deleteFrom('votes')
        .where('user_id', '=', userId)
        .where('target_type', '=', target)
        .where('target_id', '=', targetId)
        .returning('value')
        .executeTakeFirst();
      return -(deleted?.value ?? 0);
    }
    // Most votes are a member's first on the target: try the insert before reading.
    const inserted = await trx
      .insertInto('votes')
      .values({
        user_id: userId,
        target_type: target,
        target_id: targetId,
        value,
        created_at: Date.now(),
      })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'target_type', 'target_id']).doNothing(),
      )
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return value;
    const row = await trx
      .selectFrom('votes')
      .select('value')
      .where('user_id', '=', userId)
      .where('target_type', '=', target)
      .where('target_id', '=', targetId)
      .executeTakeFirst();
    // Withdrawn by a concurrent request between the insert and the read.
    if (!row) throw new VoteRace();
    if (row.value === value) return 0;
    const updated = await trx
      .updateTable('votes')
      .set({ value })
      .where('user_id', '=', userId)
      .where('target_type', '=', target)
      .where('target_id', '=', targetId)
      .where('value', '=', row.value)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new VoteRace();
    return value - row.value;
  }

  /** The votes on a target, for the History and for recounting. */
  votesOn(target: VoteTargetType, targetId: number) {
    return this.db
      .selectFrom('votes')
      .select(['user_id', 'value'])
      .where('target_type', '=', target)
      .where('target_id', '=', targetId)
      .orderBy('user_id')
      .execute();
  }
}
