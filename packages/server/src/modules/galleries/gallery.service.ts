import {
  canEditGallery,
  canSeeGallery,
  GALLERY_SPOTS_MAX,
  KML_IMAGES_PER_SPOT,
  titleSlug,
  type CurrentUser,
  type GalleryAddress,
  type GalleryExportFormat,
  type NewSpotListBody,
  type SpotList,
  type SpotListChangeAnswer,
  type SpotListMembership,
  type SpotListSpotBody,
  type SpotListSummary,
  type SpotListUpdateBody,
  canSeeHiddenItem,
} from '@vantage/shared';
import { HttpError, notFound } from '../../lib/errors';
import { requireUser } from '../../lib/permissions';
import type { PhotoRepository } from '../photos/photo.repository';
import type { PhotoService } from '../photos/photo.service';
import type { SpotRepository } from '../spots/spot.repository';
import type { SpotService } from '../spots/spot.service';
import type { UserRepository } from '../users/user.repository';
import { galleryFile, type GalleryFile } from './gallery-export';
import type { SpotChanges } from '../spots/spot-changes.service';
import type { HiddenItems } from '../visibility/hidden-items.service';
import type { PostDoor } from '../visibility/post-door.service';
import type { GalleryRepository, GalleryRow } from './gallery.repository';

export interface GalleryServiceDeps {
  galleries: GalleryRepository;
  spotRepository: SpotRepository;
  spots: SpotService;
  photoRepository: PhotoRepository;
  photos: PhotoService;
  users: UserRepository;
  /** Public galleries' pages are kept; a change of one is made afresh. */
  changes: Pick<SpotChanges, 'shownContentChanged'>;
  /** Galleries hidden by moderation show only to their owner and moderators. */
  hidden?: HiddenItems;
  /** New members' public galleries with links wait for review; spammers' links are refused. */
  door?: Pick<PostDoor, 'admit' | 'hold' | 'isHeld'>;
}

/** Photos a gallery page shows at once. */
const GALLERY_PAGE_PHOTOS = 500;
/** Galleries a profile list answers at most per call. */
const LIST_PAGE_MAX = 60;

const forbidden = (message: string) => new HttpError(403, 'forbidden', message);

const asGallery = (row: GalleryRow) => ({ ownerId: row.user_id, isPublic: row.is_public === 1 });

/** Galleries (spot lists): who sees and changes them, what they hold, their downloads. */
export class GalleryService {
  constructor(private readonly deps: GalleryServiceDeps) {}

  private async summaries(rows: readonly GalleryRow[]): Promise<SpotListSummary[]> {
    const uncovered = rows.filter((row) => row.cover_photo_id == null).map((row) => row.id);
    const firsts = await this.deps.galleries.firstPhotos(uncovered);
    const coverOf = (row: GalleryRow) => row.cover_photo_id ?? firsts.get(row.id) ?? null;
    const images = await this.deps.photos.imageRefs(rows.map(coverOf));
    return rows.map((row) => {
      const cover = coverOf(row);
      return {
        id: row.id,
        urlTitle: row.url_title,
        title: row.title,
        description: row.description,
        image: cover != null ? (images.get(cover) ?? null) : null,
        username: row.username,
        ownerId: row.user_id,
        isPublic: row.is_public === 1,
        spotCount: row.spot_count,
        photoCount: row.photo_count,
      };
    });
  }

  /** A gallery others may see; private galleries of others are not found, so names do not leak. */
  private async visible(
    row: GalleryRow | undefined,
    user: CurrentUser | null,
  ): Promise<GalleryRow> {
    if (!row || !canSeeGallery(user, asGallery(row))) throw notFound('gallery');
    await this.deps.hidden?.assertVisible('gallery', row.id, row.user_id, user, 'gallery');
    return row;
  }

