import { sql, type Kysely } from 'kysely';
import { committing } from '../../db/after-commit';
import { notHidden } from '../../db/hidden-items';
import { SqlRepository } from '../../db/sql-repository';
import type { DB } from '../../db/types';

/** A gallery row with its owner's username and how much it holds. */
export interface GalleryRow {
  id: number;
  user_id: number;
  title: string;
  url_title: string;
  description: string;
  cover_photo_id: number | null;
  is_public: number;
  updated_at: number;
  username: string | null;
  display_name: string;
  picture: string | null;
  spot_count: number;
  photo_count: number;
}

/** What a gallery's download needs of each spot. */
export interface ExportSpotRow {
  id: number;
  title: string;
  slug: string;
  lat: number;
  lng: number;
}

/** What a gallery holds: each kind in its own table, keyed by the gallery and the item. */
const HELD = {
  spot: { table: 'spot_list_spots', item: 'spot_id', itemRef: 'spot_list_spots.spot_id' },
  photo: { table: 'spot_list_photos', item: 'photo_id', itemRef: 'spot_list_photos.photo_id' },
} as const;

/** SQL for galleries (spot lists) and what they hold. */
export class GalleryRepository extends SqlRepository {
  private withCounts() {
    return this.db
      .selectFrom('spot_lists')
      .innerJoin('users', 'users.id', 'spot_lists.user_id')
      .select([
        'spot_lists.id',
        'spot_lists.user_id',
        'spot_lists.title',
        'spot_lists.url_title',
        'spot_lists.description',
        'spot_lists.cover_photo_id',
        'spot_lists.is_public',
        'spot_lists.updated_at',
        'users.username',
        'users.display_name',
        'users.picture',
      ])
      .select((eb) => [
        eb
          .selectFrom('spot_list_spots')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('spot_list_spots.list_id', '=', 'spot_lists.id')
          .where(notHidden('spot', 'spot_list_spots.spot_id'))
          .as('spot_count'),
        eb
          .selectFrom('spot_list_photos')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('spot_list_photos.list_id', '=', 'spot_lists.id')
          .where(notHidden('photo', 'spot_list_photos.photo_id'))
          .as('photo_count'),
      ]);
  }

  private static normalize(
    row: Omit<GalleryRow, 'spot_count' | 'photo_count'> & {
      spot_count: number | string | null;
      photo_count: number | string | null;
    },
  ): GalleryRow {
    return {
      ...row,
      spot_count: Number(row.spot_count ?? 0),
      photo_count: Number(row.photo_count ?? 0),
    };
  }

