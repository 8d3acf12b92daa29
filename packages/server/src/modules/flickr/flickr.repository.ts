import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { FlickrAccountsTable, FlickrImportsTable } from '../../db/types';
import type { FlickrImportStatus } from '@vantage/shared';

export type FlickrImportRow = Selectable<FlickrImportsTable>;
export type FlickrAccountRow = Selectable<FlickrAccountsTable>;

/** A Flickr photo as the import stores it before a decision. */
export interface FlickrImportFields {
  flickr_id: string;
  title: string;
  lat: number | null;
  lng: number | null;
  image_url: string;
  data: string;
  taken_at: number | null;
}

/** Request tokens older than this are no longer honoured. */
const REQUEST_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The SQL of the Flickr import: accounts, connections under way, photos and decisions. */
export class FlickrRepository {
  constructor(private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  async account(userId: number): Promise<FlickrAccountRow | undefined> {
    return this.db
      .selectFrom('flickr_accounts')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async saveAccount(row: FlickrAccountRow): Promise<void> {
    const { user_id: _userId, ...rest } = row;
    await this.db
      .insertInto('flickr_accounts')
      .values(row)
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(rest))
      .execute();
  }

  async deleteAccount(userId: number): Promise<void> {
    await this.db.deleteFrom('flickr_accounts').where('user_id', '=', userId).execute();
  }

  async saveRequestToken(userId: number, token: string, tokenSecret: string, now: number) {
    await this.db
      .deleteFrom('flickr_request_tokens')
      .where('created_at', '<', now - REQUEST_TOKEN_TTL_MS)
      .execute();
    await this.db
      .insertInto('flickr_request_tokens')
      .values({ token, token_secret: tokenSecret, user_id: userId, created_at: now })
      .execute();
  }

  /** The request token, used once: it is deleted as it is read. */
  async takeRequestToken(userId: number, token: string, now: number) {
    const row = await this.db
      .selectFrom('flickr_request_tokens')
      .selectAll()
      .where('token', '=', token)
      .where('user_id', '=', userId)
      .where('created_at', '>=', now - REQUEST_TOKEN_TTL_MS)
      .executeTakeFirst();
    if (row) await this.db.deleteFrom('flickr_request_tokens').where('token', '=', token).execute();
    return row;
  }

  /** Stores photos read from Flickr; a photo already known keeps its decision. */
  async upsertPhotos(
    userId: number,
    photos: readonly FlickrImportFields[],
    now: number,
  ): Promise<void> {
    if (photos.length === 0) return;
    await this.db
      .insertInto('flickr_imports')
      .values(photos.map((photo) => ({ ...photo, user_id: userId, created_at: now })))
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'flickr_id']).doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          lat: eb.ref('excluded.lat'),
          lng: eb.ref('excluded.lng'),
          image_url: eb.ref('excluded.image_url'),
          data: eb.ref('excluded.data'),
          taken_at: eb.ref('excluded.taken_at'),
        })),
      )
      .execute();
  }

  async list(userId: number): Promise<FlickrImportRow[]> {
    return this.db.selectFrom('flickr_imports').selectAll().where('user_id', '=', userId).execute();
  }

  async find(userId: number, flickrId: string): Promise<FlickrImportRow | undefined> {
    return this.db
      .selectFrom('flickr_imports')
      .selectAll()
      .where('user_id', '=', userId)
      .where('flickr_id', '=', flickrId)
      .executeTakeFirst();
  }

  /**
   * Moves a photo to `status` only while it is in one of `from`: the guard that lets one of
   * two requests deciding the same photo at once win. Answers whether this one did.
   */
  async moveStatus(
    id: number,
    from: readonly FlickrImportStatus[],
    status: FlickrImportStatus,
    now: number,
    more: { spot_id?: number | null; photo_id?: number | null; preserve?: number } = {},
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('flickr_imports')
      .set({ status, decided_at: now, ...more })
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Ignores every located photo of the member in one of `statuses`. */
  async ignoreAll(
    userId: number,
    statuses: readonly FlickrImportStatus[],
    preserve: boolean,
    now: number,
  ): Promise<number> {
    const result = await this.db
      .updateTable('flickr_imports')
      .set({ status: 'ignored', decided_at: now, preserve: preserve ? 1 : 0 })
      .where('user_id', '=', userId)
      .where('status', 'in', [...statuses])
      .where('lat', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