  /** A gallery the member may change: 404 when they may not see it, 403 when not theirs. */
  private async editable(id: number, user: CurrentUser | null): Promise<GalleryRow> {
    const member = requireUser(user);
    const row = await this.visible(await this.deps.galleries.findById(id), member);
    if (!canEditGallery(member, asGallery(row))) {
      throw forbidden('Only the owner of a gallery may change it.');
    }
    return row;
  }

  /** The gallery the gallery calls name by its owner (see `GalleryRepository.owner`). */
  private async named(
    urlTitle: string,
    owner: string,
    user: CurrentUser | null,
  ): Promise<GalleryRow> {
    const member = await this.deps.galleries.owner(owner);
    return this.visible(
      member ? await this.deps.galleries.findByUrlTitle(member.id, urlTitle) : undefined,
      user,
    );
  }

  /** `GET /spotlist/{title}/{username}`: a gallery with its spots and photos. */
  async get(urlTitle: string, owner: string, user: CurrentUser | null): Promise<SpotList> {
    return this.withContent(await this.named(urlTitle, owner, user));
  }

  /** A gallery with its spots and photos, by its owner's id (its page's address). */
  async ofOwner(ownerId: number, urlTitle: string, user: CurrentUser | null): Promise<SpotList> {
    return this.withContent(
      await this.visible(await this.deps.galleries.findByUrlTitle(ownerId, urlTitle), user),
    );
  }

  /** What names a gallery in addresses, by its owner's id, for anyone who may see it. */
  async addressOf(
    ownerId: number,
    urlTitle: string,
    user: CurrentUser | null,
  ): Promise<GalleryAddress> {
    const row = await this.visible(
      await this.deps.galleries.findByUrlTitle(ownerId, urlTitle),
      user,
    );
    return { username: row.username, ownerId: row.user_id, urlTitle: row.url_title };
  }

  private async withContent(row: GalleryRow): Promise<SpotList> {
    const [spotIds, photoIds] = await Promise.all([
      this.deps.galleries.spotIds(row.id),
      this.deps.galleries.photoIds(row.id, GALLERY_PAGE_PHOTOS, 0),
    ]);
    const [points, photoRows, [summary]] = await Promise.all([
      this.deps.spotRepository.findPoints(spotIds),
      Promise.all(photoIds.map((id) => this.deps.photoRepository.findById(id))),
      this.summaries([row]),
    ]);
    const order = new Map(spotIds.map((id, index) => [id, index]));
    points.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    return {
      ...summary!,
      owner: {
        id: row.user_id,
        username: row.username,
        displayName: row.display_name,
        picture: row.picture,
      },
      spots: await this.deps.spots.summaries(points),
      photos: await this.deps.photos.describe(photoRows.filter((photo) => photo !== undefined)),
    };
  }

  /** `GET /spotlist/{username}`: a member's galleries (their private ones only to themselves). */
  async ofUser(
    username: string,
    user: CurrentUser | null,
    limit: number,
    offset: number,
  ): Promise<SpotListSummary[]> {
    const owner = await this.deps.galleries.owner(username);
    if (!owner) throw notFound('user');
    const rows = await this.deps.galleries.ofUser(
      owner.id,
      { private: user?.id === owner.id, hidden: canSeeHiddenItem(user, owner.id) },
      Math.min(limit, LIST_PAGE_MAX),
      offset,
    );
    const visible = this.deps.hidden
      ? await this.deps.hidden.visibleOf(
          'gallery',
          rows,
          (row) => row.id,
          (row) => row.user_id,
          user,
        )
      : rows;
    return this.summaries(visible);
  }

  /** The signed-in member's galleries, each saying whether it holds the spot. */
  async membershipOfSpot(spotId: number, user: CurrentUser | null): Promise<SpotListMembership> {
    const member = requireUser(user);
    return this.membership(member.id, this.deps.galleries.listsWithSpot(member.id, spotId));
  }

  /** The signed-in member's galleries, each saying whether it holds the photo. */
  async membershipOfPhoto(photoId: number, user: CurrentUser | null): Promise<SpotListMembership> {
    const member = requireUser(user);
    return this.membership(member.id, this.deps.galleries.listsWithPhoto(member.id, photoId));
  }

