import {
  distanceM,
  parseRegion,
  regionToBBox,
  REGION_CAP,
  round6,
  storedLevelFor,
  tileToBBox,
  wrapLng,
  type BBox,
  type LatLng,
  type NearbySpot,
  type PointPreview,
  type PspotsAnswer,
  type RangeAnswer,
  type Region,
  type Spot,
  type SpotSummary,
  type SpotTileLevel,
  SENSITIVE_BLUR_RADIUS_M,
  SENSITIVE_TILE_MIN_HIDDEN_ZOOM,
  type PositionViewer,
  type Photo,
  type ImageRef,
} from '@vantage/shared';
import { exactPositionOf, positionSeenBy } from '../../lib/spot-position';
import { pendingSensitivity, sensitivityOf } from '../../lib/spot-sensitivity';
import { toDescription } from '../../lib/description-answer';
import { badRequest, notFound } from '../../lib/errors';
import { toSpotTag } from '../../lib/spot-tag';
import { toUserRef } from '../../lib/user-ref';
import type { UserRepository } from '../users/user.repository';
import type { SpotDetailsRepository } from './spot-details.repository';
import {
  activeTagNames,
  type SpotPoint,
  type TaggedSpotPoint,
  type SpotRepository,
} from './spot.repository';
import { tileCacheKey, type SpotTileCache } from './spot-tile-cache';
import type { VisitorSpotCache } from './visitor-spot-cache';
import { prepareBody, type PreparedBody } from '../../lib/prepared-body';
import { inBox, tileSpan, widenedBy } from './box-geometry';
import type { HiddenItems } from '../visibility/hidden-items.service';

/** How many spots one `/pspots` tile lists at most, by stored level. */
export const TILE_CAPS: Record<SpotTileLevel, number> = { 0: 500, 5: 300, 7: 300, 10: 500 };

/** Spots shown under "Nearby Spots" on a spot page. */
const NEARBY_COUNT = 12;

/** A region query reads at most this many tiles (at the finest stored level that allows it). */
const MAX_BOX_TILES = 16;

/**
 * What a spot's page asks of the photos module, which sits above spots and passes its photo
 * service in.
 */
export interface SpotPhotos {
  /** The spot's photos as `viewer` may see them. */
  ofSpot(spotId: number, viewer: PositionViewer | null): Promise<Photo[]>;
  /** Compact references for cover photos, keyed by photo id. */
  imageRefs(photoIds: readonly (number | null)[]): Promise<Map<number, ImageRef>>;
}

/** The planning module's elevations, which sit above spots (they read spots to adjust them). */
export interface SpotElevations {
  /** The spot's elevation; when it has none, the ground's, or null when unknown. */
  elevationOf(spot: {
    id: number;
    lat: number;
    lng: number;
    elev: number | null;
  }): Promise<number | null>;
}

/** What reading spots is built from. */
export interface SpotServiceDeps {
  spots: SpotRepository;
  details: SpotDetailsRepository;
  users: Pick<UserRepository, 'findById'>;
  photos: SpotPhotos;
  /** This process's cached tile lists, which the one "spot changed" path empties. */
  tileCache: Pick<SpotTileCache, 'getOrLoad' | 'kept'>;
  /** Fills in a missing elevation from the elevation service, once per spot. */
  elevations?: SpotElevations;
  /** Signed-out visitors' answers, kept; without it each is built afresh. */
  visitorAnswers?: Pick<VisitorSpotCache, 'getOrBuild' | 'kept'>;
  /** Spots and descriptions hidden by moderation show only to their authors and moderators. */
  hidden?: HiddenItems;
}

/** Reading spots: pages, previews, map tiles, regions, nearby and popular lists. */
export class SpotService {
  private readonly spots: SpotRepository;
  private readonly details: SpotDetailsRepository;

  constructor(private readonly deps: SpotServiceDeps) {
    this.spots = deps.spots;
    this.details = deps.details;
  }

