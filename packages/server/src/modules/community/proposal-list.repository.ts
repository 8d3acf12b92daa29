import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, ProposalsTable } from '../../db/types';
import { SqlRepository } from '../../db/sql-repository';
import {
  JOINED_SPOT_POSITION_COLUMNS,
  type JoinedSpotPositionColumns,
} from '../../lib/spot-position';

/** A proposal with its spot, author and tag, as lists show it. */
export interface ProposalListRow extends Selectable<ProposalsTable>, JoinedSpotPositionColumns {
  spot_title: string;
  spot_slug: string;
  tag_name: string | null;
  username: string | null;
  display_name: string | null;
  picture: string | null;
  /** A photo move's photo and the spot it leads to, with that spot's position columns. */
  photo_title: string | null;
  to_title: string | null;
  to_slug: string | null;
  to_lat: number | null;
  to_lng: number | null;
  to_exact_lat: number | null;
  to_exact_lng: number | null;
  to_user_id: number | null;
  to_sensitive_reason: string | null;
}

/** SQL for lists of proposals: a spot's open ones, the Review page's, a member's. */
export class ProposalListRepository extends SqlRepository {
  private listQuery(db: Kysely<DB> = this.db) {
    return db
      .selectFrom('proposals')
      .innerJoin('spots', 'spots.id', 'proposals.spot_id')
      .leftJoin('tags', 'tags.id', 'proposals.tag_id')
      .leftJoin('users', 'users.id', 'proposals.user_id')
      .leftJoin('photos', 'photos.id', 'proposals.photo_id')
      .leftJoin('spots as to', 'to.id', 'proposals.new_spot_id')
      .selectAll('proposals')
      .select([
        'spots.title as spot_title',
        'spots.slug as spot_slug',
        ...JOINED_SPOT_POSITION_COLUMNS,
        'tags.name as tag_name',
        'users.username',
        'users.display_name',
        'users.picture',
        'photos.title as photo_title',
        'to.title as to_title',
        'to.slug as to_slug',
        'to.lat as to_lat',
        'to.lng as to_lng',
        'to.exact_lat as to_exact_lat',
        'to.exact_lng as to_exact_lng',
        'to.user_id as to_user_id',
        'to.sensitive_reason as to_sensitive_reason',
      ]);
  }

  /** A spot's open proposals, oldest first. */
  openOfSpot(spotId: number): Promise<ProposalListRow[]> {
    return this.listQuery()
      .where('proposals.spot_id', '=', spotId)
      .where('proposals.status', '=', 'pending')
      .orderBy('proposals.id')
      .execute();
  }

  /** Proposals of spots by id (for the History's vote scores). */
  byIds(ids: readonly number[]): Promise<ProposalListRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.listQuery().where('proposals.id', 'in', ids).execute();
  }

  /**
   * Open proposals across the site: nearest to a position first (by the equirectangular
   * distance, which orders as the true one does at these scales), then oldest.
   */
  review(near: { lat: number; lng: number } | null, limit: number): Promise<ProposalListRow[]> {
    let query = this.listQuery().where('proposals.status', '=', 'pending');
    if (near) {
      const cos = Math.cos((near.lat * Math.PI) / 180);
      query = query.orderBy(
        sql`((spots.lat - ${near.lat}) * (spots.lat - ${near.lat}) + (spots.lng - ${near.lng}) * (spots.lng - ${near.lng}) * ${cos * cos})`,
      );
    }
    return query.orderBy('proposals.created_at').orderBy('proposals.id').limit(limit).execute();
  }

  /**
   * How many open proposals `userId` can still vote on: not their own, not voted on yet, and
   * about a spot whose public position lies in `box` when one is given.
   */
  async countVotable(
    userId: number,
    box: { south: number; north: number; west: number; east: number } | null,
  ): Promise<number> {
    let query = this.db
      .selectFrom('proposals')
      .innerJoin('spots', 'spots.id', 'proposals.spot_id')
      .select((eb) => eb.fn.countAll<number | string>().as('open'))
      .where('proposals.status', '=', 'pending')
      .where('proposals.user_id', 'is not', null)
      .where('proposals.user_id', '!=', userId)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('votes')
              .select('votes.value')
              .where('votes.user_id', '=', userId)
              .where('votes.target_type', '=', 'proposal')
              .whereRef('votes.target_id', '=', 'proposals.id'),
          ),
        ),
      );
    if (box) {
      query = query
        .where('spots.lat', '>=', box.south)
        .where('spots.lat', '<=', box.north)
        .where('spots.lng', '>=', box.west)
        .where('spots.lng', '<=', box.east);
    }
    const row = await query.executeTakeFirst();
    return Number(row?.open ?? 0);
  }

  /** A member's proposals, newest first. */
  ofUser(userId: number, limit: number): Promise<ProposalListRow[]> {
    return this.listQuery()
      .where('proposals.user_id', '=', userId)
      .orderBy('proposals.created_at', 'desc')
      .orderBy('proposals.id', 'desc')
      .limit(limit)
      .execute();
  }
}
