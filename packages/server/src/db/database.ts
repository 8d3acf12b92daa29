import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, type DialectAdapter } from 'kysely';
import type Pg from 'pg';
import { keepingStatements } from './kept-statements';
import type { DB } from './types';

export type Engine = 'sqlite' | 'postgres';

/** The query builder plus which engine is behind it. */
export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  close(): Promise<void>;
  /** The connection pool's state (PostgreSQL); null for SQLite's single connection. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /**
   * A consistent copy of the whole database in `file`, taken while it keeps serving (SQLite's
   * online backup); null for PostgreSQL, whose own tools do this (`pg_dump`).
   */
  backup: ((file: string) => Promise<void>) | null;
}

const require = createRequire(import.meta.url);
let pgModule: typeof Pg | null = null;

/** The PostgreSQL client, loaded when such a database is opened: a SQLite site never needs it. */
function loadPg(): typeof Pg {
  if (pgModule) return pgModule;
  const pg = require('pg') as typeof Pg;
  // 64-bit integers (epoch ms, counts) and numerics come back as strings from pg by default.
  pg.types.setTypeParser(20, (value) => Number(value));
  pg.types.setTypeParser(1700, (value) => Number(value));
  return (pgModule = pg);
}

/**
 * SQLite runs schema changes inside transactions, so migrations are rolled back as a whole
 * when one fails, as on PostgreSQL (Kysely's SQLite adapter does not claim it by default).
 */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class TransactionalSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalSqliteAdapter();
  }
}

/** Opens `sqlite:<file>` (or `sqlite::memory:`) or a `postgres://` URL. */
export function openDatabase(url: string): Database {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new (loadPg().Pool)({ connectionString: url, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator) must not
    // take the process down: the pool drops it and opens a new one for the next query.
    let closing = false;
    pool.on('error', (error) => {
      if (!closing) console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      engine: 'postgres',
      close: () => {
        closing = true;
        return db.destroy();
      },
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      backup: null,
    };
  }
  if (!url.startsWith('sqlite:')) {
    throw new Error('DATABASE_URL must start with sqlite: or postgres://');
  }
  const file = url.slice('sqlite:'.length);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  const db = new Kysely<DB>({
    dialect: new TransactionalSqliteDialect({ database: keepingStatements(sqlite) }),
  });
  return {
    db,
    engine: 'sqlite',
    close: () => db.destroy(),
    poolStats: () => null,
    async backup(destination: string) {
      fs.mkdirSync(path.dirname(path.resolve(destination)), { recursive: true });
      // Copies pages in steps between the server's own writes; the copy is of one moment.
      await sqlite.backup(destination);
    },
  };
}