  private async membership(
    userId: number,
    holdingLists: Promise<Set<number>>,
  ): Promise<SpotListMembership> {
    const [lists, holding] = await Promise.all([this.deps.galleries.menuOf(userId), holdingLists]);
    return lists.map((list) => ({
      id: list.id,
      title: list.title,
      urlTitle: list.url_title,
      isPublic: list.is_public === 1,
      has: holding.has(list.id),
    }));
  }

  /** A url title no other gallery of the member has: the title's slug, then `-2`, `-3`, … */
  private async uniqueUrlTitle(userId: number, title: string, keepId?: number): Promise<string> {
    const base = titleSlug(title);
    const taken = await this.deps.galleries.urlTitlesLike(userId, base);
    if (keepId !== undefined) {
      const current = await this.deps.galleries.findById(keepId);
      if (current) taken.delete(current.url_title);
    }
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  private async checkSpot(spotId: number): Promise<void> {
    if (!(await this.deps.galleries.spotExists(spotId))) throw notFound('spot');
  }

  private async checkRoom(row: GalleryRow): Promise<void> {
    if (row.spot_count >= GALLERY_SPOTS_MAX) {
      throw new HttpError(
        409,
        'gallery_full',
        `A gallery holds at most ${GALLERY_SPOTS_MAX} spots.`,
      );
    }
  }

  /** A changed gallery as its owner's menus show it (every change of a gallery answers this). */
  private async answer(id: number): Promise<SpotListChangeAnswer> {
    this.deps.changes.shownContentChanged();
    const row = await this.deps.galleries.findById(id);
    const held = (await this.deps.door?.isHeld('gallery', id)) ?? false;
    return {
      spotList: row ? ((await this.summaries([row]))[0] ?? null) : null,
      ...(held ? { held } : {}),
    };
  }

  /** `POST /spotlist/new`: a gallery, with a first spot or photo when given. */
  async create(body: NewSpotListBody, user: CurrentUser | null): Promise<SpotListChangeAnswer> {
    const member = requireUser(user);
    if (body.addIdSpot != null) await this.checkSpot(body.addIdSpot);
    const photoSpot = body.idImg != null ? await this.deps.galleries.photoSpot(body.idImg) : null;
    if (body.idImg != null && !photoSpot) throw notFound('photo');
    const admission = await this.admit(member, body.title);
    const urlTitle = await this.uniqueUrlTitle(member.id, body.title);
    // The gallery and its hold are written together, so a held gallery is never shown.
    const id = await this.deps.galleries.transaction(async (trx) => {
      const written = await this.deps.galleries.insert(member.id, body.title, urlTitle, trx);
      if (admission.hold) await this.deps.door?.hold('gallery', written, member.id, trx);
      return written;
    });
    if (body.addIdSpot != null) await this.deps.galleries.addSpot(id, body.addIdSpot);
    if (body.idImg != null) await this.addPhotoTo(id, body.idImg, photoSpot?.spot_id ?? null);
    return this.answer(id);
  }

  private async addPhotoTo(listId: number, photoId: number, spotId: number | null): Promise<void> {
    await this.deps.galleries.addPhoto(listId, photoId);
    // A photo brings its spot along, so the gallery's map and downloads show where it was taken.
    if (spotId != null) await this.deps.galleries.addSpot(listId, spotId);
  }

  /** `POST /spotlist`: a spot (and its photo, when given) into a gallery. */
  async addSpot(body: SpotListSpotBody, user: CurrentUser | null): Promise<SpotListChangeAnswer> {
    const row = await this.editable(body.idSpotlist, user);
    await this.checkSpot(body.idSpot);
    await this.checkRoom(row);
    await this.deps.galleries.addSpot(row.id, body.idSpot);
    if (body.idImg != null) {
      const photo = await this.deps.galleries.photoSpot(body.idImg);
      if (!photo) throw notFound('photo');
      await this.deps.galleries.addPhoto(row.id, body.idImg);
    }
    return this.answer(row.id);
  }

  /** `DELETE /spotlist`: a spot (and its photo, when given) out of a gallery. */
  async removeSpot(
    body: SpotListSpotBody,
    user: CurrentUser | null,
  ): Promise<SpotListChangeAnswer> {
    const row = await this.editable(body.idSpotlist, user);
    await this.deps.galleries.removeSpot(row.id, body.idSpot);
    if (body.idImg != null) await this.deps.galleries.removePhoto(row.id, body.idImg);
    return this.answer(row.id);
  }

  /** `POST /spotlistPhoto`: a photo into a gallery. */
  async addPhoto(
    listId: number,
    photoId: number,
    user: CurrentUser | null,
  ): Promise<SpotListChangeAnswer> {
    const row = await this.editable(listId, user);
    const photo = await this.deps.galleries.photoSpot(photoId);
    if (!photo) throw notFound('photo');
    await this.checkRoom(row);
    await this.addPhotoTo(row.id, photoId, photo.spot_id);
    return this.answer(row.id);
  }

  /** `DELETE /spotlistPhoto`: a photo out of a gallery. */
  async removePhoto(
    listId: number,
    photoId: number,
    user: CurrentUser | null,
  ): Promise<SpotListChangeAnswer> {
    const row = await this.editable(listId, user);
    await this.deps.galleries.removePhoto(row.id, photoId);
    return this.answer(row.id);
  }

  /** `POST /spotlist/update`: new title, description and privacy, or deletion. */
  async update(body: SpotListUpdateBody, user: CurrentUser | null): Promise<SpotListChangeAnswer> {
    const row = await this.editable(body.id, user);
    if ('delete' in body) {
      await this.deps.galleries.delete(row.id);
      this.deps.changes.shownContentChanged();
      return { spotList: null };
    }
    const admission = await this.admit(requireUser(user), body.title, body.description);
    const urlTitle =
      body.title === row.title
        ? row.url_title
        : await this.uniqueUrlTitle(row.user_id, body.title, row.id);
    await this.deps.galleries.transaction(async (trx) => {
      const changes = {
        title: body.title,
        url_title: urlTitle,
        description: body.description,
        is_public: body.isPublic ? 1 : 0,
      };
      await this.deps.galleries.update(row.id, changes, trx);
      if (admission.hold) await this.deps.door?.hold('gallery', row.id, row.user_id, trx);
    });
    return this.answer(row.id);
  }

  /** The door's decision on a gallery's title and description. */
  private async admit(member: CurrentUser, title: string, description?: string | null) {
    return (
      (await this.deps.door?.admit(member, [
        { field: 'title', text: title },
        { field: 'description', text: description },
      ])) ?? { hold: false }
    );
  }

  /** A gallery as KML, GPX or GeoJSON, for anyone who may see it. */
  async download(
    urlTitle: string,
    owner: string,
    format: GalleryExportFormat,
    user: CurrentUser | null,
    origin: string,
  ): Promise<GalleryFile> {
    const row = await this.named(urlTitle, owner, user);
    const spots = await this.deps.galleries.exportSpots(row.id);
    const ids = spots.map((spot) => spot.id);
    const [photos, descriptions] = await Promise.all([
      this.deps.galleries.bestPhotosOf(ids, KML_IMAGES_PER_SPOT),
      this.deps.galleries.bestDescriptionOf(ids),
    ]);
    return galleryFile(
      format,
      { title: row.title, urlTitle: row.url_title },
      spots.map((spot) => ({
        id: spot.id,
        title: spot.title,
        lat: spot.lat,
        lng: spot.lng,
        photos: photos.get(spot.id) ?? [],
        description: descriptions.get(spot.id) ?? null,
      })),
      origin,
    );
  }
}
