import { sql, type Expression, type Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { bestPhotosFirst, bestSpotsFirst } from '../../db/best-first';
import { liveTagNames } from '../../db/spot-tags';
import { notHidden } from '../../db/hidden-items';
import { recountTagSpots } from '../../db/tag-counts';
import { POINT_COLUMNS, type SpotPoint } from '../spots/spot.repository';
import { storeSpotWords } from '../spots/spot-writer.repository';
import { SqlRepository } from '../../db/sql-repository';

/** SQL for tag pages: a tag with its admin fields, its best spots, photos, sub-tags and people. */
export class TagPageRepository extends SqlRepository {
  /** The tag's rows that make a spot carry it: active ones, not pending additions. */
  private carriers(tagId: number) {
    return this.db
      .selectFrom('spot_tags')
      .where('spot_tags.tag_id', '=', tagId)
      .where('spot_tags.status', '!=', 'pending_add');
  }

  /** Whether a spot carries the tag, as a subquery of a query of spots or photos. */
  private carrierOf(tagId: number, spotId: Expression<number | null>) {
    return this.carriers(tagId).select('spot_tags.id').where('spot_tags.spot_id', '=', spotId);
  }

  byName(name: string) {
    return this.db
      .selectFrom('tags')
      .selectAll()
      .where('name_lower', '=', name.trim().toLowerCase())
      .executeTakeFirst();
  }

  byId(id: number) {
    return this.db.selectFrom('tags').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Names and parents of tags, for walking up the hierarchy. */
  parents(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('tags')
      .select(['id', 'name', 'parent_id'])
      .where('id', 'in', [...ids])
      .execute();
  }

  /**
   * A tag's spots (active tags only), the best first. For a tag on many spots (`large`), the
   * spots are walked in score order and checked for the tag, so the answer needs a few hundred
   * index probes instead of reading and sorting every tagged spot.
   */
  bestSpots(tagId: number, limit: number, offset: number, large = false): Promise<SpotPoint[]> {
    const query = large
      ? this.db
          .selectFrom('spots')
          .select(POINT_COLUMNS)
          .where((eb) => eb.exists(this.carrierOf(tagId, eb.ref('spots.id'))))
          .where(notHidden('spot', 'spots.id'))
          .$call(bestSpotsFirst)
      : this.carriers(tagId)
          .innerJoin('spots', 'spots.id', 'spot_tags.spot_id')
          .select(POINT_COLUMNS)
          .where(notHidden('spot', 'spots.id'))
          .$call(bestSpotsFirst);
    return query.limit(limit).offset(offset).execute();
  }

  /** Photo ids of a tag's spots (normal photos), the best rated first; `large` as in `bestSpots`. */
  async bestPhotoIds(
    tagId: number,
    limit: number,
    offset: number,
    large = false,
  ): Promise<number[]> {
    const query = large
      ? this.db
          .selectFrom('photos')
          .select('photos.id')
          .where((eb) => eb.exists(this.carrierOf(tagId, eb.ref('photos.spot_id'))))
          .where(notHidden('photo', 'photos.id'))
          .where(notHidden('spot', 'photos.spot_id'))
          .$call(bestPhotosFirst)
      : this.carriers(tagId)
          .innerJoin('photos', 'photos.spot_id', 'spot_tags.spot_id')
          .select('photos.id')
          .where(notHidden('photo', 'photos.id'))
          .where(notHidden('spot', 'photos.spot_id'))
          .$call(bestPhotosFirst);
    const rows = await query.limit(limit).offset(offset).execute();
    return rows.map((row) => row.id);
  }

  async photoCount(tagId: number): Promise<number> {
    const row = await this.carriers(tagId)
      .innerJoin('spots', 'spots.id', 'spot_tags.spot_id')
      .select((eb) => eb.fn.sum<number | string | null>('spots.photo_count').as('n'))
      .where(notHidden('spot', 'spots.id'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The tags whose parent this tag is, the most used first. */
  children(tagId: number, limit: number) {
    return this.db
      .selectFrom('tags')
      .select(['name', 'loc_cnt'])
      .where('parent_id', '=', tagId)
      .where('loc_cnt', '>', 0)
      .orderBy('loc_cnt', 'desc')
      .orderBy('name')
      .limit(limit)
      .execute();
  }

  /** The members with most photos at a tag's spots. */
  async contributors(tagId: number, limit: number) {
    const rows = await this.carriers(tagId)
      .innerJoin('photos', 'photos.spot_id', 'spot_tags.spot_id')
      .innerJoin('users', 'users.id', 'photos.user_id')
      .select([
        'users.id',
        'users.username',
        'users.display_name',
        'users.picture',
        sql<number | string>`count(*)`.as('n'),
      ])
      .where(notHidden('photo', 'photos.id'))
      .where(notHidden('spot', 'photos.spot_id'))
      .where(notHidden('member', 'users.id'))
      .groupBy(['users.id', 'users.username', 'users.display_name', 'users.picture'])
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('users.id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, n: Number(row.n) }));
  }

  /**
   * Guides written for a tag, the best voted first; hidden and held ones are left out (the page
   * is one for all its readers).
   */
  guides(tagId: number, limit: number) {
    return this.db
      .selectFrom('guides')
      .leftJoin('users', 'users.id', 'guides.user_id')
      .select([
        'guides.id',
        'guides.title',
        'guides.perma',
        'guides.rating',
        'users.display_name',
        'users.username',
      ])
      .where('guides.tag_id', '=', tagId)
      .where(notHidden('guide', 'guides.id'))
      .orderBy('guides.rating', 'desc')
      .orderBy('guides.id')
      .limit(limit)
      .execute();
  }

  photoExists(id: number) {
    return this.db
      .selectFrom('photos')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst()
      .then(Boolean);
  }

  async update(
    id: number,
    changes: Partial<{
      parent_id: number | null;
      img_square: number | null;
      img_head: number | null;
      img_head_offset: number;
      id_osm: number | null;
      osm_type: string | null;
      info_text: string | null;
      rect: string | null;
    }>,
  ): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await this.db.updateTable('tags').set(changes).where('id', '=', id).execute();
  }

  /** The spots carrying a tag, with every tag name each carries. */
  async spotsWithTag(tagId: number, db: Kysely<DB> = this.db) {
    const ids = await db
      .selectFrom('spot_tags')
      .select('spot_id')
      .where('tag_id', '=', tagId)
      .execute();
    return ids.map((row) => row.spot_id);
  }

  /** The names of a spot's active tags. */
  tagNamesOf(spotId: number, db: Kysely<DB> = this.db): Promise<string[]> {
    return liveTagNames(db, spotId, { locationsFirst: false });
  }

  /** Takes a tag off a spot and writes the spot's words and hierarchy without it. */
  async removeFromSpot(
    spotId: number,
    tagId: number,
    tagName: string,
    db: Kysely<DB>,
  ): Promise<void> {
    await db
      .deleteFrom('spot_tags')
      .where('spot_id', '=', spotId)
      .where('tag_id', '=', tagId)
      .execute();
    await recountTagSpots(db, [tagId]);
    const spot = await db
      .selectFrom('spots')
      .select(['hier'])
      .where('id', '=', spotId)
      .executeTakeFirst();
    if (!spot) return;
    const names = await this.tagNamesOf(spotId, db);
    const lower = tagName.toLowerCase();
    const hier = spot.hier
      .split('\\')
      .filter((part) => part !== '' && part.toLowerCase() !== lower)
      .join('\\');
    await storeSpotWords(db, spotId, { tags: names, hier }, { touch: false });
  }

  async deleteTag(tagId: number, db: Kysely<DB>): Promise<void> {
    await db.updateTable('tags').set({ parent_id: null }).where('parent_id', '=', tagId).execute();
    await db.updateTable('guides').set({ tag_id: null }).where('tag_id', '=', tagId).execute();
    await db.deleteFrom('popular_locations').where('tag_id', '=', tagId).execute();
    await db.deleteFrom('spot_tags').where('tag_id', '=', tagId).execute();
    await db.deleteFrom('tags').where('id', '=', tagId).execute();
  }

  /** The curated Popular Locations, in order, with their tag and sample photo. */
  popularLocations() {
    return this.db
      .selectFrom('popular_locations')
      .innerJoin('tags', 'tags.id', 'popular_locations.tag_id')
      .select([
        'tags.id as tag_id',
        'tags.name',
        'tags.parent_id',
        'tags.loc_cnt',
        'tags.img_square',
        'tags.img_head',
        'popular_locations.photo_id',
      ])
      .orderBy('popular_locations.position')
      .orderBy('popular_locations.id')
      .execute();
  }

  async setPopularLocations(rows: readonly { tagId: number; photoId: number | null }[]) {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('popular_locations').execute();
      if (rows.length === 0) return;
      await trx
        .insertInto('popular_locations')
        .values(
          rows.map((row, position) => ({ tag_id: row.tagId, photo_id: row.photoId, position })),
        )
        .execute();
    });
  }
}