  private async visibleDescriptions(spotId: number, viewer: PositionViewer | null) {
    const rows = await this.details.descriptionsOf(spotId);
    if (!this.deps.hidden) return rows.map((row) => ({ ...row, held: false }));
    const visible = await this.deps.hidden.visibleOf(
      'description',
      rows,
      (row) => row.id,
      (row) => row.user_id,
      viewer,
    );
    const held = await this.deps.hidden.heldAmong(
      'description',
      visible.map((row) => row.id),
    );
    return visible.map((row) => ({ ...row, held: held.has(row.id) }));
  }

  /** A signed-out visitor's spot answer, serialized (and compressed) once for all of them. */
  visitorAnswer(id: number): Promise<PreparedBody> {
    const build = async () => JSON.stringify(await this.getSpot(id));
    return this.deps.visitorAnswers
      ? this.deps.visitorAnswers.getOrBuild(id, build)
      : build().then(prepareBody);
  }

  /** A visitor's spot answer while it is kept (undefined once it would be built again). */
  keptVisitorAnswer(id: number): PreparedBody | undefined {
    return this.deps.visitorAnswers?.kept(id);
  }

  /**
   * Everything a spot page shows, as `viewer` may see it: a sensitive place at its blurred
   * position (with its nearby spots measured from there) unless the viewer may see it exactly;
   * what would narrow that position down (its address, elevation, default view and proposed
   * moves) only to those who may see it exactly.
   */
  async getSpot(id: number, viewer: PositionViewer | null = null): Promise<Spot> {
    const row = await this.spots.findById(id);
    if (!row) throw notFound('spot');
    await this.deps.hidden?.assertVisible('spot', id, row.user_id, viewer, 'spot');
    const position = positionSeenBy(viewer, row);
    const elevation = async () => {
      if (position.blurred) return null;
      const place = { id: row.id, elev: row.elev, ...exactPositionOf(row) };
      return this.deps.elevations ? this.deps.elevations.elevationOf(place) : row.elev;
    };
    const [tags, descriptions, images, nearby, proposals, view, creator, elev] = await Promise.all([
      this.spots.tagsOf([id]),
      this.visibleDescriptions(id, viewer),
      this.deps.photos.ofSpot(id, viewer),
      this.nearby(position.lat, position.lng, NEARBY_COUNT, viewer, id),
      this.details.pendingProposals(id),
      this.details.latestView3d(id),
      row.user_id != null ? this.deps.users.findById(row.user_id) : undefined,
      elevation(),
    ]);
    const titleProposal = proposals.find((p) => p.kind === 'title');
    const locationProposal = position.blurred
      ? undefined
      : proposals.find((p) => p.kind === 'location');
    const sensitiveProposal = proposals.find((p) => p.kind === 'sensitive');
    // A tag's pending request shows its votes.
    const tagRatings = new Map(
      proposals.flatMap((p) => (p.tag_id != null ? [[p.tag_id, p.rating] as const] : [])),
    );
    return {
      id: row.id,
      lat: position.lat,
      long: position.lng,
      title: row.title,
      slug: row.slug,
      newTitle:
        titleProposal?.new_title != null
          ? { title: titleProposal.new_title, rating: titleProposal.rating }
          : null,
      newLocation:
        locationProposal?.new_lat != null && locationProposal.new_lng != null
          ? {
              lat: locationProposal.new_lat,
              long: locationProposal.new_lng,
              rating: locationProposal.rating,
            }
          : null,
      hier: row.hier,
      tags: tags.map((tag) => toSpotTag(tag, tagRatings.get(tag.id) ?? 0)),
      descriptions: descriptions.map((d) => ({
        ...toDescription(d, toUserRef(d.user_id, d.username, d.display_name, d.picture)),
        ...(d.held ? { held: true } : {}),
      })),
      images,
      elev,
      tz: row.tz ? { name: row.tz } : null,
      nearestId: nearby[0]?.id ?? null,
      nearby,
      address: position.blurred ? null : row.address,
      // A saved 360° view is taken at the exact place.
      D3: position.blurred ? null : (view ?? null),
      rating: row.rating,
      user: creator
        ? toUserRef(creator.id, creator.username, creator.display_name, creator.picture)
        : null,
      created: new Date(row.created_at).toISOString(),
      sensitive: sensitivityOf(row),
      positionBlurred: position.blurred,
      newSensitive: sensitiveProposal ? pendingSensitivity(sensitiveProposal) : null,
    };
  }

