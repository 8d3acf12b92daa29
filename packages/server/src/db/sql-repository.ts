import type { Kysely } from 'kysely';
import type { Database, Engine } from './database';
import type { DB } from './types';

/** A repository: the one kind of code that writes SQL, on the database it was made with. */
export abstract class SqlRepository {
  protected readonly db: Kysely<DB>;
  /** The engine behind `db`, for the queries that differ between SQLite and PostgreSQL. */
  protected readonly engine: Engine;

  constructor(database: Database) {
    this.db = database.db;
    this.engine = database.engine;
  }
}
