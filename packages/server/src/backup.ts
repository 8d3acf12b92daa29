import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/database';

/**
 * The operator's backup of the database the server's settings name, taken while the site
 * keeps serving:
 *   npm run backup                       → $DATA_DIR/backups/vantage-<time>.db
 *   npm run backup -- /srv/backups/x.db  → that file
 * SQLite is copied with its online backup, a consistent copy of one moment. PostgreSQL has
 * its own tools; the command says which.
 */
async function run(args: string[]): Promise<number> {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    if (!database.backup) {
      console.error(
        'The database is PostgreSQL: back it up with its own tools while the site runs, e.g.\n' +
          '  pg_dump --format=custom --file=vantage.dump "$DATABASE_URL"\n' +
          'and restore with pg_restore --clean --dbname=<url> vantage.dump (see docs/CONFIG.md).',
      );
      return 2;
    }
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.resolve(
      args[0] ?? path.join(config.dataDir, 'backups', `vantage-${stamp}.db`),
    );
    const started = Date.now();
    await database.backup(file);
    console.log(`Backed up the database to ${file} in ${Date.now() - started} ms.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2));
