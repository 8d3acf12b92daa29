import { sql, type Kysely } from 'kysely';
import { deleteVotesOnPhotos } from '../../db/photo-votes';
import type { DB } from '../../db/types';
import { SqlRepository } from '../../db/sql-repository';
import { forgetSpotAuthor } from '../spots/spot-writer.repository';

/** The transaction an account's deletion runs in. */
export type DeletionTransaction = Kysely<DB>;

/** What the media store still holds of a deleted account, removed once the deletion committed. */
export interface AccountFiles {
  photos: { id: number; spotId: number | null; originalKey: string | null }[];
  /** Private originals of uploads whose photo form was never sent. */
  uploadKeys: string[];
}

/** The tables whose rows carry a rating made of members' votes, by vote target. */
const RATED = {
  photo: 'photos',
  description: 'descriptions',
  guide: 'guides',
  spot_tag: 'spot_tags',
} as const;

/** SQL of an account's deletion: every row of the member, and what they gave to others'. */
export class AccountDeletionRepository extends SqlRepository {
  transaction<T>(work: (trx: DeletionTransaction) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /**
   * Withdraws every vote of the member: each rated row loses exactly what the member's vote
   * gave it. A decided proposal keeps the score it was decided with; an open one is counted
   * again. Answers the spots whose photos' ratings changed.
   */
  async withdrawVotes(trx: DeletionTransaction, userId: number): Promise<number[]> {
    const spots = await trx
      .selectFrom('votes')
      .innerJoin('photos', 'photos.id', 'votes.target_id')
      .select('photos.spot_id')
      .distinct()
      .where('votes.user_id', '=', userId)
      .where('votes.target_type', '=', 'photo')
      .where('photos.spot_id', 'is not', null)
      .execute();
    for (const [target, table] of Object.entries(RATED)) {
      await sql`
        update ${sql.table(table)} set rating = rating - (
          select v.value from votes v
          where v.user_id = ${userId} and v.target_type = ${target}
            and v.target_id = ${sql.ref(`${table}.id`)}
        )
        where id in (
          select target_id from votes where user_id = ${userId} and target_type = ${target}
        )`.execute(trx);
    }
    await sql`
      update proposals set rating = rating - (
        select v.value from votes v
        where v.user_id = ${userId} and v.target_type = 'proposal'
          and v.target_id = proposals.id
      )
      where status = 'pending' and id in (
        select target_id from votes where user_id = ${userId} and target_type = 'proposal'
      )`.execute(trx);
    await trx.deleteFrom('votes').where('user_id', '=', userId).execute();
    return spots.flatMap((row) => (row.spot_id != null ? [row.spot_id] : []));
  }

  /** The member's proposals still waiting for votes. */
  openProposals(trx: DeletionTransaction, userId: number) {
    return trx
      .selectFrom('proposals')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .execute();
  }

  /**
   * Others' votes on the member's open proposals, which close undecided with the account. Votes
   * on their decided proposals stay with them, as the History's scores do.
   */
  async dropVotesOnOpenProposalsOf(trx: DeletionTransaction, userId: number): Promise<void> {
    await trx
      .deleteFrom('votes')
      .where('target_type', '=', 'proposal')
      .where(
        'target_id',
        'in',
        trx
          .selectFrom('proposals')
          .select('id')
          .where('user_id', '=', userId)
          .where('status', '=', 'pending'),
      )
      .execute();
  }

  /**
   * What the member wrote for the community stays, credited to `creditAs` without a link:
   * descriptions, guides and replies to guides, spots they created and tags they added, and
   * the spots' history.
   */
  async anonymize(trx: DeletionTransaction, userId: number, creditAs: string): Promise<void> {
    await trx
      .updateTable('descriptions')
      .set({ user_id: null, author: creditAs, link_url: null })
      .where('user_id', '=', userId)
      .execute();
    await trx.updateTable('guides').set({ user_id: null }).where('user_id', '=', userId).execute();
    await trx
      .updateTable('guide_replies')
      .set({ user_id: null })
      .where('user_id', '=', userId)
      .execute();
    await forgetSpotAuthor(trx, userId);
    await trx
      .updateTable('spot_tags')
      .set({ user_id: null })
      .where('user_id', '=', userId)
      .execute();
    await trx
      .updateTable('spot_changes')
      .set({ user_id: null })
      .where('user_id', '=', userId)
      .execute();
  }

  /** Deletes the member's photos (with everything about them) and answers their files. */
  async deletePhotos(trx: DeletionTransaction, userId: number): Promise<AccountFiles> {
    const photos = await trx
      .selectFrom('photos')
      .select(['id', 'spot_id', 'original_key'])
      .where('user_id', '=', userId)
      .execute();
    const uploads = await trx
      .selectFrom('photo_uploads')
      .select('media_key')
      .where('user_id', '=', userId)
      .execute();
    if (photos.length > 0) {
      await deleteVotesOnPhotos(
        trx,
        photos.map((photo) => photo.id),
      );
      await trx.deleteFrom('photos').where('user_id', '=', userId).execute();
    }
    return {
      photos: photos.map((photo) => ({
        id: photo.id,
        spotId: photo.spot_id,
        originalKey: photo.original_key,
      })),
      uploadKeys: uploads.map((upload) => upload.media_key),
    };
  }

  /**
   * Deletes the account's row; its sessions, provider sign-ins, e-mail links, galleries,
   * impact ledger, saved views, imports, notifications and follows go with it, and so does
   * following the member. Its proposals stay, without an author.
   */
  async deleteUser(trx: DeletionTransaction, userId: number): Promise<void> {
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('auth_accounts').where('user_id', '=', userId).execute();
    await trx.deleteFrom('email_tokens').where('user_id', '=', userId).execute();
    await trx.deleteFrom('flickr_accounts').where('user_id', '=', userId).execute();
    await trx.deleteFrom('flickr_request_tokens').where('user_id', '=', userId).execute();
    await trx.deleteFrom('spot_lists').where('user_id', '=', userId).execute();
    // A follow names its member by id without a reference: the account's row cannot take it.
    await trx
      .deleteFrom('follows')
      .where('target_type', '=', 'member')
      .where('target_id', '=', userId)
      .execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  }
}
