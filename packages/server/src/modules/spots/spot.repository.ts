import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  boxAroundDeg,
  lngLatToTile,
  splitAntimeridian,
  tileKey,
  type BBox,
  type SpotTileLevel,
} from '@vantage/shared';
import type { Database, Engine } from '../../db/database';
import { spotInBox } from '../../db/spatial';
import { idIn } from '../../db/id-list';
import { notHidden } from '../../db/hidden-items';
import { recountTagSpots } from '../../db/tag-counts';
import { bestInTilesSqlite, bestOfTilesPostgres, type RankedId } from '../../db/tile-query';
import type { DB, NewSpot, SpotRow } from '../../db/types';
import { insertSpot, insertSpots, storeSpotStats } from './spot-writer.repository';

/** The columns a map list needs. */
export interface SpotPoint {
  id: number;
  lat: number;
  lng: number;
  title: string;
  slug: string;
  score: number;
  photo_count: number;
  cover_photo_id: number | null;
  /** Who added the spot and why it is sensitive (null when it is not), for the position rule. */
  user_id: number | null;
  sensitive_reason: string | null;
  /** The exact position of a sensitive place (`lat`/`lng` hold its public one); else null. */
  exact_lat: number | null;
  exact_lng: number | null;
}

export interface SpotTagRow {
  spot_id: number;
  id: number;
  name: string;
  status: 'active' | 'pending_add' | 'pending_delete';
  auto: number;
  rating: number;
  is_location: number;
}

/** A spot of a map list with the names of its tags (proposed additions left out), in order. */
export interface TaggedSpotPoint extends SpotPoint {
  tag_names: string[];
}

/** The columns of a {@link SpotPoint}, for queries that join other tables to spots. */
export const POINT_COLUMNS = [
  'spots.id',
  'spots.lat',
  'spots.lng',
  'spots.title',
  'spots.slug',
  'spots.score',
  'spots.photo_count',
  'spots.cover_photo_id',
  'spots.user_id',
  'spots.sensitive_reason',
  'spots.exact_lat',
  'spots.exact_lng',
] as const;

/** A spot's position and words, as a change of it is measured against. */
export interface SpotChangeState {
  lat: number;
  lng: number;
  title: string;
  tags_text: string;
}

/** Where a spot is, and its cover photo before and after its photos were counted again. */
export interface RefreshedStats {
  lat: number;
  lng: number;
  coverBefore: number | null;
  coverAfter: number | null;
}

/** SQL for spots: lookups by id, tile, box and distance. */
export class SpotRepository {
  private readonly db: Kysely<DB>;
  private readonly engine: Engine;

  constructor(private readonly database: Database) {
    this.db = database.db;
    this.engine = database.engine;
  }

