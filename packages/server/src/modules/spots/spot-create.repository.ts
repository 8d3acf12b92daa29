import { titleSlug } from '@vantage/shared';
import type { Kysely } from 'kysely';
import { liveTagNames } from '../../db/spot-tags';
import type { DB } from '../../db/types';
import type { TagRepository } from './tag.repository';
import type { SpotRepository } from './spot.repository';
import { storeSpotWords, tileKeysFor } from './spot-writer.repository';

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
   * Gives a spot the automatic tags, location hierarchy and address of its (new) place: the
   * automatic tags of the old place go, the new ones come (a tag the spot already carries is
   * kept as it is), and the spot's words follow. Answers its live tags before and after.
   */
  async replacePlaces(
    trx: Kysely<DB>,
    spotId: number,
    place: { places: readonly string[]; autoTags: readonly string[]; address: string | null },
  ): Promise<{ before: string[]; after: string[] }> {
    const before = await liveTagNames(trx, spotId, { locationsFirst: true });
    const chain = await this.placeChain(trx, place.places);
    const byName = new Map(chain.map((tag) => [tag.name.toLowerCase(), tag.id]));
    const wanted = new Set(place.autoTags.flatMap((name) => byName.get(name.toLowerCase()) ?? []));
    const current = await trx
      .selectFrom('spot_tags')
      .select(['tag_id', 'auto'])
      .where('spot_id', '=', spotId)
      .execute();
    const carried = new Set(current.map((row) => row.tag_id));
    const dropped = current
      .filter((row) => row.auto === 1 && !wanted.has(row.tag_id))
      .map((row) => row.tag_id);
    const added = [...wanted].filter((tagId) => !carried.has(tagId));
    if (dropped.length > 0) {
      await trx
        .deleteFrom('spot_tags')
        .where('spot_id', '=', spotId)
        .where('tag_id', 'in', dropped)
        .execute();
    }
    for (const tagId of added) {
      await this.tags.addToSpot(spotId, tagId, { auto: true, userId: null }, trx);
    }
    const countBy = async (ids: readonly number[], step: 1 | -1) => {
      if (ids.length === 0) return;
      await trx
        .updateTable('tags')
        .set((eb) => ({ loc_cnt: eb('loc_cnt', '+', step) }))
        .where('id', 'in', ids)
        .execute();
    };
    await countBy(added, 1);
    await countBy(dropped, -1);
    const after = await liveTagNames(trx, spotId, { locationsFirst: true });
    await storeSpotWords(trx, spotId, {
      tags: after,
      hier: chain.map((tag) => tag.name).join('\\'),
      address: place.address,
    });
    return { before, after };
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
