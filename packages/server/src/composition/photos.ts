import type { Base, Container } from './types';
import { guardedFlickr } from './outside';
import { createFlickr } from '../adapters/flickr';
import { safeFetch } from '../lib/safe-fetch/safe-fetch';
import { PhotoVariants } from '../media/photo-variants';
import { PhotoCreateService } from '../modules/photos/photo-create.service';
import { PhotoEditService } from '../modules/photos/photo-edit.service';
import { PhotoIngest } from '../modules/photos/photo-ingest';
import { PhotoUploadService } from '../modules/photos/photo-upload.service';
import { FeaturedPhotoService } from '../modules/photos/featured-photo.service';
import { FlickrImportService } from '../modules/flickr/flickr-import.service';
import { FlickrRepository } from '../modules/flickr/flickr.repository';
import { UrlImagesService } from '../modules/tools/url-images.service';
import { PostDoor } from '../modules/visibility/post-door.service';

/**
 * Uploads, new photos (from a file, a link or Flickr), the images a linked page offers, edits
 * and the featured photos.
 */
export function buildPhotoWrites(
  { config, database, media, repositories, breakers, rateLimits, log, notify }: Base,
  built: Pick<Container, 'photos' | 'spots' | 'spotCreate' | 'spotChanges' | 'proposals'>,
): Pick<
  Container,
  | 'photoVariants'
  | 'photoIngest'
  | 'photoUploads'
  | 'photoCreate'
  | 'flickrImport'
  | 'photoEdit'
  | 'featuredPhotos'
  | 'urlImages'
> {
  const door = new PostDoor({ held: repositories.heldPosts, rateLimits });
  const photoUploads = new PhotoUploadService({
    uploads: repositories.uploads,
    media,
    rateLimits,
    log,
    door,
  });
  const photoWrite = {
    photos: repositories.photos,
    photoService: built.photos,
    changes: built.spotChanges,
    media,
    door,
  };
  const photoCreate = new PhotoCreateService({
    ...photoWrite,
    spotRepository: repositories.spots,
    spotCreate: built.spotCreate,
    uploads: photoUploads,
    fetchUrl: safeFetch,
    maxBytes: config.uploadMaxBytes,
    allowHosts: config.urlFetchAllowHosts,
    notify,
  });
  return {
    photoVariants: new PhotoVariants(media),
    photoIngest: new PhotoIngest(repositories.photos, media),
    photoUploads,
    photoCreate,
    flickrImport: new FlickrImportService({
      flickr: guardedFlickr(createFlickr(config), breakers),
      repository: new FlickrRepository(database),
      photoCreate,
      photos: repositories.photos,
      spotRepository: repositories.spots,
      spots: built.spots,
      proposals: built.proposals,
      log,
    }),
    photoEdit: new PhotoEditService(photoWrite),
    featuredPhotos: new FeaturedPhotoService(
      repositories.featuredPhotos,
      repositories.photos,
      built.photos,
      built.spotChanges,
    ),
    urlImages: new UrlImagesService({ allowHosts: config.urlFetchAllowHosts, rateLimits }),
  };
}
