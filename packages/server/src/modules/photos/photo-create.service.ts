import {
  applyExifEdit,
  latLngOf,
  type LatLng,
  type CurrentUser,
  type Exif,
  type NewImageAnswer,
  type NewImageBody,
  cleanText,
} from '@vantage/shared';
import type { z } from 'zod';
import { HttpError, notFound } from '../../lib/errors';
import type { Notify } from '../../lib/notify';
import {
  SafeFetchError,
  type SafeFetchOptions,
  type SafeFetchResult,
} from '../../lib/safe-fetch/safe-fetch';
import {
  ImageDecodeError,
  processImage,
  type ProcessedImage,
  type RawImage,
} from '../../media/image-pipeline';
import { inDecodeSlot } from '../../media/decode-slots';
import { decodeHeic, isHevc, probeImage } from '../../media/image-probe';
import type { MediaStore } from '../../media/media-store';
import { deletePhotoFiles, putDerivatives } from '../../media/photo-files';
import { positionSeenBy } from '../../lib/spot-position';
import { requireUser } from '../../lib/permissions';
import type { SpotCreateService } from '../spots/spot-create.service';
import type { SpotRepository } from '../spots/spot.repository';
import type { SpotChanges } from '../spots/spot-changes.service';
import { imageHttpError, type OwnUpload, type PhotoUploadService } from './photo-upload.service';
import type { PhotoRepository } from './photo.repository';
import type { PostDoor } from '../visibility/post-door.service';
import type { PhotoService } from './photo.service';

/** How long fetching a linked image may take. */
export const LINK_FETCH_TIMEOUT_MS = 20_000;

/** What making photos is built from. */
export interface PhotoCreateDeps {
  photos: Pick<PhotoRepository, 'insert' | 'update' | 'delete'>;
  photoService: Pick<PhotoService, 'get'>;
  spotRepository: Pick<SpotRepository, 'findById'>;
  /** The one path of spot changes: a new photo counts for its spot and may become its cover. */
  changes: Pick<SpotChanges, 'photosChanged'>;
  /** Who follows the spot, one of its tags or the photographer hears of a new photo. */
  notify?: Notify;
  spotCreate: Pick<SpotCreateService, 'create'>;
  uploads: Pick<PhotoUploadService, 'ownUpload' | 'take' | 'restore'>;
  media: MediaStore;
  /** The SSRF-safe fetch of user-given URLs. */
  fetchUrl: (url: string, options: SafeFetchOptions) => Promise<SafeFetchResult>;
  /** Largest image fetched for a link, like the upload limit. */
  maxBytes: number;
  /** New members' photos with links in their text wait for review; spammers' links are refused. */
  door?: Pick<PostDoor, 'admit' | 'hold'>;
  /** Hosts reachable although private (tests only). */
  allowHosts: readonly string[];
}

type ParsedBody = z.output<typeof NewImageBody>;

/** An image ready for the pipeline, with what its metadata said. */
interface SourceImage {
  /** The image file, decoded when its renditions are made. */
  file: Buffer;
  exif: Exif | null;
  lat: number | null;
  lng: number | null;
  takenAtEpochMs: number | null;
  pano: boolean;
  original: { key: string; type: string } | { data: Buffer; ext: string; type: string };
}

/** Step two of a new photo on the new-photo page: the form with an upload or a link. */
export class PhotoCreateService {
  constructor(private readonly deps: PhotoCreateDeps) {}

