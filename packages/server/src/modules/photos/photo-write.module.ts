import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../../app';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { safeFetch } from '../../lib/safe-fetch/safe-fetch';
import { MemoryRateLimitStore, type RateLimitStore } from '../../lib/rate-limit';
import type { MediaStore } from '../../media/media-store';
import type { SpotCreateService } from '../spots/spot-create.service';
import { PhotoCreateService } from './photo-create.service';
import { PhotoEditService } from './photo-edit.service';
import { PhotoUploadService } from './photo-upload.service';
import { UploadRepository } from './upload.repository';

/** The services behind new photos, edits and deletion. */
export interface PhotoWrite {
  uploads: PhotoUploadService;
  create: PhotoCreateService;
  edit: PhotoEditService;
  uploadMaxBytes: number;
}

/** Wires the photo-writing services to the app's services, media store and configuration. */
export function buildPhotoWrite(deps: {
  database: Database;
  media: MediaStore;
  config: Pick<Config, 'uploadMaxBytes' | 'urlFetchAllowHosts'>;
  services: Services;
  spotCreate: SpotCreateService;
  rateLimits?: RateLimitStore;
  log: FastifyBaseLogger;
}): PhotoWrite {
  const { services, media, log } = deps;
  const uploads = new PhotoUploadService({
    uploads: new UploadRepository(deps.database),
    media,
    rateLimits: deps.rateLimits ?? new MemoryRateLimitStore(),
    log,
  });
  const shared = {
    photos: services.photoRepository,
    photoService: services.photos,
    spotRepository: services.spotRepository,
    spots: services.spots,
    media,
    log,
  };
  return {
    uploads,
    create: new PhotoCreateService({
      ...shared,
      spotCreate: deps.spotCreate,
      uploads,
      fetchUrl: safeFetch,
      maxBytes: deps.config.uploadMaxBytes,
      allowHosts: deps.config.urlFetchAllowHosts,
    }),
    edit: new PhotoEditService(shared),
    uploadMaxBytes: deps.config.uploadMaxBytes,
  };
}
