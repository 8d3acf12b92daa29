import { randomBytes } from 'node:crypto';
import { canUseUpload, type CurrentUser, type Exif, type UploadAnswer } from '@vantage/shared';
import { HttpError, notFound } from '../../lib/errors';
import type { WarnLog } from '../../lib/log';
import { RateLimiter, type RateLimitRule, type RateLimitStore } from '../../lib/rate-limit';
import { ImageDecodeError } from '../../media/image-pipeline';
import { probeImage } from '../../media/image-probe';
import type { MediaStore } from '../../media/media-store';
import { uploadOriginalKey } from '../../media/photo-files';
import type { PhotoUploadRow } from '../../db/types';
import { requireUser } from '../../lib/permissions';
import type { PostDoor } from '../visibility/post-door.service';
import type { UploadRepository } from './upload.repository';

/** An upload whose photo form never came is removed after this long. */
export const UPLOAD_TTL_MS = 24 * 60 * 60_000;
/** Expired uploads removed per new upload, so the clean-up never slows one down much. */
const CLEANUP_BATCH = 20;

/** How many files one user may upload per hour. */
export const PHOTO_UPLOAD_LIMIT: RateLimitRule = {
  name: 'photo-upload-user',
  limit: 300,
  windowMs: 60 * 60_000,
};

/** An upload of the signed-in user, with its stored EXIF and original file. */
export interface OwnUpload {
  row: PhotoUploadRow;
  exif: Exif | null;
  original: Buffer;
}

/** What the upload service is built from. */
export interface PhotoUploadDeps {
  uploads: UploadRepository;
  media: MediaStore;
  rateLimits: RateLimitStore;
  log: WarnLog;
  /** New members upload fewer photographs a day. */
  door?: Pick<PostDoor, 'countUpload'>;
  now?: () => number;
}

/** The answer for an image that cannot be accepted, naming the field it came in. */
export function imageHttpError(field: string, error: ImageDecodeError): HttpError {
  switch (error.reason) {
    case 'unsupported':
      return new HttpError(415, 'unsupported_media_type', `${field}: ${error.message}`);
    case 'too-large':
      return new HttpError(413, 'too_large', `${field}: ${error.message}`);
    case 'invalid':
      return new HttpError(400, 'invalid_image', `${field}: ${error.message}`);
  }
}

/** Step one of a new photo, the upload: the file is checked and kept privately. */
export class PhotoUploadService {
  private readonly limiter: RateLimiter;
  private readonly now: () => number;

  constructor(private readonly deps: PhotoUploadDeps) {
    this.limiter = new RateLimiter(deps.rateLimits, PHOTO_UPLOAD_LIMIT);
    this.now = deps.now ?? Date.now;
  }

  /**
   * Accepts a JPEG, PNG, WebP, AVIF or HEIC file for the signed-in user and answers the id the
   * photo form refers to, with what the file's metadata says (EXIF, GPS, 360°).
   */
  async upload(actor: CurrentUser | null, file: Buffer): Promise<UploadAnswer> {
    const user = requireUser(actor);
    await this.limiter.enforce(
      String(user.id),
      (seconds) =>
        `You uploaded many photographs in a short time. Please wait ${Math.ceil(seconds / 60)} minutes and try again.`,
    );
    await this.deps.door?.countUpload(user);
    await this.cleanExpired().catch((error: unknown) => {
      this.deps.log.warn({ err: error }, 'could not remove expired photo uploads');
    });

    let probe;
    try {
      probe = await probeImage(file);
    } catch (error) {
      if (error instanceof ImageDecodeError) throw imageHttpError('photo', error);
      throw error;
    }
    const token = randomBytes(18).toString('base64url');
    const mediaKey = uploadOriginalKey(token, probe.ext);
    await this.deps.media.put(mediaKey, file, probe.mime);
    try {
      await this.deps.uploads.insert({
        token,
        user_id: user.id,
        media_key: mediaKey,
        content_type: probe.mime,
        width: probe.width,
        height: probe.height,
        pano: probe.pano ? 1 : 0,
        exif: probe.exif ? JSON.stringify(probe.exif) : null,
        lat: probe.lat,
        lng: probe.lng,
        taken_at: probe.takenAtEpochMs,
        created_at: this.now(),
      });
    } catch (error) {
      await this.deps.media.delete(mediaKey);
      throw error;
    }
    return {
      imageID: token,
      width: probe.width,
      height: probe.height,
      exif: probe.exif,
      lat: probe.lat,
      long: probe.lng,
      pano: probe.pano,
    };
  }

  /** The signed-in user's own upload with its original file; 404 or 403 otherwise. */
  async ownUpload(user: CurrentUser, token: string): Promise<OwnUpload> {
    const row = await this.deps.uploads.find(token);
    if (!row || row.created_at < this.now() - UPLOAD_TTL_MS) throw notFound('upload');
    if (!canUseUpload(user, { ownerId: row.user_id })) {
      throw new HttpError(403, 'forbidden', 'id: this upload belongs to another user');
    }
    const file = await this.deps.media.get(row.media_key);
    if (!file) throw notFound('upload');
    return { row, exif: parseStoredExif(row.exif), original: file.data };
  }

  /** Marks an upload as used by a photo; false when another form used it first. */
  take(token: string): Promise<boolean> {
    return this.deps.uploads.take(token);
  }

  /** Makes a taken upload usable again, when its photo could not be made after all. */
  async restore(row: PhotoUploadRow): Promise<void> {
    await this.deps.uploads.insert(row);
  }

  /** Removes a batch of uploads older than a day whose photo form never came, with their files. */
  async cleanExpired(): Promise<number> {
    const expired = await this.deps.uploads.olderThan(this.now() - UPLOAD_TTL_MS, CLEANUP_BATCH);
    let removed = 0;
    for (const upload of expired) {
      // Whoever removes the row removes the file, so a photo made meanwhile keeps its original.
      if (await this.deps.uploads.take(upload.token)) {
        await this.deps.media.delete(upload.media_key);
        removed += 1;
      }
    }
    return removed;
  }
}

function parseStoredExif(json: string | null): Exif | null {
  if (json == null) return null;
  try {
    return JSON.parse(json) as Exif;
  } catch {
    return null;
  }
}
