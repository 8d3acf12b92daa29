import { Migrator, type Migration } from 'kysely';
import type { Database } from './database';
import { initialSchema } from './migrations/0001-initial';
import { oauthStates } from './migrations/0002-oauth-states';
import { searchTermsSchema } from './migrations/0003-search-terms';
import { photoUploads } from './migrations/0004-photo-uploads';
import { planning } from './migrations/0005-planning';
import { spotChanges } from './migrations/0006-spot-changes';
import { community } from './migrations/0007-community';
import { galleriesGuides } from './migrations/0008-galleries-guides';
import { operations } from './migrations/0009-operations';
import { explore } from './migrations/0011-explore';
import { voteCounts } from './migrations/0013-vote-counts';
import { featuredPhotos } from './migrations/0014-featured-photos';
import { flickr } from './migrations/0016-flickr';
import { sensitiveSpots } from './migrations/0017-sensitive-spots';
import { appSignInPkce } from './migrations/0018-app-sign-in-pkce';
import { exactPositions } from './migrations/0019-exact-positions';
import { formerUsernames } from './migrations/0020-former-usernames';
import { moderation } from './migrations/0021-moderation';
import { notifications } from './migrations/0022-notifications';
import { changesByMember } from './migrations/0023-changes-by-member';
import { notificationMail } from './migrations/0024-notification-mail';
import { heldPosts } from './migrations/0025-held-posts';
import { webPush } from './migrations/0026-web-push';
import { guideReplies } from './migrations/0027-guide-replies';

/** Every migration, in order; each receives the engine so dialect differences stay here. */
function migrations(database: Database): Record<string, Migration> {
  return {
    '0001-initial': initialSchema(database.engine),
    '0002-oauth-states': oauthStates,
    '0003-search-terms': searchTermsSchema(database.engine),
    '0004-photo-uploads': photoUploads,
    '0005-planning': planning,
    '0006-spot-changes': spotChanges(database.engine),
    '0007-community': community(database.engine),
    '0008-galleries-guides': galleriesGuides(database.engine),
    '0009-operations': operations,
    '0011-explore': explore,
    '0013-vote-counts': voteCounts,
    '0014-featured-photos': featuredPhotos,
    '0016-flickr': flickr,
    '0017-sensitive-spots': sensitiveSpots(database.engine),
    '0018-app-sign-in-pkce': appSignInPkce,
    '0019-exact-positions': exactPositions(database.engine),
    '0020-former-usernames': formerUsernames,
    '0021-moderation': moderation(database.engine),
    '0022-notifications': notifications(database.engine),
    '0023-changes-by-member': changesByMember,
    '0024-notification-mail': notificationMail,
    '0025-held-posts': heldPosts,
    '0026-web-push': webPush,
    '0027-guide-replies': guideReplies(database.engine),
  };
}

/** A migration that failed; the whole run was rolled back, so the schema is as before. */
export class MigrationError extends Error {
  constructor(
    readonly migration: string,
    override readonly cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : JSON.stringify(cause);
    super(`database migration ${migration} failed and was rolled back: ${reason}`);
  }
}

/**
 * Brings the schema up to date in one transaction on both engines: a failing migration
 * leaves the database as it was and throws a `MigrationError` naming it. Migrations are
 * applied in name order even when a lower number arrives after a higher one ran.
 */
export async function migrateToLatest(database: Database): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: () => Promise.resolve(migrations(database)) },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new MigrationError(failed ?? 'run', error);
  }
}
