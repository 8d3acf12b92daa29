import type { Insertable } from 'kysely';
import type { PhotoUploadRow, PhotoUploadsTable } from '../../db/types';
import { SqlRepository } from '../../db/sql-repository';

/** SQL for uploaded files waiting for their photo form. */
export class UploadRepository extends SqlRepository {
  async insert(upload: Insertable<PhotoUploadsTable>): Promise<void> {
    await this.db.insertInto('photo_uploads').values(upload).execute();
  }

  find(token: string): Promise<PhotoUploadRow | undefined> {
    return this.db
      .selectFrom('photo_uploads')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirst();
  }

  /** Removes an upload's row; true when this call removed it (so only one form can use it). */
  async take(token: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('photo_uploads')
      .where('token', '=', token)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The oldest uploads made before `beforeMs`, at most `limit` of them. */
  olderThan(
    beforeMs: number,
    limit: number,
  ): Promise<Pick<PhotoUploadRow, 'token' | 'media_key'>[]> {
    return this.db
      .selectFrom('photo_uploads')
      .select(['token', 'media_key'])
      .where('created_at', '<', beforeMs)
      .orderBy('created_at')
      .limit(limit)
      .execute();
  }
}
