import type { Kysely, Transaction } from 'kysely';
import { applyVote, type VoteDirection, type VoteValue } from '@vantage/shared';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { DB } from '../../db/types';
import { HttpError } from '../../lib/errors';

/** A transaction of the vote calls. */
export type VoteTransaction = Transaction<DB>;

/** What a vote is on: a photo, or a proposal (here a pending photo move). */
export type VoteTarget = 'photo' | 'proposal';

/** A pending (or decided) move of a photo to another spot. */
export interface MoveProposal {
  id: number;
  photo_id: number | null;
  new_spot_id: number | null;
  rating: number;
  user_id: number;
}

/** Another request changed the same vote between our read and our write: run the work again. */
class VoteRace extends Error {}

// Each round lets at least one of the racing requests through, so a few rounds settle any burst.
const ATTEMPTS = 10;

/** SQL for votes on photos and on photo moves. */
export class PhotoVotesRepository {
  private readonly db: Kysely<DB>;

  constructor(database: Database) {
    this.db = database.db;
  }

  /**
   * Runs `work` in a transaction, again from the start when a concurrent vote of the same
   * user got in first (the unique vote row or its old value no longer matches).
   */
  async inTransaction<T>(work: (trx: VoteTransaction) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction().execute(work);
      } catch (error) {
        const race = error instanceof VoteRace || isUniqueViolation(error);
        if (!race) throw error;
        if (attempt >= ATTEMPTS) {
          throw new HttpError(409, 'conflict', 'Many votes arrived at once. Please try again.');
        }
      }
    }
  }

  photo(photoId: number) {
    return this.db
      .selectFrom('photos')
      .select(['id', 'spot_id', 'user_id'])
      .where('id', '=', photoId)
      .executeTakeFirst();
  }

  spot(spotId: number) {
    return this.db
      .selectFrom('spots')
      .select(['id', 'lat', 'lng'])
      .where('id', '=', spotId)
      .executeTakeFirst();
  }

  /**
   * Sets the user's vote on a target and answers how much the target's rating changes: 0 when
   * the vote already stood so. The write only succeeds against the value that was read, so
   * two requests of one user cannot both count.
   */
  async castVote(
    trx: VoteTransaction,
    userId: number,
    target: VoteTarget,
    targetId: number,
    next: VoteDirection,
  ): Promise<number> {
    const row = await trx
      .selectFrom('votes')
      .select('value')
      .where('user_id', '=', userId)
      .where('target_type', '=', target)
      .where('target_id', '=', targetId)
      .executeTakeFirst();
    const previous = row ? (Math.sign(row.value) as VoteValue) : 0;
    const { delta, value } = applyVote(previous, next);
    if (delta === 0) return 0;
    if (!row) {
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
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw new VoteRace();
    } else {
      const updated = await trx
        .updateTable('votes')
        .set({ value })
        .where('user_id', '=', userId)
        .where('target_type', '=', target)
        .where('target_id', '=', targetId)
        .where('value', '=', row.value)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new VoteRace();
    }
    return delta;
  }

  /** Adds `delta` to a photo's rating and answers the new rating (undefined: no such photo). */
  async addPhotoRating(
    trx: VoteTransaction,
    photoId: number,
    delta: number,
  ): Promise<number | undefined> {
    const row =
      delta === 0
        ? await trx
            .selectFrom('photos')
            .select('rating')
            .where('id', '=', photoId)
            .executeTakeFirst()
        : await trx
            .updateTable('photos')
            .set((eb) => ({ rating: eb('rating', '+', delta) }))
            .where('id', '=', photoId)
            .returning('rating')
            .executeTakeFirst();
    return row?.rating;
  }

  /**
   * Reads the photo's spot and holds the photo's row until the transaction ends, so the
   * requests and votes on one photo's move run one after another.
   */
  lockPhoto(trx: VoteTransaction, photoId: number) {
    return trx
      .updateTable('photos')
      .set((eb) => ({ spot_id: eb.ref('spot_id') }))
      .where('id', '=', photoId)
      .returning(['id', 'spot_id', 'user_id'])
      .executeTakeFirst();
  }

  pendingMove(trx: VoteTransaction, photoId: number): Promise<MoveProposal | undefined> {
    return trx
      .selectFrom('proposals')
      .select(['id', 'photo_id', 'new_spot_id', 'rating', 'user_id'])
      .where('kind', '=', 'photo_move')
      .where('photo_id', '=', photoId)
      .where('status', '=', 'pending')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  async insertMove(
    trx: VoteTransaction,
    move: {
      photoId: number;
      fromSpotId: number | null;
      toSpotId: number;
      userId: number;
      status: 'pending' | 'applied';
    },
  ): Promise<number> {
    const now = Date.now();
    const row = await trx
      .insertInto('proposals')
      .values({
        kind: 'photo_move',
        photo_id: move.photoId,
        spot_id: move.fromSpotId,
        new_spot_id: move.toSpotId,
        user_id: move.userId,
        status: move.status,
        created_at: now,
        decided_at: move.status === 'pending' ? null : now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Adds `delta` to a pending proposal's rating; undefined when it is no longer pending. */
  async addProposalRating(
    trx: VoteTransaction,
    proposalId: number,
    delta: number,
  ): Promise<number | undefined> {
    const row = await trx
      .updateTable('proposals')
      .set((eb) => ({ rating: eb('rating', '+', delta) }))
      .where('id', '=', proposalId)
      .where('status', '=', 'pending')
      .returning('rating')
      .executeTakeFirst();
    return row?.rating;
  }

  async decide(
    trx: VoteTransaction,
    proposalId: number,
    status: 'applied' | 'dropped',
  ): Promise<void> {
    await trx
      .updateTable('proposals')
      .set({ status, decided_at: Date.now() })
      .where('id', '=', proposalId)
      .where('status', '=', 'pending')
      .execute();
  }

  async movePhoto(trx: VoteTransaction, photoId: number, spotId: number): Promise<void> {
    await trx
      .updateTable('photos')
      .set({ spot_id: spotId, updated_at: Date.now() })
      .where('id', '=', photoId)
      .execute();
  }
}
