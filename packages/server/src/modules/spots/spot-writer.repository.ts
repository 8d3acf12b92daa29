import { lngLatToTile, tileKey } from '@vantage/shared';
import type { Kysely } from 'kysely';
import type { DB, NewSpot } from '../../db/types';

/*
 * The one writer of the `spots` table: every insert and update of a spot is a function here,
 * called by the repository that owns the rest of the work. A spot's row feeds the search
 * index, the tile lists and the kept pages, so a change of it must also reach `SpotChanges`
 * (spot-changes.service.ts), which its callers do in the same transaction; one place to write
 * keeps that in view. Lint refuses a write of `spots` anywhere else (eslint.config.mjs).
 */

/** Where a spot is stored: its public position, and a sensitive place's exact one apart. */
export interface StoredPositions {
  lat: number;
  lng: number;
  exact: { lat: number; lng: number } | null;
}

/** Precomputed tile keys of a position for every stored level. */
export function tileKeysFor(
  lat: number,
  lng: number,
): Pick<NewSpot, 'tile0' | 'tile5' | 'tile7' | 'tile10'> {
  const key = (zoom: number) => {
    const { x, y } = lngLatToTile(lng, lat, zoom);
    return tileKey(x, y, zoom);
  };
  return { tile0: key(0), tile5: key(5), tile7: key(7), tile10: key(10) };
}

/** Inserts a spot; answers its id. */
export async function insertSpot(db: Kysely<DB>, spot: NewSpot): Promise<number> {
  const row = await db.insertInto('spots').values(spot).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts many spots in one statement (bulk loads and benchmarks). */
export async function insertSpots(db: Kysely<DB>, spots: readonly NewSpot[]): Promise<void> {
  if (spots.length === 0) return;
  await db
    .insertInto('spots')
    .values([...spots])
    .execute();
}

/** A new title, with the address (slug) made from it. */
export async function renameSpot(db: Kysely<DB>, spotId: number, title: string, slug: string) {
  await db
    .updateTable('spots')
    .set({ title, slug, updated_at: Date.now() })
    .where('id', '=', spotId)
    .execute();
}

/** Stores a spot's new positions, with the tiles of its public one and its time zone. */
export async function storeSpotPosition(
  db: Kysely<DB>,
  spotId: number,
  position: StoredPositions & { tz: string | null },
) {
  await db
    .updateTable('spots')
    .set({ ...positionColumns(position), tz: position.tz, updated_at: Date.now() })
    .where('id', '=', spotId)
    .execute();
}

/**
 * Marks a spot sensitive with its reason, or (reason null) lifts the mark, with the
 * positions it is stored at from then on.
 */
export async function storeSpotSensitivity(
  db: Kysely<DB>,
  spotId: number,
  sensitivity: { reason: string; note: string | null } | null,
  position: StoredPositions,
) {
  await db
    .updateTable('spots')
    .set({
      sensitive_reason: sensitivity?.reason ?? null,
      sensitive_note: sensitivity?.note ?? null,
      ...positionColumns(position),
      updated_at: Date.now(),
    })
    .where('id', '=', spotId)
    .execute();
}

/**
 * A spot's words for the full-text index (its live tags), and when given its location
 * hierarchy and address; `touch: false` leaves its `updated_at` as it was.
 */
export async function storeSpotWords(
  db: Kysely<DB>,
  spotId: number,
  words: { tags: readonly string[]; hier?: string; address?: string | null },
  { touch = true }: { touch?: boolean } = {},
) {
  await db
    .updateTable('spots')
    .set({
      tags_text: words.tags.join(' '),
      ...(words.hier !== undefined && { hier: words.hier }),
      ...(words.address !== undefined && { address: words.address }),
      ...(touch && { updated_at: Date.now() }),
    })
    .where('id', '=', spotId)
    .execute();
}

/** Photo count, cover photo and popularity score, counted from the spot's photos. */
export async function storeSpotStats(
  db: Kysely<DB>,
  spotId: number,
  stats: { photoCount: number; coverPhotoId: number | null; score: number },
) {
  await db
    .updateTable('spots')
    .set({
      photo_count: stats.photoCount,
      cover_photo_id: stats.coverPhotoId,
      score: stats.score,
      updated_at: Date.now(),
    })
    .where('id', '=', spotId)
    .execute();
}

/**
 * A spot's elevation: a member's, which replaces any and updates the spot at `updatedAt`, or
 * the ground's from the elevation service, kept only where the spot has none (`ifMissing`).
 */
export async function storeSpotElevation(
  db: Kysely<DB>,
  spotId: number,
  elevM: number,
  how: { ifMissing: true } | { updatedAt: number },
) {
  const query = db.updateTable('spots').where('id', '=', spotId);
  await (
    'ifMissing' in how
      ? query.set({ elev: elevM }).where('elev', 'is', null)
      : query.set({ elev: elevM, updated_at: how.updatedAt })
  ).execute();
}

/** The spots a deleted member added stay, credited to no one. */
export async function forgetSpotAuthor(db: Kysely<DB>, userId: number) {
  await db.updateTable('spots').set({ user_id: null }).where('user_id', '=', userId).execute();
}

/** The columns of a spot's stored positions, with the tile keys of its public one. */
function positionColumns(position: StoredPositions) {
  return {
    lat: position.lat,
    lng: position.lng,
    exact_lat: position.exact?.lat ?? null,
    exact_lng: position.exact?.lng ?? null,
    ...tileKeysFor(position.lat, position.lng),
  };
}