  /**
   * The member the gallery calls name: by username, or by id when no username is spelled so and
   * the member with that id has none.
   */
  async owner(owner: string): Promise<{ id: number } | undefined> {
    const byName = await this.db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(username)`, '=', owner.toLowerCase())
      .executeTakeFirst();
    if (byName || !/^\d{1,9}$/.test(owner)) return byName;
    return this.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', Number(owner))
      .where('username', 'is', null)
      .executeTakeFirst();
  }

  async findById(id: number): Promise<GalleryRow | undefined> {
    const row = await this.withCounts().where('spot_lists.id', '=', id).executeTakeFirst();
    return row && GalleryRepository.normalize(row);
  }

  async findByUrlTitle(ownerId: number, urlTitle: string): Promise<GalleryRow | undefined> {
    const row = await this.withCounts()
      .where('spot_lists.user_id', '=', ownerId)
      .where('spot_lists.url_title', '=', urlTitle)
      .executeTakeFirst();
    return row && GalleryRepository.normalize(row);
  }

  /**
   * A member's galleries, the most recently changed first; private ones and those hidden by
   * moderation only when asked.
   */
  async ofUser(
    userId: number,
    include: { private: boolean; hidden: boolean },
    limit: number,
    offset: number,
  ): Promise<GalleryRow[]> {
    let query = this.withCounts().where('spot_lists.user_id', '=', userId);
    if (!include.private) query = query.where('spot_lists.is_public', '=', 1);
    if (!include.hidden) query = query.where(notHidden('gallery', 'spot_lists.id'));
    const rows = await query
      .orderBy('spot_lists.updated_at', 'desc')
      .orderBy('spot_lists.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => GalleryRepository.normalize(row));
  }

  /** The url titles of a member's galleries that start with this one. */
  async urlTitlesLike(userId: number, urlTitle: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('spot_lists')
      .select('url_title')
      .where('user_id', '=', userId)
      .execute();
    return new Set(rows.map((row) => row.url_title).filter((title) => title.startsWith(urlTitle)));
  }

  /** One transaction: a gallery written with what goes with it (held for review) or not at all. */
  transaction<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
    return committing(this.db, work);
  }

  async insert(
    userId: number,
    title: string,
    urlTitle: string,
    db: Kysely<DB> = this.db,
  ): Promise<number> {
    const now = Date.now();
    const row = await db
      .insertInto('spot_lists')
      .values({ user_id: userId, title, url_title: urlTitle, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(
    id: number,
    changes: { title: string; url_title: string; description: string; is_public: number },
    db: Kysely<DB> = this.db,
  ): Promise<void> {
    await db
      .updateTable('spot_lists')
      .set({ ...changes, updated_at: Date.now() })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('spot_list_spots').where('list_id', '=', id).execute();
      await trx.deleteFrom('spot_list_photos').where('list_id', '=', id).execute();
      await trx.deleteFrom('spot_lists').where('id', '=', id).execute();
    });
  }

  private async touch(id: number, coverPhotoId?: number | null): Promise<void> {
    await this.db
      .updateTable('spot_lists')
      .set(
        coverPhotoId === undefined
          ? { updated_at: Date.now() }
          : { updated_at: Date.now(), cover_photo_id: coverPhotoId },
      )
      .where('id', '=', id)
      .execute();
  }

  async addSpot(listId: number, spotId: number): Promise<void> {
    await this.put('spot', listId, spotId);
  }

  async removeSpot(listId: number, spotId: number): Promise<void> {
    await this.takeOut('spot', listId, spotId);
  }

  async addPhoto(listId: number, photoId: number): Promise<void> {
    await this.put('photo', listId, photoId);
  }

  async removePhoto(listId: number, photoId: number): Promise<void> {
    await this.takeOut('photo', listId, photoId);
  }

  /** Puts a spot or photo into a gallery (once) and marks the gallery changed. */
  private async put(held: keyof typeof HELD, listId: number, itemId: number): Promise<void> {
    const { table, item } = HELD[held];
    await this.db
      .insertInto(table)
      .values({ list_id: listId, [item]: itemId, added_at: Date.now() })
      .onConflict((oc) => oc.columns(['list_id', item]).doNothing())
      .execute();
    await this.touch(listId);
  }

  /** Takes a spot or photo out of a gallery and marks the gallery changed. */
  private async takeOut(held: keyof typeof HELD, listId: number, itemId: number): Promise<void> {
    const { table, item } = HELD[held];
    await this.db
      .deleteFrom(table)
      .where('list_id', '=', listId)
      .where(item, '=', itemId)
      .execute();
    await this.touch(listId);
  }

  /** Spots of a gallery, in the order they were added. */
  spotIds(listId: number): Promise<number[]> {
    return this.db
      .selectFrom('spot_list_spots')
      .select('spot_id')
      .where('list_id', '=', listId)
      .orderBy('added_at')
      .orderBy('spot_id')
      .execute()
      .then((rows) => rows.map((row) => row.spot_id));
  }

  /** Photos of a gallery, in the order they were added; those of hidden spots left out. */
  photoIds(listId: number, limit: number, offset: number): Promise<number[]> {
    return this.db
      .selectFrom('spot_list_photos')
      .innerJoin('photos', 'photos.id', 'spot_list_photos.photo_id')
      .select('photo_id')
      .where('list_id', '=', listId)
      .where(notHidden('photo', 'spot_list_photos.photo_id'))
      .where(notHidden('spot', 'photos.spot_id'))
      .orderBy('added_at')
      .orderBy('photo_id')
      .limit(limit)
      .offset(offset)
      .execute()
      .then((rows) => rows.map((row) => row.photo_id));
  }

  /** The first photo of each gallery, to stand for galleries without a chosen cover. */
  async firstPhotos(listIds: readonly number[]): Promise<Map<number, number>> {
    if (listIds.length === 0) return new Map();
    const photos = await this.db
      .selectFrom('spot_list_photos')
      .innerJoin('photos', 'photos.id', 'spot_list_photos.photo_id')
      .select(['list_id', 'photo_id'])
      .where('list_id', 'in', listIds)
      .where(notHidden('photo', 'spot_list_photos.photo_id'))
      .where(notHidden('spot', 'photos.spot_id'))
      .orderBy('added_at')
      .orderBy('photo_id')
      .execute();
    const spots = await this.db
      .selectFrom('spot_list_spots')
      .innerJoin('spots', 'spots.id', 'spot_list_spots.spot_id')
      .select(['spot_list_spots.list_id', 'spots.cover_photo_id'])
      .where('spot_list_spots.list_id', 'in', listIds)
      .where('spots.cover_photo_id', 'is not', null)
      .where(notHidden('spot', 'spots.id'))
      .orderBy('spot_list_spots.added_at')
      .orderBy('spot_list_spots.spot_id')
      .execute();
    const first = new Map<number, number>();
    for (const row of photos) if (!first.has(row.list_id)) first.set(row.list_id, row.photo_id);
    for (const row of spots) {
      if (!first.has(row.list_id) && row.cover_photo_id != null) {
        first.set(row.list_id, row.cover_photo_id);
      }
    }
    return first;
  }

  /** Which of a member's galleries hold this spot. */
  listsWithSpot(userId: number, spotId: number): Promise<Set<number>> {
    return this.holding('spot', userId, spotId);
  }

  /** Which of a member's galleries hold this photo. */
  listsWithPhoto(userId: number, photoId: number): Promise<Set<number>> {
    return this.holding('photo', userId, photoId);
  }

  private async holding(held: keyof typeof HELD, userId: number, itemId: number) {
    const { table, itemRef } = HELD[held];
    const rows = await this.db
      .selectFrom(table)
      .innerJoin('spot_lists', 'spot_lists.id', `${table}.list_id`)
      .select(`${table}.list_id`)
      .where('spot_lists.user_id', '=', userId)
      .where(itemRef, '=', itemId)
      .execute();
    return new Set(rows.map((row) => row.list_id));
  }

  /** A member's galleries for the add-to-gallery menu, the most recently changed first. */
  menuOf(userId: number) {
    return this.db
      .selectFrom('spot_lists')
      .select(['id', 'title', 'url_title', 'is_public'])
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(500)
      .execute();
  }

  spotExists(id: number): Promise<boolean> {
    return this.db
      .selectFrom('spots')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst()
      .then(Boolean);
  }

  photoSpot(id: number): Promise<{ spot_id: number | null } | undefined> {
    return this.db.selectFrom('photos').select('spot_id').where('id', '=', id).executeTakeFirst();
  }

  /** The spots of a gallery for its downloads; sensitive places never leave in a file. */
  exportSpots(listId: number): Promise<ExportSpotRow[]> {
    return this.db
      .selectFrom('spot_list_spots')
      .innerJoin('spots', 'spots.id', 'spot_list_spots.spot_id')
      .select(['spots.id', 'spots.title', 'spots.slug', 'spots.lat', 'spots.lng'])
      .where('spot_list_spots.list_id', '=', listId)
      .where('spots.sensitive_reason', 'is', null)
      .orderBy('spot_list_spots.added_at')
      .orderBy('spots.id')
      .execute();
  }

  /** The best photos of each spot (normal photos, best rated first), `perSpot` at most. */
  async bestPhotosOf(
    spotIds: readonly number[],
    perSpot: number,
  ): Promise<Map<number, { id: number; title: string }[]>> {
    const out = new Map<number, { id: number; title: string }[]>();
    for (let start = 0; start < spotIds.length; start += 500) {
      const chunk = spotIds.slice(start, start + 500);
      const rows = await this.db
        .selectFrom('photos')
        .select(['id', 'title', 'spot_id'])
        .where('spot_id', 'in', chunk)
        .where('img_type', '=', 0)
        .orderBy('spot_id')
        .orderBy('rating', 'desc')
        .orderBy('id')
        .execute();
      for (const row of rows) {
        if (row.spot_id == null) continue;
        const list = out.get(row.spot_id) ?? [];
        if (list.length < perSpot) list.push({ id: row.id, title: row.title });
        out.set(row.spot_id, list);
      }
    }
    return out;
  }

  /** The best description of each spot. */
  async bestDescriptionOf(spotIds: readonly number[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    for (let start = 0; start < spotIds.length; start += 500) {
      const chunk = spotIds.slice(start, start + 500);
      const rows = await this.db
        .selectFrom('descriptions')
        .select(['spot_id', 'text'])
        .where('spot_id', 'in', chunk)
        .orderBy('spot_id')
        .orderBy('rating', 'desc')
        .orderBy('id')
        .execute();
      for (const row of rows) if (!out.has(row.spot_id)) out.set(row.spot_id, row.text);
    }
    return out;
  }
}
