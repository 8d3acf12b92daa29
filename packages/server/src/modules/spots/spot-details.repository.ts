import type { Insertable } from 'kysely';
import { idIn } from '../../db/id-list';
import type { DB } from '../../db/types';
import { SqlRepository } from '../../db/sql-repository';

/** SQL for what hangs off a spot: descriptions, pending proposals, saved 360° views, previews. */
export class SpotDetailsRepository extends SqlRepository {
  descriptionsOf(spotId: number) {
    return this.db
      .selectFrom('descriptions')
      .leftJoin('users', 'users.id', 'descriptions.user_id')
      .selectAll('descriptions')
      .select(['users.username', 'users.display_name', 'users.picture'])
      .where('descriptions.spot_id', '=', spotId)
      .orderBy('descriptions.rating', 'desc')
      .orderBy('descriptions.id')
      .execute();
  }

  async insertDescription(description: Insertable<DB['descriptions']>): Promise<number> {
    const row = await this.db
      .insertInto('descriptions')
      .values(description)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  pendingProposals(spotId: number) {
    return this.db
      .selectFrom('proposals')
      .select([
        'id',
        'kind',
        'new_title',
        'new_lat',
        'new_lng',
        'rating',
        'tag_id',
        'new_sensitive',
        'sensitive_reason',
        'sensitive_note',
      ])
      .where('spot_id', '=', spotId)
      .where('status', '=', 'pending')
      .where('kind', 'in', ['title', 'location', 'tag_add', 'tag_delete', 'sensitive'])
      .orderBy('id', 'desc')
      .execute();
  }

  /** The newest saved default view of a spot, shaped as the Spot answer's `D3`. */
  latestView3d(spotId: number) {
    return this.db
      .selectFrom('views_3d')
      .select(['lat', 'lng', 'heading as head', 'pitch', 'fov'])
      .where('spot_id', '=', spotId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  previews(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('spots')
      .select(['id', 'title', 'slug', 'tz', 'cover_photo_id'])
      .where(idIn(this.engine, 'id', ids))
      .execute();
  }

  elevations(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('spots')
      .select(['id', 'elev'])
      .where(idIn(this.engine, 'id', ids))
      .execute();
  }
}
