import { SqlRepository } from '../../db/sql-repository';

/** SQL for the values the server keeps about itself in `app_meta`. */
export class AppMetaRepository extends SqlRepository {
  /** The stored value of `key`; `create` is stored first when there is none (first writer wins). */
  async getOrCreate(key: string, create: () => string): Promise<string> {
    await this.db
      .insertInto('app_meta')
      .values({ key, value: create() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    return row.value;
  }

  /** The stored value of `key`, or undefined. */
  async get(key: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.value;
  }

  /** Stores `value` under a key that has none yet. */
  async insert(key: string, value: string): Promise<void> {
    await this.db.insertInto('app_meta').values({ key, value }).execute();
  }
}
