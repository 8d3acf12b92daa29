import type { Kysely } from 'kysely';
import { committing } from '../../db/after-commit';
import { SqlRepository } from '../../db/sql-repository';
import type { DB } from '../../db/types';

/** What a guide's author writes, as stored. */
type GuideValues = {
  tag_id: number;
  title: string;
  perma: string;
  text: string;
  doc: string;
  loc_hier: string;
  img_head: number | null;
  img_head_offset: number;
};

/** SQL for guide articles and their votes. */
export class GuideRepository extends SqlRepository {
  private withRefs() {
    return this.db
      .selectFrom('guides')
      .leftJoin('users', 'users.id', 'guides.user_id')
      .leftJoin('tags', 'tags.id', 'guides.tag_id')
      .selectAll('guides')
      .select(['users.username', 'users.display_name', 'tags.name as tag_name']);
  }

  byPerma(perma: string) {
    return this.withRefs().where('guides.perma', '=', perma).executeTakeFirst();
  }

  byId(id: number) {
    return this.withRefs().where('guides.id', '=', id).executeTakeFirst();
  }

  async permaTaken(perma: string, exceptId?: number): Promise<boolean> {
    let query = this.db.selectFrom('guides').select('id').where('perma', '=', perma);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return Boolean(await query.executeTakeFirst());
  }

  /** One transaction: a guide written with what goes with it (held for review) or not at all. */
  transaction<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
    return committing(this.db, work);
  }

  async insert(
    values: GuideValues & { user_id: number },
    db: Kysely<DB> = this.db,
  ): Promise<number> {
    const now = Date.now();
    const row = await db
      .insertInto('guides')
      .values({ ...values, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: GuideValues, db: Kysely<DB> = this.db): Promise<void> {
    await db
      .updateTable('guides')
      .set({ ...values, updated_at: Date.now() })
      .where('id', '=', id)
      .execute();
  }

  /** The photos an article embeds, with their owner and spot. */
  embeddable(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('photos')
      .leftJoin('users', 'users.id', 'photos.user_id')
      .leftJoin('spots', 'spots.id', 'photos.spot_id')
      .select([
        'photos.id',
        'photos.title',
        'photos.author',
        'photos.ar',
        'photos.blurhash',
        'photos.spot_id',
        'users.username',
        'users.display_name',
        'spots.title as spot_title',
      ])
      .where('photos.id', 'in', [...ids])
      .execute();
  }

  /** Sets a member's vote on a guide and answers the guide's new rating. */
  async vote(guideId: number, userId: number, value: 1 | -1): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('votes')
        .values({
          user_id: userId,
          target_type: 'guide',
          target_id: guideId,
          value,
          created_at: Date.now(),
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'target_type', 'target_id']).doUpdateSet({ value }),
        )
        .execute();
      const sum = await trx
        .selectFrom('votes')
        .select((eb) => eb.fn.sum<number | string | null>('value').as('n'))
        .where('target_type', '=', 'guide')
        .where('target_id', '=', guideId)
        .executeTakeFirst();
      const rating = Number(sum?.n ?? 0);
      await trx.updateTable('guides').set({ rating }).where('id', '=', guideId).execute();
      return rating;
    });
  }
}
