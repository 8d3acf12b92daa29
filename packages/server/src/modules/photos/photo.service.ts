import {
  canSeePhotoPosition,
  Exif,
  type ImageRef,
  type Photo,
  type PositionViewer,
} from '@vantage/shared';
import { notFound } from '../../lib/errors';
import { joinedSpotPosition, positionSeenBy } from '../../lib/spot-position';
import { photoUrls } from '../../media/media-urls';
import { activeTagNames, type SpotRepository } from '../spots/spot.repository';
import { toUserRef } from '../../lib/user-ref';
import type { HiddenItems } from '../visibility/hidden-items.service';
import type { PhotoRepository, PhotoWithRefs } from './photo.repository';

/** Stands for the spot of a photo that has none: no spot has this id. */
const NO_SPOT = 0;

/** Reading photos and shaping them for the API. */
export class PhotoService {
  constructor(
    private readonly photos: PhotoRepository,
    private readonly spots: SpotRepository,
    /** Photos hidden by moderation show only to their owner and moderators. */
    private readonly hidden?: HiddenItems,
  ) {}

  /** One photo as `viewer` may see it (where it was taken only for its owner, unless published). */
  async get(id: number, viewer: PositionViewer | null = null): Promise<Photo> {
    const row = await this.photos.findById(id);
    // One hidden by moderation, or at a spot it hid, is left out for this viewer, as in lists.
    const [photo] = row ? await this.describe([row], viewer) : [];
    if (!photo) throw notFound('photo');
    return photo;
  }

  async latest(limit: number, offset: number, includeTestShots: boolean): Promise<Photo[]> {
    return this.describe(await this.photos.latest(limit, offset, includeTestShots));
  }

  async favorites(limit: number, offset: number): Promise<Photo[]> {
    return this.describe(await this.photos.favorites(limit, offset));
  }

  async ofUser(
    userId: number,
    type: 'normal' | 'test',
    limit: number,
    offset: number,
    viewer: PositionViewer | null = null,
  ): Promise<Photo[]> {
    return this.describe(
      await this.photos.byUser(userId, type === 'test' ? 1 : 0, limit, offset),
      viewer,
    );
  }

  /** A user's best rated photos, for the stats of their profile. */
  async bestOfUser(userId: number, limit: number): Promise<Photo[]> {
    return this.describe(await this.photos.bestByUser(userId, limit));
  }

  async ofSpot(spotId: number, viewer: PositionViewer | null = null): Promise<Photo[]> {
    return this.describe(await this.photos.ofSpot(spotId), viewer);
  }

  /** Compact references for cover photos, keyed by photo id. */
  async imageRefs(photoIds: readonly (number | null)[]): Promise<Map<number, ImageRef>> {
    const ids = [...new Set(photoIds.filter((id): id is number => id != null))];
    const rows = await this.photos.refs(ids);
    return new Map(rows.map((row) => [row.id, { ...row, urls: photoUrls(row.id) }]));
  }

  /**
   * Shapes rows for the API, loading spot tags and pending moves for all of them at once.
   * Where a photo was taken is shown as the access policy allows `viewer` (a visitor when
   * not given); otherwise the photo carries its spot's position.
   */
  async describe(
    rows: readonly PhotoWithRefs[],
    viewer: PositionViewer | null = null,
  ): Promise<Photo[]> {
    if (this.hidden) {
      rows = await this.hidden.visibleOf(
        'photo',
        rows,
        (row) => row.id,
        (row) => row.user_id,
        viewer,
      );
      // Photos of a spot hidden by moderation go with it, except for their photographer and the
      // spot's author, who still sees the spot's page.
      rows = await this.hidden.visibleOf(
        'spot',
        rows,
        (row) => row.spot_id ?? NO_SPOT,
        (row) => (viewer && row.spot_user_id === viewer.id ? row.spot_user_id : row.user_id),
        viewer,
      );
    }
    const spotIds = [
      ...new Set(rows.map((row) => row.spot_id).filter((id): id is number => id != null)),
    ];
    const [tags, moves] = await Promise.all([
      this.spots.tagsOf(spotIds),
      this.photos.pendingMoves(rows.map((row) => row.id)),
    ]);
    const tagsBySpot = activeTagNames(tags);
    const moveByPhoto = new Map(moves.map((move) => [move.photo_id, move]));
    return rows.map((row) => {
      const move = moveByPhoto.get(row.id);
      const positionPublic = row.position_public === 1;
      const spotSensitive = row.spot_sensitive_reason !== null;
      const ownPosition = canSeePhotoPosition(viewer, {
        ownerId: row.user_id,
        positionPublic,
        atSensitiveSpot: spotSensitive,
      });
      const { spot_lat, spot_lng } = row;
      const spotPosition =
        spot_lat != null && spot_lng != null
          ? positionSeenBy(viewer, joinedSpotPosition({ ...row, spot_lat, spot_lng }))
          : null;
      return {
        id: row.id,
        title: row.title,
        description: row.description,
        exif: parseExif(row.exif),
        imgType: row.img_type === 1 ? 1 : 0,
        rating: row.rating,
        created: new Date(row.created_at).toISOString(),
        user: toUserRef(row.user_id, row.owner_username, row.owner_display_name, row.owner_picture),
        author: row.author,
        authorUrl: row.author_url,
        license: row.license,
        linkURL: row.link_url,
        linkImgURL: row.link_img_url,
        idSpot: row.spot_id,
        spotTitle: row.spot_title,
        spotTags: row.spot_id != null ? (tagsBySpot.get(row.spot_id) ?? []) : [],
        lat: (ownPosition ? row.lat : null) ?? spotPosition?.lat ?? null,
        long: (ownPosition ? row.lng : null) ?? spotPosition?.lng ?? null,
        positionPublic: positionPublic && !spotSensitive,
        width: row.width,
        height: row.height,
        blurhash: row.blurhash,
        ar: row.ar,
        pano: row.pano === 1,
        urls: photoUrls(row.id),
        newSpot:
          move?.new_spot_id != null ? { idSpot: move.new_spot_id, rating: move.rating } : null,
      } satisfies Photo;
    });
  }
}

/** A photo's stored EXIF JSON, or null when there is none or it no longer fits the schema. */
export function parseExif(json: string | null): Photo['exif'] {
  if (json == null) return null;
  try {
    const parsed = Exif.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
