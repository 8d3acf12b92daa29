import type { Kysely, Selectable } from 'kysely';
import { forUpdate } from '../../db/row-lock';
import { recountTagSpots } from '../../db/tag-counts';
import type { DB, ProposalsTable } from '../../db/types';
import { SPOT_POSITION_COLUMNS, type SpotPositionColumns } from '../../lib/spot-position';
import { ProposalListRepository } from './proposal-list.repository';
import type { CommunityTransaction } from './vote.repository';

export type { ProposalListRow } from './proposal-list.repository';

/** A proposal row. */
export type ProposalRow = Selectable<ProposalsTable>;
/** The kinds of proposal about a spot itself. */
export type SpotProposalKind = 'title' | 'location' | 'tag_add' | 'tag_delete' | 'sensitive';

/** A spot as a proposal about it needs it: with where it is stored, for the position rule. */
export interface LockedSpot extends SpotPositionColumns {
  id: number;
  title: string;
  sensitive_note: string | null;
}

/** The columns of a {@link LockedSpot}. */
const LOCKED_SPOT_COLUMNS = [
  'spots.id',
  'spots.title',
  'spots.sensitive_note',
  ...SPOT_POSITION_COLUMNS,
] as const;

/** A tag of a spot with its request state. */
export interface SpotTagState {
  tag_id: number;
  name: string;
  status: 'active' | 'pending_add' | 'pending_delete';
  auto: number;
  is_location: number;
}

/**
 * SQL for proposals about spots and the spot changes they apply; the lists of proposals are
 * the base class's, in their own file.
 */
export class ProposalRepository extends ProposalListRepository {
  /**
   * Reads the spot and holds its row until the transaction ends, so proposals and votes about
   * one spot are decided one after another.
   */
  lockSpot(trx: CommunityTransaction, spotId: number): Promise<LockedSpot | undefined> {
    return forUpdate(
      this.engine,
      trx.selectFrom('spots').select(LOCKED_SPOT_COLUMNS).where('id', '=', spotId),
    ).executeTakeFirst();
  }

  /**
   * Locks the spot as {@link lockSpot} does and reads its open proposal of one kind in the
   * same query: a vote's first step in one round trip instead of two.
   */
  async lockSpotWithOpen(
    trx: CommunityTransaction,
    spotId: number,
    kind: 'title' | 'location',
  ): Promise<{ spot: LockedSpot; open: ProposalRow | undefined } | undefined> {
    const row = await forUpdate(
      this.engine,
      trx
        .selectFrom('spots')
        .leftJoin('proposals', (join) =>
          join
            .onRef('proposals.spot_id', '=', 'spots.id')
            .on('proposals.kind', '=', kind)
            .on('proposals.status', '=', 'pending'),
        )
        .select(LOCKED_SPOT_COLUMNS)
        .select([
          'proposals.id as p_id',
          'proposals.photo_id as p_photo_id',
          'proposals.user_id as p_user_id',
          'proposals.new_title as p_new_title',
          'proposals.new_lat as p_new_lat',
          'proposals.new_lng as p_new_lng',
          'proposals.new_spot_id as p_new_spot_id',
          'proposals.tag_id as p_tag_id',
          'proposals.rating as p_rating',
          'proposals.created_at as p_created_at',
          'proposals.sensitive_reason as p_sensitive_reason',
          'proposals.sensitive_note as p_sensitive_note',
          'proposals.new_sensitive as p_new_sensitive',
        ])
        // At most one row: one open proposal per spot and kind is a unique index.
        .where('spots.id', '=', spotId),
      'spots',
    ).executeTakeFirst();
    if (!row) return undefined;
    const spot = {
      id: row.id,
      title: row.title,
      lat: row.lat,
      lng: row.lng,
      exact_lat: row.exact_lat,
      exact_lng: row.exact_lng,
      user_id: row.user_id,
      sensitive_reason: row.sensitive_reason,
      sensitive_note: row.sensitive_note,
    };
    const open: ProposalRow | undefined =
      row.p_id == null
        ? undefined
        : {
            id: row.p_id,
            kind,
            spot_id: row.id,
            photo_id: row.p_photo_id,
            user_id: row.p_user_id!,
            new_title: row.p_new_title,
            new_lat: row.p_new_lat,
            new_lng: row.p_new_lng,
            new_spot_id: row.p_new_spot_id,
            tag_id: row.p_tag_id,
            rating: row.p_rating!,
            status: 'pending',
            created_at: row.p_created_at!,
            decided_at: null,
            sensitive_reason: row.p_sensitive_reason,
            sensitive_note: row.p_sensitive_note,
            new_sensitive: row.p_new_sensitive,
          };
    return { spot, open };
  }

  /** The open proposal of this kind about a spot (and tag). */
  open(
    trx: CommunityTransaction,
    spotId: number,
    kind: SpotProposalKind,
    tagId: number | null = null,
  ): Promise<ProposalRow | undefined> {
    let query = trx
      .selectFrom('proposals')
      .selectAll()
      .where('spot_id', '=', spotId)
      .where('kind', '=', kind)
      .where('status', '=', 'pending');
    if (tagId !== null) query = query.where('tag_id', '=', tagId);
    return query.orderBy('id', 'desc').executeTakeFirst();
  }

