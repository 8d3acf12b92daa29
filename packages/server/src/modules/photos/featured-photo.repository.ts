import { SqlRepository } from '../../db/sql-repository';

/** SQL for the photos administrators feature in the home page's header. */
export class FeaturedPhotoRepository extends SqlRepository {
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
