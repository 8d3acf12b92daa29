import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { recountTagSpots } from '../../db/tag-counts';
import { SqlRepository } from '../../db/sql-repository';

/** SQL for tags and the tags of spots. */
export class TagRepository extends SqlRepository {
  /**
   * The tag of this name (compared case-insensitively), created when missing; `db` is the
   * caller's transaction when the tag is made with a spot.
   */
  async getOrCreate(
    name: string,
    parentId: number | null,
    isLocation: boolean,
    db: Kysely<DB> = this.db,
  ): Promise<number> {
    const nameLower = name.toLowerCase();
    const existing = await db
      .selectFrom('tags')
      .select('id')
      .where('name_lower', '=', nameLower)
      .executeTakeFirst();
    if (existing) return existing.id;
    const row = await db
      .insertInto('tags')
      .values({
        name,
        name_lower: nameLower,
        parent_id: parentId,
        is_location: isLocation ? 1 : 0,
        created_at: Date.now(),
      })
      .onConflict((oc) => oc.column('name_lower').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) return row.id;
    const raced = await db
      .selectFrom('tags')
      .select('id')
      .where('name_lower', '=', nameLower)
      .executeTakeFirstOrThrow();
    return raced.id;
  }

  async addToSpot(
    spotId: number,
    tagId: number,
    options: { auto: boolean; userId: number | null },
    db: Kysely<DB> = this.db,
  ): Promise<void> {
    await db
      .insertInto('spot_tags')
      .values({
        spot_id: spotId,
        tag_id: tagId,
        auto: options.auto ? 1 : 0,
        user_id: options.userId,
        created_at: Date.now(),
      })
      .onConflict((oc) => oc.columns(['spot_id', 'tag_id']).doNothing())
      .execute();
  }

  /** Recounts how many spots carry each tag. */
  async refreshCounts(): Promise<void> {
    await recountTagSpots(this.db, 'all');
  }
}