  /** The open proposal about a tag of a spot, whether to add or to delete it. */
  openForTag(
    trx: CommunityTransaction,
    spotId: number,
    tagId: number,
  ): Promise<ProposalRow | undefined> {
    return trx
      .selectFrom('proposals')
      .selectAll()
      .where('spot_id', '=', spotId)
      .where('tag_id', '=', tagId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
  }

  byId(db: Kysely<DB>, id: number): Promise<ProposalRow | undefined> {
    return db.selectFrom('proposals').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(
    trx: CommunityTransaction,
    proposal: {
      kind: SpotProposalKind;
      spotId: number;
      userId: number;
      newTitle?: string;
      newLat?: number;
      newLng?: number;
      tagId?: number;
      /** A `sensitive` proposal's change: protect (with its reason) or lift. */
      sensitive?: { on: boolean; reason: string | null; note: string | null };
      status: 'pending' | 'applied';
    },
  ): Promise<ProposalRow> {
    const now = Date.now();
    return trx
      .insertInto('proposals')
      .values({
        kind: proposal.kind,
        spot_id: proposal.spotId,
        user_id: proposal.userId,
        new_title: proposal.newTitle ?? null,
        new_lat: proposal.newLat ?? null,
        new_lng: proposal.newLng ?? null,
        tag_id: proposal.tagId ?? null,
        new_sensitive: proposal.sensitive ? (proposal.sensitive.on ? 1 : 0) : null,
        sensitive_reason: proposal.sensitive?.reason ?? null,
        sensitive_note: proposal.sensitive?.note ?? null,
        status: proposal.status,
        created_at: now,
        decided_at: proposal.status === 'pending' ? null : now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Adds `delta` to a pending proposal's score; undefined when it is no longer pending. */
  async addRating(
    trx: CommunityTransaction,
    id: number,
    delta: number,
  ): Promise<number | undefined> {
    const row = await trx
      .updateTable('proposals')
      .set((eb) => ({ rating: eb('rating', '+', delta) }))
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning('rating')
      .executeTakeFirst();
    return row?.rating;
  }

  /** Closes a pending proposal; false when another request decided it first. */
  async decide(
    trx: CommunityTransaction,
    id: number,
    status: 'applied' | 'dropped',
  ): Promise<boolean> {
    const result = await trx
      .updateTable('proposals')
      .set({ status, decided_at: Date.now() })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Reads a photo's spot and owner and holds the photo's row until the transaction ends, so
   * the requests and votes on one photo's move are decided one after another.
   */
  lockPhoto(trx: CommunityTransaction, photoId: number) {
    return trx
      .updateTable('photos')
      .set((eb) => ({ spot_id: eb.ref('spot_id') }))
      .where('id', '=', photoId)
      .returning(['id', 'spot_id', 'user_id'])
      .executeTakeFirst();
  }

  /** The open request to move a photo to another spot. */
  openPhotoMove(trx: CommunityTransaction, photoId: number): Promise<ProposalRow | undefined> {
    return trx
      .selectFrom('proposals')
      .selectAll()
      .where('kind', '=', 'photo_move')
      .where('photo_id', '=', photoId)
      .where('status', '=', 'pending')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /** Records a pending request to move a photo from its spot to another. */
  insertPhotoMove(
    trx: CommunityTransaction,
    move: { photoId: number; fromSpotId: number | null; toSpotId: number; userId: number },
  ): Promise<ProposalRow> {
    return trx
      .insertInto('proposals')
      .values({
        kind: 'photo_move',
        photo_id: move.photoId,
        spot_id: move.fromSpotId,
        new_spot_id: move.toSpotId,
        user_id: move.userId,
        status: 'pending',
        created_at: Date.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async movePhoto(trx: CommunityTransaction, photoId: number, spotId: number): Promise<void> {
    await trx
      .updateTable('photos')
      .set({ spot_id: spotId, updated_at: Date.now() })
      .where('id', '=', photoId)
      .execute();
  }

  /** A spot's title and position without locking it; undefined for an unknown spot. */
  spotById(db: Kysely<DB>, spotId: number): Promise<LockedSpot | undefined> {
    return db
      .selectFrom('spots')
      .select(LOCKED_SPOT_COLUMNS)
      .where('id', '=', spotId)
      .executeTakeFirst();
  }

  /** Who added a spot and whether it is sensitive, for the position rule. */
  spotPrivacy(spotId: number) {
    return this.db
      .selectFrom('spots')
      .select(['user_id', 'sensitive_reason'])
      .where('id', '=', spotId)
      .executeTakeFirst();
  }

  /** A spot's tags with their request state, location tags first. */
  tagsOf(db: Kysely<DB>, spotId: number): Promise<SpotTagState[]> {
    return db
      .selectFrom('spot_tags')
      .innerJoin('tags', 'tags.id', 'spot_tags.tag_id')
      .select([
        'spot_tags.tag_id',
        'tags.name',
        'spot_tags.status',
        'spot_tags.auto',
        'tags.is_location',
      ])
      .where('spot_tags.spot_id', '=', spotId)
      .orderBy('tags.is_location', 'desc')
      .orderBy('spot_tags.id')
      .execute();
  }

  async addTag(
    trx: CommunityTransaction,
    spotId: number,
    tagId: number,
    status: 'active' | 'pending_add',
    userId: number,
  ) {
    await trx
      .insertInto('spot_tags')
      .values({ spot_id: spotId, tag_id: tagId, status, user_id: userId, created_at: Date.now() })
      .execute();
    await recountTagSpots(trx, [tagId]);
  }

  async setTagStatus(
    trx: CommunityTransaction,
    spotId: number,
    tagId: number,
    status: 'active' | 'pending_delete',
  ) {
    await trx
      .updateTable('spot_tags')
      .set({ status })
      .where('spot_id', '=', spotId)
      .where('tag_id', '=', tagId)
      .execute();
    await recountTagSpots(trx, [tagId]);
  }

  async removeTag(trx: CommunityTransaction, spotId: number, tagId: number) {
    await trx
      .deleteFrom('spot_tags')
      .where('spot_id', '=', spotId)
      .where('tag_id', '=', tagId)
      .execute();
    await recountTagSpots(trx, [tagId]);
  }
}
