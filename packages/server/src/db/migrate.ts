import { Migrator, type Migration } from 'kysely';
import type { Database } from './database';
import { initialSchema } from './migrations/0001-initial';
import { oauthStates } from './migrations/0002-oauth-states';
import { searchTermsSchema } from './migrations/0003-search-terms';
import { photoUploads } from './migrations/0004-photo-uploads';
import { planning } from './migrations/0005-planning';
import { spotChanges } from './migrations/0006-spot-changes';
import { galleriesGuides } from './migrations/0008-galleries-guides';

/** Every migration, in order; each receives the engine so dialect differences stay here. */
function migrations(database: Database): Record<string, Migration> {
  return {
    '0001-initial': initialSchema(database.engine),
    '0002-oauth-states': oauthStates,
    '0003-search-terms': searchTermsSchema(database.engine),
    '0004-photo-uploads': photoUploads,
    '0005-planning': planning,
    '0006-spot-changes': spotChanges(database.engine),
    '0008-galleries-guides': galleriesGuides(database.engine),
  };
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(database: Database): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: () => Promise.resolve(migrations(database)) },
  });
  const { error } = await migrator.migrateToLatest();
  if (error)
    throw error instanceof Error ? error : new Error(`Migration failed: ${JSON.stringify(error)}`);
}
