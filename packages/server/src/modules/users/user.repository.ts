import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB, UserRow } from '../../db/types';

/** SQL for users. */
export class UserRepository {
  private readonly db: Kysely<DB>;

  constructor(database: Database) {
    this.db = database.db;
  }

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(user: Insertable<DB['users']>): Promise<number> {
    const row = await this.db
      .insertInto('users')
      .values(user)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  refs(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('users')
      .select(['id', 'username', 'display_name', 'picture'])
      .where('id', 'in', ids)
      .execute();
  }
}
