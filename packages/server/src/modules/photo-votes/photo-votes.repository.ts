import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { SqlRepository } from '../../db/sql-repository';

/** SQL for photos' ratings (the votes themselves are the community's one vote writer's). */
export class PhotoVotesRepository extends SqlRepository {
  photo(photoId: number) {
    return this.db
      .selectFrom('photos')
      .select(['id', 'spot_id', 'user_id'])
      .where('id', '=', photoId)
      .executeTakeFirst();
  }

  /** Adds `delta` to a photo's rating and answers the new rating (undefined: no such photo). */
  async addPhotoRating(
    trx: Kysely<DB>,
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
}
