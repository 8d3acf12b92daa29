import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { SqlRepository } from '../../db/sql-repository';

/** SQL for members' descriptions of spots. */
export class DescriptionRepository extends SqlRepository {
  byId(db: Kysely<DB>, id: number) {
    return db.selectFrom('descriptions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A member's description of a spot (there is at most one). */
  ofMember(db: Kysely<DB>, spotId: number, userId: number) {
    return db
      .selectFrom('descriptions')
      .selectAll()
      .where('spot_id', '=', spotId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Adds a member's description; the unique key keeps it one per member and spot. */
  async insert(db: Kysely<DB>, spotId: number, userId: number, text: string): Promise<number> {
    const now = Date.now();
    const row = await db
      .insertInto('descriptions')
      .values({ spot_id: spotId, user_id: userId, text, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(db: Kysely<DB>, id: number, text: string): Promise<void> {
    await db
      .updateTable('descriptions')
      .set({ text, updated_at: Date.now() })
      .where('id', '=', id)
      .execute();
  }

  async addRating(db: Kysely<DB>, id: number, delta: number): Promise<number | undefined> {
    const row = await db
      .updateTable('descriptions')
      .set((eb) => ({ rating: eb('rating', '+', delta) }))
      .where('id', '=', id)
      .returning('rating')
      .executeTakeFirst();
    return row?.rating;
  }

  /** A description with its author's name, as the spot answer lists it. */
  withAuthor(id: number) {
    return this.db
      .selectFrom('descriptions')
      .leftJoin('users', 'users.id', 'descriptions.user_id')
      .selectAll('descriptions')
      .select(['users.username', 'users.display_name', 'users.picture'])
      .where('descriptions.id', '=', id)
      .executeTakeFirstOrThrow();
  }

  spotExists(id: number) {
    return this.db.selectFrom('spots').select('id').where('id', '=', id).executeTakeFirst();
  }
}
