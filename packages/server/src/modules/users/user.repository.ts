import { sql, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { DB, UserRow } from '../../db/types';
import { notHidden } from '../../db/hidden-items';
import { SqlRepository } from '../../db/sql-repository';

/** Contribution counts of one user. */
export interface UserCounts {
  photos: number;
  testPhotos: number;
  spots: number;
  descriptions: number;
}

/** SQL for users. */
export class UserRepository extends SqlRepository {
  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** E-mails are stored in lower case, so the lookup is exact. */
  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  /** Usernames are unique regardless of case, like the index that enforces it. */
  findByUsername(username: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
  }

  async insert(user: Insertable<DB['users']>): Promise<number> {
    const row = await this.db
      .insertInto('users')
      .values(user)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Saves a member's changes. A username they leave is kept as their former one, so links to
   * it still find them; a name they take is no one's former name any more.
   */
  async update(id: number, changes: Updateable<DB['users']>): Promise<void> {
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('users')
        .select('username')
        .where('id', '=', id)
        .executeTakeFirst();
      await trx
        .updateTable('users')
        .set({ ...changes, updated_at: now })
        .where('id', '=', id)
        .execute();
      const taken = changes.username;
      if (typeof taken !== 'string') return;
      await trx
        .deleteFrom('former_usernames')
        .where('name_lower', '=', taken.toLowerCase())
        .execute();
      const left = before?.username?.toLowerCase();
      if (!left || left === taken.toLowerCase()) return;
      await trx
        .insertInto('former_usernames')
        .values({ name_lower: left, user_id: id, created_at: now })
        .onConflict((conflict) =>
          conflict.column('name_lower').doUpdateSet({ user_id: id, created_at: now }),
        )
        .execute();
    });
  }

  /** The member who last had `username` before choosing another, if no one has it now. */
  findByFormerUsername(username: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('former_usernames')
      .innerJoin('users', 'users.id', 'former_usernames.user_id')
      .selectAll('users')
      .where('former_usernames.name_lower', '=', username.toLowerCase())
      .executeTakeFirst();
  }

  refs(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('users')
      .select(['id', 'username', 'display_name', 'picture'])
      .where('id', 'in', ids)
      .execute();
  }

  /**
   * Photos, test shots, spots and descriptions a user contributed; those hidden by moderation (and
   * photos of spots it hid) only when `include.hidden`.
   */
  async counts(userId: number, include: { hidden: boolean }): Promise<UserCounts> {
    const shown = (kind: 'photo' | 'spot' | 'description', idColumn: string) =>
      include.hidden ? sql<SqlBool>`1 = 1` : notHidden(kind, idColumn);
    const row = await this.db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('photos')
          .select((c) => c.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .where('img_type', '=', 0)
          .where(shown('photo', 'photos.id'))
          .where(shown('spot', 'photos.spot_id'))
          .as('photos'),
        eb
          .selectFrom('photos')
          .select((c) => c.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .where('img_type', '=', 1)
          .where(shown('photo', 'photos.id'))
          .where(shown('spot', 'photos.spot_id'))
          .as('test_photos'),
        eb
          .selectFrom('spots')
          .select((c) => c.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .where(shown('spot', 'spots.id'))
          .as('spots'),
        eb
          .selectFrom('descriptions')
          .select((c) => c.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .where(shown('description', 'descriptions.id'))
          .as('descriptions'),
      ])
      .executeTakeFirstOrThrow();
    return {
      photos: Number(row.photos ?? 0),
      testPhotos: Number(row.test_photos ?? 0),
      spots: Number(row.spots ?? 0),
      descriptions: Number(row.descriptions ?? 0),
    };
  }
}
