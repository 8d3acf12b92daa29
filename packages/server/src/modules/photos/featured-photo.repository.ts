import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/types';

/** SQL for the photos administrators feature in the home page's header. */
export class FeaturedPhotoRepository {
  private readonly db: Kysely<DB>;

  constructor(database: Database) {
    this.db = database.db;
  }

  /** Ids of the featured photos, the earliest chosen first. */
  async ids(limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('featured_photos')
      .select('photo_id')
      .orderBy('created_at')
      .orderBy('photo_id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.photo_id);
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('featured_photos')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async add(photoId: number, nowMs: number): Promise<void> {
    await this.db
      .insertInto('featured_photos')
      .values({ photo_id: photoId, created_at: nowMs })
      .onConflict((oc) => oc.column('photo_id').doNothing())
      .execute();
  }

  async remove(photoId: number): Promise<void> {
    await this.db.deleteFrom('featured_photos').where('photo_id', '=', photoId).execute();
  }
}