  /**
   * Makes the photo from the user's upload (`id`) or from an image on the web (`linkImgURL`),
   * at an existing spot or at a new one made with its automatic tags, address and time zone.
   */
  async create(actor: CurrentUser | null, body: ParsedBody): Promise<NewImageAnswer> {
    const user = requireUser(actor);
    const title = cleanText(body.title);
    if (title === '') throw new HttpError(400, 'invalid_input', 'title: must not be empty');
    const description = cleanText(body.description, { multiline: true });
    const admission = (await this.deps.door?.admit(user, [
      { field: 'title', text: title },
      { field: 'description', text: description },
    ])) ?? { hold: false };
    const existingSpot =
      body.idSpot != null ? await this.deps.spotRepository.findById(body.idSpot) : null;
    if (body.idSpot != null && !existingSpot) throw notFound('spot');
    const upload = body.id != null ? await this.deps.uploads.ownUpload(user, body.id) : null;
    const source = upload ? fromUpload(upload) : await this.fromLink(body);

    let processed: ProcessedImage;
    try {
      // The whole decode waits for a free slot, so photos sent together do not hold all their
      // pixels at once.
      processed = await inDecodeSlot(async () => processImage(await pixelsOf(source.file)));
    } catch (error) {
      if (error instanceof ImageDecodeError) {
        throw imageHttpError(upload ? 'id' : 'linkImgURL', error);
      }
      throw error;
    }
    // Taken before a new spot is made, so a form sent twice cannot leave a second spot behind.
    if (upload && !(await this.deps.uploads.take(upload.row.token))) {
      throw new HttpError(409, 'conflict', 'id: this upload was already used for a photo');
    }
    let spot: { id: number; title: string; slug: string } & LatLng;
    if (existingSpot) {
      spot = { ...existingSpot, ...positionSeenBy(user, existingSpot) };
    } else {
      try {
        const created = await this.deps.spotCreate.create(user, body.newSpot!);
        spot = { id: created.id, title: created.title, slug: created.slug, ...latLngOf(created) };
      } catch (error) {
        // The upload stays usable, e.g. after waiting out the new-spot limit.
        if (upload) await this.deps.uploads.restore(upload.row);
        throw error;
      }
    }
    const now = Date.now();
    const exif = body.exif === undefined ? source.exif : body.exif && submittedExif(body.exif);
    const id = await this.deps.photos.insert({
      user_id: user.id,
      spot_id: spot.id,
      title,
      description,
      exif: exif && Object.keys(exif).length > 0 ? JSON.stringify(exif) : null,
      img_type: body.imgType,
      width: processed.width,
      height: processed.height,
      ar: processed.ar,
      blurhash: processed.blurhash,
      author: body.author ? cleanText(body.author) || null : null,
      author_url: body.authorUrl ?? null,
      license: body.license ? cleanText(body.license) || null : null,
      link_url: body.linkURL ?? null,
      link_img_url: body.linkImgURL ?? null,
      original_key: 'key' in source.original ? source.original.key : null,
      original_type: source.original.type,
      lat: source.lat,
      lng: source.lng,
      taken_at: source.takenAtEpochMs,
      pano: source.pano ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
    try {
      await putDerivatives(this.deps.media, id, processed);
      if ('data' in source.original) {
        const key = `originals/${id}.${source.original.ext}`;
        await this.deps.media.put(key, source.original.data, source.original.type);
        await this.deps.photos.update(id, { original_key: key });
      }
    } catch (error) {
      await this.deps.photos.delete(id);
      await deletePhotoFiles(this.deps.media, id, null);
      throw error;
    }
    if (admission.hold) await this.deps.door?.hold('photo', id, user.id);
    await this.deps.changes.photosChanged(spot.id, user.id);
    if (!admission.hold) {
      await this.deps.notify?.notify({ type: 'photoAdded', photoId: id, actorId: user.id });
    }
    const photo = await this.deps.photoService.get(id, user);
    return {
      photo: admission.hold ? { ...photo, held: true } : photo,
      spot: { id: spot.id, title: spot.title, slug: spot.slug, lat: spot.lat, long: spot.lng },
    };
  }

  private async fromLink(body: ParsedBody): Promise<SourceImage> {
    const url = body.linkImgURL!;
    let fetched: SafeFetchResult;
    try {
      fetched = await this.deps.fetchUrl(url, {
        maxBytes: this.deps.maxBytes,
        timeoutMs: LINK_FETCH_TIMEOUT_MS,
        accept: 'image',
        allowHosts: this.deps.allowHosts,
      });
    } catch (error) {
      if (error instanceof SafeFetchError) throw linkHttpError(error);
      throw error;
    }
    let probe;
    try {
      probe = await probeImage(fetched.body);
    } catch (error) {
      if (error instanceof ImageDecodeError) throw imageHttpError('linkImgURL', error);
      throw error;
    }
    return {
      file: fetched.body,
      exif: probe.exif,
      lat: probe.lat,
      lng: probe.lng,
      takenAtEpochMs: probe.takenAtEpochMs,
      pano: probe.pano,
      original: { data: fetched.body, ext: probe.ext, type: probe.mime },
    };
  }
}

function fromUpload(upload: OwnUpload): SourceImage {
  const { row, exif, original } = upload;
  return {
    file: original,
    exif,
    lat: row.lat,
    lng: row.lng,
    takenAtEpochMs: row.taken_at,
    pano: row.pano === 1,
    original: { key: row.media_key, type: row.content_type },
  };
}

/** EXIF as submitted with a new photo: the editing rules, except that Make is kept. */
function submittedExif(exif: Exif): Exif {
  return { ...applyExifEdit(null, exif), ...(exif.Make?.trim() ? { Make: exif.Make.trim() } : {}) };
}

/** The file itself for sharp, or its decoded pixels when it is HEVC-coded (HEIC). */
async function pixelsOf(data: Buffer): Promise<Buffer | RawImage> {
  return (await isHevc(data)) ? decodeHeic(data) : data;
}

/** A failed fetch of a linked image, as an answer naming the field. */
function linkHttpError(error: SafeFetchError): HttpError {
  const message = `linkImgURL: ${error.message}`;
  switch (error.code) {
    case 'blocked':
    case 'invalid_url':
      return new HttpError(400, 'invalid_input', message);
    case 'too_large':
      return new HttpError(413, 'too_large', message);
    case 'bad_type':
      return new HttpError(415, 'unsupported_media_type', message);
    case 'timeout':
      return new HttpError(504, 'upstream_timeout', message);
    case 'http_error':
    case 'too_many_redirects':
      return new HttpError(502, 'upstream_error', message);
  }
}
