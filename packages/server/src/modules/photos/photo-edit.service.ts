import {
  applyExifEdit,
  canEditPhoto,
  cleanText,
  type CurrentUser,
  type Photo,
  type UpdateImageBody,
} from '@vantage/shared';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { PhotosTable } from '../../db/types';
import { HttpError, notFound } from '../../lib/errors';
import type { MediaStore } from '../../media/media-store';
import { deletePhotoFiles } from '../../media/photo-files';
import { requireUser } from '../../lib/permissions';
import type { SpotChanges } from '../spots/spot-changes.service';
import type { PhotoRepository, PhotoWithRefs } from './photo.repository';
import type { PostDoor } from '../visibility/post-door.service';
import { parseExif, type PhotoService } from './photo.service';

/** What editing and deleting photos is built from. */
export interface PhotoEditDeps {
  photos: Pick<PhotoRepository, 'findById' | 'update' | 'delete'>;
  photoService: Pick<PhotoService, 'get'>;
  /** The one path of spot changes: a photo's type and deletion count for its spot; its caption shows on pages. */
  changes: Pick<SpotChanges, 'photosChanged' | 'shownContentChanged'>;
  /** New members' photos with links in their text wait for review; spammers' links are refused. */
  door?: Pick<PostDoor, 'admit' | 'hold' | 'isHeld'>;
  media: MediaStore;
}

/** The owner's (or an administrator's) changes to a photo, and its deletion. */
export class PhotoEditService {
  constructor(private readonly deps: PhotoEditDeps) {}

  /** Saves the lightbox's edit view; EXIF goes through the shared editing rules (`applyExifEdit`). */
  async update(
    actor: CurrentUser | null,
    id: number,
    body: z.output<typeof UpdateImageBody>,
  ): Promise<Photo> {
    const { user, row } = await this.editable(actor, id);
    const changes: Updateable<PhotosTable> = { updated_at: Date.now() };
    if (body.title !== undefined) {
      const title = cleanText(body.title);
      if (title === '') throw new HttpError(400, 'invalid_input', 'title: must not be empty');
      changes.title = title;
    }
    if (body.description !== undefined)
      changes.description = cleanText(body.description, { multiline: true });
    const admission = (await this.deps.door?.admit(user, [
      { field: 'title', text: changes.title },
      { field: 'description', text: changes.description },
    ])) ?? { hold: false };
    if (body.imgType !== undefined) changes.img_type = body.imgType;
    if (body.positionPublic !== undefined) changes.position_public = body.positionPublic ? 1 : 0;
    if (body.exif !== undefined) {
      const exif = body.exif && applyExifEdit(parseExif(row.exif), body.exif);
      changes.exif = exif && Object.keys(exif).length > 0 ? JSON.stringify(exif) : null;
    }
    await this.deps.photos.update(id, changes);
    if (admission.hold && row.user_id !== null) {
      await this.deps.door?.hold('photo', id, row.user_id);
    }
    this.deps.changes.shownContentChanged();
    // A test shot does not count for its spot, so a change of type changes the spot's numbers.
    if (body.imgType !== undefined && body.imgType !== row.img_type && row.spot_id != null) {
      await this.deps.changes.photosChanged(row.spot_id, user.id);
    }
    const photo = await this.deps.photoService.get(id, user);
    return (await this.deps.door?.isHeld('photo', id)) ? { ...photo, held: true } : photo;
  }

  /** Deletes the photo with every file of it: derivatives and the private original. */
  async delete(actor: CurrentUser | null, id: number): Promise<{ ok: true }> {
    const { user, row } = await this.editable(actor, id);
    await this.deps.photos.delete(id);
    await deletePhotoFiles(this.deps.media, id, row.original_key);
    if (row.spot_id != null) await this.deps.changes.photosChanged(row.spot_id, user.id);
    return { ok: true };
  }

  private async editable(
    actor: CurrentUser | null,
    id: number,
  ): Promise<{ user: CurrentUser; row: PhotoWithRefs }> {
    const user = requireUser(actor);
    const row = await this.deps.photos.findById(id);
    if (!row) throw notFound('photo');
    if (!canEditPhoto(user, { ownerId: row.user_id })) {
      throw new HttpError(403, 'forbidden', "Only the photo's owner can change or delete it.");
    }
    return { user, row };
  }
}
