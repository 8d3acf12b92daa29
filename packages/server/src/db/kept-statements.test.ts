import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepingStatements } from './kept-statements';

interface Tables {
  spots: { id: number | null; title: string };
}

let sqlite: SQLite.Database;

function open(limit?: number) {
  sqlite = new SQLite(':memory:');
  sqlite.exec('CREATE TABLE spots (id INTEGER PRIMARY KEY, title TEXT NOT NULL)');
  const prepare = vi.spyOn(sqlite, 'prepare');
  const db = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: keepingStatements(sqlite, limit) }),
  });
  return { db, prepare };
}

afterEach(() => {
  if (sqlite.open) sqlite.close();
});

describe('the SQLite connection keeping its statements', () => {
  it('prepares a query once however often it runs, with its own values each time', async () => {
    const { db, prepare } = open();
    for (const title of ['Mesa Arch', 'Delicate Arch', 'Tunnel View']) {
      const inserted = await db.insertInto('spots').values({ id: null, title }).executeTakeFirst();
      expect(inserted.insertId).toBeTypeOf('bigint');
    }
    for (const id of [1, 2, 3]) {
      const row = await db
        .selectFrom('spots')
        .select('title')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row?.title).toBe(['Mesa Arch', 'Delicate Arch', 'Tunnel View'][id - 1]);
    }
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('drops the least recently used statement past its limit', async () => {
    const { db, prepare } = open(2);
    const byIds = (ids: number[]) =>
      db.selectFrom('spots').select('id').where('id', 'in', ids).execute();
    await byIds([1]);
    await byIds([1, 2]);
    await byIds([1]); // used again: now the most recent
    await byIds([1, 2, 3]); // drops the two-id statement
    await byIds([1]);
    expect(prepare).toHaveBeenCalledTimes(3);
    await byIds([1, 2]);
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('reads a query row by row, also after running it whole', async () => {
    const { db } = open();
    await db
      .insertInto('spots')
      .values([
        { id: null, title: 'A' },
        { id: null, title: 'B' },
      ])
      .execute();
    const query = db.selectFrom('spots').select('title').orderBy('id');
    expect(await query.execute()).toEqual([{ title: 'A' }, { title: 'B' }]);
    const titles: string[] = [];
    for await (const row of query.stream()) titles.push(row.title);
    expect(titles).toEqual(['A', 'B']);
  });

  it('closes the connection with the query builder', async () => {
    const { db } = open();
    await db.selectFrom('spots').select('id').execute();
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });
});
