import type { Kysely } from 'kysely';
import type { DB } from './types';

/**
 * Removes the votes on photos and on the proposals to move them: votes have no foreign key, so
 * nothing cascades to them when the photos go.
 */
export async function deleteVotesOnPhotos(
  db: Kysely<DB>,
  photoIds: readonly number[],
): Promise<void> {
  if (photoIds.length === 0) return;
  const moves = db.selectFrom('proposals').select('id').where('photo_id', 'in', photoIds);
  await db
    .deleteFrom('votes')
    .where((eb) =>
      eb.or([
        eb.and([eb('target_type', '=', 'photo'), eb('target_id', 'in', photoIds)]),
        eb.and([eb('target_type', '=', 'proposal'), eb('target_id', 'in', moves)]),
      ]),
    )
    .execute();
}
