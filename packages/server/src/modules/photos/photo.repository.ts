import { notHidden } from '../../db/hidden-items';
import type { Updateable } from 'kysely';
import { bestPhotosFirst } from '../../db/best-first';
import { idIn } from '../../db/id-list';
import { deleteVotesOnPhotos } from '../../db/photo-votes';
import type { NewPhoto, PhotoRow, PhotosTable } from '../../db/types';
import { SqlRepository } from '../../db/sql-repository';
import { JOINED_SPOT_POSITION_COLUMNS } from '../../lib/spot-position';

/** A photo row with its owner and spot columns joined in. */
export type PhotoWithRefs = PhotoRow & {
  owner_username: string | null;
  owner_display_name: string | null;
  owner_picture: string | null;
  spot_title: string | null;
  spot_lat: number | null;
  spot_lng: number | null;
  spot_exact_lat: number | null;
  spot_exact_lng: number | null;
  spot_user_id: number | null;
  spot_sensitive_reason: string | null;
};

/** SQL for photos. */
export class PhotoRepository extends SqlRepository {
  private withRefs() {
    return this.db
      .selectFrom('photos')
      .leftJoin('users', 'users.id', 'photos.user_id')
      .leftJoin('spots', 'spots.id', 'photos.spot_id')
      .selectAll('photos')
      .select([
        'users.username as owner_username',
        'users.display_name as owner_display_name',
        'users.picture as owner_picture',
        'spots.title as spot_title',
        ...JOINED_SPOT_POSITION_COLUMNS,
      ]);
  }

  findById(id: number): Promise<PhotoWithRefs | undefined> {
    return this.withRefs().where('photos.id', '=', id).executeTakeFirst();
  }

  /** Photos by id, in the order given; missing ids are left out. */
  async findByIds(ids: readonly number[]): Promise<PhotoWithRefs[]> {
    if (ids.length === 0) return [];
    const rows = await this.withRefs()
      .where(idIn(this.engine, 'photos.id', ids))
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Photos of a spot, best rated first, test shots last. */
  ofSpot(spotId: number): Promise<PhotoWithRefs[]> {
    return this.withRefs()
      .where('photos.spot_id', '=', spotId)
      .orderBy('photos.img_type')
      .orderBy('photos.rating', 'desc')
      .orderBy('photos.id')
      .execute();
  }

  /**
   * Newest photos; `includeTestShots` adds test shots (the "all" feed). The feeds are everyone's:
   * photos hidden by moderation, and those of hidden spots, are left out.
   */
  latest(limit: number, offset: number, includeTestShots: boolean): Promise<PhotoWithRefs[]> {
    let query = this.withRefs()
      .where(notHidden('photo', 'photos.id'))
      .where(notHidden('spot', 'photos.spot_id'));
    if (!includeTestShots) query = query.where('photos.img_type', '=', 0);
    return query
      .orderBy('photos.created_at', 'desc')
      .orderBy('photos.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** A user's photos of one image type, newest first. */
  byUser(userId: number, imgType: 0 | 1, limit: number, offset: number): Promise<PhotoWithRefs[]> {
    return this.withRefs()
      .where('photos.user_id', '=', userId)
      .where('photos.img_type', '=', imgType)
      .orderBy('photos.created_at', 'desc')
      .orderBy('photos.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /**
   * A user's best rated photos (without test shots, nor hidden ones or those of hidden spots), for
   * their profile's stats.
   */
  bestByUser(userId: number, limit: number): Promise<PhotoWithRefs[]> {
    return this.withRefs()
      .where('photos.user_id', '=', userId)
      .where(notHidden('photo', 'photos.id'))
      .where(notHidden('spot', 'photos.spot_id'))
      .$call(bestPhotosFirst)
      .limit(limit)
      .execute();
  }

  /** Best rated photos, those hidden by moderation and those of hidden spots left out. */
  favorites(limit: number, offset: number): Promise<PhotoWithRefs[]> {
    return this.withRefs()
      .where(notHidden('photo', 'photos.id'))
      .where(notHidden('spot', 'photos.spot_id'))
      .$call(bestPhotosFirst)
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /**
   * Compact references (id, title, blurhash, ar) for cover photos of many spots and galleries;
   * a photo hidden by moderation, or at a spot it hides, stands for nothing.
   */
  refs(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('photos')
      .select(['id', 'title', 'blurhash', 'ar'])
      .where(idIn(this.engine, 'id', ids))
      .where(notHidden('photo', 'photos.id'))
      .where(notHidden('spot', 'photos.spot_id'))
      .execute();
  }

  /** Pending spot moves of photos, with their current rating. */
  pendingMoves(photoIds: readonly number[]) {
    if (photoIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('proposals')
      .select(['photo_id', 'new_spot_id', 'rating'])
      .where('kind', '=', 'photo_move')
      .where('status', '=', 'pending')
      .where(idIn(this.engine, 'photo_id', photoIds))
      .execute();
  }

  async insert(photo: NewPhoto): Promise<number> {
    const row = await this.db
      .insertInto('photos')
      .values(photo)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async setOriginalKey(id: number, key: string): Promise<void> {
    await this.db.updateTable('photos').set({ original_key: key }).where('id', '=', id).execute();
  }

  async update(id: number, changes: Updateable<PhotosTable>): Promise<void> {
    await this.db.updateTable('photos').set(changes).where('id', '=', id).execute();
  }

  /**
   * Removes a photo with the votes on it and on its moves (votes have no foreign key); the
   * moves, gallery entries and cover references go with it through the schema's cascades.
   */
  async delete(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await deleteVotesOnPhotos(trx, [id]);
      await trx.deleteFrom('photos').where('id', '=', id).execute();
    });
  }
}
