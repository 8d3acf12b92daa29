import type { Kysely } from 'kysely';
import { committing } from '../../db/after-commit';
import { notHidden, notHiddenExceptFor } from '../../db/hidden-items';
import type { DB } from '../../db/types';
import { SqlRepository } from '../../db/sql-repository';

/** Who reads a guide's replies: a member (moderators see hidden ones too), or a visitor. */
export interface ReplyReader {
  viewerId: number | null;
  moderator: boolean;
}

/** SQL for members' replies to guides. */
export class GuideReplyRepository extends SqlRepository {
  /** One transaction; the notifications told inside it are handed on once it committed. */
  transaction<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
    return committing(this.db, work);
  }

  private withAuthor(db: Kysely<DB> = this.db) {
    return db
      .selectFrom('guide_replies')
      .leftJoin('users', 'users.id', 'guide_replies.user_id')
      .leftJoin('hidden_items', (join) =>
        join
          .onRef('hidden_items.target_id', '=', 'guide_replies.id')
          .on('hidden_items.target_kind', '=', 'reply'),
      )
      .selectAll('guide_replies')
      .select([
        'users.username',
        'users.display_name',
        'users.picture',
        'hidden_items.held',
        'hidden_items.target_id as hidden_id',
      ]);
  }

  /**
   * A guide's replies, oldest first: hidden and held ones only for their author and moderators.
   */
  list(guideId: number, reader: ReplyReader) {
    return this.withAuthor()
      .where('guide_replies.guide_id', '=', guideId)
      .$if(!reader.moderator, (query) =>
        query.where(
          notHiddenExceptFor('reply', 'guide_replies.id', 'guide_replies.user_id', reader.viewerId),
        ),
      )
      .orderBy('guide_replies.id')
      .execute();
  }

  /** One reply with its author, as the list shows it. */
  withAuthorById(id: number) {
    return this.withAuthor().where('guide_replies.id', '=', id).executeTakeFirstOrThrow();
  }

  /** A reply with the guide it answers. */
  byId(id: number) {
    return this.db
      .selectFrom('guide_replies')
      .innerJoin('guides', 'guides.id', 'guide_replies.guide_id')
      .select([
        'guide_replies.id',
        'guide_replies.guide_id',
        'guide_replies.user_id',
        'guides.user_id as guide_user_id',
      ])
      .where('guide_replies.id', '=', id)
      .executeTakeFirst();
  }

  async insert(db: Kysely<DB>, guideId: number, userId: number, text: string): Promise<number> {
    const now = Date.now();
    const row = await db
      .insertInto('guide_replies')
      .values({ guide_id: guideId, user_id: userId, text, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(db: Kysely<DB>, id: number, text: string): Promise<void> {
    await db
      .updateTable('guide_replies')
      .set({ text, updated_at: Date.now() })
      .where('id', '=', id)
      .execute();
  }

  /** Deletes a reply, and its hidden or held mark with it. */
  async delete(db: Kysely<DB>, id: number): Promise<void> {
    await db
      .deleteFrom('hidden_items')
      .where('target_kind', '=', 'reply')
      .where('target_id', '=', id)
      .execute();
    await db.deleteFrom('guide_replies').where('id', '=', id).execute();
  }

  /** How many replies others see on a guide. */
  async shownCount(guideId: number): Promise<number> {
    const row = await this.db
      .selectFrom('guide_replies')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('guide_id', '=', guideId)
      .where(notHidden('reply', 'guide_replies.id'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