  /** Title, cover image and time zone of each spot that exists, in the order asked. */
  async previews(ids: readonly number[]): Promise<PointPreview[]> {
    const unique = [...new Set(ids)];
    const rows = await this.details.previews(unique);
    const images = await this.deps.photos.imageRefs(rows.map((row) => row.cover_photo_id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return unique.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          id: row.id,
          title: row.title,
          slug: row.slug,
          image: row.cover_photo_id != null ? (images.get(row.cover_photo_id) ?? null) : null,
          tz: row.tz ? { name: row.tz } : null,
        },
      ];
    });
  }

  async preview(id: number): Promise<PointPreview> {
    const [preview] = await this.previews([id]);
    if (!preview) throw notFound('spot');
    return preview;
  }

  /** The spots of one web-map tile, best first, capped per level; served from a cache. */
  async tile(level: number, x: number, y: number): Promise<PreparedBody> {
    const size = 2 ** level;
    if (x >= size) throw badRequest('x', `must be less than ${size} at level ${level}`);
    if (y >= size) throw badRequest('y', `must be less than ${size} at level ${level}`);
    return this.deps.tileCache.getOrLoad(tileCacheKey(level, x, y), async () => {
      const answer = await this.loadTile(level, x, y);
      return JSON.stringify(answer);
    });
  }

  /** A tile's list while it is kept (undefined once it would be loaded again). */
  keptTile(level: number, x: number, y: number): PreparedBody | undefined {
    return this.deps.tileCache.kept(tileCacheKey(level, x, y));
  }

  private async loadTile(level: number, x: number, y: number): Promise<PspotsAnswer> {
    const stored = storedLevelFor(Math.min(level, 10));
    const cap = TILE_CAPS[stored];
    let rows: SpotPoint[];
    if (level > 10) {
      rows = await this.spots.inBoxesBySpatialIndex([tileToBBox(x, y, level)], cap + 1);
    } else {
      const shift = level - stored;
      const within = shift > 0 ? tileToBBox(x, y, level) : undefined;
      rows = await this.spots.tileSpots(stored, x >> shift, y >> shift, cap + 1, within);
    }
    // Tile lists are shared by every viewer: sensitive places leave close zooms and show at
    // their public position (the one lat/lng hold) in coarser ones.
    const listed =
      level >= SENSITIVE_TILE_MIN_HIDDEN_ZOOM
        ? rows.filter((row) => row.sensitive_reason === null)
        : rows;
    return {
      level,
      x,
      y,
      complete: rows.length <= cap,
      spots: listed.slice(0, cap).map((row) => ({
        id: row.id,
        lat: row.lat,
        long: row.lng,
        title: row.title,
        score: row.score,
      })),
    };
  }

  /** Spots in the rectangle `/r/{lat}/{long}/{dLat}/{dLong}`, capped at 100. */
  async range(
    parts: Record<keyof Region, string>,
    viewer: PositionViewer | null = null,
  ): Promise<RangeAnswer> {
    const parsed = parseRegion(parts);
    if (!parsed.ok) throw badRequest(parsed.field, parsed.message.replace(`${parsed.field} `, ''));
    const box = regionToBBox(parsed.region);
    // A sensitive place is in the rectangle when the position the viewer sees is: it may lie
    // up to the blur radius outside, so the search reaches that far and the list is cut after.
    const rows = (await this.bestInBox(widenedBy(box, SENSITIVE_BLUR_RADIUS_M), REGION_CAP + 1))
      .map((row) => ({ row, shown: positionSeenBy(viewer, row) }))
      .filter(({ shown }) => inBox(box, shown));
    const listed = rows.slice(0, REGION_CAP).map(({ row }) => row);
    return {
      spots: await this.summaries(
        listed,
        viewer,
        new Map(listed.map((row) => [row.id, row.tag_names])),
      ),
      more: rows.length > REGION_CAP,
    };
  }

  private bestInBox(box: BBox, limit: number): Promise<TaggedSpotPoint[]> {
    // The finest stored level at which the box spans few tiles keeps every query small.
    const level =
      ([10, 7, 5] as const).find((candidate) => tileSpan(box, candidate) <= MAX_BOX_TILES) ?? 0;
    return this.spots.inBoxByTiles(box, level, limit);
  }

  /** The spots nearest to a point, nearest first. */
  async near(position: LatLng, viewer: PositionViewer | null = null): Promise<NearbySpot[]> {
    return this.nearby(position.lat, wrapLng(position.lng), 20, viewer);
  }

  private async nearby(
    lat: number,
    lng: number,
    count: number,
    viewer: PositionViewer | null,
    excludeId?: number,
  ): Promise<NearbySpot[]> {
    const candidates = await this.spots.nearest(lat, lng, count, excludeId);
    return this.byDistance(lat, lng, candidates, count, Infinity, viewer);
  }

  /**
   * These spots as nearby spots of a point, nearest first, at most `limit` and none
   * farther than `maxDistanceM`, with their photo and elevation.
   */
  async byDistance(
    lat: number,
    lng: number,
    candidates: readonly SpotPoint[],
    limit: number,
    maxDistanceM = Infinity,
    viewer: PositionViewer | null = null,
  ): Promise<NearbySpot[]> {
    // Distances to a sensitive place are measured to the position the viewer sees, so
    // distances from several places cannot locate it.
    const nearest = candidates
      .map((candidate) => {
        const shown = positionSeenBy(viewer, candidate);
        const spot = { ...candidate, lat: shown.lat, lng: shown.lng };
        return { spot, blurred: shown.blurred, distance: distanceM({ lat, lng }, spot) };
      })
      .filter(({ distance }) => distance <= maxDistanceM)
      .sort((a, b) => a.distance - b.distance || a.spot.id - b.spot.id)
      .slice(0, limit);
    const [images, elevations] = await Promise.all([
      this.deps.photos.imageRefs(nearest.map(({ spot }) => spot.cover_photo_id)),
      this.details.elevations(nearest.map(({ spot }) => spot.id)),
    ]);
    const elevById = new Map(elevations.map((row) => [row.id, row.elev]));
    return nearest.map(({ spot, blurred, distance }) => ({
      id: spot.id,
      lat: spot.lat,
      long: spot.lng,
      title: spot.title,
      // The elevation of a sensitive place would narrow down where in its cell it lies.
      elev: blurred ? null : (elevById.get(spot.id) ?? null),
      distanceM: Math.round(distance),
      image: spot.cover_photo_id != null ? (images.get(spot.cover_photo_id) ?? null) : null,
    }));
  }

  /** The most popular spots with a photo. */
  async popular(limit = 32): Promise<SpotSummary[]> {
    return this.summaries(await this.spots.popular(limit));
  }

  /** One page of the spots with the most photographs, most first. */
  async mostPhotographed(limit: number, offset: number): Promise<SpotSummary[]> {
    return this.summaries(await this.spots.mostPhotographed(limit, offset));
  }

  /**
   * Cards for a list of spots: tags and cover image loaded in two queries (one when the list
   * came with its spots' tag names). Sensitive places at the position `viewer` may see (the
   * public one when the list is shared).
   */
  async summaries(
    rows: readonly SpotPoint[],
    viewer: PositionViewer | null = null,
    knownTags?: ReadonlyMap<number, string[]>,
  ): Promise<SpotSummary[]> {
    const [tagsBySpot, images] = await Promise.all([
      knownTags ?? this.spots.tagsOf(rows.map((row) => row.id)).then(activeTagNames),
      this.deps.photos.imageRefs(rows.map((row) => row.cover_photo_id)),
    ]);
    return rows.map((row) => {
      const shown = positionSeenBy(viewer, row);
      return {
        id: row.id,
        lat: round6(shown.lat),
        long: round6(shown.lng),
        title: row.title,
        slug: row.slug,
        tags: tagsBySpot.get(row.id) ?? [],
        photoCount: row.photo_count,
        image: row.cover_photo_id != null ? (images.get(row.cover_photo_id) ?? null) : null,
      };
    });
  }
}
