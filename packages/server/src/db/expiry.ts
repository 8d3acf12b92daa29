import type { Kysely } from 'kysely';
import type { DB } from './types';

/** The tables whose rows lapse at their `expires_at` (epoch ms). */
type ExpiringTable = 'email_tokens' | 'oauth_states' | 'sessions';

/** Deletes the rows of `table` whose time ran out by `now`; answers how many. */
export async function deleteExpired(
  db: Kysely<DB>,
  table: ExpiringTable,
  now: number,
): Promise<number> {
  const result = await db.deleteFrom(table).where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