  findById(id: number): Promise<SpotRow | undefined> {
    return this.db.selectFrom('spots').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findPoints(ids: readonly number[]): Promise<SpotPoint[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('spots')
      .select(POINT_COLUMNS)
      .where(idIn(this.engine, 'spots.id', ids))
      .where(notHidden('spot', 'spots.id'))
      .execute();
  }

  /** The best spots of one stored tile, optionally narrowed to a box inside it. */
  tileSpots(
    level: SpotTileLevel,
    x: number,
    y: number,
    limit: number,
    within?: BBox,
  ): Promise<SpotPoint[]> {
    let query = this.db
      .selectFrom('spots')
      .select(POINT_COLUMNS)
      .where(`tile${level}`, '=', tileKey(x, y, level))
      .where(notHidden('spot', 'spots.id'));
    if (within) query = this.withinBounds(query, within);
    return query.orderBy('score', 'desc').orderBy('id').limit(limit).execute();
  }

  /** The best spots inside boxes that do not cross the antimeridian, answered by the spatial index. */
  async inBoxesBySpatialIndex(boxes: readonly BBox[], limit: number): Promise<SpotPoint[]> {
    const lists = await Promise.all(
      boxes.map((box) =>
        this.db
          .selectFrom('spots')
          .select(POINT_COLUMNS)
          .where(spotInBox(this.engine, box))
          .where(notHidden('spot', 'spots.id'))
          .orderBy('score', 'desc')
          .orderBy('id')
          .limit(limit)
          .execute(),
      ),
    );
    return mergeBest(lists, limit);
  }

  /**
   * The best spots in a box, read tile by tile from the (tile, score) indexes of a stored
   * level, so the cost depends on the number of tiles rather than the spots inside. The
   * indexes also carry lat/lng: edge tiles are filtered inside the index, and only the
   * winners' rows are read.
   */
  async inBoxByTiles(box: BBox, level: SpotTileLevel, limit: number): Promise<TaggedSpotPoint[]> {
    const parts = splitAntimeridian(box).map((part) => ({ part, keys: tileKeysIn(part, level) }));
    if (this.engine === 'postgres') {
      // One statement per part: the winners are ranked, cut, joined to their rows and given
      // their tags in it, one round trip to the database for the whole list.
      const lists = await Promise.all(
        parts
          .filter(({ keys }) => keys.length > 0)
          .map(({ part, keys }) =>
            this.db
              .selectFrom(bestOfTilesPostgres(level, keys, part, limit).as('best'))
              .innerJoin('spots', 'spots.id', 'best.id')
              .select(POINT_COLUMNS)
              .select(ACTIVE_TAG_NAMES_POSTGRES.as('tag_names'))
              .execute(),
          ),
      );
      return mergeBest(lists, limit);
    }
    const candidates: RankedId[] = [];
    for (const { part, keys } of parts) {
      candidates.push(...(await bestInTilesSqlite(this.database, level, keys, part, limit)));
    }
    const best = candidates.sort((a, b) => b.score - a.score || a.id - b.id).slice(0, limit);
    const points = mergeBest([await this.findPoints(best.map((row) => row.id))], limit);
    const names = activeTagNames(await this.tagsOf(points.map((point) => point.id)));
    return points.map((point) => ({ ...point, tag_names: names.get(point.id) ?? [] }));
  }

  /** Spots nearest to a point: grows a search box until enough are found. */
  async nearest(lat: number, lng: number, count: number, excludeId?: number): Promise<SpotPoint[]> {
    for (const radiusDeg of [0.05, 0.25, 1, 4, 15, 60, 180]) {
      const boxes = splitAntimeridian(boxAroundDeg({ lat, lng }, radiusDeg));
      const lists = await Promise.all(
        boxes.map((part) => {
          let query = this.db
            .selectFrom('spots')
            .select(POINT_COLUMNS)
            .where(spotInBox(this.engine, part))
            .where(notHidden('spot', 'spots.id'));
          if (excludeId != null) query = query.where('id', '!=', excludeId);
          return query.limit(5000).execute();
        }),
      );
      const found = lists.flat();
      if (found.length >= count || radiusDeg === 180) return found;
    }
    return [];
  }

  popular(limit: number): Promise<SpotPoint[]> {
    return this.db
      .selectFrom('spots')
      .select(POINT_COLUMNS)
      .where('cover_photo_id', 'is not', null)
      .where(notHidden('spot', 'spots.id'))
      .orderBy('score', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Spots with photos, most photographed first, one page of them. */
  mostPhotographed(limit: number, offset: number): Promise<SpotPoint[]> {
    return this.db
      .selectFrom('spots')
      .select(POINT_COLUMNS)
      .where('photo_count', '>', 0)
      .where(notHidden('spot', 'spots.id'))
      .orderBy('photo_count', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** Tags of many spots in one query, active ones and pending requests. */
  tagsOf(spotIds: readonly number[]): Promise<SpotTagRow[]> {
    if (spotIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('spot_tags')
      .innerJoin('tags', 'tags.id', 'spot_tags.tag_id')
      .select([
        'spot_tags.spot_id',
        'tags.id',
        'tags.name',
        'spot_tags.status',
        'spot_tags.auto',
        'spot_tags.rating',
        'tags.is_location',
      ])
      .where(idIn(this.engine, 'spot_tags.spot_id', spotIds))
      .orderBy('spot_tags.spot_id')
      .orderBy('tags.is_location', 'desc')
      .orderBy('spot_tags.id')
      .execute();
  }

  /** Inserts a spot; `db` is the caller's transaction when the spot is made in one. */
  insert(spot: NewSpot, db: Kysely<DB> = this.db): Promise<number> {
    return insertSpot(db, spot);
  }

  /** Inserts many spots in one statement (bulk loads and benchmarks). */
  insertMany(spots: readonly NewSpot[], db: Kysely<DB> = this.db): Promise<void> {
    return insertSpots(db, spots);
  }

  /** What a change of the spot is measured against: where it is and the words it carries. */
  changeState(spotId: number, db: Kysely<DB> = this.db): Promise<SpotChangeState | undefined> {
    return db
      .selectFrom('spots')
      .select(['lat', 'lng', 'title', 'tags_text'])
      .where('id', '=', spotId)
      .executeTakeFirst();
  }

  /** Counts again the spots of each tag the spot carries: once hidden, it counts for none. */
  async recountTagsOf(spotId: number): Promise<void> {
    const tags = await this.db
      .selectFrom('spot_tags')
      .select('tag_id')
      .where('spot_id', '=', spotId)
      .execute();
    await recountTagSpots(
      this.db,
      tags.map((row) => row.tag_id),
    );
  }

  /**
   * Recomputes photo count, cover photo and popularity score from the spot's photos (those
   * hidden by moderation left out: they show to nobody else); answers
   * where the spot is and its cover before and after, or undefined when there is no such spot.
   */
  async refreshStats(spotId: number): Promise<RefreshedStats | undefined> {
    const stats = await this.db
      .selectFrom('photos')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.coalesce(eb.fn.sum<number>('rating'), sql<number>`0`).as('ratingSum'),
      ])
      .where('spot_id', '=', spotId)
      .where('img_type', '=', 0)
      .where(notHidden('photo', 'photos.id'))
      .executeTakeFirstOrThrow();
    const cover = await this.db
      .selectFrom('photos')
      .select('id')
      .where('spot_id', '=', spotId)
      .where(notHidden('photo', 'photos.id'))
      .orderBy('img_type')
      .orderBy('rating', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    const spot = await this.db
      .selectFrom('spots')
      .select(['rating', 'lat', 'lng', 'cover_photo_id'])
      .where('id', '=', spotId)
      .executeTakeFirst();
    if (!spot) return undefined;
    const count = Number(stats.count);
    await storeSpotStats(this.db, spotId, {
      photoCount: count,
      coverPhotoId: cover?.id ?? null,
      score: popularity(count, Number(stats.ratingSum), spot.rating),
    });
    return {
      lat: spot.lat,
      lng: spot.lng,
      coverBefore: spot.cover_photo_id,
      coverAfter: cover?.id ?? null,
    };
  }

  count(): Promise<number> {
    return this.db
      .selectFrom('spots')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  }

  private withinBounds<O>(
    query: SelectQueryBuilder<DB, 'spots', O>,
    box: BBox,
  ): SelectQueryBuilder<DB, 'spots', O> {
    return query
      .where('spots.lat', '>=', box.south)
      .where('spots.lat', '<=', box.north)
      .where('spots.lng', '>=', box.west)
      .where('spots.lng', '<=', box.east);
  }
}

/**
 * PostgreSQL: the names of a spot's tags as {@link activeTagNames} lists them, for a query of
 * `spots`.
 */
const ACTIVE_TAG_NAMES_POSTGRES = sql<string[]>`coalesce((
  SELECT array_agg(tags.name ORDER BY tags.is_location DESC, spot_tags.id)
  FROM spot_tags INNER JOIN tags ON tags.id = spot_tags.tag_id
  WHERE spot_tags.spot_id = spots.id AND spot_tags.status <> 'pending_add'
), '{}')`;

/** Names of the tags each spot carries (pending additions are not carried yet), by spot id. */
export function activeTagNames(tags: readonly SpotTagRow[]): Map<number, string[]> {
  const bySpot = new Map<number, string[]>();
  for (const tag of tags) {
    if (tag.status === 'pending_add') continue;
    const list = bySpot.get(tag.spot_id) ?? [];
    list.push(tag.name);
    bySpot.set(tag.spot_id, list);
  }
  return bySpot;
}

/** Popularity of a spot: photos count most, their ratings and the spot's own rating add. */
export function popularity(photoCount: number, photoRatingSum: number, spotRating: number): number {
  return photoCount * 10 + photoRatingSum * 2 + spotRating;
}

/** The keys of the tiles of a level that a box (not crossing the antimeridian) touches. */
function tileKeysIn(box: BBox, level: SpotTileLevel): number[] {
  const from = lngLatToTile(box.west, box.north, level);
  const to = lngLatToTile(box.east, box.south, level);
  const keys: number[] = [];
  for (let x = from.x; x <= to.x; x++) {
    for (let y = from.y; y <= to.y; y++) keys.push(tileKey(x, y, level));
  }
  return keys;
}

function mergeBest<T extends SpotPoint>(lists: readonly T[][], limit: number): T[] {
  const seen = new Set<number>();
  const merged: T[] = [];
  for (const spot of lists.flat().sort((a, b) => b.score - a.score || a.id - b.id)) {
    if (seen.has(spot.id)) continue;
    seen.add(spot.id);
    merged.push(spot);
    if (merged.length === limit) break;
  }
  return merged;
}
