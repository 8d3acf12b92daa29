import type { Kysely } from 'kysely';
import { SqlRepository } from '../../db/sql-repository';
import type { DB } from '../../db/types';

/** The kinds of member posts that can carry links and be held for review. */
export type HeldKind = 'description' | 'guide' | 'reply' | 'gallery' | 'photo';

/** A held post as the queue lists it. */
export interface HeldRow {
  target_kind: HeldKind;
  target_id: number;
  author_id: number | null;
  hidden_at: number;
}

/** SQL for new members' posts held for review, and members' right to post links. */
export class HeldPostRepository extends SqlRepository {
  /**
   * How many of the member's posts others see: descriptions, guides, replies to guides,
   * galleries and photos neither held nor hidden.
   */
  async publicPostCount(userId: number): Promise<number> {
    const notHidden = (kind: HeldKind) =>
      this.db
        .selectFrom('hidden_items')
        .select('target_id')
        .where('target_kind', '=', kind)
        .where('author_id', '=', userId);
    const [descriptions, guides, replies, galleries, photos] = await Promise.all([
      this.db
        .selectFrom('descriptions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('id', 'not in', notHidden('description'))
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('guides')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('id', 'not in', notHidden('guide'))
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('guide_replies')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('id', 'not in', notHidden('reply'))
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('spot_lists')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('id', 'not in', notHidden('gallery'))
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('photos')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('id', 'not in', notHidden('photo'))
        .executeTakeFirstOrThrow(),
    ]);
    return [descriptions, guides, replies, galleries, photos].reduce(
      (sum, row) => sum + Number(row.count),
      0,
    );
  }

  /** When the member lost the right to post links; null while they have it. */
  async linksRevokedAt(userId: number, db: Kysely<DB> = this.db): Promise<number | null> {
    const row = await db
      .selectFrom('users')
      .select('links_revoked_at')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.links_revoked_at != null ? Number(row.links_revoked_at) : null;
  }

  /** Of these members, those who lost the right to post links. */
  async linksRevokedAmong(userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [...new Set(userIds)])
      .where('links_revoked_at', 'is not', null)
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** Takes the right to post links away (keeping the first time), or gives it back (null). */
  async setLinksRevoked(db: Kysely<DB>, userId: number, at: number | null): Promise<void> {
    await db
      .updateTable('users')
      .set({ links_revoked_at: at })
      .where('id', '=', userId)
      .$if(at !== null, (query) => query.where('links_revoked_at', 'is', null))
      .execute();
  }

  /**
   * Holds a post for review. A post already hidden stays as it is (a moderator's decision is
   * not undone by its author's edit).
   */
  async hold(
    kind: HeldKind,
    id: number,
    authorId: number,
    now: number,
    db: Kysely<DB> = this.db,
  ): Promise<void> {
    await db
      .insertInto('hidden_items')
      .values({
        target_kind: kind,
        target_id: id,
        author_id: authorId,
        hidden_at: now,
        by_moderator: 0,
        held: 1,
      })
      .onConflict((oc) => oc.columns(['target_kind', 'target_id']).doNothing())
      .execute();
  }

  /** Whether a post is held for review. */
  async isHeld(kind: HeldKind, id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('hidden_items')
      .select('target_id')
      .where('target_kind', '=', kind)
      .where('target_id', '=', id)
      .where('held', '=', 1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The posts held for review, oldest first. */
  async heldPosts(limit: number): Promise<HeldRow[]> {
    const rows = await this.db
      .selectFrom('hidden_items')
      .select(['target_kind', 'target_id', 'author_id', 'hidden_at'])
      .where('held', '=', 1)
      .orderBy('hidden_at')
      .orderBy('target_id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      target_kind: row.target_kind as HeldKind,
      target_id: row.target_id,
      author_id: row.author_id,
      hidden_at: Number(row.hidden_at),
    }));
  }

  /** Publishes a held post; answers whether it was held. */
  async release(db: Kysely<DB>, kind: HeldKind, id: number): Promise<boolean> {
    const result = await db
      .deleteFrom('hidden_items')
      .where('target_kind', '=', kind)
      .where('target_id', '=', id)
      .where('held', '=', 1)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Keeps a held post hidden for good, as a moderator's decision; answers whether it was held. */
  async removeHeld(db: Kysely<DB>, kind: HeldKind, id: number): Promise<boolean> {
    const result = await db
      .updateTable('hidden_items')
      .set({ held: 0, by_moderator: 1 })
      .where('target_kind', '=', kind)
      .where('target_id', '=', id)
      .where('held', '=', 1)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
