import { isAdmin, type CurrentUser, type PublicUser } from '@vantage/shared';
import type { UserRow } from '../../db/types';

/** A user's public profile; never the e-mail or settings. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    about: row.about,
    impact: row.impact,
    badges: { bronze: row.badge_bronze, silver: row.badge_silver, gold: row.badge_gold },
    picture: row.picture,
    // The stored flag is 0 or 1; the answer says whether the user acts as an administrator.
    admin: isAdmin({ id: row.id, admin: row.admin === 1 }),
  };
}

/** The signed-in user as they see themselves, with e-mail and settings. */
export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    ...toPublicUser(row),
    email: row.email,
    emailVerified: row.email_verified === 1,
    emailNews: row.email_news === 1,
  };
}
