import { titleSlug } from '@vantage/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { TagRepository } from '../tags/tag.repository';
import { tileKeysFor, type SpotRepository } from './spot.repository';

/** A new spot as it is stored, with every name already cleaned and deduplicated. */
export interface NewSpotRecord {
  title: string;
  lat: number;
  lng: number;
  userId: number;
  tz: string | null;
  address: string | null;
  /** The areas containing the spot, largest first: they form its location hierarchy. */
  places: readonly string[];
  /** Which of the places the spot carries as automatic tags. */
  autoTags: readonly string[];
  /** The tags its creator typed. */
  userTags: readonly string[];
}

/** A location tag of the hierarchy as stored (its stored spelling may differ in case). */
interface PlaceTag {
  id: number;
  name: string;
}

/** SQL for creating a spot together with its location hierarchy and tags. */
export class SpotCreateRepository {
  constructor(
    private readonly spots: Pick<SpotRepository, 'insert'>,
    private readonly tags: Pick<TagRepository, 'getOrCreate' | 'addToSpot'>,
  ) {}

  /**
   * Inserts the spot, its location tags (each place a child of the one before) and its tags
   * in the caller's transaction, so a spot is never seen half made; answers the new id. The
   * spot row goes through the ordinary insert, whose triggers and generated columns keep the
   * spatial and full-text indexes.
   */
  async create(trx: Kysely<DB>, spot: NewSpotRecord, now = Date.now()): Promise<number> {
    const { tags } = this;
    const places = await this.placeChain(trx, spot.places);
    const placeByName = new Map(places.map((place) => [place.name.toLowerCase(), place]));
    const userTagIds: number[] = [];
    for (const name of spot.userTags) {
      userTagIds.push(await tags.getOrCreate(name, null, false, trx));
    }

    const id = await this.spots.insert(
      {
        title: spot.title,
        slug: titleSlug(spot.title),
        lat: spot.lat,
        lng: spot.lng,
        tz: spot.tz,
        address: spot.address,
        hier: places.map((place) => place.name).join('\\'),
        tags_text: [...spot.autoTags, ...spot.userTags].join(' '),
        user_id: spot.userId,
        ...tileKeysFor(spot.lat, spot.lng),
        created_at: now,
        updated_at: now,
      },
      trx,
    );

    const autoTagIds = spot.autoTags.flatMap((name) => {
      const place = placeByName.get(name.toLowerCase());
      return place ? [place.id] : [];
    });
    for (const tagId of autoTagIds) {
      await tags.addToSpot(id, tagId, { auto: true, userId: spot.userId }, trx);
    }
    for (const tagId of userTagIds) {
      await tags.addToSpot(id, tagId, { auto: false, userId: spot.userId }, trx);
    }
    const counted = [...new Set([...autoTagIds, ...userTagIds])];
    if (counted.length > 0) {
      await trx
        .updateTable('tags')
        .set((eb) => ({ loc_cnt: eb('loc_cnt', '+', 1) }))
        .where('id', 'in', counted)
        .execute();
    }
    return id;
  }

  /**
   * The location tags of the places, largest first, each created under the one before when
   * missing. Tag names are unique whatever their case, so an existing tag of the same name is
   * reused; a plain tag that turns out to name a place becomes a location tag in the hierarchy.
   */
  private async placeChain(trx: Kysely<DB>, names: readonly string[]): Promise<PlaceTag[]> {
    const chain: PlaceTag[] = [];
    let parentId: number | null = null;
    for (const name of names) {
      const existing = await trx
        .selectFrom('tags')
        .select(['id', 'name', 'parent_id', 'is_location'])
        .where('name_lower', '=', name.toLowerCase())
        .executeTakeFirst();
      let place: PlaceTag;
      if (existing) {
        if (existing.is_location === 0 && existing.parent_id == null) {
          await trx
            .updateTable('tags')
            .set({ is_location: 1, parent_id: parentId !== existing.id ? parentId : null })
            .where('id', '=', existing.id)
            .execute();
        }
        place = { id: existing.id, name: existing.name };
      } else {
        const id = await this.tags.getOrCreate(name, parentId, true, trx);
        const stored = await trx
          .selectFrom('tags')
          .select('name')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        place = { id, name: stored.name };
      }
      chain.push(place);
      parentId = place.id;
    }
    return chain;
  }
}
